/**
 * Who is calling. The access token comes from `Authorization: Bearer` or the `rbac.subject.jwt` cookie;
 * it is checked only when a procedure needs the subject (public reads never pay for it), then once per
 * request: signature and expiry, a live session in its family (logout, reuse detection and password resets
 * end tokens at once), and the subject's roles and permissions, in one query.
 */
import type { Clock } from '../clock.ts';
import type { Db } from '../db/index.ts';
import { unauthorized } from '../errors.ts';
import type { Permission } from './permissions.ts';
import type { AccessTokens } from './tokens.ts';

export interface SubjectRole {
  id: string;
  slug: string;
  title: string;
}

export interface AuthSubject {
  id: string;
  sessionFamily: string;
  roles: SubjectRole[];
  permissions: Permission[];
}

export interface Auth {
  /** The access token the request carried, if any. */
  readonly token: string | undefined;
  /** The caller's subject, or null when anonymous; rejects with a 401 for a bad, expired or revoked token. */
  subject(): Promise<AuthSubject | null>;
  /** Like subject(), but a bad token counts as anonymous (for routes that work either way). */
  optionalSubject(): Promise<AuthSubject | null>;
}

export const anonymous: Auth = {
  token: undefined,
  subject: async () => null,
  optionalSubject: async () => null,
};

interface SubjectRow {
  live: boolean;
  roles: SubjectRole[];
  permissions: Permission[];
}

const SUBJECT_SQL = `
SELECT
  EXISTS (
    SELECT 1 FROM "rbac_sessions"
    WHERE "family" = $2::uuid AND "subjectId" = $1::uuid AND "revokedAt" IS NULL AND "expiresAt" > $3
  ) AS "live",
  COALESCE((
    SELECT json_agg(json_build_object('id', r."id", 'slug', r."slug", 'title', r."title") ORDER BY r."slug")
    FROM "rbac_subjects_to_roles" sr JOIN "rbac_roles" r ON r."id" = sr."roleId"
    WHERE sr."subjectId" = $1::uuid
  ), '[]'::json) AS "roles",
  COALESCE((
    SELECT json_agg(json_build_object('method', a."method", 'path', a."path", 'type', a."type"))
    FROM "rbac_subjects_to_roles" sr
    JOIN "rbac_roles_to_actions" ra ON ra."roleId" = sr."roleId"
    JOIN "rbac_actions" a ON a."id" = ra."actionId"
    WHERE sr."subjectId" = $1::uuid
  ), '[]'::json) AS "permissions"`;

export function createAuth(token: string | undefined, deps: { db: Db; tokens: AccessTokens; clock: Clock }): Auth {
  if (!token) return anonymous;
  let resolved: Promise<AuthSubject> | undefined;
  const resolve = () =>
    (resolved ??= (async () => {
      const claims = await deps.tokens.verify(token);
      const { rows } = await deps.db.pool.query<SubjectRow>(SUBJECT_SQL, [
        claims.subjectId,
        claims.sessionFamily,
        deps.clock.now(),
      ]);
      if (!rows[0]?.live) throw unauthorized('Session ended: sign in again');
      return { id: claims.subjectId, sessionFamily: claims.sessionFamily, ...rows[0] };
    })());
  return {
    token,
    subject: resolve,
    optionalSubject: () => resolve().catch(() => null),
  };
}

/** `Authorization: Bearer <jwt>` first, then the cookie. */
export function accessTokenOf(
  authorization: string | undefined,
  cookies: Record<string, string | undefined>,
  cookieName: string,
): string | undefined {
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return bearer ?? (cookies[cookieName] || undefined);
}
