/**
 * A release's staged operations and the transaction they are applied in: rolled back for a read or a
 * preview (the site as it will be), committed by a publish. The operations are replayed through the entity
 * service, so everything a write does (generated values, cache notes, checks) happens as it will on publish.
 */
import { entityByKey, type Entity } from '@symbol/contracts';
import type pg from 'pg';
import type { PrismaClient, Prisma } from '../generated/prisma/client.ts';
import { queryRows, type Db, type DbClient } from '../db/index.ts';
import { silence } from '../entities/history.ts';
import { deleteRow, insertRow, updateRow, type Values } from '../entities/service.ts';
import { AppError, conflict, notFound } from '../errors.ts';
import { searchIndex } from '../search/index.ts';

export interface Operation {
  entityKey: string;
  kind: 'create' | 'update' | 'delete';
  recordId: string;
  data: Record<string, unknown> | null;
  /** The live record the operation was based on (null for a record the release creates). */
  base: Record<string, unknown> | null;
}

export const RELEASES_TABLE = 'system_releases';
export const OPERATIONS_TABLE = 'system_release_operations';

/** The release's status; 404 when there is none, 409 once it is published (it stages and previews nothing more). */
export async function openRelease(client: DbClient, id: string, { lock = false } = {}): Promise<void> {
  const rows = await queryRows<{ status: string }>(
    client,
    `SELECT "status" FROM "${RELEASES_TABLE}" WHERE "id" = $1::uuid${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  if (!rows[0]) throw notFound(`Release ${id} not found`);
  if (rows[0].status !== 'open') throw conflict(`Release ${id} is already published`);
}

/**
 * What the release is now, in one word: its operations only grow (a staged write appends, a discard deletes the
 * release), so their count and last position name its state. 404 and 409 as `openRelease`.
 */
export async function releaseRevision(client: DbClient, id: string): Promise<string> {
  const rows = await queryRows<{ status: string; count: number; last: number | null }>(
    client,
    `SELECT r."status", count(o."id")::int AS "count", max(o."position") AS "last" FROM "${RELEASES_TABLE}" r ` +
      `LEFT JOIN "${OPERATIONS_TABLE}" o ON o."releaseId" = r."id" WHERE r."id" = $1::uuid GROUP BY r."status"`,
    [id],
  );
  if (!rows[0]) throw notFound(`Release ${id} not found`);
  if (rows[0].status !== 'open') throw conflict(`Release ${id} is already published`);
  return `${rows[0].count}.${rows[0].last ?? -1}`;
}

export async function loadOperations(client: DbClient, releaseId: string): Promise<Operation[]> {
  return queryRows<Operation>(
    client,
    `SELECT "entityKey", "kind", "recordId"::text AS "recordId", "data", "base" FROM "${OPERATIONS_TABLE}" ` +
      `WHERE "releaseId" = $1::uuid ORDER BY "position", "createdAt"`,
    [releaseId],
  );
}

/** `openRelease` and `loadOperations` in one statement: the operations of a release that is open. */
async function openReleaseOperations(client: DbClient, releaseId: string): Promise<Operation[]> {
  const rows = await queryRows<Operation & { status: string }>(
    client,
    `SELECT r."status", o."entityKey", o."kind", o."recordId"::text AS "recordId", o."data", o."base" ` +
      `FROM "${RELEASES_TABLE}" r LEFT JOIN "${OPERATIONS_TABLE}" o ON o."releaseId" = r."id" ` +
      `WHERE r."id" = $1::uuid ORDER BY o."position", o."createdAt"`,
    [releaseId],
  );
  if (!rows[0]) throw notFound(`Release ${releaseId} not found`);
  if (rows[0].status !== 'open') throw conflict(`Release ${releaseId} is already published`);
  return rows.filter((row) => row.entityKey !== null).map(({ status: _status, ...operation }) => operation);
}

export function entityOf(key: string): Entity {
  const entity = entityByKey.get(key);
  if (!entity) throw new AppError(500, `A staged operation names an unknown entity ${key}`);
  return entity;
}

/** Replays the operations in order on `tx`, as the service writes them. */
export async function applyOperations(tx: DbClient, operations: readonly Operation[]): Promise<void> {
  for (const op of operations) {
    const entity = entityOf(op.entityKey);
    if (op.kind === 'create') await insertRow(tx, entity, (op.data ?? {}) as Values<Entity>);
    else if (op.kind === 'update') await updateRow(tx, entity, op.recordId, (op.data ?? {}) as Values<Entity>);
    else await deleteRow(tx, entity, op.recordId);
  }
}

/**
 * For a read (a page as the release will make it): the same state, in fewer statements. A run of updates of one
 * entity becomes one `UPDATE … FROM jsonb_populate_record` (each record once, its updates merged in order; a
 * column an update did not name keeps its value); creates and deletes go through the service. Publishing replays
 * operation by operation (`applyOperations`), with every check and hook of a write.
 */
export async function applyOperationsForRead(tx: Prisma.TransactionClient, operations: readonly Operation[]) {
  for (let i = 0; i < operations.length;) {
    const first = operations[i]!;
    if (first.kind !== 'update') {
      await applyOperations(tx, [first]);
      i++;
      continue;
    }
    const merged = new Map<string, Record<string, unknown>>();
    for (
      ;
      i < operations.length && operations[i]!.kind === 'update' && operations[i]!.entityKey === first.entityKey;
      i++
    ) {
      const op = operations[i]!;
      merged.set(op.recordId, { ...merged.get(op.recordId), ...op.data, id: op.recordId });
    }
    await updateAll(tx, entityOf(first.entityKey), [...merged.values()]);
  }
}

async function updateAll(tx: Prisma.TransactionClient, entity: Entity, rows: Record<string, unknown>[]) {
  const columns = [...new Set(rows.flatMap(Object.keys))].filter((name) => Object.hasOwn(entity.fields, name));
  const set = columns.map((name) => `"${name}" = CASE WHEN e.value ? '${name}' THEN v."${name}" ELSE t."${name}" END`);
  const count = await tx.$executeRawUnsafe(
    `UPDATE "${entity.table}" t SET ${[...set, '"updatedAt" = now()'].join(', ')} ` +
      `FROM jsonb_array_elements($1::jsonb) AS e(value), jsonb_populate_record(NULL::"${entity.table}", e.value) AS v ` +
      `WHERE t."id" = v."id"`,
    JSON.stringify(rows),
  );
  // A record deleted live since it was staged: as the service's update would, the read fails with a 404.
  if (count !== rows.length) throw notFound(`${entity.key}: a record this release changes no longer exists`);
  // The search index as the release will make it (a preview searches its titles).
  await searchIndex.follow(
    tx,
    entity,
    rows.map((row) => row.id as string),
    'update',
  );
}

/**
 * The app's database as seen from inside `tx`: the services' `db.prisma`, `db.pool` (the host module's
 * SQL) and nested `db.transaction` all run on the transaction's connection.
 */
export function transactionDb(db: Db, tx: Prisma.TransactionClient): Db {
  const pool = {
    async query(query: string | { text: string; values?: unknown[] }, values?: unknown[]) {
      const text = typeof query === 'string' ? query : query.text;
      const params = (typeof query === 'string' ? values : query.values) ?? [];
      const rows = await tx.$queryRawUnsafe<unknown[]>(text, ...params);
      return { rows, rowCount: rows.length };
    },
  } as unknown as pg.Pool;
  return {
    prisma: tx as unknown as PrismaClient,
    pool,
    transaction: (work) => work(tx),
    probe: () => db.probe(),
    close: () => db.close(),
  };
}

class Rollback<T> {
  constructor(readonly value: T) {}
}

/** Runs `work` in a transaction that is always rolled back; answers what `work` answered. */
export async function inRolledBack<T>(db: Db, work: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
  try {
    await db.transaction(async (tx) => {
      throw new Rollback(await work(tx));
    });
  } catch (error) {
    if (error instanceof Rollback) return error.value as T;
    throw error;
  }
  throw new Error('unreachable: the transaction always rolls back');
}

/** Runs `work` on the database as the release will make it (its operations applied, then rolled back). */
export function inRelease<T>(db: Db, releaseId: string, work: (releaseDb: Db, tx: DbClient) => Promise<T>) {
  return inRolledBack(db, async (tx) => {
    silence(tx); // the replay is not history (a staged write is recorded by stageWrite)
    await applyOperationsForRead(tx, await openReleaseOperations(tx, releaseId));
    return work(transactionDb(db, tx), tx);
  });
}
