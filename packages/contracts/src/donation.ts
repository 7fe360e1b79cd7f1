/**
 * A free amount's bounds and suggestions per currency (issue 27 §1), shared by the server (which refuses what is
 * out of bounds) and the site's donation form (which says so before sending). Currencies by their slug, the ISO
 * code in lower case.
 */

/**
 * The smallest gift per currency, in its units: below it a provider's fee eats the gift, and Stripe refuses
 * charges under 0.50 USD/EUR. A currency not listed takes 1 unit.
 */
const MINIMUMS = new Map<string, number>([
  ['rub', 100],
  ['usd', 1],
  ['eur', 1],
]);
const DEFAULT_MINIMUM = 1;
/** An upper bound that keeps a typo (an extra zero or five) out of a payment page. */
export const DONATION_MAXIMUM = 10_000_000;

/** The preset amounts the form offers per currency; a currency not listed gets multiples of its minimum. */
const PRESETS = new Map<string, readonly number[]>([
  ['rub', [500, 1000, 3000, 5000]],
  ['usd', [10, 25, 50, 100]],
  ['eur', [10, 25, 50, 100]],
]);

export const minimumDonation = (currencySlug: string): number => MINIMUMS.get(currencySlug) ?? DEFAULT_MINIMUM;

export const donationPresets = (currencySlug: string): readonly number[] =>
  PRESETS.get(currencySlug) ?? [5, 10, 25, 50].map((n) => n * minimumDonation(currencySlug));

/** A donor's amount as typed ("1 500", "10,50") as the decimal text the API takes, or undefined when it is none. */
export function parseDonationAmount(typed: string): string | undefined {
  const value = typed.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  return /^\d{1,9}(\.\d{1,2})?$/.test(value) ? value : undefined;
}

/**
 * "Cover the fee" (issue 32 §3): a donor may add this share of the gift so the project receives the whole gift after
 * the payment provider's commission (Russian acquiring charges 2–3.5 %; 3 is what a gift's fee is told as). The form
 * shows it in money; the server adds the same amount, computed here, to the line's price.
 */
export const COVER_FEE_PERCENT = 3;

/** The fee a donor covers on `amount` (decimal text), as decimal text rounded to cents (half up). */
export function coveredFee(amount: string, percent = COVER_FEE_PERCENT): string {
  const cents = Math.round(Number(amount) * 100);
  const fee = Math.round((cents * percent) / 100);
  return (fee / 100).toFixed(2).replace(/\.?0+$/, '');
}

/** The amount charged: the gift plus the fee it covers, as decimal text. */
export function withCoveredFee(amount: string, percent = COVER_FEE_PERCENT): string {
  const cents = Math.round(Number(amount) * 100) + Math.round(Number(coveredFee(amount, percent)) * 100);
  return (cents / 100).toFixed(2).replace(/\.?0+$/, '');
}

/**
 * An impact hint as a page's product carries it (`impactHints`, issue 32 §3): what a preset gift does, in one
 * currency, its text in the page's language. The operator edits them (`ecommerce/impact-hints`).
 */
export interface ImpactHint {
  amount: string;
  currency: { id: string; slug: string };
  description: string;
}

/**
 * The presets the donation form offers in a currency, each with its hint: a project's own hints in that currency
 * (their order) when it has any, else the standard presets with none.
 */
export function presetsWithHints(
  hints: readonly ImpactHint[],
  currencySlug: string,
): { amount: number; hint?: string }[] {
  const own = hints.filter((h) => h.currency.slug === currencySlug && Number(h.amount) > 0);
  if (own.length > 0) return own.map((h) => ({ amount: Number(h.amount), hint: h.description || undefined }));
  return donationPresets(currencySlug).map((amount) => ({ amount }));
}
