/**
 * Abuse limits of the identity routes, per client address and per account (email or wallet address).
 * Counted on every attempt; over the limit the route answers 429 with Retry-After.
 */
import { consume, type RateLimit } from '../../rate-limit.ts';
import type { Context } from '../../trpc/context.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface RouteLimits {
  perIp?: RateLimit;
  perAccount?: RateLimit;
}

export const LIMITS = {
  init: { perIp: { max: 30, windowMs: 10 * MINUTE } },
  authentication: { perIp: { max: 30, windowMs: 15 * MINUTE }, perAccount: { max: 10, windowMs: 15 * MINUTE } },
  registration: { perIp: { max: 10, windowMs: HOUR }, perAccount: { max: 5, windowMs: HOUR } },
  forgotPassword: { perIp: { max: 10, windowMs: HOUR }, perAccount: { max: 3, windowMs: HOUR } },
  resetPassword: { perIp: { max: 20, windowMs: HOUR } },
  wallet: { perIp: { max: 30, windowMs: 15 * MINUTE }, perAccount: { max: 10, windowMs: 15 * MINUTE } },
  walletNonce: { perIp: { max: 60, windowMs: 15 * MINUTE } },
  refresh: { perIp: { max: 120, windowMs: 15 * MINUTE } },
  /** Changing a password checks the current one: a stolen session must not guess it. */
  changePassword: { perAccount: { max: 10, windowMs: 15 * MINUTE } },
} satisfies Record<string, RouteLimits>;

export async function limit(ctx: Context, route: keyof typeof LIMITS, account?: string): Promise<void> {
  const limits: RouteLimits = LIMITS[route];
  if (limits.perIp) await consume(ctx.rateLimits, `${route}:ip:${ctx.request.ip}`, limits.perIp, ctx.log);
  if (limits.perAccount && account)
    await consume(ctx.rateLimits, `${route}:account:${account.toLowerCase()}`, limits.perAccount, ctx.log);
}
