/**
 * Turns the list grammar into parameterised SQL. Column names come only from the catalogue (never from
 * the request), values only travel as parameters, each cast to its column's type.
 */
import { z } from 'zod';
import {
  FIELD_KINDS,
  LIST_DEFAULT_LIMIT,
  type Entity,
  type FilterCondition,
  type ListInput,
  uuidSchema,
  localizedSchema,
} from '@symbol/contracts';
import { badRequest } from '../errors.ts';
import { columnsOf, quoteIdent, type ColumnKind } from './columns.ts';

const MAX_IN_VALUES = 1000;

const CAST: Partial<Record<ColumnKind, string>> = {
  id: 'uuid',
  timestamp: 'timestamptz',
  ...Object.fromEntries(Object.entries(FIELD_KINDS).map(([kind, spec]) => [kind, spec.sql])),
};

const TEXTUAL = new Set<ColumnKind>(['text', 'slug', 'adminTitle', 'enum']);
const ORDERED = new Set<ColumnKind>(['timestamp', 'datetime', 'int', 'decimal', 'text', 'slug', 'adminTitle', 'enum']);

const scalarValue: Partial<Record<ColumnKind, z.ZodType>> = {
  id: uuidSchema,
  ref: uuidSchema,
  uuid: uuidSchema,
  timestamp: z.union([z.iso.datetime({ offset: true }), z.iso.date()]),
  datetime: z.union([z.iso.datetime({ offset: true }), z.iso.date()]),
  int: z.coerce.number().int().min(-2_147_483_648).max(2_147_483_647),
  decimal: z.union([z.number(), z.string().regex(/^-?\d+(?:\.\d+)?$/)]).transform(String),
  boolean: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]),
};
const anyText = z.union([z.string(), z.number(), z.boolean()]).transform(String).pipe(z.string().max(10_000));

function coerce(kind: ColumnKind, column: string, value: unknown): unknown {
  const schema = scalarValue[kind] ?? anyText;
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw badRequest(`Invalid value for ${column}`, [`${column}: ${parsed.error.issues[0]?.message ?? 'invalid'}`]);
  return parsed.data;
}

function inValues(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') {
    if (value.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(value);
        if (Array.isArray(parsed)) return parsed;
      } catch {
        /* falls through to the error below */
      }
      throw badRequest('inArray value must be a list');
    }
    return value === '' ? [] : value.split(',');
  }
  if (value && typeof value === 'object') return Object.values(value); // qs past its array limit
  throw badRequest('inArray value must be a list');
}

export class SqlBuilder {
  readonly params: unknown[] = [];
  param(value: unknown, cast?: string) {
    this.params.push(value);
    return `$${this.params.length}${cast ? `::${cast}` : ''}`;
  }
}

function condition(entity: Entity, sql: SqlBuilder, c: FilterCondition): string {
  const kind = columnsOf(entity).readable.get(c.column);
  if (!kind)
    throw badRequest(`Unknown filter column ${JSON.stringify(c.column)}`, [
      `allowed: ${[...columnsOf(entity).readable.keys()].join(', ')}`,
    ]);
  const column = quoteIdent(c.column);
  if (c.method === 'isNull') return `${column} IS NULL`;
  if (c.method === 'isNotNull') return `${column} IS NOT NULL`;
  if (kind === 'localized' && (c.method === 'like' || c.method === 'ilike')) {
    // Any language's text matches: an operator searches a title in the language they read. The CASE keeps
    // jsonb_each_text off a value that is not a map (it would raise).
    const pattern = sql.param(coerce('text', c.column, c.value), 'text');
    return `CASE WHEN jsonb_typeof(${column}) = 'object' THEN EXISTS (SELECT 1 FROM jsonb_each_text(${column}) AS l(language, text) WHERE l.text ${c.method === 'like' ? 'LIKE' : 'ILIKE'} ${pattern}) ELSE FALSE END`;
  }
  if (kind === 'localized' || kind === 'json') {
    if (c.method !== 'eq')
      throw badRequest(
        `Column ${c.column} supports only eq, isNull and isNotNull${kind === 'localized' ? ', like and ilike' : ''}`,
      );
    const parsed =
      kind === 'localized'
        ? localizedSchema.safeParse(typeof c.value === 'string' ? safeJson(c.value) : c.value)
        : { success: true, data: c.value };
    if (!parsed.success) throw badRequest(`Invalid value for ${c.column}`);
    return `${column} @> ${sql.param(JSON.stringify(parsed.data), 'jsonb')}`;
  }
  const cast = CAST[kind];
  switch (c.method) {
    case 'eq':
    case 'ne':
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte': {
      if (c.method !== 'eq' && c.method !== 'ne' && !ORDERED.has(kind))
        throw badRequest(`Column ${c.column} cannot be compared with ${c.method}`);
      if (c.value === undefined || c.value === null) throw badRequest(`Filter on ${c.column} needs a value`);
      const op = { eq: '=', ne: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' }[c.method];
      return `${column} ${op} ${sql.param(coerce(kind, c.column, c.value), cast)}`;
    }
    case 'like':
    case 'ilike': {
      if (!TEXTUAL.has(kind)) throw badRequest(`Column ${c.column} cannot be matched with ${c.method}`);
      return `${column} ${c.method === 'like' ? 'LIKE' : 'ILIKE'} ${sql.param(coerce(kind, c.column, c.value), 'text')}`;
    }
    case 'inArray':
    case 'notInArray': {
      const values = inValues(c.value);
      if (values.length > MAX_IN_VALUES) throw badRequest(`${c.method} takes at most ${MAX_IN_VALUES} values`);
      if (values.length === 0) return c.method === 'inArray' ? 'FALSE' : 'TRUE';
      const list = values.map((v) => sql.param(coerce(kind, c.column, v), cast)).join(', ');
      return `${column} ${c.method === 'inArray' ? 'IN' : 'NOT IN'} (${list})`;
    }
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A condition a module adds to every generic read of its entity for the caller (rows the caller may see),
 * written against the entity's table (aliased as itself) with its values as parameters of `sql`.
 */
export type RowScope = (sql: SqlBuilder) => string;

export function whereClause(entity: Entity, sql: SqlBuilder, filters: ListInput['filters'], scope?: RowScope): string {
  const and = (filters?.and ?? []).map((c) => condition(entity, sql, c));
  const or = (filters?.or ?? []).map((c) => condition(entity, sql, c));
  if (or.length) and.push(`(${or.join(' OR ')})`);
  if (scope) and.push(`(${scope(sql)})`);
  return and.length ? ` WHERE ${and.join(' AND ')}` : '';
}

export function orderClause(entity: Entity, orderBy: ListInput['orderBy']): string {
  const { readable, hasOrderIndex } = columnsOf(entity);
  const terms = (orderBy?.and ?? []).map(({ column, method }) => {
    const kind = readable.get(column);
    if (!kind) throw badRequest(`Unknown order column ${JSON.stringify(column)}`);
    if (kind === 'localized' || kind === 'json') throw badRequest(`Column ${column} cannot be ordered`);
    return `${quoteIdent(column)} ${method === 'desc' ? 'DESC' : 'ASC'}`;
  });
  if (terms.length === 0 && hasOrderIndex) terms.push('"orderIndex" ASC');
  // A total order keeps offset pages stable.
  terms.push('"createdAt" ASC', '"id" ASC');
  return ` ORDER BY ${terms.join(', ')}`;
}

export function selectSql(entity: Entity, input: ListInput, scope?: RowScope) {
  const sql = new SqlBuilder();
  const where = whereClause(entity, sql, input.filters, scope);
  const limit = sql.param(input.limit ?? LIST_DEFAULT_LIMIT, 'int4');
  const offset = sql.param(input.offset ?? 0, 'int4');
  const text = `SELECT ${columnsOf(entity).selectList} FROM ${quoteIdent(entity.table)}${where}${orderClause(entity, input.orderBy)} LIMIT ${limit} OFFSET ${offset}`;
  return { text, params: sql.params };
}

export function countSql(entity: Entity, filters: ListInput['filters'], scope?: RowScope) {
  const sql = new SqlBuilder();
  const where = whereClause(entity, sql, filters, scope);
  return { text: `SELECT count(*)::int AS count FROM ${quoteIdent(entity.table)}${where}`, params: sql.params };
}
