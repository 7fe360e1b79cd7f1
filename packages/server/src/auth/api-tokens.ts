/**
 * API tokens: a named, scoped identity of a subject (an agent's, a script's). `sym_` and 32 random bytes; only
 * its SHA-256 is stored. A request bearing one is its subject, with the subject's roles and permissions, narrowed
 * by the token's scopes and modules (`assertScope`, called by the one authorization hook).
 */
import { createHash, randomBytes } from 'node:crypto';
import { API_TOKEN_PREFIX, type ApiTokenScope } from '@symbol/contracts';
import type { Db } from '../db/index.ts';
import { forbidden, unauthorized } from '../errors.ts';
import type { Permission } from './permissions.ts';
import type { ApiTokenGrant, AuthSubject, SubjectRole } from './subject.ts';

export const API_TOKENS_TABLE = 'rbac_api_tokens';

/** The subject's roles and permissions ($1: its id): a session's query and a token's share it. */
export const ROLES_AND_PERMISSIONS_SQL = `
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

/** The token's row with its subject's roles and permissions, in one query ($1: the token's hash). */
const TOKEN_SQL = `
SELECT t."id"::text AS "id", t."subjectId"::text AS "subjectId", t."name", t."scopes", t."modules", t."expiresAt",
  t."revokedAt", t."lastUsedAt", ${ROLES_AND_PERMISSIONS_SQL.replaceAll('$1::uuid', 't."subjectId"')}
FROM "${API_TOKENS_TABLE}" t WHERE t."tokenHash" = $1`;

/** How often a token's lastUsedAt is written (not on every request). */
const LAST_USED_RESOLUTION_MS = 60_000;

export const hashApiToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new token: the prefix and 32 random bytes. */
export function newApiToken(): string {
  return `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
}

interface TokenRow extends Omit<ApiTokenGrant, 'scopes' | 'modules'> {
  subjectId: string;
  revokedAt: Date | null;
  scopes: unknown;
  modules: unknown;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  roles: SubjectRole[];
  permissions: Permission[];
}

export async function resolveApiToken(db: Db, token: string, now: Date): Promise<AuthSubject> {
  const { rows } = await db.pool.query<TokenRow>(TOKEN_SQL, [hashApiToken(token)]);
  const row = rows[0];
  if (!row) throw unauthorized('Invalid API token');
  if (row.revokedAt) throw unauthorized('API token revoked');
  if (row.expiresAt && new Date(row.expiresAt).getTime() <= now.getTime()) throw unauthorized('API token expired');
  if (!row.lastUsedAt || now.getTime() - new Date(row.lastUsedAt).getTime() > LAST_USED_RESOLUTION_MS)
    await db.pool.query(`UPDATE "${API_TOKENS_TABLE}" SET "lastUsedAt" = $2 WHERE "id" = $1::uuid`, [row.id, now]);
  return {
    id: row.subjectId,
    sessionFamily: row.id,
    roles: row.roles,
    permissions: row.permissions,
    apiToken: {
      id: row.id,
      name: row.name,
      scopes: Array.isArray(row.scopes) ? (row.scopes as ApiTokenScope[]) : [],
      modules: Array.isArray(row.modules) ? (row.modules as string[]) : null,
    },
  };
}

const PUBLISH_PATH = /^\/api\/system\/releases\/[^/]+\/publish$/;

/** The scope a call needs: `publish` to publish a release, `read` for a GET, `write` for anything else. */
export function scopeFor(action: { method: string; path: string }): ApiTokenScope {
  if (PUBLISH_PATH.test(action.path)) return 'publish';
  return action.method.toUpperCase() === 'GET' ? 'read' : 'write';
}

/** Refuses (403) a call the token's scopes or modules do not cover; the subject's permissions are checked after. */
export function assertScope(grant: ApiTokenGrant, action: { method: string; path: string }): void {
  const scope = scopeFor(action);
  if (!grant.scopes.includes(scope))
    throw forbidden(`The API token "${grant.name}" lacks the ${scope} scope for ${action.method} ${action.path}`);
  const module = action.path.split('/')[2];
  if (grant.modules && module && !grant.modules.includes(module))
    throw forbidden(`The API token "${grant.name}" does not reach the ${module} module`);
}
