/**
 * Telegram sign-in, as Telegram documents it: the Login Widget's fields are signed with HMAC-SHA256 keyed by the
 * SHA-256 of the bot token; a Mini App's initData with HMAC-SHA256 keyed by HMAC-SHA256("WebAppData", token).
 * Either way the data-check string is every field but `hash`, sorted by name, `key=value` joined by newlines.
 * A payload older than a day (auth_date) is refused, and so is one presented twice: its hash is kept (in the
 * wallet's single-use table) until the payload would be stale anyway.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { TelegramSignIn } from '@symbol/contracts';
import type { Config } from '../../config.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { badRequest, conflict, notFound, unauthorized } from '../../errors.ts';
import type { Context } from '../../trpc/context.ts';
import { ensureSubjectProfile } from '../social/index.ts';
import { limit } from './limits.ts';
import { createSession, issueTokens, sha256, type SessionTokens } from './sessions.ts';
import {
  anonymousCaller,
  grantRegistrationRoles,
  IDENTITIES,
  linkIdentity,
  lockKey,
  lockSubject,
  subjectForNewAccount,
  subjectOfIdentity,
  type IdentityRow,
} from './subjects.ts';
import { serializeRow } from '../../entities/serialize.ts';

type Tx = Prisma.TransactionClient;

export const TELEGRAM_MAX_AGE_S = 24 * 60 * 60;
/** Clocks disagree a little: a payload may claim up to a minute in the future. */
const CLOCK_SKEW_S = 60;
const PROVIDER = 'telegram';

/** Who Telegram says signed in: its numeric user id (as a string, the identity's `account`). */
export interface TelegramUser {
  id: string;
  firstName?: string;
  username?: string;
}

interface Checked {
  user: TelegramUser;
  hash: string;
  authDate: number;
}

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

function checkString(fields: [string, string][]): string {
  return fields
    .filter(([key]) => key !== 'hash')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
}

function sameHash(expected: Buffer, given: string): boolean {
  const theirs = Buffer.from(given, 'hex');
  return theirs.length === expected.length && timingSafeEqual(expected, theirs);
}

export function botToken(config: Config): string {
  if (!config.TELEGRAM_BOT_TOKEN) throw notFound('Telegram sign-in is not configured on this server');
  return config.TELEGRAM_BOT_TOKEN;
}

/** The widget's fields: numbers and booleans are signed as Telegram wrote them (decimal, `true`/`false`). */
function checkWidget(token: string, data: Record<string, unknown>): Checked {
  const fields = Object.entries(data).map(([key, value]): [string, string] => [key, String(value)]);
  const key = createHash('sha256').update(token).digest();
  if (!sameHash(hmac(key, checkString(fields)), String(data.hash))) throw unauthorized('Invalid Telegram signature');
  return {
    user: {
      id: String(data.id),
      firstName: data.first_name as string,
      ...(typeof data.username === 'string' ? { username: data.username } : {}),
    },
    hash: String(data.hash),
    authDate: Number(data.auth_date),
  };
}

function checkInitData(token: string, initData: string): Checked {
  const params = new URLSearchParams(initData);
  const hash = params.get('hash') ?? '';
  if (!/^[0-9a-f]{64}$/.test(hash)) throw badRequest('initData has no hash', ['initData: no hash']);
  const key = hmac('WebAppData', token);
  if (!sameHash(hmac(key, checkString([...params.entries()])), hash)) throw unauthorized('Invalid Telegram signature');
  let user: { id?: unknown; first_name?: unknown; username?: unknown };
  try {
    user = JSON.parse(params.get('user') ?? 'null') ?? {};
  } catch {
    throw badRequest('initData carries no user', ['initData: user is not JSON']);
  }
  if (typeof user.id !== 'number' || !Number.isSafeInteger(user.id))
    throw badRequest('initData carries no user', ['initData: user.id missing']);
  const authDate = Number(params.get('auth_date'));
  if (!Number.isSafeInteger(authDate)) throw badRequest('initData has no auth_date', ['initData: no auth_date']);
  return {
    user: {
      id: String(user.id),
      ...(typeof user.first_name === 'string' ? { firstName: user.first_name } : {}),
      ...(typeof user.username === 'string' ? { username: user.username } : {}),
    },
    hash,
    authDate,
  };
}

/** Checks the signature and the age; answers who signed in (nothing spent yet). */
export function checkTelegramPayload(ctx: Context, data: TelegramSignIn): Checked {
  const token = botToken(ctx.config);
  const checked = 'initData' in data ? checkInitData(token, data.initData as string) : checkWidget(token, data);
  const now = Math.floor(ctx.clock.now().getTime() / 1000);
  if (checked.authDate < now - TELEGRAM_MAX_AGE_S || checked.authDate > now + CLOCK_SKEW_S)
    throw unauthorized('The Telegram sign-in is older than a day: sign in with Telegram again');
  return checked;
}

/** Spends the payload inside the transaction: a second use of it is a 401. */
async function spend(tx: Tx, checked: Checked): Promise<void> {
  const expiresAt = new Date((checked.authDate + TELEGRAM_MAX_AGE_S + CLOCK_SKEW_S) * 1000);
  const fresh = await tx.$queryRaw<unknown[]>`
    INSERT INTO "rbac_wallet_messages" ("hash", "expiresAt") VALUES (${sha256(`telegram:${checked.hash}`)}, ${expiresAt})
    ON CONFLICT ("hash") DO NOTHING RETURNING "id"`;
  if (fresh.length === 0) throw unauthorized('This Telegram sign-in was already used: sign in with Telegram again');
}

async function findIdentity(tx: Tx, account: string) {
  await lockKey(tx, `rbac:identity:telegram:${account}`);
  return tx.rbacIdentity.findFirst({ where: { provider: PROVIDER, account }, orderBy: { createdAt: 'asc' } });
}

/** Signs in the Telegram account's subject; a first sign-in makes the account (or adopts the visitor's cart). */
export async function signInWithTelegram(ctx: Context, data: TelegramSignIn): Promise<SessionTokens> {
  await limit(ctx, 'telegram', 'initData' in data ? undefined : String(data.id));
  const checked = checkTelegramPayload(ctx, data);
  const anonymousId = await anonymousCaller(ctx);
  const session = await ctx.db.transaction(async (tx) => {
    await tx.rbacWalletMessage.deleteMany({ where: { expiresAt: { lt: ctx.clock.now() } } });
    await spend(tx, checked);
    const identity = await findIdentity(tx, checked.user.id);
    let subjectId = identity ? await subjectOfIdentity(tx, identity.id) : null;
    if (!subjectId) {
      subjectId = await subjectForNewAccount(ctx, tx, anonymousId);
      const identityId =
        identity?.id ??
        (
          await tx.rbacIdentity.create({
            data: { provider: PROVIDER, account: checked.user.id, verifiedAt: ctx.clock.now() },
          })
        ).id;
      await linkIdentity(tx, subjectId, identityId);
      await grantRegistrationRoles(tx, subjectId);
      await ensureSubjectProfile(tx, subjectId);
    }
    return createSession(ctx, tx, subjectId);
  });
  return issueTokens(ctx, session);
}

/**
 * Adds the Telegram account to a signed-in subject (the account page's identities). Already this subject's: the
 * identity as it is; another subject's: 409, nothing changes.
 */
export async function linkTelegram(ctx: Context, subjectId: string, data: TelegramSignIn): Promise<IdentityRow> {
  await limit(ctx, 'telegram', 'initData' in data ? undefined : String(data.id));
  const checked = checkTelegramPayload(ctx, data);
  return ctx.db.transaction(async (tx) => {
    if (!(await lockSubject(tx, subjectId))) throw notFound(`subject ${subjectId} not found`);
    await spend(tx, checked);
    const existing = await findIdentity(tx, checked.user.id);
    const owner = existing ? await subjectOfIdentity(tx, existing.id) : null;
    if (existing && owner === subjectId) return serializeRow(IDENTITIES, existing);
    if (owner)
      throw conflict('This Telegram account belongs to another account', ['telegram: linked to another account']);
    const identity =
      existing ??
      (await tx.rbacIdentity.create({
        data: { provider: PROVIDER, account: checked.user.id, verifiedAt: ctx.clock.now() },
      }));
    await linkIdentity(tx, subjectId, identity.id);
    return serializeRow(IDENTITIES, identity);
  });
}
