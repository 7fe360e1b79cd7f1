/**
 * Generic CRUD over any catalogue entity. Knows no module: behaviour that belongs to one entity lives
 * in its module. Reads are parameterised SQL (the full filter grammar); writes go through Prisma.
 */
import { BULK_MAX_ITEMS, entitySchemas, type Entity, type ListInput } from '@symbol/contracts';
import { z } from 'zod';
import { queryRows, type Db, type DbClient } from '../db/index.ts';
import { mapDatabaseError } from '../db/errors.ts';
import { AppError, badRequest, notFound, zodCauses } from '../errors.ts';
import { columnsOf, privateOmit, quoteIdent } from './columns.ts';
import { withGeneratedValues } from './generated-values.ts';
import { countSql, selectSql, SqlBuilder, type RowScope } from './query-sql.ts';
import { serializeRow, type Row } from './serialize.ts';

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

export async function list(client: DbClient, entity: Entity, input: ListInput, scope?: RowScope): Promise<Row[]> {
  const { text, params } = selectSql(entity, input, scope);
  const rows = await guard(() => queryRows<Row>(client, text, params), entity);
  return rows.map((row) => serializeRow(entity, row));
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

/** A row the caller may not see (outside `scope`) is a 404 like one that does not exist. */
export async function get(client: DbClient, entity: Entity, id: unknown, scope?: RowScope): Promise<Row> {
  const sql = new SqlBuilder();
  const where = `"id" = ${sql.param(requireId(id), 'uuid')}${scope ? ` AND (${scope(sql)})` : ''}`;
  const text = `SELECT ${columnsOf(entity).selectList} FROM ${quoteIdent(entity.table)} WHERE ${where}`;
  const rows = await guard(() => queryRows<Row>(client, text, sql.params), entity);
  if (!rows[0]) throw notFound(`${entity.key} ${String(id)} not found`);
  return serializeRow(entity, rows[0]);
}

export function parseCreate(entity: Entity, data: unknown): Record<string, unknown> {
  return withGeneratedValues(entity, parse(entitySchemas(entity).create, data, 'data') as Record<string, unknown>);
}

export function parseUpdate(entity: Entity, data: unknown): Record<string, unknown> {
  return withGeneratedValues(
    entity,
    parse(entitySchemas(entity).update, data, 'data') as Record<string, unknown>,
    'update',
  );
}

export async function create(client: DbClient, entity: Entity, data: unknown): Promise<Row> {
  const values = parseCreate(entity, data);
  const row = await guard(() => delegate(client, entity).create({ data: values, omit: privateOmit(entity) }), entity);
  return serializeRow(entity, row);
}

export async function update(client: DbClient, entity: Entity, id: unknown, data: unknown): Promise<Row> {
  const key = requireId(id);
  const values = parseUpdate(entity, data);
  const row = await guard(
    () => delegate(client, entity).update({ where: { id: key }, data: values, omit: privateOmit(entity) }),
    entity,
  );
  return serializeRow(entity, row);
}

export async function remove(client: DbClient, entity: Entity, id: unknown): Promise<Row> {
  const key = requireId(id);
  const row = await guard(
    () => delegate(client, entity).delete({ where: { id: key }, omit: privateOmit(entity) }),
    entity,
  );
  return serializeRow(entity, row);
}

/**
 * Finds the first row whose columns equal the given data, or creates it. An advisory lock on the
 * entity and the data serialises concurrent calls (on every instance), so ten at once make one row.
 */
export async function findOrCreate(db: Db, entity: Entity, data: unknown): Promise<Row> {
  const values = parse(entitySchemas(entity).create, data, 'data') as Record<string, unknown>;
  const filters = {
    and: Object.entries(values).map(([column, value]) => ({
      column,
      method: 'eq' as const,
      value:
        value instanceof Date
          ? value.toISOString()
          : typeof value === 'object' && value !== null
            ? JSON.stringify(value)
            : value,
    })),
  };
  return db.transaction(async (tx) => {
    const lockKey = `${entity.key}:${JSON.stringify(filters)}`;
    await tx.$executeRawUnsafe('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', lockKey);
    const [found] = await list(tx, entity, { filters, limit: 1 });
    return found ?? create(tx, entity, values);
  });
}

export function bulkItems(items: unknown): unknown[] {
  if (!Array.isArray(items)) throw badRequest('data must be a list');
  if (items.length === 0) throw badRequest('data must not be empty');
  if (items.length > BULK_MAX_ITEMS) throw badRequest(`at most ${BULK_MAX_ITEMS} items at once`);
  return items;
}

/** Each item `{ data }`; all or nothing. Validation runs on every item before anything is written. */
export async function bulkCreate(db: Db, entity: Entity, items: unknown): Promise<Row[]> {
  const values = bulkItems(items).map((item, index) => {
    try {
      return parseCreate(entity, (item as { data?: unknown } | null)?.data);
    } catch (error) {
      throw prefixIndex(error, index);
    }
  });
  const rows = await guard(
    () => delegate(db.prisma, entity).createManyAndReturn({ data: values, omit: privateOmit(entity) }),
    entity,
  );
  return rows.map((row) => serializeRow(entity, row));
}

/** Each item `{ id, data }`; all or nothing. */
export async function bulkUpdate(db: Db, entity: Entity, items: unknown): Promise<Row[]> {
  const changes = bulkItems(items).map((item, index) => {
    try {
      const { id, data } = (item ?? {}) as { id?: unknown; data?: unknown };
      return { id: requireId(id), data: parseUpdate(entity, data) };
    } catch (error) {
      throw prefixIndex(error, index);
    }
  });
  return db.transaction(async (tx) => {
    const rows: Row[] = [];
    for (const { id, data } of changes) rows.push(await update(tx, entity, id, data));
    return rows;
  });
}

/** Each item an id (or `{ id }`); all or nothing: one unknown id deletes none. Answers the deleted records. */
export async function bulkRemove(db: Db, entity: Entity, items: unknown): Promise<Row[]> {
  const ids = bulkItems(items).map((item, index) => {
    try {
      return requireId(typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : item);
    } catch (error) {
      throw prefixIndex(error, index);
    }
  });
  return db.transaction(async (tx) => {
    const rows: Row[] = [];
    for (const id of ids) rows.push(await remove(tx, entity, id));
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
