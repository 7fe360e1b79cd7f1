/**
 * The dummy provider's test payment page (issue 27 §3): styled like the site, in the language the buyer checked out
 * in (the intent's metadata; English otherwise), the amount written as the site writes money. Plain HTML with
 * two forms: no script, so it works as the provider pages it stands in for.
 */
import { formatMoney, type CurrencyLike } from '@symbol/contracts/intl';

const WORDS = {
  en: {
    title: 'Test payment',
    amount: 'Amount',
    note: 'This is the test payment provider: no money moves. Choose how the payment ends.',
    pay: 'Pay {amount}',
    decline: 'Decline',
    notFound: 'No such payment',
    settled: 'This payment is already {status}.',
    link: 'This payment link is not valid.',
  },
  ru: {
    title: 'Тестовая оплата',
    amount: 'Сумма',
    note: 'Это тестовый платёжный провайдер: деньги не списываются. Выберите, чем закончится платёж.',
    pay: 'Оплатить {amount}',
    decline: 'Отклонить',
    notFound: 'Такого платежа нет',
    settled: 'Этот платёж уже в статусе «{status}».',
    link: 'Ссылка на оплату недействительна.',
  },
} as const;
export type DummyLanguage = keyof typeof WORDS;

export const dummyLanguage = (metadata: unknown): DummyLanguage =>
  (metadata as { language?: unknown } | null)?.language === 'ru' ? 'ru' : 'en';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `*{box-sizing:border-box}body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
background:#f5f5f4;font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1c1917;padding:1rem}
main{width:100%;max-width:28rem;background:#fff;border-radius:1rem;box-shadow:0 1px 3px rgba(0,0,0,.08);
border:1px solid #e7e5e4;padding:2rem}h1{font:600 1.75rem/1.2 Georgia,serif;margin:0 0 1rem}
.badge{display:inline-block;background:#fef3c7;color:#92400e;border-radius:999px;padding:.15rem .7rem;font-size:.8rem;font-weight:600;margin-bottom:1rem}
.amount{font-size:2rem;font-weight:700;margin:.25rem 0 1rem}.label{color:#57534e;font-size:.9rem;margin:0}
.note{color:#57534e;font-size:.95rem}.actions{display:flex;flex-direction:column;gap:.6rem;margin-top:1.5rem}
button{width:100%;font:inherit;font-weight:600;padding:.8rem 1rem;border-radius:.6rem;border:1px solid #d6d3d1;background:#fff;color:#1c1917;cursor:pointer}
button.pay{background:#7f1d1d;border-color:#7f1d1d;color:#fff}button:focus-visible{outline:3px solid #fbbf24;outline-offset:2px}`;

export function dummyHtml(language: DummyLanguage, title: string, body: string): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title>
<style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** A page with one heading (a refused link, a missing or settled payment). */
export function dummyMessage(language: DummyLanguage, key: 'notFound' | 'link', detail?: string): string {
  const w = WORDS[language];
  return dummyHtml(
    language,
    w.title,
    `<h1>${escape(w[key])}</h1>${detail ? `<p class="note">${escape(detail)}</p>` : ''}`,
  );
}

/** The page of an open payment: its amount, Pay and Decline; of a settled one, its status. */
export function dummyPayPage(
  language: DummyLanguage,
  payment: { status: string; amount: string; currency: CurrencyLike },
  action: (outcome: 'succeeded' | 'failed') => string,
): string {
  const w = WORDS[language];
  const amount = escape(formatMoney(payment.amount, payment.currency, language));
  if (payment.status !== 'open')
    return dummyHtml(
      language,
      w.title,
      `<h1>${w.title}</h1><p>${escape(w.settled.replace('{status}', payment.status))}</p>`,
    );
  return dummyHtml(
    language,
    w.title,
    `<span class="badge">dummy</span><h1>${w.title}</h1><p class="label">${w.amount}</p><p class="amount">${amount}</p>
<p class="note">${w.note}</p><div class="actions">
<form method="post" action="${escape(action('succeeded'))}"><button class="pay">${escape(w.pay.replace('{amount}', formatMoney(payment.amount, payment.currency, language)))}</button></form>
<form method="post" action="${escape(action('failed'))}"><button>${w.decline}</button></form></div>`,
  );
}
