/**
 * Agent writes are reviewable: a write through MCP by an API token without the `publish` scope is staged in the
 * token's open release (made on its first write, named "<token name>: <what changed>"), as the admin stages a
 * write with `X-Release-Id`: the same procedure runs with the release as its context (releases/call.ts). A token
 * with `publish`, the server key and a signed-in person write live.
 */
import { getEntity } from '@symbol/contracts';
import { API_TOKENS_TABLE } from '../auth/api-tokens.ts';
import { isPermitted } from '../auth/permissions.ts';
import type { AuthSubject } from '../auth/subject.ts';
import { queryRows } from '../db/index.ts';
import { callScope, inWriteScope } from '../entities/history.ts';
import * as service from '../entities/service.ts';
import { forbidden } from '../errors.ts';
import type { Context } from '../trpc/context.ts';
import { callProcedure } from './call.ts';

const RELEASES = getEntity('system/releases');
const TITLE_MAX = 200;

/** Where a write goes: live, or staged in the release named here. */
export interface WriteTarget {
  ctx: Context;
  release?: { id: string; title: string };
}

/** The caller's token when its writes are staged (an API token without `publish`), else undefined. */
export async function stagingToken(ctx: Context): Promise<AuthSubject | undefined> {
  if (ctx.isServer) return undefined;
  const subject = await ctx.auth.subject();
  return subject?.apiToken && !subject.apiToken.scopes.includes('publish') ? subject : undefined;
}

/**
 * The token's open release, made when it has none (its subject must be allowed to make releases): one
 * transaction holding the token's row, so two writes at once share one release.
 */
export async function tokenRelease(ctx: Context, subject: AuthSubject, what: string) {
  const grant = subject.apiToken!;
  if (!isPermitted(subject.permissions, 'POST', '/api/system/releases'))
    throw forbidden(
      `The API token "${grant.name}" has no publish scope, so its writes are staged in a release, and its subject may not make releases`,
    );
  const db = inWriteScope(ctx, callScope(ctx)).db;
  return db.transaction(async (tx) => {
    const [held] = await queryRows<{ id: string | null; title: string | null }>(
      tx,
      `SELECT r."id"::text AS "id", r."title" FROM "${API_TOKENS_TABLE}" t ` +
        `LEFT JOIN "${RELEASES.table}" r ON r."id" = t."releaseId" AND r."status" = 'open' ` +
        `WHERE t."id" = $1::uuid FOR UPDATE OF t`,
      [grant.id],
    );
    if (held?.id) return { id: held.id, title: held.title ?? '' };
    const title = `${grant.name}: ${what}`.slice(0, TITLE_MAX);
    const release = await service.insertRow(tx, RELEASES, service.parseCreate(RELEASES, { title }));
    await tx.$executeRawUnsafe(
      `UPDATE "${API_TOKENS_TABLE}" SET "releaseId" = $2::uuid WHERE "id" = $1::uuid`,
      grant.id,
      release.id,
    );
    return { id: release.id, title };
  });
}

/** The context a write runs in: staged in the token's release when the caller's writes are reviewed. */
export async function writeTarget(ctx: Context, what: string): Promise<WriteTarget> {
  const subject = await stagingToken(ctx);
  if (!subject) return { ctx };
  const release = await tokenRelease(ctx, subject, what);
  return { ctx: { ...ctx, release: { id: release.id, preview: false } }, release };
}

/** Where a person reviews a staged write: the release in the admin, and a preview link to a page of the site. */
export async function reviewLinks(ctx: Context, releaseId: string, url = '/') {
  const admin = `${ctx.config.PUBLIC_API_URL.replace(/\/$/, '')}/admin/#/system/releases/${releaseId}`;
  try {
    const preview = (await callProcedure(ctx, 'system.releases.preview', { id: releaseId, url })) as { url: string };
    return { admin, preview: preview.url };
  } catch {
    return { admin }; // a token that may not read releases still gets the admin's link
  }
}
