/**
 * A page restored as of a time: its own record and its links to layouts, widgets and metadata (every entity
 * with a reference to host/pages) made again as the history says they were then, in one transaction, through
 * the service (so the restore is itself history, or staged in a release with `X-Release-Id`).
 *
 * A record's state at time T: the record after its last version at or before T; else, before its first version
 * after T (a record created after T did not exist); a record without versions has not changed since.
 */
import { entities, getEntity, type Entity } from '@symbol/contracts';
import { queryRows, type Db, type DbClient } from '../../db/index.ts';
import { AUDIT_TABLE } from '../../entities/history.ts';
import type { Row } from '../../entities/serialize.ts';
import { list } from '../../entities/service.ts';
import { normalize, writeState } from '../../entities/versions.ts';
import { badRequest } from '../../errors.ts';

const PAGES = getEntity('host/pages');
/** Links of one page are few; a page with more than this many is refused rather than restored in part. */
const MAX_LINKS = 1000;

/** The entities linking a page, with their field naming it (pageId). */
const PAGE_LINKS: [Entity, string][] = entities.flatMap((entity) =>
  Object.entries(entity.fields)
    .filter(([, field]) => field.kind === 'ref' && field.target === 'host/pages')
    .map(([name]) => [entity, name] as [Entity, string]),
);

interface StateRow {
  recordId: string;
  past: boolean;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The state at `at` of each record that has versions (absent from the map: unchanged since). */
async function statesAt(client: DbClient, entity: Entity, ids: string[], at: Date) {
  if (!ids.length) return new Map<string, Row | null>();
  const rows = await queryRows<StateRow>(
    client,
    `SELECT DISTINCT ON ("recordId") "recordId"::text AS "recordId", "createdAt" <= $3 AS "past", "before", "after" ` +
      `FROM "${AUDIT_TABLE}" WHERE "entityKey" = $1 AND "recordId" = ANY($2::uuid[]) AND NOT "staged" ` +
      `ORDER BY "recordId", ("createdAt" <= $3) DESC, ` +
      `CASE WHEN "createdAt" <= $3 THEN "createdAt" END DESC, "createdAt" ASC`,
    [entity.key, ids, at],
  );
  return new Map(rows.map((row) => [row.recordId, normalize(entity, row.past ? row.after : row.before)]));
}

/** The records of a link entity that name the page now or named it in any version. */
async function linkIds(client: DbClient, entity: Entity, field: string, pageId: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    client,
    `SELECT "id"::text AS "id" FROM "${entity.table}" WHERE "${field}" = $1::uuid ` +
      `UNION SELECT "recordId"::text FROM "${AUDIT_TABLE}" WHERE "entityKey" = $2 AND NOT "staged" ` +
      `AND ("before" ->> '${field}' = $3 OR "after" ->> '${field}' = $3) LIMIT ${MAX_LINKS + 1}`,
    [pageId, entity.key, pageId],
  );
  if (rows.length > MAX_LINKS) throw badRequest(`The page has more than ${MAX_LINKS} ${entity.key}: not restored`);
  return rows.map((row) => row.id);
}

export async function restorePage(db: Db, pageId: string, at: Date) {
  return db.transaction(async (tx) => {
    const page = (await statesAt(tx, PAGES, [pageId], at)).get(pageId);
    const [now] = await list(tx, PAGES, { filters: { and: [{ column: 'id', method: 'eq', value: pageId }] } });
    const then = page === undefined ? ((now as Row | undefined) ?? null) : page;
    if (!then) throw badRequest(`Page ${pageId} did not exist at ${at.toISOString()}`, ['at: before the page existed']);
    const restored = (await writeState(tx, PAGES, pageId, then))!;
    const writes: { entity: Entity; id: string; state: Row | null }[] = [];
    for (const [entity, field] of PAGE_LINKS) {
      const ids = await linkIds(tx, entity, field, pageId);
      if (!ids.length) continue;
      const states = await statesAt(tx, entity, ids, at);
      const current = new Map(
        (
          await list(tx, entity, { filters: { and: [{ column: 'id', method: 'inArray', value: ids }] }, limit: 1000 })
        ).map((row) => [row.id as string, row as Row]),
      );
      for (const id of ids) {
        const state = states.has(id) ? states.get(id)! : (current.get(id) ?? null);
        const linkedThen = state?.[field] === pageId;
        const linkedNow = current.get(id)?.[field] === pageId;
        if (linkedThen || linkedNow) writes.push({ entity, id, state: linkedThen ? state : null });
      }
    }
    // Removals first, so a link made again (the same layout, the same position) meets no unique key.
    writes.sort((a, b) => Number(a.state !== null) - Number(b.state !== null));
    for (const write of writes) await writeState(tx, write.entity, write.id, write.state);
    return restored;
  });
}
