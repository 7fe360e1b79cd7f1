/**
 * Sessions: an opaque refresh token (only its SHA-256 is stored) in a family that every refresh rotates.
 * Presenting a spent token again means it was copied: the whole family is revoked, the thief's and the
 * owner's tokens alike. Access tokens name their family, so revoking it ends them at once too.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { SUBJECT_JWT_COOKIE } from '@symbol/contracts';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../auth/tokens.ts';
import type { Config } from '../../config.ts';
import type { DbClient } from '../../db/index.ts';
import { unauthorized } from '../../errors.ts';
import type { Context, CookieOptions } from '../../trpc/context.ts';
import { writeEntry } from '../../entities/history.ts';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface SessionTokens {
  jwt: string;
  refresh: string;
}

export interface NewSession {
  subjectId: string;
  family: string;
  refresh: string;
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** HttpOnly, SameSite=Lax, Secure outside development; it lives as long as the token inside. */
export const accessCookieOptions = (config: Config): CookieOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  secure: config.NODE_ENV !== 'development',
  path: '/',
  maxAge: ACCESS_TOKEN_TTL_SECONDS,
});

async function storeToken(ctx: Context, client: DbClient, subjectId: string, family: string): Promise<string> {
  const refresh = randomBytes(32).toString('base64url');
  await client.rbacSession.create({
    data: {
      subjectId,
      family,
      tokenHash: sha256(refresh),
      expiresAt: new Date(ctx.clock.now().getTime() + REFRESH_TOKEN_TTL_MS),
      ip: ctx.request.ip,
      userAgent: ctx.request.userAgent?.slice(0, 512),
    },
  });
  return refresh;
}

/** A new family for the subject; give it a transaction to commit it with the rows it belongs to. */
/** A new session family: a sign-in (or a registration), audited with the address it came from. */
export async function createSession(ctx: Context, client: DbClient, subjectId: string): Promise<NewSession> {
  const family = randomUUID();
  await writeEntry(
    client,
    { action: 'sign-in', entityKey: 'rbac/subjects', recordId: subjectId },
    { kind: 'subject', id: subjectId, ip: ctx.request.ip ?? null },
  );
  return { subjectId, family, refresh: await storeToken(ctx, client, subjectId, family) };
}

/** Signs the access token of a stored session and sets the cookie (after the session is committed). */
export async function issueTokens(ctx: Context, session: NewSession): Promise<SessionTokens> {
  const jwt = await ctx.tokens.sign({ subjectId: session.subjectId, sessionFamily: session.family });
  ctx.cookies.set(SUBJECT_JWT_COOKIE, jwt, accessCookieOptions(ctx.config));
  return { jwt, refresh: session.refresh };
}

export async function openSession(ctx: Context, subjectId: string): Promise<SessionTokens> {
  return issueTokens(ctx, await createSession(ctx, ctx.db.prisma, subjectId));
}

interface SessionRow {
  id: string;
  subjectId: string;
  family: string;
  expiresAt: Date;
  revokedAt: Date | null;
}

/** Spends a refresh token for a new pair. Reuse of a spent or revoked token revokes its family. */
export async function refreshSession(ctx: Context, refresh: string): Promise<SessionTokens> {
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.$queryRaw<SessionRow[]>`
      SELECT "id", "subjectId", "family", "expiresAt", "revokedAt" FROM "rbac_sessions"
      WHERE "tokenHash" = ${sha256(refresh)} FOR UPDATE`;
    if (!row) return 'unknown' as const;
    if (row.revokedAt) {
      await revokeFamily(tx, row.family, now);
      return 'reused' as const;
    }
    if (row.expiresAt <= now) return 'expired' as const;
    await tx.rbacSession.update({ where: { id: row.id }, data: { revokedAt: now } });
    const next = await storeToken(ctx, tx, row.subjectId, row.family);
    return { subjectId: row.subjectId, family: row.family, refresh: next };
  });
  if (outcome === 'unknown') throw unauthorized('Invalid refresh token');
  if (outcome === 'expired') throw unauthorized('Refresh token expired: sign in again');
  if (outcome === 'reused') {
    ctx.log.warn({ ip: ctx.request.ip }, 'spent refresh token presented again: session family revoked');
    throw unauthorized('Refresh token already used: the session is revoked, sign in again');
  }
  return issueTokens(ctx, outcome);
}

export async function revokeFamily(client: DbClient, family: string, now: Date): Promise<void> {
  await client.rbacSession.updateMany({ where: { family, revokedAt: null }, data: { revokedAt: now } });
}

/** Ends every session of a subject (password reset), or every other one (password change). */
export async function revokeSubjectSessions(
  client: DbClient,
  subjectId: string,
  now: Date,
  exceptFamily?: string,
): Promise<void> {
  await client.rbacSession.updateMany({
    where: { subjectId, revokedAt: null, ...(exceptFamily ? { family: { not: exceptFamily } } : {}) },
    data: { revokedAt: now },
  });
}

/**
 * Ends the caller's session: the family of the given refresh token, else of the access token. Always
 * succeeds (logging out twice is fine) and clears the cookie.
 */
export async function logout(ctx: Context, refresh: string | undefined): Promise<void> {
  const now = ctx.clock.now();
  let family: string | undefined;
  if (refresh) {
    const row = await ctx.db.prisma.rbacSession.findUnique({
      where: { tokenHash: sha256(refresh) },
      select: { family: true },
    });
    family = row?.family;
  }
  if (!family && ctx.auth.token) {
    family = await ctx.tokens.verify(ctx.auth.token, { allowExpired: true }).then(
      (claims) => claims.sessionFamily,
      () => undefined,
    );
  }
  if (family) await revokeFamily(ctx.db.prisma, family, now);
  ctx.cookies.clear(SUBJECT_JWT_COOKIE, accessCookieOptions(ctx.config));
}
