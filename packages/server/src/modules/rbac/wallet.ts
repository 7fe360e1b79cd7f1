/**
 * Ethereum wallet sign-in. Two message forms, both checked with viem and accepted once while fresh:
 *
 * - Sign-In with Ethereum (EIP-4361): the message carries a server nonce (`GET .../nonce`, HMAC-signed and
 *   valid five minutes, so issuing one writes nothing), an allowed domain and an Issued At within five
 *   minutes; the nonce is spent on use.
 * - A plain message containing the current time (the site signs a timestamp): Unix seconds or
 *   milliseconds, or an ISO 8601 date-time, at most five minutes old; the message is spent on use.
 *
 * Only externally owned accounts: contract wallets (ERC-1271) would need a chain RPC.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { isAddressEqual, verifyMessage } from 'viem';
import { parseSiweMessage, validateSiweMessage } from 'viem/siwe';
import { badRequest, unauthorized } from '../../errors.ts';
import type { Context } from '../../trpc/context.ts';
import { limit } from './limits.ts';
import { createSession, issueTokens, sha256, type SessionTokens } from './sessions.ts';
import {
  anonymousCaller,
  grantRegistrationRoles,
  linkIdentity,
  lockKey,
  subjectForNewAccount,
  subjectOfIdentity,
} from './subjects.ts';

export const WALLET_MESSAGE_MAX_AGE_MS = 5 * 60 * 1000;
/** Clocks disagree a little: a message may claim up to a minute in the future. */
const CLOCK_SKEW_MS = 60 * 1000;
const PROVIDER = 'EVM';

// --- SIWE nonces: <16 hex random><8 hex expiry, Unix seconds><24 hex HMAC>, alphanumeric as EIP-4361 asks.

export function issueNonce(ctx: Context): { nonce: string; expiresAt: string } {
  const expires = Math.floor((ctx.clock.now().getTime() + WALLET_MESSAGE_MAX_AGE_MS) / 1000);
  const body = randomBytes(8).toString('hex') + expires.toString(16).padStart(8, '0');
  const nonce = body + ctx.tokens.mac('siwe-nonce', body).subarray(0, 12).toString('hex');
  return { nonce, expiresAt: new Date(expires * 1000).toISOString() };
}

/** The nonce's expiry when the server issued it and it has not expired; else null. */
function nonceExpiry(ctx: Context, nonce: string): Date | null {
  if (!/^[0-9a-f]{48}$/.test(nonce)) return null;
  const body = nonce.slice(0, 24);
  const expected = ctx.tokens.mac('siwe-nonce', body).subarray(0, 12);
  if (!timingSafeEqual(expected, Buffer.from(nonce.slice(24), 'hex'))) return null;
  const expires = new Date(parseInt(body.slice(16), 16) * 1000);
  return expires > ctx.clock.now() ? expires : null;
}

function allowedDomains(ctx: Context): Set<string> {
  if (ctx.config.SIWE_DOMAINS.length) return new Set(ctx.config.SIWE_DOMAINS);
  const hosts = ctx.config.CORS_ORIGINS.flatMap((origin) => {
    try {
      return [new URL(origin).host];
    } catch {
      return [];
    }
  });
  return new Set(ctx.request.host ? [...hosts, ctx.request.host] : hosts);
}

/** The first time the message states: an ISO 8601 date-time, else Unix milliseconds or seconds. */
export function statedTime(message: string): Date | null {
  const iso = message.match(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})/)?.[0];
  if (iso) {
    const date = new Date(iso);
    if (!Number.isNaN(date.getTime())) return date;
  }
  const digits = message.match(/(?<!\d)(\d{13}|\d{10})(?!\d)/)?.[1];
  if (!digits) return null;
  return new Date(digits.length === 13 ? Number(digits) : Number(digits) * 1000);
}

function assertFresh(ctx: Context, stated: Date | undefined | null): Date {
  if (!stated || Number.isNaN(stated.getTime()))
    throw badRequest('The message must state the current time', ['message: no timestamp']);
  const now = ctx.clock.now().getTime();
  if (stated.getTime() < now - WALLET_MESSAGE_MAX_AGE_MS || stated.getTime() > now + CLOCK_SKEW_MS)
    throw unauthorized('The signed message is not fresh: sign a new one');
  return stated;
}

interface Spend {
  /** What a replay would present again: the SIWE nonce, or the address and message. */
  key: string;
  /** After this, the message is refused as stale anyway and the record can go. */
  until: Date;
}

/** Checks everything but the signature; answers what to spend. */
function checkMessage(ctx: Context, message: string, address: `0x${string}`): Spend {
  const siwe = parseSiweMessage(message);
  if (!siwe.address && !siwe.nonce) {
    const stated = assertFresh(ctx, statedTime(message));
    return {
      key: `evm:${address.toLowerCase()}:${sha256(message)}`,
      until: new Date(stated.getTime() + WALLET_MESSAGE_MAX_AGE_MS + CLOCK_SKEW_MS),
    };
  }
  if (!siwe.address || !isAddressEqual(siwe.address, address)) throw unauthorized('The message names another address');
  if (!siwe.domain || !allowedDomains(ctx).has(siwe.domain))
    throw unauthorized('The message names a domain this server does not serve');
  const expires = siwe.nonce ? nonceExpiry(ctx, siwe.nonce) : null;
  if (!expires) throw unauthorized('Unknown or expired nonce: ask for a new one');
  assertFresh(ctx, siwe.issuedAt);
  if (!validateSiweMessage({ message: siwe, address, time: ctx.clock.now() }))
    throw unauthorized('Invalid Sign-In with Ethereum message');
  return { key: `siwe:${siwe.nonce}`, until: expires };
}

async function isSignedBy(address: `0x${string}`, message: string, signature: `0x${string}`): Promise<boolean> {
  try {
    return await verifyMessage({ address, message, signature });
  } catch {
    return false;
  }
}

export async function signInWithWallet(
  ctx: Context,
  input: { message: string; signature: string; address: string },
): Promise<SessionTokens> {
  const address = input.address as `0x${string}`;
  const account = address.toLowerCase();
  await limit(ctx, 'wallet', account);
  const spend = checkMessage(ctx, input.message, address);
  if (!(await isSignedBy(address, input.message, input.signature as `0x${string}`)))
    throw unauthorized('Invalid signature');
  const anonymousId = await anonymousCaller(ctx);
  const now = ctx.clock.now();
  const session = await ctx.db.transaction(async (tx) => {
    await tx.rbacWalletMessage.deleteMany({ where: { expiresAt: { lt: now } } });
    const fresh = await tx.$queryRaw<unknown[]>`
      INSERT INTO "rbac_wallet_messages" ("hash", "expiresAt") VALUES (${sha256(spend.key)}, ${spend.until})
      ON CONFLICT ("hash") DO NOTHING RETURNING "id"`;
    if (fresh.length === 0) throw unauthorized('This signed message was already used: sign a new one');
    await lockKey(tx, `rbac:identity:evm:${account}`);
    const identity = await tx.rbacIdentity.findFirst({
      where: { provider: PROVIDER, account },
      orderBy: { createdAt: 'asc' },
      select: { id: true },
    });
    let subjectId = identity ? await subjectOfIdentity(tx, identity.id) : null;
    if (!subjectId) {
      subjectId = await subjectForNewAccount(ctx, tx, anonymousId);
      const identityId = identity?.id ?? (await tx.rbacIdentity.create({ data: { provider: PROVIDER, account } })).id;
      await linkIdentity(tx, subjectId, identityId);
      await grantRegistrationRoles(tx, subjectId);
    }
    return createSession(ctx, tx, subjectId);
  });
  return issueTokens(ctx, session);
}
