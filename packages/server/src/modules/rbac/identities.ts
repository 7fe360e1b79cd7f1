/**
 * A subject's identity settings: list, add an email identity, change its email or password, delete one.
 * Every identity is reached through its subject: one that belongs to another subject is not found.
 */
import type { Language } from '@symbol/contracts';
import { serializeRow } from '../../entities/serialize.ts';
import type { DbClient } from '../../db/index.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import type { Context } from '../../trpc/context.ts';
import { queueNotification, TEMPLATE } from '../notification/index.ts';
import { assertEmailFree, emailLockKey } from './email-and-password.ts';
import { limit } from './limits.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { revokeSubjectSessions } from './sessions.ts';
import {
  IDENTITIES,
  identitiesOf,
  identityCount,
  linkIdentity,
  lockKey,
  lockSubject,
  type IdentityRow,
} from './subjects.ts';
import { queueVerificationMail, resendVerification } from './verification.ts';

const idPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function requireIdentityId(identityId: unknown): string {
  if (identityId === undefined || identityId === null || identityId === '') throw badRequest('identityId is required');
  if (typeof identityId !== 'string' || !idPattern.test(identityId)) throw badRequest('identityId must be a uuid');
  return identityId;
}

type Identity = Awaited<ReturnType<typeof ownIdentity>>;

export async function ownIdentity(client: DbClient, subjectId: string, identityId: string) {
  const identity = await client.rbacIdentity.findFirst({
    where: { id: identityId, RbacSubjectsToIdentities_identityId: { some: { subjectId } } },
  });
  if (!identity) throw notFound(`identity ${identityId} not found`);
  return identity;
}

/** Public fields only: the hash and the reset code never leave. */
const publicRow = (row: Record<string, unknown>): IdentityRow => serializeRow(IDENTITIES, row);

export const listIdentities = (ctx: Context, subjectId: string) => identitiesOf(ctx.db.prisma, subjectId);

export async function createEmailIdentity(
  ctx: Context,
  subjectId: string,
  input: { email: string; password: string },
): Promise<IdentityRow> {
  await limit(ctx, 'addIdentity', input.email);
  const password = await hashPassword(input.password);
  return ctx.db.transaction(async (tx) => {
    if (!(await lockSubject(tx, subjectId))) throw notFound(`subject ${subjectId} not found`);
    await lockKey(tx, emailLockKey(input.email));
    await assertEmailFree(tx, input.email);
    const identity = await tx.rbacIdentity.create({
      data: { provider: 'email_and_password', email: input.email, password },
    });
    await linkIdentity(tx, subjectId, identity.id);
    // Unusable (no sign-in, no mail) until its owner follows the link this mail carries.
    await queueVerificationMail(ctx, tx, { id: identity.id, email: input.email }, subjectId);
    return publicRow(identity);
  });
}

/** `name@host` → `n***@host`: enough for the old address's owner to recognise, not to hand the new one out. */
const maskEmail = (email: string) => `${email.slice(0, 1)}***${email.slice(email.lastIndexOf('@'))}`;

/** Throws the 400 unless `password` is the identity's current one (its guesses are limited per subject). */
async function assertCurrentPassword(ctx: Context, subjectId: string, identity: Identity, password: string) {
  // Whichever route checks the current password, a stolen session's guesses share one counter.
  await limit(ctx, 'changePassword', subjectId);
  if (identity.provider !== 'email_and_password' || !identity.password)
    throw badRequest('This identity has no password', ['password: not for this provider']);
  if (!(await verifyPassword(identity.password, password)))
    throw badRequest('The current password is wrong', ['password: wrong']);
}

/**
 * Moves an email identity to another address: needs the current password (an access token alone must not
 * move an account), unverifies it and mails the new address its verification link and the old one a notice.
 */
export async function changeEmail(
  ctx: Context,
  subjectId: string,
  identityId: string,
  input: { email: string; password: string },
): Promise<IdentityRow> {
  // The new address gets a verification mail: moving an identity is limited like adding one.
  await limit(ctx, 'addIdentity', input.email);
  const checked = await ownIdentity(ctx.db.prisma, subjectId, identityId);
  if (checked.provider !== 'email_and_password')
    throw badRequest('Only an email-and-password identity has an email', ['email: not for this provider']);
  await assertCurrentPassword(ctx, subjectId, checked, input.password);
  return ctx.db.transaction(async (tx) => {
    const identity = await ownIdentity(tx, subjectId, identityId);
    // The password checked above must still be the identity's (not changed or reset meanwhile).
    if (identity.password !== checked.password) throw badRequest('The current password is wrong', ['password: wrong']);
    if (identity.email === input.email) return publicRow(identity);
    await lockKey(tx, emailLockKey(input.email));
    await assertEmailFree(tx, input.email, identity.id);
    // A pending reset code was sent to the old address: it must not work for the new one. The new
    // address is unproven until its owner follows the verification link mailed to it.
    const updated = await tx.rbacIdentity.update({
      where: { id: identity.id },
      data: { email: input.email, code: null, codeExpiresAt: null, verifiedAt: null },
    });
    await queueVerificationMail(ctx, tx, { id: identity.id, email: input.email }, subjectId);
    if (identity.email)
      await queueNotification(tx, {
        template: TEMPLATE.emailChanged,
        recipient: identity.email,
        subjectId,
        payload: { newEmail: maskEmail(input.email) },
      });
    return publicRow(updated);
  });
}

/** Needs the current password; ends the subject's other sessions. */
export async function changePassword(
  ctx: Context,
  subjectId: string,
  identityId: string,
  input: { password: string; newPassword: string },
): Promise<IdentityRow> {
  const identity = await ownIdentity(ctx.db.prisma, subjectId, identityId);
  await assertCurrentPassword(ctx, subjectId, identity, input.password);
  const password = await hashPassword(input.newPassword);
  const caller = await ctx.auth.optionalSubject();
  return ctx.db.transaction(async (tx) => {
    const updated = await tx.rbacIdentity.update({
      where: { id: identity.id },
      data: { password },
    });
    await revokeSubjectSessions(tx, subjectId, ctx.clock.now(), caller?.sessionFamily);
    return publicRow(updated);
  });
}

/** Mails the identity's verification link again (an unverified email identity of this subject). */
export async function resendIdentityVerification(
  ctx: Context,
  subjectId: string,
  identityId: string,
  language?: Language,
): Promise<{ ok: true }> {
  await resendVerification(ctx, subjectId, await ownIdentity(ctx.db.prisma, subjectId, identityId), language);
  return { ok: true };
}

/** A subject keeps at least one identity: deleting the last one is a 409. */
export async function deleteIdentity(ctx: Context, subjectId: string, identityId: string): Promise<IdentityRow> {
  return ctx.db.transaction(async (tx) => {
    if (!(await lockSubject(tx, subjectId))) throw notFound(`subject ${subjectId} not found`);
    await ownIdentity(tx, subjectId, identityId);
    if ((await identityCount(tx, subjectId)) <= 1)
      throw conflict('A subject cannot delete its last identity', ['identityId: the last identity']);
    const deleted = await tx.rbacIdentity.delete({ where: { id: identityId } });
    return publicRow(deleted);
  });
}
