/**
 * When a recurring gift is charged: each `interval` after the last charge, and after a failed renewal again in
 * 1, 3 and 7 days (how Stripe's smart retries and most donation platforms space them) before it is cancelled.
 */
import type { SubscriptionInterval } from '../providers/provider.ts';

const DAY_MS = 24 * 60 * 60_000;
/** The waits before the 1st, 2nd and 3rd retry of a failed renewal; a failure after the last one cancels. */
export const RETRY_DELAYS_DAYS = [1, 3, 7] as const;

/** `from` moved by one interval, in UTC calendar terms (31 January + 1 month = 28/29 February). */
export function addInterval(from: Date, interval: SubscriptionInterval): Date {
  const next = new Date(from);
  if (interval === 'day') next.setUTCDate(next.getUTCDate() + 1);
  else if (interval === 'week') next.setUTCDate(next.getUTCDate() + 7);
  else {
    const months = interval === 'year' ? 12 : 1;
    const day = next.getUTCDate();
    next.setUTCDate(1);
    next.setUTCMonth(next.getUTCMonth() + months);
    const last = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
    next.setUTCDate(Math.min(day, last));
  }
  return next;
}

/** After the `failedAttempts`-th failure in a row: when to try again, or undefined when it is given up. */
export function retryAt(now: Date, failedAttempts: number): Date | undefined {
  const days = RETRY_DELAYS_DAYS[failedAttempts - 1];
  return days === undefined ? undefined : new Date(now.getTime() + days * DAY_MS);
}
