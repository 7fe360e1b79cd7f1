/**
 * Ethereum wallet sign-in: Sign-In with Ethereum (EIP-4361) only, checked with viem and accepted once. The
 * message must carry a server nonce (`GET .../nonce`, HMAC-signed and valid five minutes, so issuing one
 * writes nothing; spent on use), a domain this server serves (SIWE_DOMAINS, by default the hosts of
 * PUBLIC_SITE_URL and PUBLIC_API_URL: never the request's Host, which the caller chooses), a uri on that
 * domain, version 1 and an Issued At within five minutes. Free text with a timestamp is refused: a page on
 * another domain could have asked for it. `GET .../nonce?address=` also answers the message to sign.
 *
 * Only externally owned accounts: contract wallets (ERC-1271) would need a chain RPC.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { WalletNonceQuery } from '@symbol/contracts';
import type { Config } from '../../config.ts';
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
import { ensureSubjectProfile } from '../social/index.ts';
import { onDemand } from '../../on-demand.ts';

/** viem, loaded by the first wallet sign-in (or nonce), not with the server. */
const viem = onDemand<typeof import('viem')>('viem');
const viemSiwe = onDemand<typeof import('viem/siwe')>('viem/siwe');

export const WALLET_MESSAGE_MAX_AGE_MS = 5 * 60 * 1000;
/** Clocks disagree a little: a message may claim up to a minute in the future. */
const CLOCK_SKEW_MS = 60 * 1000;
const PROVIDER = 'EVM';
const NONCE_PATH = 'GET /api/rbac/subjects/authentication/ethereum-virtual-machine/nonce';

/** The domains a message may name: SIWE_DOMAINS, else the hosts of the public site and of the API. */
export function siweDomains(config: Config): Set<string> {
  if (config.SIWE_DOMAINS.length) return new Set(config.SIWE_DOMAINS);
  return new Set([new URL(config.PUBLIC_SITE_URL).host, new URL(config.PUBLIC_API_URL).host]);
}

// --- SIWE nonces: <16 hex random><8 hex expiry, Unix seconds><24 hex HMAC>, alphanumeric as EIP-4361 asks.

export function issueNonce(
  ctx: Context,
  query: WalletNonceQuery = {},
): { nonce: string; expiresAt: string; message?: string } {
  const now = ctx.clock.now();
  const expires = Math.floor((now.getTime() + WALLET_MESSAGE_MAX_AGE_MS) / 1000);
  const body = randomBytes(8).toString('hex') + expires.toString(16).padStart(8, '0');
  const nonce = body + ctx.tokens.mac('siwe-nonce', body).subarray(0, 12).toString('hex');
  const expiresAt = new Date(expires * 1000);
  if (!query.address) return { nonce, expiresAt: expiresAt.toISOString() };
  const site = new URL(ctx.config.PUBLIC_SITE_URL);
  const message = viemSiwe().createSiweMessage({
    domain: site.host,
    uri: site.origin,
    address: viem().getAddress(query.address),
    chainId: query.chainId ?? 1,
    nonce,
    version: '1',
    statement: `Sign in to ${ctx.config.SITE_TITLE}`,
    issuedAt: now,
    expirationTime: expiresAt,
  });
  return { nonce, expiresAt: expiresAt.toISOString(), message };
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

function assertFresh(ctx: Context, stated: Date | undefined): void {
  if (!stated || Number.isNaN(stated.getTime()))
    throw badRequest('The message must state its Issued At', ['message: no Issued At']);
  const now = ctx.clock.now().getTime();
  if (stated.getTime() < now - WALLET_MESSAGE_MAX_AGE_MS || stated.getTime() > now + CLOCK_SKEW_MS)
    throw unauthorized('The signed message is not fresh: sign a new one');
}

const hostOf = (uri: string | undefined) => (uri && URL.canParse(uri) ? new URL(uri).host : undefined);

/** Checks everything but the signature; answers the nonce to spend and when it expires. */
function checkMessage(ctx: Context, message: string, address: `0x${string}`): { nonce: string; until: Date } {
  const siwe = viemSiwe().parseSiweMessage(message);
  if (!siwe.address || !siwe.nonce || !siwe.domain)
    throw badRequest(`The message must be a Sign-In with Ethereum message with a nonce from ${NONCE_PATH}`, [
      'message: not a Sign-In with Ethereum message',
    ]);
  if (!viem().isAddressEqual(siwe.address, address)) throw unauthorized('The message names another address');
  if (!siweDomains(ctx.config).has(siwe.domain) || hostOf(siwe.uri) !== siwe.domain)
    throw unauthorized('The message names a domain this server does not serve');
  const expires = nonceExpiry(ctx, siwe.nonce);
  if (!expires) throw unauthorized('Unknown or expired nonce: ask for a new one');
  assertFresh(ctx, siwe.issuedAt);
  if (!viemSiwe().validateSiweMessage({ message: siwe, address, domain: siwe.domain, time: ctx.clock.now() }))
    throw unauthorized('Invalid Sign-In with Ethereum message');
  return { nonce: siwe.nonce, until: expires };
}

async function isSignedBy(address: `0x${string}`, message: string, signature: `0x${string}`): Promise<boolean> {
  try {
    return await viem().verifyMessage({ address, message, signature });
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
      INSERT INTO "rbac_wallet_messages" ("hash", "expiresAt") VALUES (${sha256(`siwe:${spend.nonce}`)}, ${spend.until})
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
      const identityId =
        identity?.id ??
        (await tx.rbacIdentity.create({ data: { provider: PROVIDER, account, verifiedAt: ctx.clock.now() } })).id;
      await linkIdentity(tx, subjectId, identityId);
      await grantRegistrationRoles(tx, subjectId);
      await ensureSubjectProfile(tx, subjectId);
    }
    return createSession(ctx, tx, subjectId);
  });
  return issueTokens(ctx, session);
}
