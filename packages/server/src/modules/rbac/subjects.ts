/** Subjects and their links: the rows every sign-up, sign-in and settings flow shares. */
import { getEntity, type EntityRow } from '@symbol/contracts';
import { serializeRow } from '../../entities/serialize.ts';
import * as entities from '../../entities/service.ts';
import type { SubjectRole } from '../../auth/subject.ts';
import type { DbClient } from '../../db/index.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { Context } from '../../trpc/context.ts';
import { createSession, issueTokens, revokeSubjectSessions, type SessionTokens } from './sessions.ts';

export const SUBJECTS = getEntity('rbac/subjects');
export const IDENTITIES = getEntity('rbac/identities');
export const ROLES = getEntity('rbac/roles');

/** An identity as every answer shows it: public fields only (the hash and the reset code never leave). */
export type IdentityRow = EntityRow<typeof IDENTITIES>;

type Tx = Prisma.TransactionClient;

/** Serialises writers of one key (an email, an address) across instances until the transaction ends. */
export async function lockKey(tx: Tx, key: string): Promise<void> {
  await tx.$executeRawUnsafe('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', key);
}

/** Locks the subject's row (its identity count must not change under us); false when it is gone. */
export async function lockSubject(tx: Tx, subjectId: string): Promise<boolean> {
  const rows = await tx.$queryRaw<unknown[]>`SELECT 1 FROM "rbac_subjects" WHERE "id" = ${subjectId}::uuid FOR UPDATE`;
  return rows.length > 0;
}

/**
 * A subject with no title and a generated slug: no page shows it (its own page is left out of the sitemap),
 * so creating one keeps the cached pages. Every visitor's first `init` makes one; each used to empty every
 * instance's page cache and send every open site a revalidation.
 */
export async function createSubject(tx: Tx): Promise<string> {
  const row = await entities.insertRow(tx, SUBJECTS, entities.parseCreate(SUBJECTS, {}), { pageless: true });
  return row.id;
}

/** `init`: a subject with no identity (a visitor's cart) and its first session, in one transaction. */
export async function startAnonymous(ctx: Context): Promise<SessionTokens> {
  const session = await ctx.db.transaction(async (tx) => createSession(ctx, tx, await createSubject(tx)));
  return issueTokens(ctx, session);
}

export async function linkIdentity(tx: Tx, subjectId: string, identityId: string): Promise<void> {
  await tx.rbacSubjectsToIdentities.create({ data: { subjectId, identityId } });
}

export async function identityCount(client: DbClient, subjectId: string): Promise<number> {
  return client.rbacSubjectsToIdentities.count({ where: { subjectId } });
}

/** The subject an identity belongs to (null when it belongs to none). */
export async function subjectOfIdentity(client: DbClient, identityId: string): Promise<string | null> {
  const link = await client.rbacSubjectsToIdentities.findFirst({
    where: { identityId },
    select: { subjectId: true },
    orderBy: { createdAt: 'asc' },
  });
  return link?.subjectId ?? null;
}

/** Grants the roles marked availableOnRegistration that the subject does not hold yet. */
export async function grantRegistrationRoles(tx: Tx, subjectId: string): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO "rbac_subjects_to_roles" ("subjectId", "roleId")
    SELECT ${subjectId}::uuid, r."id" FROM "rbac_roles" r
    WHERE r."availableOnRegistration"
      AND NOT EXISTS (
        SELECT 1 FROM "rbac_subjects_to_roles" sr WHERE sr."subjectId" = ${subjectId}::uuid AND sr."roleId" = r."id"
      )`;
}

export async function grantRole(tx: Tx, subjectId: string, roleId: string): Promise<void> {
  const held = await tx.rbacSubjectsToRoles.findFirst({ where: { subjectId, roleId }, select: { id: true } });
  if (!held) await tx.rbacSubjectsToRoles.create({ data: { subjectId, roleId } });
}

/**
 * Where a new account's first identity goes: into the caller's anonymous subject (one without identities,
 * from `init`: its cart survives), else into a new subject. An adopted subject's old sessions are revoked,
 * so tokens issued before sign-up cannot ride into the account.
 */
export async function subjectForNewAccount(ctx: Context, tx: Tx, anonymousId: string | undefined): Promise<string> {
  if (anonymousId && (await lockSubject(tx, anonymousId)) && (await identityCount(tx, anonymousId)) === 0) {
    await revokeSubjectSessions(tx, anonymousId, ctx.clock.now());
    return anonymousId;
  }
  return createSubject(tx);
}

/** The caller's subject when it is still anonymous (has no identity), for sign-up to adopt. */
export async function anonymousCaller(ctx: Context): Promise<string | undefined> {
  const subject = await ctx.auth.optionalSubject();
  return subject && (await identityCount(ctx.db.prisma, subject.id)) === 0 ? subject.id : undefined;
}

export async function identitiesOf(client: DbClient, subjectId: string): Promise<IdentityRow[]> {
  const rows = await client.rbacIdentity.findMany({
    where: { RbacSubjectsToIdentities_identityId: { some: { subjectId } } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  return rows.map((row) => serializeRow(IDENTITIES, row));
}

/** The `me` answer: the subject with its identities and roles (public fields only). */
export async function describeSubject(client: DbClient, subjectId: string, roles: readonly SubjectRole[]) {
  const subject = await entities.get(client, SUBJECTS, subjectId);
  return { ...subject, identities: await identitiesOf(client, subjectId), roles };
}
