/**
 * The audit log: every write made through the entity service by a call, and every sign-in (entities/history.ts
 * writes them), newest first, filtered by its columns; admin (or the server key) only.
 */
import { AUDIT_ACTIONS, AUDIT_ACTOR_KINDS, uuidSchema } from '@symbol/contracts';
import { z } from 'zod';
import { queryRows, type DbClient } from '../../db/index.ts';
import { API_TOKENS_TABLE } from '../../auth/api-tokens.ts';
import { AUDIT_TABLE } from '../../entities/history.ts';
import { SqlBuilder } from '../../entities/query-sql.ts';
import { badRequest, zodCauses } from '../../errors.ts';
import { input } from '../../trpc/input.ts';
import { procedure, run } from '../../trpc/init.ts';

export const AUDIT_MAX_LIMIT = 200;

export const auditInputSchema = z.object({
  actorKind: z.enum(AUDIT_ACTOR_KINDS).optional(),
  actorId: uuidSchema.optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  entityKey: z.string().max(100).optional(),
  recordId: uuidSchema.optional(),
  releaseId: uuidSchema.optional(),
  sourceIp: z.string().max(100).optional(),
  /** Entries at or after this time. */
  from: z.coerce.date({ error: 'from must be a date' }).optional(),
  /** Entries before this time. */
  to: z.coerce.date({ error: 'to must be a date' }).optional(),
  /**
   * One row per publish: the writes a publish made are left out of the list (read them with `releaseId` and
   * `published=true`), its `publish` entry counts them in `changes`.
   */
  grouped: z
    .enum(['true', 'false'], { error: 'grouped must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
  /** Only the live writes a release's publish made (its entries neither staged nor the publish itself). */
  published: z
    .enum(['true', 'false'], { error: 'published must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(AUDIT_MAX_LIMIT).default(50),
});
export type AuditInput = z.infer<typeof auditInputSchema>;

export const auditEntrySchema = z.object({
  id: z.uuid(),
  at: z.iso.datetime(),
  action: z.enum(AUDIT_ACTIONS),
  entityKey: z.string().nullable(),
  recordId: z.uuid().nullable(),
  releaseId: z.uuid().nullable(),
  staged: z.boolean(),
  actor: z.object({
    kind: z.enum(AUDIT_ACTOR_KINDS),
    id: z.uuid().nullable(),
    token: z
      .object({ id: z.uuid(), name: z.string() })
      .nullable()
      .describe('the API token the subject acted through ("token <name> of <email>")'),
  }),
  sourceIp: z.string().nullable(),
  changed: z.array(z.string()).describe('the fields an update changed'),
  changes: z
    .number()
    .int()
    .nullable()
    .describe("a publish's writes that changed something (made, deleted, or an update with a changed field)"),
});

const EQUAL: [keyof AuditInput, string][] = [
  ['actorKind', 'text'],
  ['actorId', 'uuid'],
  ['action', 'text'],
  ['entityKey', 'text'],
  ['recordId', 'uuid'],
  ['releaseId', 'uuid'],
  ['sourceIp', 'text'],
];

interface AuditRow {
  id: string;
  at: Date;
  action: (typeof AUDIT_ACTIONS)[number];
  entityKey: string | null;
  recordId: string | null;
  releaseId: string | null;
  staged: boolean;
  actorKind: (typeof AUDIT_ACTOR_KINDS)[number];
  actorId: string | null;
  actorTokenId: string | null;
  tokenName: string | null;
  sourceIp: string | null;
  changed: string[] | null;
  changes: number | null;
}

export async function listAudit(client: DbClient, filter: AuditInput) {
  const sql = new SqlBuilder();
  const where: string[] = [];
  for (const [column, type] of EQUAL) {
    const value = filter[column];
    if (value !== undefined) where.push(`"${column}" = ${sql.param(value, type)}`);
  }
  if (filter.from) where.push(`"createdAt" >= ${sql.param(filter.from, 'timestamptz')}`);
  if (filter.to) where.push(`"createdAt" < ${sql.param(filter.to, 'timestamptz')}`);
  // The changed fields of an update, computed from its two records (updatedAt aside).
  const changedOf = (entry: string) =>
    `CASE WHEN ${entry}."action" = 'update' THEN (SELECT coalesce(array_agg(k ORDER BY k), '{}') FROM jsonb_object_keys(${entry}."after") k ` +
    `WHERE k <> 'updatedAt' AND ${entry}."before" -> k IS DISTINCT FROM ${entry}."after" -> k) END`;
  const changed = changedOf('a');
  // A publish's own writes: live (not staged) record writes naming its release.
  const publishWrite = (entry: string) =>
    `(${entry}."releaseId" IS NOT NULL AND NOT ${entry}."staged" AND ${entry}."action" IN ('create', 'update', 'delete'))`;
  if (filter.published === true)
    where.push(`${publishWrite('a')} AND ("a"."action" <> 'update' OR cardinality(${changed}) > 0)`);
  // Grouped: a publish's writes are beneath its entry (publishes from before the entry existed stay listed).
  if (filter.grouped === true)
    where.push(
      `NOT (${publishWrite('a')} AND EXISTS (SELECT 1 FROM "${AUDIT_TABLE}" p WHERE p."entityKey" = 'system/releases' ` +
        `AND p."recordId" = "a"."releaseId" AND p."action" = 'publish'))`,
    );
  const changes =
    `CASE WHEN "a"."action" = 'publish' THEN (SELECT count(*)::int FROM "${AUDIT_TABLE}" w WHERE w."releaseId" = "a"."recordId" ` +
    `AND ${publishWrite('w')} AND (w."action" <> 'update' OR cardinality(${changedOf('w')}) > 0)) END`;
  const rows = await queryRows<AuditRow>(
    client,
    `SELECT "id"::text AS "id", "createdAt" AS "at", "action", "entityKey", "recordId"::text AS "recordId", ` +
      `"releaseId"::text AS "releaseId", "staged", "actorKind", "actorId"::text AS "actorId", ` +
      `"actorTokenId"::text AS "actorTokenId", (SELECT t."name" FROM "${API_TOKENS_TABLE}" t WHERE t."id" = "actorTokenId") AS "tokenName", ` +
      `"sourceIp", ${changed} AS "changed", ${changes} AS "changes" ` +
      `FROM "${AUDIT_TABLE}" "a"${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ` +
      `ORDER BY "createdAt" DESC, "id" DESC OFFSET ${sql.param(filter.offset, 'int')} LIMIT ${sql.param(filter.limit, 'int')}`,
    sql.params,
  );
  return rows.map((row) => ({
    id: row.id,
    at: new Date(row.at).toISOString(),
    action: row.action,
    entityKey: row.entityKey,
    recordId: row.recordId,
    releaseId: row.releaseId,
    staged: row.staged,
    actor: {
      kind: row.actorKind,
      id: row.actorId,
      token: row.actorTokenId ? { id: row.actorTokenId, name: row.tokenName ?? '' } : null,
    },
    sourceIp: row.sourceIp,
    changed: row.changed ?? [],
    changes: row.changes,
  }));
}

function parseAudit(raw: unknown): AuditInput {
  const result = auditInputSchema.safeParse(raw ?? {});
  if (!result.success) throw badRequest('Invalid audit filter', zodCauses(result.error));
  return result.data;
}

export const auditProcedure = procedure
  .meta({ access: 'restricted', action: { method: 'GET', path: '/api/system/audit' } })
  .input(input(auditInputSchema, parseAudit))
  .query(({ ctx, input }) => run(() => listAudit(ctx.db.prisma, input)));
