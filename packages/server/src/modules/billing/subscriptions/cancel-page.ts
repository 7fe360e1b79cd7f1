/**
 * The page the cancel link of a mail opens (no sign-in): what the gift is and one button that cancels it, in the
 * language the donor gave in. Plain HTML with one form, styled as the dummy payment page.
 */
import { formatMoney, type CurrencyLike } from '@symbol/contracts/intl';
import { capitalized, intervalWords, type SubscriptionInterval } from '@symbol/contracts/recurring';
import { dummyHtml } from '../providers/dummy-page.ts';

/** `{gift}`: the gift as its interval names it ("weekly gift", `{Gift}` capitalized), `{per}` its amount per period. */
const WORDS = {
  en: {
    title: 'Cancel the {gift}',
    gift: '{per} to “{project}”',
    question: 'No more payments will be taken after you cancel. Payments already made stay with the project.',
    cancel: 'Cancel the {gift}',
    keep: 'Keep giving',
    done: 'Your {gift} is cancelled',
    doneText: 'Nothing more will be charged. Thank you for your support.',
    already: 'This {gift} is already cancelled',
    invalid: 'This cancel link is not valid',
    expired: 'This cancel link has expired',
    linkHelp: 'Use the link in the latest mail about your gift, or cancel it from your account.',
    /** A link that names no gift it can show: its interval is not known. */
    someGift: 'recurring gift',
    // Managing it from the same link (issue 32 §4): skip the next payment, change the amount.
    manage: 'Or change it',
    skip: 'Skip the next payment',
    skipped: 'The next payment is skipped',
    skippedText: 'The next payment will be taken on {date}.',
    newAmount: 'New amount, {currency}',
    change: 'Change the amount',
    changed: 'The amount is changed',
    changedText: 'From the next payment on: {amount}.',
    badAmount: 'This amount cannot be taken',
    badAmountText: 'Enter a number of at least {minimum}, with at most 2 decimals.',
  },
  ru: {
    title: 'Отменить {gift}',
    gift: '{per} проекту «{project}»',
    question: 'После отмены списаний больше не будет. Уже сделанные пожертвования остаются у проекта.',
    cancel: 'Отменить {gift}',
    keep: 'Продолжить помогать',
    done: '{Gift} отменено',
    doneText: 'Списаний больше не будет. Спасибо за вашу поддержку.',
    already: 'Это {gift} уже отменено',
    invalid: 'Ссылка для отмены недействительна',
    expired: 'Срок действия ссылки для отмены истёк',
    linkHelp: 'Откройте ссылку из последнего письма о пожертвовании или отмените его в личном кабинете.',
    someGift: 'регулярное пожертвование',
    manage: 'Или измените его',
    skip: 'Пропустить следующее списание',
    skipped: 'Следующее списание пропущено',
    skippedText: 'Следующее списание будет {date}.',
    newAmount: 'Новая сумма, {currency}',
    change: 'Изменить сумму',
    changed: 'Сумма изменена',
    changedText: 'Со следующего списания: {amount}.',
    badAmount: 'Такую сумму нельзя списать',
    badAmountText: 'Введите число не меньше {minimum}, не больше 2 знаков после запятой.',
  },
} as const;
export type PageLanguage = keyof typeof WORDS;
type Key = keyof (typeof WORDS)['en'];

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface GiftShown {
  amount: string;
  currency: CurrencyLike;
  project: string;
  interval: SubscriptionInterval;
}

/** The page's words with the gift named by its interval (or as "a recurring gift" when it is not known). */
function wordsOf(language: PageLanguage, interval?: SubscriptionInterval) {
  const w = WORDS[language];
  const gift = interval ? intervalWords(interval, language).gift : w.someGift;
  return (key: Key) => w[key].replace('{gift}', gift).replace('{Gift}', capitalized(gift, language));
}

/** A heading and a line: the link refused, the gift already cancelled, or cancelled now. */
export function cancelMessage(
  language: PageLanguage,
  heading: Key,
  text: Key,
  interval?: SubscriptionInterval,
  values: Record<string, string> = {},
): string {
  const say = wordsOf(language, interval);
  const filled = Object.entries(values).reduce((line, [key, value]) => line.replace(`{${key}}`, value), say(text));
  return dummyHtml(language, say('title'), `<h1>${escape(say(heading))}</h1><p class="note">${escape(filled)}</p>`);
}

/** `/cancel?…` → `/skip?…`, `/amount?…`: the same signed query manages the gift. */
const sibling = (action: string, name: string) => action.replace(/\/cancel(\?|$)/, `/${name}$1`);

export function cancelConfirmPage(language: PageLanguage, gift: GiftShown, action: string, home: string): string {
  const say = wordsOf(language, gift.interval);
  const what = say('gift')
    .replace('{per}', intervalWords(gift.interval, language).per)
    .replace('{amount}', formatMoney(gift.amount, gift.currency, language))
    .replace('{project}', gift.project);
  return dummyHtml(
    language,
    say('title'),
    `<h1>${escape(say('title'))}</h1><p class="amount" style="font-size:1.25rem">${escape(what)}</p><p class="note">${escape(say('question'))}</p>
<div class="actions"><form method="post" action="${escape(action)}"><button class="pay">${escape(say('cancel'))}</button></form>
<a href="${escape(home)}" style="text-align:center;color:#7f1d1d;font-weight:600;padding:.6rem">${escape(say('keep'))}</a></div>
<h2 style="font-size:1.1rem;margin-top:1.5rem">${escape(say('manage'))}</h2>
<div class="actions"><form method="post" action="${escape(sibling(action, 'skip'))}"><button>${escape(say('skip'))}</button></form>
<form method="post" action="${escape(sibling(action, 'amount'))}"><label style="display:block;margin-bottom:.4rem">${escape(say('newAmount').replace('{currency}', gift.currency.symbol ?? ''))}
<input name="amount" inputmode="decimal" required value="${escape(gift.amount)}" style="display:block;width:100%;box-sizing:border-box;font:inherit;padding:.6rem;margin-top:.3rem;border:1px solid #d6d3d1;border-radius:.5rem"></label>
<button>${escape(say('change'))}</button></form></div>`,
  );
}
