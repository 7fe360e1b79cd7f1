/**
 * Generic CRUD over any catalogue entity. Knows no module: behaviour that belongs to one entity lives
 * in its module. Reads are parameterised SQL (the full filter grammar); writes go through Prisma.
 */
import {
  BULK_MAX_ITEMS,
  entitySchemas,
  type Entity,
  type EntityRow,
  type EntityValues,
  type ListInput,
} from '@symbol/contracts';
import { z } from 'zod';
import { isRootClient, queryRows, transactionOn, type Db, type DbClient } from '../db/index.ts';
import { mapDatabaseError } from '../db/errors.ts';
import { AppError, badRequest, notFound, zodCauses } from '../errors.ts';
import { columnsOf, privateOmit, quoteIdent } from './columns.ts';
import { withGeneratedValues } from './generated-values.ts';
import { countSql, selectSql, SqlBuilder, type RowScope } from './query-sql.ts';
import { serializeRow, serializeSelected, type Row } from './serialize.ts';
import { historyMode, lockedRow, withCreateEntry, writeEntry, type HistoryMode } from './history.ts';
import { noteEntityWrite, noteRowWrite, type RecordedWrite } from './writes.ts';
import { searchIndex } from '../search/index.ts';

/** Parsed create or update data of an entity (see the parsers below). */
export type Values<E extends Entity> = EntityValues<E> & Record<string, unknown>;
/** A bulk update item once parsed. */
export interface Change<E extends Entity> {
  id: string;
  data: Values<E>;
}

type Delegate = {
  create(args: object): Promise<Row>;
  update(args: object): Promise<Row>;
  delete(args: object): Promise<Row>;
  createManyAndReturn(args: object): Promise<Row[]>;
};

const delegate = (client: DbClient, entity: Entity) =>
  (client as unknown as Record<string, Delegate>)[entity.model.charAt(0).toLowerCase() + entity.model.slice(1)]!;

function parse<T>(schema: z.ZodType<T>, data: unknown, what: string): T {
  if (data === undefined || data === null) throw badRequest(`${what} is required`);
  const result = schema.safeParse(data);
  if (!result.success) throw badRequest(`Invalid ${what}`, zodCauses(result.error));
  return result.data;
}

export const idSchema = z.uuid({ error: 'id must be a uuid' });

export function requireId(id: unknown): string {
  if (id === undefined || id === null || id === '') throw badRequest('id is required');
  const result = idSchema.safeParse(id);
  if (!result.success) throw badRequest('id must be a uuid');
  return result.data;
}

async function guard<T>(work: () => Promise<T>, entity: Entity): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw mapDatabaseError(error, entity);
  }
}

export async function list<E extends Entity>(
  client: DbClient,
  entity: E,
  input: ListInput,
  scope?: RowScope,
): Promise<EntityRow<E>[]> {
  const { text, params } = selectSql(entity, input, scope);
  const rows = await guard(() => queryRows<Row>(client, text, params), entity);
  return rows.map((row) => serializeSelected(entity, row));
}

export async function count(
  client: DbClient,
  entity: Entity,
  filters: ListInput['filters'],
  scope?: RowScope,
): Promise<number> {
  const { text, params } = countSql(entity, filters, scope);
  const rows = await guard(() => queryRows<{ count: number }>(client, text, params), entity);
  return rows[0]?.count ?? 0;
}

/** A row by its id (a parsed uuid); 404 when there is none, or when it is outside `scope` (the caller may not see it). */
export async function getRow<E extends Entity>(
  client: DbClient,
  entity: E,
  id: string,
  scope?: RowScope,
): Promise<EntityRow<E>> {
  const sql = new SqlBuilder();
  const where = `"id" = ${sql.param(id, 'uuid')}${scope ? ` AND (${scope(sql)})` : ''}`;
  const text = `SELECT ${columnsOf(entity).selectList} FROM ${quoteIdent(entity.table)} WHERE ${where}`;
  const rows = await guard(() => queryRows<Row>(client, text, sql.params), entity);
  if (!rows[0]) throw notFound(`${entity.key} ${id} not found`);
  return serializeSelected(entity, rows[0]);
}

export const get = <E extends Entity>(client: DbClient, entity: E, id: unknown, scope?: RowScope) =>
  getRow(client, entity, requireId(id), scope);

/** The columns of every table beside its fields: a create keeps a caller's `id`, and the server key's dates. */
const SYSTEM_COLUMNS = new Set(['id', 'createdAt', 'updatedAt']);

/** A record's own dates as a caller gave them on create (an import's), before anyone decided to keep them. */
export type GivenTimestamps = { createdAt?: unknown; updatedAt?: unknown } | undefined;

export function givenTimestamps(data: unknown): GivenTimestamps {
  if (!data || typeof data !== 'object') return undefined;
  const { createdAt, updatedAt } = data as Record<string, unknown>;
  if (createdAt == null && updatedAt == null) return undefined;
  return { createdAt: createdAt ?? undefined, updatedAt: updatedAt ?? undefined };
}

const timestampsSchema = z.object({
  createdAt: z.coerce.date({ error: 'must be a date' }).optional(),
  updatedAt: z.coerce.date({ error: 'must be a date' }).optional(),
});

/**
 * The create's values with the caller's createdAt/updatedAt when `trusted` (the server key: imports and syncs keep
 * a record's history); anyone else's are ignored, as they always were (react-admin echoes whole records).
 */
export function withTimestamps<E extends Entity>(values: Values<E>, given: GivenTimestamps, trusted: boolean) {
  if (!trusted || !given) return values;
  return { ...values, ...parse(timestampsSchema, given, 'data') } as Values<E>;
}

/** Create data as given (no generated values): what findOrCreate compares. */
export const parseData = <E extends Entity>(entity: E, data: unknown) =>
  parse(entitySchemas(entity).create, data, 'data') as Values<E>;

export const parseCreate = <E extends Entity>(entity: E, data: unknown): Values<E> =>
  withGeneratedValues(entity, parseData(entity, data)) as Values<E>;

/** Update data; an adminTitle or slug set to '' is generated again. */
export const parseUpdate = <E extends Entity>(entity: E, data: unknown): Values<E> =>
  withGeneratedValues(entity, parse(entitySchemas(entity).update, data, 'data'), 'update') as Values<E>;

/**
 * Inserts parsed values (parseCreate). `pageless`: the caller knows no page can show the new row (an
 * anonymous visitor's empty subject), so the write hook is not told and cached pages stay.
 */
export async function insertRow<E extends Entity>(
  client: DbClient,
  entity: E,
  values: Values<E>,
  { pageless = false } = {},
): Promise<EntityRow<E>> {
  const mode = historyMode(client, entity);
  const root = isRootClient(client);
  // A searchable record and its index rows are written in one transaction.
  if (root && entity.search) return transactionOn(client, (tx) => insertRow(tx, entity, values, { pageless }));
  const row = await guard(async () => {
    // Outside a transaction the insert goes straight to the pool (the generic create's hot path, as reads do),
    // its history entry written by the same statement; inside one, Prisma writes on the transaction's connection.
    if (!root)
      return serializeRow(entity, await delegate(client, entity).create({ data: values, omit: privateOmit(entity) }));
    let insert = insertSql(entity, values);
    if (mode === 'write') insert = await withCreateEntry(client, insert, entity, columnsOf(entity).selectList);
    // Prepared: the text is the entity's and the columns given, not the data's, and with its history entry it
    // is long enough that parsing and planning it on every create cost a fifth of the request (docs/bench.md).
    const [inserted] = await queryRows<Row>(client, insert.text, insert.params, { prepared: true });
    return serializeSelected(entity, inserted!);
  }, entity);
  if (!pageless) noteEntityWrite(client, entity);
  await searchIndex.follow(client, entity, [row.id], 'create');
  const write = { entity, kind: 'create', id: row.id, data: { ...values, id: row.id }, before: null, after: row };
  if (!(root && mode === 'write')) await noteHistory(client, mode, write as RecordedWrite);
  return row;
}

/** The write hook's history half: a staging transaction records the row; a call's write leaves an entry. */
async function noteHistory(client: DbClient, mode: HistoryMode, write: RecordedWrite): Promise<void> {
  if (mode === 'record') noteRowWrite(client, write);
  else if (mode === 'write')
    await writeEntry(client, {
      action: write.kind,
      entityKey: write.entity.key,
      recordId: write.id,
      before: write.before,
      after: write.after,
    });
}

/** The row before an update or delete when history needs it (locked until the transaction ends). */
const rowBefore = (client: DbClient, mode: HistoryMode, entity: Entity, id: string) =>
  mode === 'off' ? Promise.resolve(null) : lockedRow(client, entity, columnsOf(entity).selectList, id);

/**
 * `INSERT ... RETURNING` the readable columns. Column names come from the catalogue only (the values were
 * parsed against it); PostgreSQL types each parameter from its target column, JSON kinds travel as JSON text.
 */
function insertSql(entity: Entity, values: Record<string, unknown>) {
  const names = Object.keys(values).filter(
    (name) => (Object.hasOwn(entity.fields, name) || SYSTEM_COLUMNS.has(name)) && values[name] !== undefined,
  );
  const params = names.map((name) => {
    const value = values[name];
    const kind = entity.fields[name]?.kind;
    return (kind === 'json' || kind === 'localized') && value !== null ? JSON.stringify(value) : value;
  });
  const table = quoteIdent(entity.table);
  const columns = names.map(quoteIdent).join(', ');
  const text = names.length
    ? `INSERT INTO ${table} (${columns}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING ${columnsOf(entity).selectList}`
    : `INSERT INTO ${table} DEFAULT VALUES RETURNING ${columnsOf(entity).selectList}`;
  return { text, params };
}

/** Updates a row with parsed values (parseUpdate). */
export async function updateRow<E extends Entity>(
  client: DbClient,
  entity: E,
  id: string,
  values: Values<E>,
): Promise<EntityRow<E>> {
  const mode = historyMode(client, entity);
  // The row before, the update, its history entry and its index rows in one transaction.
  if ((mode === 'write' || entity.search) && isRootClient(client))
    return transactionOn(client, (tx) => updateRow(tx, entity, id, values));
  const before = await guard(() => rowBefore(client, mode, entity, id), entity);
  const row = serializeRow(
    entity,
    await guard(
      () => delegate(client, entity).update({ where: { id }, data: values, omit: privateOmit(entity) }),
      entity,
    ),
  );
  noteEntityWrite(client, entity);
  await searchIndex.follow(client, entity, [id], 'update');
  await noteHistory(client, mode, { entity, kind: 'update', id, data: values, before, after: row });
  return row;
}

export async function deleteRow<E extends Entity>(client: DbClient, entity: E, id: string): Promise<EntityRow<E>> {
  const mode = historyMode(client, entity);
  if ((mode === 'write' || entity.search) && isRootClient(client))
    return transactionOn(client, (tx) => deleteRow(tx, entity, id));
  const before = await guard(() => rowBefore(client, mode, entity, id), entity);
  const row = await guard(() => delegate(client, entity).delete({ where: { id }, omit: privateOmit(entity) }), entity);
  noteEntityWrite(client, entity);
  await searchIndex.follow(client, entity, [id], 'delete');
  await noteHistory(client, mode, { entity, kind: 'delete', id, before, after: null });
  return serializeRow(entity, row);
}

/** For callers holding unparsed data (module services, seeds): parse, then write. */
export const create = <E extends Entity>(client: DbClient, entity: E, data: unknown) =>
  insertRow(client, entity, parseCreate(entity, data));
export const update = <E extends Entity>(client: DbClient, entity: E, id: unknown, data: unknown) =>
  updateRow(client, entity, requireId(id), parseUpdate(entity, data));
export const remove = <E extends Entity>(client: DbClient, entity: E, id: unknown) =>
  deleteRow(client, entity, requireId(id));

/**
 * Finds the first row whose columns equal the given data (parseData), or creates it. An advisory lock on
 * the entity and the data serialises concurrent calls (on every instance), so ten at once make one row.
 */
export async function findOrCreate<E extends Entity>(
  db: Db,
  entity: E,
  values: Values<E>,
  /** Written on create only (the server key's dates): never compared. */
  extra: Record<string, unknown> = {},
): Promise<EntityRow<E>> {
  const filters = {
    and: Object.entries(values).map(([column, value]) => ({
      column,
      method: 'eq' as const,
      // JSON and localized values are compared as JSON (containment), not as the text of their JSON.
      value: value instanceof Date ? value.toISOString() : value,
    })),
  };
  return db.transaction(async (tx) => {
    const lockKey = `${entity.key}:${JSON.stringify(filters)}`;
    await tx.$executeRawUnsafe('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', lockKey);
    const [found] = await list(tx, entity, { filters, limit: 1 });
    return found ?? insertRow(tx, entity, { ...withGeneratedValues(entity, values), ...extra } as Values<E>);
  });
}

export function bulkItems(items: unknown): unknown[] {
  if (!Array.isArray(items)) throw badRequest('data must be a list');
  if (items.length === 0) throw badRequest('data must not be empty');
  if (items.length > BULK_MAX_ITEMS) throw badRequest(`at most ${BULK_MAX_ITEMS} items at once`);
  return items;
}

/** Bulk create items `[{ data }]`, every one validated before anything is written. */
export function parseBulkCreate<E extends Entity>(entity: E, items: unknown): Values<E>[] {
  return bulkItems(items).map((item, index) => {
    try {
      return parseCreate(entity, (item as { data?: unknown } | null)?.data);
    } catch (error) {
      throw prefixIndex(error, index);
    }
  });
}

/** Bulk update items `[{ id, data }]`. */
export function parseBulkUpdate<E extends Entity>(entity: E, items: unknown): Change<E>[] {
  return bulkItems(items).map((item, index) => {
    try {
      const { id, data } = (item ?? {}) as { id?: unknown; data?: unknown };
      return { id: requireId(id), data: parseUpdate(entity, data) };
    } catch (error) {
      throw prefixIndex(error, index);
    }
  });
}

/** All or nothing. */
export async function bulkCreate<E extends Entity>(db: Db, entity: E, values: Values<E>[]): Promise<EntityRow<E>[]> {
  const mode = historyMode(db.prisma, entity);
  const work = async (client: DbClient) => {
    const rows = await guard(
      () => delegate(client, entity).createManyAndReturn({ data: values, omit: privateOmit(entity) }),
      entity,
    );
    noteEntityWrite(client, entity);
    const serialized = rows.map((row) => serializeRow(entity, row));
    await searchIndex.follow(
      client,
      entity,
      serialized.map((row) => row.id as string),
      'create',
    );
    for (const [i, row] of serialized.entries())
      await noteHistory(client, mode, {
        entity,
        kind: 'create',
        id: row.id as string,
        data: { ...values[i], id: row.id },
        before: null,
        after: row,
      });
    return serialized;
  };
  return (mode === 'write' || entity.search) && isRootClient(db.prisma) ? db.transaction(work) : work(db.prisma);
}

/** All or nothing. */
export async function bulkUpdate<E extends Entity>(db: Db, entity: E, changes: Change<E>[]): Promise<EntityRow<E>[]> {
  return db.transaction(async (tx) => {
    const rows: EntityRow<E>[] = [];
    for (const { id, data } of changes) rows.push(await updateRow(tx, entity, id, data));
    return rows;
  });
}

/** Each item an id (or `{ id }`); all or nothing: one unknown id deletes none. Answers the deleted records. */
/** Bulk delete items: ids, or `{ id }` records (what react-admin sends). */
export function parseBulkDelete(items: unknown): string[] {
  return bulkItems(items).map((item, index) => {
    try {
      return requireId(typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : item);
    } catch (error) {
      throw prefixIndex(error, index);
    }
  });
}

/** All or nothing. */
export async function bulkDelete<E extends Entity>(db: Db, entity: E, ids: string[]): Promise<EntityRow<E>[]> {
  return db.transaction(async (tx) => {
    const rows: EntityRow<E>[] = [];
    for (const id of ids) rows.push(await deleteRow(tx, entity, id));
    return rows;
  });
}

/** Runs one item's work, naming the item in its error (`Item 2: ...`). */
export async function withItemIndex<T>(index: number, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw prefixIndex(error, index);
  }
}

function prefixIndex(error: unknown, index: number): unknown {
  return error instanceof AppError
    ? new AppError(error.status, `Item ${index}: ${error.message}`, error.causes)
    : error;
}
