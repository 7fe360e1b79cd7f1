/**
 * One way to write numbers, money, dates and counted words, shared by the site, the admin, mails and receipts
 * (issue 27): everything goes through the platform's `Intl` with the page's (or mail's) language, so "1 500 ₽"
 * reads the same on a product card, in the admin's order panel and in the receipt.
 */

/** A currency as the catalogue stores it: its slug (the ISO 4217 code in lower case, e.g. `rub`) and symbol. */
export interface CurrencyLike {
  slug: string;
  symbol?: string | null;
}

/**
 * Whole amounts are written without zero cents in every language ("$55", "1 500 ₽", as donation sites and price
 * tags write them), any other amount with both digits ("$55.50", "55,50 $").
 */
const MONEY_STYLE: Intl.NumberFormatOptions = { trailingZeroDisplay: 'stripIfInteger' };

/**
 * Intl's formatters, made once per language and style: making a date's took 48 µs here, using it 0.6 µs (a
 * server rendering writes every date of a blog list). Bounded: a language comes from an address.
 */
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function kept<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let format = formats.get(key) as F | undefined;
  if (!format) {
    if (formats.size >= 256) formats.clear();
    formats.set(key, (format = make()));
  }
  return format;
}

const numberFormat = (language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat =>
  kept(`number|${language}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(language, options));

/** Intl's date formatter for the language and options, made once (what `toLocaleString(language, options)` makes anew). */
export const dateTimeFormat = (language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  kept(`date|${language}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(language, options));

/** Intl writes any well-formed three-letter code (an unknown one as the code itself). */
const isIsoCode = (code: string) => /^[A-Z]{3}$/.test(code);

/** A decimal as the API answers it ("1500", "55.5"), or a number; anything else is shown as it came. */
const toNumber = (amount: string | number): number | undefined => {
  const value = typeof amount === 'number' ? amount : amount.trim() === '' ? NaN : Number(amount);
  return Number.isFinite(value) ? value : undefined;
};

/** A plain number in the language: "1 500" (ru), "1,500" (en); at most two decimals. */
export function formatNumber(amount: string | number, language: string): string {
  const value = toNumber(amount);
  return value === undefined ? String(amount) : numberFormat(language, { maximumFractionDigits: 2 }).format(value);
}

/**
 * An amount of money in the language: "1 500 ₽" and "55 $" in Russian, "₽1,500" and "$55" in English.
 * A currency without an ISO code (a token, a points balance) is the number followed by its symbol.
 */
export function formatMoney(amount: string | number, currency: CurrencyLike, language: string): string {
  const value = toNumber(amount);
  if (value === undefined) return `${amount} ${currency.symbol ?? ''}`.trim();
  const code = currency.slug.toUpperCase();
  if (!isIsoCode(code)) return `${formatNumber(value, language)} ${currency.symbol ?? currency.slug}`.trim();
  return numberFormat(language, {
    style: 'currency',
    currency: code,
    currencyDisplay: 'narrowSymbol',
    ...MONEY_STYLE,
  }).format(value);
}

/** The forms of a counted phrase; `{count}` is replaced by the number written in the language. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** "2 товара в корзине", "5 товаров в корзине", "1 item in the cart": the language's plural rule picks the form. */
export function formatCount(count: number, forms: PluralForms, language: string): string {
  const form = forms[new Intl.PluralRules(language).select(count)] ?? forms.other;
  return form.replaceAll('{count}', formatNumber(count, language));
}

/**
 * A calendar date in the language: "12 February 2025", "12 февраля 2025 г.". Read in UTC, so the server's
 * rendering and the visitor's browser write the same day whatever their time zones.
 */
export function formatDate(date: Date | string, language: string): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  return dateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(value);
}

/** A message's date and time, short, in the reader's own time zone: "12.02.2025, 14:30", "2/12/25, 2:30 PM". */
export function formatShortDateTime(date: Date | string, language: string): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  return dateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' }).format(value);
}

/** A day on a chart's axis: "12 Feb", "12 февр.". Read in UTC, as the days are counted. */
export function formatShortDay(day: Date | string, language: string): string {
  const value = typeof day === 'string' ? new Date(day) : day;
  return dateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(value);
}

/** An order's number as people read and say it: the first 8 hex digits of its id, upper case (as the admin shows it). */
export const orderNumber = (id: string): string => id.replaceAll('-', '').slice(0, 8).toUpperCase();
