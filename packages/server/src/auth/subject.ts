/**
 * Who is calling. The access token comes from `Authorization: Bearer` or the `rbac.subject.jwt` cookie;
 * it is checked only when a procedure needs the subject (public reads never pay for it), then once per
 * request: signature and expiry, a live session in its family (logout, reuse detection and password resets
 * end tokens at once), and the subject's roles and permissions, in one query.
 */
import { API_TOKEN_PREFIX, type ApiTokenScope } from '@symbol/contracts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/index.ts';
import { unauthorized } from '../errors.ts';
import type { Permission } from './permissions.ts';
import type { AccessTokens } from './tokens.ts';
import { resolveApiToken, ROLES_AND_PERMISSIONS_SQL } from './api-tokens.ts';

export interface SubjectRole {
  id: string;
  slug: string;
  title: string;
}

/** The API token a request authenticated with (auth/api-tokens.ts): the subject's rights, narrowed. */
export interface ApiTokenGrant {
  id: string;
  name: string;
  scopes: ApiTokenScope[];
  /** The modules it reaches; null: every module. */
  modules: string[] | null;
}

export interface AuthSubject {
  id: string;
  /** The session's family; an API token's id for a token. */
  sessionFamily: string;
  roles: SubjectRole[];
  permissions: Permission[];
  apiToken?: ApiTokenGrant;
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
  ) AS "live",${ROLES_AND_PERMISSIONS_SQL}`;

export function createAuth(token: string | undefined, deps: { db: Db; tokens: AccessTokens; clock: Clock }): Auth {
  if (!token) return anonymous;
  let resolved: Promise<AuthSubject> | undefined;
  const resolve = () =>
    (resolved ??= (async () => {
      // An API token (`sym_...`) is its subject, narrowed by its scopes; anything else is a session's JWT.
      if (token.startsWith(API_TOKEN_PREFIX)) return resolveApiToken(deps.db, token, deps.clock.now());
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
