/**
 * Private files. A file linked to a record through a restricted link of the catalogue is private (an
 * order's receipt: `ecommerce/orders-to-file-storage-module-files`; a restricted subjects-to-files link would
 * count the same way). Its record and its bytes reach only the subjects owning that record (the subject
 * itself, or the subjects linked to the order), subjects whose roles may read every file (admins) and the
 * server key. Everyone else sees the public files only; a private one answers 404 as if it did not exist.
 */
import { entities, type Entity, type ListInput } from '@symbol/contracts';
import { isPermitted } from '../../auth/permissions.ts';
import { queryRows } from '../../db/index.ts';
import { quoteIdent } from '../../entities/columns.ts';
import { SqlBuilder, type RowScope } from '../../entities/query-sql.ts';
import type { Context } from '../../trpc/context.ts';
import { FILES } from './service.ts';

const SUBJECTS = 'rbac/subjects';
/** A role permitted this action reads every file, private ones included (the admin role's `* /api/*` does). */
export const READ_EVERY_FILE = { method: 'GET', path: `/api/${FILES.key}` } as const;

const endsOf = (link: Entity) =>
  (link.link ?? []).map((column) => {
    const field = link.fields[column]!;
    return { column: quoteIdent(column), target: field.kind === 'ref' ? field.target : '' };
  });

/** The link between subjects and records of `target` (`rbac/subjects-to-ecommerce-module-orders`). */
function subjectLinkTo(target: string) {
  for (const entity of entities) {
    const ends = endsOf(entity);
    const subject = ends.find((end) => end.target === SUBJECTS);
    const record = ends.find((end) => end !== subject && end.target === target);
    if (subject && record) return { table: quoteIdent(entity.table), subject: subject.column, record: record.column };
  }
  return undefined;
}

const file = `${quoteIdent(FILES.table)}."id"`;

/** Per private link: SQL that a file is attached through it, and that a subject (`$n`) owns it through it. */
const PRIVATE_LINKS = entities
  .filter((entity) => entity.link && entity.restricted)
  .flatMap((link) => {
    const ends = endsOf(link);
    const fileEnd = ends.find((end) => end.target === FILES.key);
    const record = ends.find((end) => end !== fileEnd);
    if (!fileEnd || !record) return [];
    const table = quoteIdent(link.table);
    const attached = `EXISTS (SELECT 1 FROM ${table} l WHERE l.${fileEnd.column} = ${file})`;
    const owners = record.target === SUBJECTS ? undefined : subjectLinkTo(record.target);
    const owned = (subject: string) =>
      record.target === SUBJECTS
        ? `EXISTS (SELECT 1 FROM ${table} l WHERE l.${fileEnd.column} = ${file} AND l.${record.column} = ${subject})`
        : owners
          ? `EXISTS (SELECT 1 FROM ${table} l JOIN ${owners.table} s ON s.${owners.record} = l.${record.column}
               WHERE l.${fileEnd.column} = ${file} AND s.${owners.subject} = ${subject})`
          : 'FALSE';
    return [{ attached, owned }];
  });

const isPrivate = PRIVATE_LINKS.map((l) => l.attached).join(' OR ') || 'FALSE';

/** Files `subjectId` may see: the public ones and the private ones it owns (anonymous: the public ones). */
function visibleTo(sql: SqlBuilder, subjectId: string | null): string {
  if (!subjectId) return `NOT (${isPrivate})`;
  const subject = sql.param(subjectId, 'uuid');
  return `NOT (${isPrivate}) OR ${PRIVATE_LINKS.map((l) => `(${l.owned(subject)})`).join(' OR ')}`;
}

/** The generic reads' scope for this caller: none for the server key and admins, else the visible files. */
export async function fileScope(ctx: Context): Promise<RowScope | undefined> {
  if (ctx.isServer || !PRIVATE_LINKS.length) return undefined;
  const subject = await ctx.auth.optionalSubject();
  if (subject && isPermitted(subject.permissions, READ_EVERY_FILE.method, READ_EVERY_FILE.path)) return undefined;
  return (sql) => visibleTo(sql, subject?.id ?? null);
}

/** Whether a list asks for named records (`id` eq / inArray): a record's links and fields fetch files that way. */
const namesIds = (filters: ListInput['filters']) =>
  (filters?.and ?? []).some((c) => c.column === 'id' && (c.method === 'eq' || c.method === 'inArray'));

/**
 * The lists' scope (list and count: the admin's media library and its pickers): as `fileScope`, and for staff
 * who read every file the private ones are left out too, unless the list names the records it wants by id. A
 * receipt stays readable by its id and on its order's sheet, but never shows among the library's pictures. The
 * server key lists everything.
 */
export async function fileListScope(ctx: Context, filters: ListInput['filters']): Promise<RowScope | undefined> {
  const scope = await fileScope(ctx);
  if (scope || ctx.isServer || !PRIVATE_LINKS.length || namesIds(filters)) return scope;
  return () => `NOT (${isPrivate})`;
}

/**
 * Whether the caller may download a stored file, named by what records may hold for it (`/files/<key>`, and
 * its FILES_PUBLIC_URL form): a file is private when any record naming it is, and then the caller must own
 * one of those records (or read them all).
 */
export async function downloadAccess(ctx: Context, names: string[]): Promise<'public' | 'allowed' | 'denied'> {
  const table = quoteIdent(FILES.table);
  const [found] = await queryRows<{ private: boolean }>(
    ctx.db.prisma,
    `SELECT EXISTS (SELECT 1 FROM ${table} WHERE "file" = ANY($1::text[]) AND (${isPrivate})) AS "private"`,
    [names],
  );
  if (!found?.private) return 'public';
  const scope = await fileScope(ctx);
  if (!scope) return 'allowed';
  const sql = new SqlBuilder();
  const where = `"file" = ANY(${sql.param(names, 'text[]')}) AND (${isPrivate}) AND (${scope(sql)})`;
  const [owned] = await queryRows<{ allowed: boolean }>(
    ctx.db.prisma,
    `SELECT EXISTS (SELECT 1 FROM ${table} WHERE ${where}) AS "allowed"`,
    sql.params,
  );
  return owned?.allowed ? 'allowed' : 'denied';
}
