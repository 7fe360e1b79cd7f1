/**
 * Email and password: registration, sign-in, forgotten and reset passwords. Emails are stored lowercased;
 * one email has at most one email-and-password identity (writers of an email are serialised by a lock).
 */
import { randomBytes } from 'node:crypto';
import type { Language } from '@symbol/contracts';
import type { DbClient } from '../../db/index.ts';
import { AppError, badRequest, conflict, unauthorized } from '../../errors.ts';
import type { Context } from '../../trpc/context.ts';
import { queueNotification, TEMPLATE } from '../notification/index.ts';
import { limit, signInAttempt } from './limits.ts';
import { hashPassword, verifyNothing, verifyPassword } from './passwords.ts';
import {
  createSession,
  issueTokens,
  openSession,
  revokeSubjectSessions,
  sha256,
  type SessionTokens,
} from './sessions.ts';
import {
  anonymousCaller,
  grantRegistrationRoles,
  linkIdentity,
  lockKey,
  subjectForNewAccount,
  subjectOfIdentity,
} from './subjects.ts';
import { madeItsAccount, queueVerificationMail } from './verification.ts';
import { ensureSubjectProfile } from '../social/index.ts';

export const RESET_CODE_TTL_MS = 60 * 60 * 1000;
export const RESET_PASSWORD_PATH = '/rbac/subject/authentication/email-and-password/reset-password';
const PROVIDER = 'email_and_password';
const INVALID_CREDENTIALS = 'Invalid login or password';

export const emailLockKey = (email: string) => `rbac:identity:email:${email}`;

export function findEmailIdentity(client: DbClient, email: string) {
  return client.rbacIdentity.findFirst({
    where: { provider: PROVIDER, email },
    orderBy: { createdAt: 'asc' },
  });
}

/** Whether an identity may be used before its address is proven: only the one that made its account. */
export const usableUnverified = (client: DbClient, identity: { id: string; verifiedAt: Date | null }) =>
  identity.verifiedAt ? Promise.resolve(true) : madeItsAccount(client, identity.id);

/**
 * Inside the email's lock: 409 when another identity already holds the address. An unverified identity
 * added to an account does not hold it (its owner never proved the address and it cannot sign in): it is
 * removed, so nobody can squat an address by adding it to their own account.
 */
export async function assertEmailFree(client: DbClient, email: string, exceptIdentityId?: string): Promise<void> {
  const taken = await findEmailIdentity(client, email);
  if (!taken || taken.id === exceptIdentityId) return;
  if (!(await usableUnverified(client, taken))) {
    await client.rbacIdentity.delete({ where: { id: taken.id } });
    return;
  }
  throw conflict('Email already registered', ['login: already registered']);
}

export async function register(ctx: Context, input: { login: string; password: string }): Promise<SessionTokens> {
  await limit(ctx, 'registration', input.login);
  const password = await hashPassword(input.password);
  const anonymousId = await anonymousCaller(ctx);
  const session = await ctx.db.transaction(async (tx) => {
    await lockKey(tx, emailLockKey(input.login));
    await assertEmailFree(tx, input.login);
    const subjectId = await subjectForNewAccount(ctx, tx, anonymousId);
    const identity = await tx.rbacIdentity.create({ data: { provider: PROVIDER, email: input.login, password } });
    await linkIdentity(tx, subjectId, identity.id);
    await grantRegistrationRoles(tx, subjectId);
    await ensureSubjectProfile(tx, subjectId);
    await queueVerificationMail(ctx, tx, { id: identity.id, email: input.login }, subjectId);
    return createSession(ctx, tx, subjectId);
  });
  return issueTokens(ctx, session);
}

export async function authenticate(ctx: Context, input: { login: string; password: string }): Promise<SessionTokens> {
  const attempt = await signInAttempt(ctx, input.login);
  const identity = await findEmailIdentity(ctx.db.prisma, input.login);
  const valid = identity?.password
    ? await verifyPassword(identity.password, input.password)
    : await verifyNothing(input.password);
  const subjectId = valid && identity ? await subjectOfIdentity(ctx.db.prisma, identity.id) : null;
  if (!subjectId) throw unauthorized(INVALID_CREDENTIALS);
  await attempt.succeeded();
  // Said only to whoever knows the password: an address added to an account signs in once it is proven.
  if (!(await usableUnverified(ctx.db.prisma, identity!)))
    throw new AppError(403, 'Verify this email first: open the link mailed to it', ['login: not verified']);
  return openSession(ctx, subjectId);
}

/**
 * Mails a single-use reset link valid for an hour: the code's hash and the `password-reset` notification are
 * written in one transaction, and the outbox worker sends it (no request waits for SMTP, no mail is lost).
 * The answer is the same whether or not the email is registered.
 */
export async function forgotPassword(ctx: Context, input: { email: string; language?: Language }): Promise<void> {
  await limit(ctx, 'forgotPassword', input.email);
  const identity = await findEmailIdentity(ctx.db.prisma, input.email);
  if (!identity?.email) return;
  // No reset to an address nobody proved (a reset sets the password: whoever reads it takes the account). The
  // identity that made its account, or one moved to this address, gets its verification link instead; then a
  // reset. An unverified identity added to an account gets nothing (it does not hold the address).
  if (!identity.verifiedAt) {
    if (!(await usableUnverified(ctx.db.prisma, identity))) return;
    const { id, email } = identity;
    const subjectId = await subjectOfIdentity(ctx.db.prisma, id);
    await ctx.db.transaction((tx) => queueVerificationMail(ctx, tx, { id, email }, subjectId, input.language));
    return;
  }
  const code = randomBytes(32).toString('base64url');
  const resetUrl = `${ctx.config.PUBLIC_SITE_URL}${RESET_PASSWORD_PATH}?code=${code}`;
  await ctx.db.transaction(async (tx) => {
    await tx.rbacIdentity.update({
      where: { id: identity.id },
      data: { code: sha256(code), codeExpiresAt: new Date(ctx.clock.now().getTime() + RESET_CODE_TTL_MS) },
    });
    await queueNotification(tx, {
      template: TEMPLATE.passwordReset,
      recipient: input.email,
      language: input.language,
      payload: { code, resetUrl, expiresInMinutes: RESET_CODE_TTL_MS / 60_000 },
      subjectId: await subjectOfIdentity(tx, identity.id),
    });
  });
}

/** Sets the new password, spends the code and ends every session of the subject, in one transaction. */
export async function resetPassword(ctx: Context, input: { password: string; code: string }): Promise<void> {
  await limit(ctx, 'resetPassword');
  const password = await hashPassword(input.password);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const identity = await tx.rbacIdentity.findFirst({
      where: { code: sha256(input.code), provider: PROVIDER },
      select: { id: true, verifiedAt: true },
    });
    // Spending the code is conditional, so of two requests racing with one code only one succeeds. The
    // code was mailed to the address: spending it proves the address too.
    const spent = identity
      ? await tx.rbacIdentity.updateMany({
          where: { id: identity.id, code: sha256(input.code), codeExpiresAt: { gt: now } },
          data: { password, code: null, codeExpiresAt: null, verifiedAt: identity.verifiedAt ?? now },
        })
      : { count: 0 };
    if (!identity || spent.count !== 1) throw badRequest('Invalid or expired code', ['code: invalid or expired']);
    const subjectId = await subjectOfIdentity(tx, identity.id);
    if (subjectId) await revokeSubjectSessions(tx, subjectId, now);
  });
}
