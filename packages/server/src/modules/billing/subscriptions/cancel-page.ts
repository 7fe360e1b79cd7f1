/**
 * The page the cancel link of a mail opens (no sign-in): what the gift is and one button that cancels it, in the
 * language the donor gave in. Plain HTML with one form, styled as the dummy payment page.
 */
import { formatMoney, type CurrencyLike } from '@symbol/contracts/intl';
import { dummyHtml } from '../providers/dummy-page.ts';

const WORDS = {
  en: {
    title: 'Cancel the monthly gift',
    gift: '{amount} a month to “{project}”',
    question: 'No more payments will be taken after you cancel. Payments already made stay with the project.',
    cancel: 'Cancel the monthly gift',
    keep: 'Keep giving',
    done: 'Your monthly gift is cancelled',
    doneText: 'Nothing more will be charged. Thank you for your support.',
    already: 'This monthly gift is already cancelled',
    invalid: 'This cancel link is not valid',
    expired: 'This cancel link has expired',
    linkHelp: 'Use the link in the latest mail about your gift, or cancel it from your account.',
  },
  ru: {
    title: 'Отменить ежемесячное пожертвование',
    gift: '{amount} в месяц проекту «{project}»',
    question: 'После отмены списаний больше не будет. Уже сделанные пожертвования остаются у проекта.',
    cancel: 'Отменить ежемесячное пожертвование',
    keep: 'Продолжить помогать',
    done: 'Ежемесячное пожертвование отменено',
    doneText: 'Списаний больше не будет. Спасибо за вашу поддержку.',
    already: 'Это ежемесячное пожертвование уже отменено',
    invalid: 'Ссылка для отмены недействительна',
    expired: 'Срок действия ссылки для отмены истёк',
    linkHelp: 'Откройте ссылку из последнего письма о пожертвовании или отмените его в личном кабинете.',
  },
} as const;
export type PageLanguage = keyof typeof WORDS;
type Key = keyof (typeof WORDS)['en'];

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface GiftShown {
  amount: string;
  currency: CurrencyLike;
  project: string;
}

/** A heading and a line: the link refused, the gift already cancelled, or cancelled now. */
export function cancelMessage(language: PageLanguage, heading: Key, text: Key): string {
  const w = WORDS[language];
  return dummyHtml(language, w.title, `<h1>${escape(w[heading])}</h1><p class="note">${escape(w[text])}</p>`);
}

export function cancelConfirmPage(language: PageLanguage, gift: GiftShown, action: string, home: string): string {
  const w = WORDS[language];
  const what = w.gift
    .replace('{amount}', formatMoney(gift.amount, gift.currency, language))
    .replace('{project}', gift.project);
  return dummyHtml(
    language,
    w.title,
    `<h1>${escape(w.title)}</h1><p class="amount" style="font-size:1.25rem">${escape(what)}</p><p class="note">${escape(w.question)}</p>
<div class="actions"><form method="post" action="${escape(action)}"><button class="pay">${escape(w.cancel)}</button></form>
<a href="${escape(home)}" style="text-align:center;color:#7f1d1d;font-weight:600;padding:.6rem">${escape(w.keep)}</a></div>`,
  );
}
