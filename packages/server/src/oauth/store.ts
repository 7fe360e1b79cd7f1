/**
 * OAuth's rows (schema `oauth`, see its migration): clients, one-use codes and grants. A grant is an API token of
 * the person who consented (its access token) with a rotating refresh token; only hashes are stored.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ApiTokenScope } from '@symbol/contracts';
import { API_TOKENS_TABLE, hashApiToken, newApiToken } from '../auth/api-tokens.ts';
import { queryRows, type Db, type DbClient } from '../db/index.ts';
import { writeEntry } from '../entities/history.ts';

/** An access token lives an hour; its refresh token 30 days (each refresh makes new ones). */
export const ACCESS_TTL_SECONDS = 60 * 60;
export const REFRESH_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A code is spent within minutes. */
export const CODE_TTL_MS = 5 * 60 * 1000;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const randomToken = (prefix: string) => `${prefix}${randomBytes(32).toString('base64url')}`;

export function sameHash(a: string, b: string): boolean {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
}

export interface Client {
  clientId: string;
  secretHash: string | null;
  name: string;
  redirectUris: string[];
  metadata: Record<string, unknown>;
}

export async function findClient(db: Db, clientId: string): Promise<Client | null> {
  const { rows } = await db.pool.query<Client>(
    `SELECT client_id AS "clientId", secret_hash AS "secretHash", name, redirect_uris AS "redirectUris", metadata
     FROM oauth.clients WHERE client_id = $1`,
    [clientId],
  );
  return rows[0] ?? null;
}

export async function insertClient(db: Db, client: Client): Promise<void> {
  await db.pool.query(
    `INSERT INTO oauth.clients (client_id, secret_hash, name, redirect_uris, metadata) VALUES ($1, $2, $3, $4, $5)`,
    [client.clientId, client.secretHash, client.name, JSON.stringify(client.redirectUris), client.metadata],
  );
}

export interface CodeGrant {
  clientId: string;
  subjectId: string;
  redirectUri: string;
  codeChallenge: string;
  scopes: ApiTokenScope[];
  resource: string | null;
}

export async function insertCode(db: Db, code: string, grant: CodeGrant, now: Date): Promise<void> {
  await db.pool.query(
    `INSERT INTO oauth.codes (code_hash, client_id, subject_id, redirect_uri, code_challenge, scopes, resource, expires_at)
     VALUES ($1, $2, $3::uuid, $4, $5, $6, $7, $8)`,
    [
      sha256(code),
      grant.clientId,
      grant.subjectId,
      grant.redirectUri,
      grant.codeChallenge,
      JSON.stringify(grant.scopes),
      grant.resource,
      new Date(now.getTime() + CODE_TTL_MS),
    ],
  );
}

export interface CodeRow extends CodeGrant {
  expiresAt: Date;
  usedAt: Date | null;
  tokenId: string | null;
}

/** The code's row, locked for the exchange (in `client`'s transaction). */
export async function lockCode(client: DbClient, code: string): Promise<CodeRow | null> {
  const rows = await queryRows<CodeRow>(
    client,
    `SELECT client_id AS "clientId", subject_id::text AS "subjectId", redirect_uri AS "redirectUri",
       code_challenge AS "codeChallenge", scopes, resource, expires_at AS "expiresAt", used_at AS "usedAt",
       token_id::text AS "tokenId"
     FROM oauth.codes WHERE code_hash = $1 FOR UPDATE`,
    [sha256(code)],
  );
  return rows[0] ?? null;
}

export interface Issued {
  accessToken: string;
  refreshToken: string;
  tokenId: string;
}

/** A new grant: an API token of the subject named for the client, and its refresh token. */
export async function issueGrant(
  client: DbClient,
  input: {
    clientId: string;
    clientName: string;
    subjectId: string;
    scopes: ApiTokenScope[];
    now: Date;
    ip: string | null;
  },
): Promise<Issued> {
  const accessToken = newApiToken();
  const refreshToken = randomToken('symr_');
  const name = `${input.clientName} (OAuth)`.slice(0, 100);
  const rows = await queryRows<{ id: string }>(
    client,
    `INSERT INTO "${API_TOKENS_TABLE}" ("subjectId", "name", "tokenHash", "scopes", "expiresAt")
     VALUES ($1::uuid, $2, $3, $4::jsonb, $5::timestamptz) RETURNING "id"::text AS "id"`,
    [
      input.subjectId,
      name,
      hashApiToken(accessToken),
      JSON.stringify(input.scopes),
      new Date(input.now.getTime() + ACCESS_TTL_SECONDS * 1000),
    ],
  );
  const tokenId = rows[0]!.id;
  await queryRows(
    client,
    `INSERT INTO oauth.grants (token_id, client_id, refresh_hash, refresh_expires_at) VALUES ($1::uuid, $2, $3, $4::timestamptz)`,
    [tokenId, input.clientId, sha256(refreshToken), new Date(input.now.getTime() + REFRESH_TTL_MS)],
  );
  // The audit names the person who consented as the token's maker.
  await writeEntry(
    client,
    { action: 'create', entityKey: 'rbac/api-tokens', recordId: tokenId, after: { name, scopes: input.scopes } },
    { kind: 'subject', id: input.subjectId, ip: input.ip },
  );
  return { accessToken, refreshToken, tokenId };
}

export interface GrantRow {
  tokenId: string;
  clientId: string;
  refreshExpiresAt: Date;
  revokedAt: Date | null;
  scopes: ApiTokenScope[];
  /** True when the refresh token presented is the one this grant's current one replaced. */
  replayed: boolean;
}

/** The grant a refresh token (current or just replaced) belongs to, locked. */
export async function lockGrant(client: DbClient, refreshToken: string): Promise<GrantRow | null> {
  const rows = await queryRows<GrantRow>(
    client,
    `SELECT g.token_id::text AS "tokenId", g.client_id AS "clientId", g.refresh_expires_at AS "refreshExpiresAt",
       t."revokedAt", t."scopes", g.previous_refresh_hash = $1 AS "replayed"
     FROM oauth.grants g JOIN "${API_TOKENS_TABLE}" t ON t."id" = g.token_id
     WHERE g.refresh_hash = $1 OR g.previous_refresh_hash = $1
     FOR UPDATE OF g, t`,
    [sha256(refreshToken)],
  );
  return rows[0] ?? null;
}

/** New access and refresh tokens for the grant: the same API token row (its name, release and audit) rotated. */
export async function rotateGrant(client: DbClient, grant: GrantRow, now: Date): Promise<Issued> {
  const accessToken = newApiToken();
  const refreshToken = randomToken('symr_');
  await queryRows(
    client,
    `UPDATE "${API_TOKENS_TABLE}" SET "tokenHash" = $2, "expiresAt" = $3::timestamptz WHERE "id" = $1::uuid`,
    [grant.tokenId, hashApiToken(accessToken), new Date(now.getTime() + ACCESS_TTL_SECONDS * 1000)],
  );
  await queryRows(
    client,
    `UPDATE oauth.grants SET previous_refresh_hash = refresh_hash, refresh_hash = $2, refresh_expires_at = $3::timestamptz
     WHERE token_id = $1::uuid`,
    [grant.tokenId, sha256(refreshToken), new Date(now.getTime() + REFRESH_TTL_MS)],
  );
  return { accessToken, refreshToken, tokenId: grant.tokenId };
}

export async function revokeToken(client: DbClient, tokenId: string, now: Date): Promise<void> {
  await queryRows(
    client,
    `UPDATE "${API_TOKENS_TABLE}" SET "revokedAt" = $2::timestamptz WHERE "id" = $1::uuid AND "revokedAt" IS NULL`,
    [tokenId, now],
  );
}
