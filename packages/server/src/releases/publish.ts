/**
 * Publishing: every staged operation applied in one transaction that commits, after a check that no record
 * changed live since it was staged (a conflict names each record and field, and changes nothing). The
 * release row is locked first, so two instances publishing at once publish it once.
 */
import { getEntity } from '@symbol/contracts';
import { queryRows, type Db, type DbClient } from '../db/index.ts';
import { asSystem, publishingRelease, writeEntry } from '../entities/history.ts';
import { getRow } from '../entities/service.ts';
import { conflict } from '../errors.ts';
import { applyOperations, entityOf, loadOperations, openRelease, RELEASES_TABLE, type Operation } from './apply.ts';
import { asJson } from './stage.ts';

const RELEASES = getEntity('system/releases');
/** Columns a write changes by itself: never a conflict. */
const OWN_COLUMNS = new Set(['updatedAt']);
/** Publishing applies every operation: a long release gets more than a request's time. */
const PUBLISH_TIMEOUT_MS = 60_000;

/** JSON with object keys sorted: `base` went through jsonb, which reorders them. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

/** `entity record: field` for each field of a staged record that differs live from what it was based on. */
export async function findConflicts(client: DbClient, operations: readonly Operation[]): Promise<string[]> {
  const causes: string[] = [];
  const checked = new Set<string>();
  for (const op of operations) {
    if (!op.base || checked.has(op.recordId)) continue;
    checked.add(op.recordId);
    const entity = entityOf(op.entityKey);
    const name = `${op.entityKey} ${op.recordId}`;
    let live: Record<string, unknown>;
    try {
      live = asJson(await getRow(client, entity, op.recordId));
    } catch (error) {
      if ((error as { status?: number }).status !== 404) throw error;
      causes.push(`${name}: deleted live since it was staged`);
      continue;
    }
    for (const field of Object.keys(live)) {
      if (OWN_COLUMNS.has(field)) continue;
      if (canonical(live[field]) !== canonical(op.base[field]))
        causes.push(`${name}: ${field} changed live since it was staged`);
    }
  }
  return causes;
}

/** Publishes; the writes' history names the release and the publisher (the server itself for the scheduler). */
export async function publishRelease(db: Db, id: string, now: Date) {
  return publishIn(asSystem(db), id, now);
}

async function publishIn(db: Db, id: string, now: Date) {
  return db.transaction(
    async (tx) => {
      publishingRelease(tx, id);
      await openRelease(tx, id, { lock: true });
      const operations = await loadOperations(tx, id);
      const causes = await findConflicts(tx, operations);
      if (causes.length) throw conflict('Records changed live since they were staged: nothing was published', causes);
      // Through the service: its write hook tells the page cache once, when this transaction commits.
      await applyOperations(tx, operations);
      await tx.$executeRawUnsafe(
        `UPDATE "${RELEASES_TABLE}" SET "status" = 'published', "publishedAt" = $2, "publishAt" = NULL, ` +
          `"publishError" = NULL, "updatedAt" = $2 WHERE "id" = $1::uuid`,
        id,
        now,
      );
      const published = await getRow(tx, RELEASES, id);
      // One entry for the publish itself (who, when, which release): the audit lists its writes beneath it.
      await writeEntry(tx, {
        action: 'publish',
        entityKey: RELEASES.key,
        recordId: id,
        releaseId: id,
        after: { title: published.title, operations: operations.length },
      });
      return published;
    },
    { timeoutMs: PUBLISH_TIMEOUT_MS },
  );
}

/** The open releases whose time has come (the scheduler's pass). */
export async function dueReleases(db: Db, now: Date): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db.prisma,
    `SELECT "id"::text AS "id" FROM "${RELEASES_TABLE}" WHERE "status" = 'open' AND "publishAt" <= $1 ` +
      `ORDER BY "publishAt" LIMIT 20`,
    [now],
  );
  return rows.map((row) => row.id);
}

/** A scheduled publish that failed keeps its reason and loses its time (an editor must look before it runs again). */
export async function unschedule(db: Db, id: string, reason: string): Promise<void> {
  await queryRows(
    db.prisma,
    `UPDATE "${RELEASES_TABLE}" SET "publishAt" = NULL, "publishError" = $2 WHERE "id" = $1::uuid AND "status" = 'open'`,
    [id, reason],
  );
}
