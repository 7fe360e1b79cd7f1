/**
 * Abuse limits of the identity routes, per client address and per account (email or wallet address).
 * Counted on every attempt. Past half of a per-address limit each attempt waits before it is handled (1 s,
 * doubling, at most 8 s), and past the limit the route answers 429 with Retry-After: a class behind one address
 * (a school, an event's Wi-Fi) passes, a script from one address is slowed long before it is refused. Per-account
 * limits refuse at once: they bound what is done to one account. Sign-in is the exception (signInAttempt): wrong
 * passwords are counted per account and address, so nobody can lock an owner out by knowing their email, and a
 * right password takes its attempts back. The counts are settings (env.ts); the windows and delays are fixed here.
 * Why each number is what it is: docs/decisions.md, "Abuse limits that fit people".
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Config } from '../../config.ts';
import { consume, consumeSlowly, release, SLOWDOWN, slowdownMs, type RateLimit } from '../../rate-limit.ts';
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
      /** Failed attempts from one address, whatever the account (credential stuffing): slowed, then 429. */
      perIp: { max: config.RATE_LIMIT_AUTHENTICATION_PER_IP, windowMs: 15 * MINUTE },
      /** Wrong passwords from one address on one account: past them that address is refused on that account. */
      failuresPerAccountAndSource: { max: config.RATE_LIMIT_AUTHENTICATION_PER_ACCOUNT, windowMs: 15 * MINUTE },
      /** Wrong passwords on one account from every address: past them each attempt on it waits, none is refused. */
      failuresPerAccount: { max: config.RATE_LIMIT_AUTHENTICATION_PER_ACCOUNT, windowMs: 15 * MINUTE },
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
    /** A signed Telegram payload: the wallet's limits, counted apart (per address and per Telegram account). */
    telegram: {
      perIp: { max: config.RATE_LIMIT_WALLET_PER_IP, windowMs: 15 * MINUTE },
      perAccount: { max: config.RATE_LIMIT_WALLET_PER_ACCOUNT, windowMs: 15 * MINUTE },
    },
    walletNonce: { perIp: { max: config.RATE_LIMIT_WALLET_NONCE_PER_IP, windowMs: 15 * MINUTE } },
    refresh: { perIp: { max: config.RATE_LIMIT_REFRESH_PER_IP, windowMs: 15 * MINUTE } },
    /** Changing a password checks the current one: a stolen session must not guess it. */
    changePassword: { perAccount: { max: config.RATE_LIMIT_CHANGE_PASSWORD_PER_ACCOUNT, windowMs: 15 * MINUTE } },
  }) satisfies Record<string, Record<string, RateLimit>>;

/** Counts one attempt from the caller's address (waiting past half the limit, 429 past it); answers its key. */
async function limitAddress(ctx: Context, route: string, perIp: RateLimit): Promise<string> {
  const key = `${route}:ip:${ctx.request.ip}`;
  await consumeSlowly(ctx.rateLimits, key, perIp, ctx.log);
  return key;
}

export async function limit(ctx: Context, route: keyof ReturnType<typeof limitsOf>, account?: string): Promise<void> {
  const limits: RouteLimits = limitsOf(ctx.config)[route];
  if (limits.perIp) await limitAddress(ctx, route, limits.perIp);
  if (limits.perAccount && account)
    await consume(ctx.rateLimits, `${route}:account:${account.toLowerCase()}`, limits.perAccount, ctx.log);
}

/** The wait before a password check on an account past its failures: every address limit's wait. */
export const SIGN_IN_SLOWDOWN = SLOWDOWN;
export const signInDelayMs = slowdownMs;

/**
 * Counts one sign-in attempt before its password is checked: per address (slowed past half, 429 past it, all
 * accounts; a right password takes it back, so the address's count is its failures), then as
 * a failure of this account from this address (429 past it: that address is refused on this account only),
 * then as a failure of this account (past it, the attempt waits). Counted up front, so parallel guesses are
 * counted too; a right password takes both failure counts back (`succeeded`). The wait is the same whether the
 * password is right or wrong: an early answer would tell a guesser which it was.
 */
export async function signInAttempt(ctx: Context, account: string): Promise<{ succeeded(): Promise<void> }> {
  const limits = limitsOf(ctx.config).authentication;
  const addressKey = await limitAddress(ctx, 'authentication', limits.perIp);
  const accountKey = `authentication:failures:${account.toLowerCase()}`;
  const pairKey = `${accountKey}:ip:${ctx.request.ip}`;
  await consume(ctx.rateLimits, pairKey, limits.failuresPerAccountAndSource, ctx.log);
  const failures = await consume(
    ctx.rateLimits,
    accountKey,
    { max: Number.POSITIVE_INFINITY, windowMs: limits.failuresPerAccount.windowMs },
    ctx.log,
  );
  const delayMs = signInDelayMs(failures, limits.failuresPerAccount.max);
  if (delayMs) await sleep(delayMs);
  return {
    succeeded: async () => {
      await release(ctx.rateLimits, addressKey, ctx.log);
      await release(ctx.rateLimits, pairKey, ctx.log);
      await release(ctx.rateLimits, accountKey, ctx.log);
    },
  };
}
