/**
 * Abuse limits of the identity routes, per client address and per account (email or wallet address).
 * Counted on every attempt; over the limit the route answers 429 with Retry-After. The counts are settings
 * (env.ts); the windows are fixed here.
 */
import type { Config } from '../../config.ts';
import { consume, type RateLimit } from '../../rate-limit.ts';
import type { Context } from '../../trpc/context.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface RouteLimits {
  perIp?: RateLimit;
  perAccount?: RateLimit;
}

export const limitsOf = (config: Config) =>
  ({
    init: { perIp: { max: config.RATE_LIMIT_INIT_PER_IP, windowMs: 10 * MINUTE } },
    authentication: {
      perIp: { max: config.RATE_LIMIT_AUTHENTICATION_PER_IP, windowMs: 15 * MINUTE },
      perAccount: { max: config.RATE_LIMIT_AUTHENTICATION_PER_ACCOUNT, windowMs: 15 * MINUTE },
    },
    registration: {
      perIp: { max: config.RATE_LIMIT_REGISTRATION_PER_IP, windowMs: HOUR },
      perAccount: { max: config.RATE_LIMIT_REGISTRATION_PER_ACCOUNT, windowMs: HOUR },
    },
    /**
     * Adding an email identity, or changing one's email, registers that address (and mails it): registration's
     * limits, counted apart.
     */
    addIdentity: {
      perIp: { max: config.RATE_LIMIT_REGISTRATION_PER_IP, windowMs: HOUR },
      perAccount: { max: config.RATE_LIMIT_REGISTRATION_PER_ACCOUNT, windowMs: HOUR },
    },
    forgotPassword: {
      perIp: { max: config.RATE_LIMIT_FORGOT_PASSWORD_PER_IP, windowMs: HOUR },
      perAccount: { max: config.RATE_LIMIT_FORGOT_PASSWORD_PER_ACCOUNT, windowMs: HOUR },
    },
    resetPassword: { perIp: { max: config.RATE_LIMIT_RESET_PASSWORD_PER_IP, windowMs: HOUR } },
    /** Spending a mailed code, like a reset: reset-password's limit, counted apart. */
    verifyEmail: { perIp: { max: config.RATE_LIMIT_RESET_PASSWORD_PER_IP, windowMs: HOUR } },
    /** Mailing a verification link again: forgot-password's limits (mail bombing), counted apart. */
    resendVerification: {
      perIp: { max: config.RATE_LIMIT_FORGOT_PASSWORD_PER_IP, windowMs: HOUR },
      perAccount: { max: config.RATE_LIMIT_FORGOT_PASSWORD_PER_ACCOUNT, windowMs: HOUR },
    },
    wallet: {
      perIp: { max: config.RATE_LIMIT_WALLET_PER_IP, windowMs: 15 * MINUTE },
      perAccount: { max: config.RATE_LIMIT_WALLET_PER_ACCOUNT, windowMs: 15 * MINUTE },
    },
    walletNonce: { perIp: { max: config.RATE_LIMIT_WALLET_NONCE_PER_IP, windowMs: 15 * MINUTE } },
    refresh: { perIp: { max: config.RATE_LIMIT_REFRESH_PER_IP, windowMs: 15 * MINUTE } },
    /** Changing a password checks the current one: a stolen session must not guess it. */
    changePassword: { perAccount: { max: config.RATE_LIMIT_CHANGE_PASSWORD_PER_ACCOUNT, windowMs: 15 * MINUTE } },
  }) satisfies Record<string, RouteLimits>;

export async function limit(ctx: Context, route: keyof ReturnType<typeof limitsOf>, account?: string): Promise<void> {
  const limits: RouteLimits = limitsOf(ctx.config)[route];
  if (limits.perIp) await consume(ctx.rateLimits, `${route}:ip:${ctx.request.ip}`, limits.perIp, ctx.log);
  if (limits.perAccount && account)
    await consume(ctx.rateLimits, `${route}:account:${account.toLowerCase()}`, limits.perAccount, ctx.log);
}
