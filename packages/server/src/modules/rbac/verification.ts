/**
 * Email verification: an email identity is usable for mail (and, when it was added to an account, for
 * sign-in) once its owner proved the address. The proof is a signed, expiring code mailed to the address:
 * `{identityId}.{expiry}.{HMAC of both and the email}`, nothing stored until it is spent. Spending it sets
 * `verifiedAt`, conditionally on the identity still having that email and no `verifiedAt`, so a code works
 * once, never for another address the identity was changed to, and of two racing requests one wins.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Language } from '@symbol/contracts';
import type { DbClient } from '../../db/index.ts';
import { badRequest, conflict } from '../../errors.ts';
import type { Context } from '../../trpc/context.ts';
import { queueNotification, TEMPLATE } from '../notification/index.ts';
import { limit } from './limits.ts';

export const VERIFICATION_CODE_TTL_MS = 24 * 60 * 60 * 1000;
export const VERIFY_EMAIL_PATH = '/rbac/subject/authentication/email-and-password/verify';
const PURPOSE = 'email-verification';
const CODE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([0-9a-z]{1,12})\.([\w-]{32})$/;

const invalidCode = () => badRequest('Invalid or expired code', ['code: invalid or expired']);

function signCode(ctx: Context, identityId: string, email: string, expiresAt: number): string {
  const body = `${identityId}.${expiresAt.toString(36)}`;
  return `${body}.${ctx.tokens.mac(PURPOSE, `${body}.${email}`).subarray(0, 24).toString('base64url')}`;
}

/**
 * Queues the verification mail of an email identity in the caller's transaction (the identity's own
 * address is the only recipient: this mail is what proves it).
 */
export async function queueVerificationMail(
  ctx: Context,
  tx: DbClient,
  identity: { id: string; email: string },
  subjectId: string | null,
  language?: Language,
): Promise<void> {
  const code = signCode(ctx, identity.id, identity.email, ctx.clock.now().getTime() + VERIFICATION_CODE_TTL_MS);
  await queueNotification(tx, {
    template: TEMPLATE.emailVerification,
    recipient: identity.email,
    language,
    subjectId,
    payload: {
      code,
      verifyUrl: `${ctx.config.PUBLIC_SITE_URL}${VERIFY_EMAIL_PATH}?code=${code}`,
      expiresInHours: VERIFICATION_CODE_TTL_MS / 3_600_000,
    },
  });
}

/** Spends a verification code: the identity's address is proven from now on. */
export async function verifyEmail(ctx: Context, input: { code: string }): Promise<void> {
  await limit(ctx, 'verifyEmail');
  const match = CODE.exec(input.code);
  if (!match) throw invalidCode();
  const [, identityId, expiry] = match as unknown as [string, string, string];
  const expiresAt = parseInt(expiry, 36);
  const now = ctx.clock.now();
  if (!(expiresAt > now.getTime())) throw invalidCode();
  const identity = await ctx.db.prisma.rbacIdentity.findUnique({
    where: { id: identityId },
    select: { email: true, verifiedAt: true },
  });
  if (!identity?.email || identity.verifiedAt) throw invalidCode();
  const expected = Buffer.from(signCode(ctx, identityId, identity.email, expiresAt));
  const given = Buffer.from(input.code);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalidCode();
  const spent = await ctx.db.prisma.rbacIdentity.updateMany({
    where: { id: identityId, email: identity.email, verifiedAt: null },
    data: { verifiedAt: now },
  });
  if (spent.count !== 1) throw invalidCode();
}

/** Mails the verification link of one of the subject's unverified email identities again. */
export async function resendVerification(
  ctx: Context,
  subjectId: string,
  identity: { id: string; email: string | null; provider: string; verifiedAt: Date | null },
  language?: Language,
): Promise<void> {
  if (identity.provider !== 'email_and_password' || !identity.email)
    throw badRequest('Only an email identity is verified by mail', ['identityId: not an email identity']);
  if (identity.verifiedAt) throw conflict('This email is already verified', ['identityId: already verified']);
  await limit(ctx, 'resendVerification', identity.email);
  const email = identity.email;
  await ctx.db.transaction((tx) => queueVerificationMail(ctx, tx, { id: identity.id, email }, subjectId, language));
}

/**
 * Whether an identity made its account: the first identity linked to its subject (registration's, or the
 * admin bootstrap's). That one signs in before it is verified; identities added later do not.
 */
export async function madeItsAccount(client: DbClient, identityId: string): Promise<boolean> {
  const link = await client.rbacSubjectsToIdentities.findFirst({
    where: { identityId },
    select: { subjectId: true },
    orderBy: { createdAt: 'asc' },
  });
  if (!link) return false;
  const first = await client.rbacSubjectsToIdentities.findFirst({
    where: { subjectId: link.subjectId },
    select: { identityId: true },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  return first?.identityId === identityId;
}
