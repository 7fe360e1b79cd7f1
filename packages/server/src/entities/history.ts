/**
 * History and audit: every row a call writes through the entity service leaves an entry in
 * `system_audit_entries` (who, from where, which release, the whole record before and after), in the same
 * transaction as the write. Who is calling comes from the call's write scope, carried by the clients it writes
 * through (the one authorization hook gives every mutation a Db of its own: trpc/init.ts, db/index.ts `forCall`);
 * writes outside a call (seeds, command-line imports) record nothing.
 * A release read's replay records nothing; a staged write is recorded by the release (releases/stage.ts).
 */
import type { Entity } from '@symbol/contracts';
import { callOf, forCall, queryRows, type Db, type DbClient } from '../db/index.ts';
import { withDb, type Context } from '../trpc/context.ts';
import { isRecording } from './writes.ts';

export const AUDIT_TABLE = 'system_audit_entries';
const AUDIT_ENTITY = 'system/audit-entries';

export interface Actor {
  kind: 'subject' | 'server' | 'anonymous' | 'system';
  id: string | null;
  ip: string | null;
  /** The API token a subject acted through (rbac/api-tokens), if any. */
  tokenId?: string | null;
}

/** A call's write scope: its actor, resolved when its first write needs it. */
export interface WriteScope {
  actor(): Promise<Actor>;
}

const scopeOf = (client: DbClient) => callOf(client) as WriteScope | undefined;

/** `ctx` with a Db whose clients carry `scope`: every write through it is the scope's. */
export const inWriteScope = (ctx: Context, scope: WriteScope): Context => withDb(ctx, forCall(ctx.db, scope));

/** A call's scope: the server key, the signed-in subject, or an anonymous visitor, and the client's address. */
export function callScope(ctx: Context): WriteScope {
  let actor: Promise<Actor> | undefined;
  const resolve = async (): Promise<Actor> => {
    const ip = ctx.request.ip ?? null;
    if (ctx.isServer) return { kind: 'server', id: null, ip };
    const subject = await ctx.auth.optionalSubject();
    return subject
      ? { kind: 'subject', id: subject.id, ip, tokenId: subject.apiToken?.id ?? null }
      : { kind: 'anonymous', id: null, ip };
  };
  return { actor: () => (actor ??= resolve()) };
}

const SYSTEM: WriteScope = { actor: async () => ({ kind: 'system', id: null, ip: null }) };

/** `db` writing as the server itself (the scheduler) unless it is already a call's. */
export const asSystem = (db: Db): Db => (scopeOf(db.prisma) ? db : forCall(db, SYSTEM));

/** Transactions replaying a release for a read or a staging: their writes are not history. */
const silent = new WeakSet<object>();
export const silence = (client: DbClient) => void silent.add(client);

/** Transactions publishing a release: their entries name it. */
const publishing = new WeakMap<object, string>();
export const publishingRelease = (client: DbClient, releaseId: string) => void publishing.set(client, releaseId);

/** `off`: write nothing; `record`: a staging transaction hears of the row (writes.ts); `write`: an entry now. */
export type HistoryMode = 'off' | 'record' | 'write';

export function historyMode(client: DbClient, entity: Entity): HistoryMode {
  if (entity.key === AUDIT_ENTITY) return 'off';
  if (isRecording(client)) return 'record';
  if (silent.has(client) || !scopeOf(client)) return 'off';
  return 'write';
}

/** The actor of the call writing through `client` (the server itself outside one). */
export const actorOf = (client: DbClient): Promise<Actor> => (scopeOf(client) ?? SYSTEM).actor();

export interface Entry {
  action: 'create' | 'update' | 'delete' | 'sign-in' | 'publish';
  entityKey: string | null;
  recordId: string | null;
  releaseId?: string | null;
  staged?: boolean;
  before?: unknown;
  after?: unknown;
}

const COLUMNS =
  '"createdAt", "updatedAt", "action", "entityKey", "recordId", "releaseId", "staged", "actorKind", "actorId", "actorTokenId", "sourceIp", "before", "after"';

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/**
 * The entry's parameters (numbered after the first `offset` ones) and its VALUES expressions. `fromRow`: the
 * record id and `after` are the columns of the row the same statement inserts (`"w"`), not parameters.
 */
function entryParams(entry: Entry, actor: Actor, offset: number, fromRow = false) {
  const params: unknown[] = [];
  const p = (value: unknown, cast = '') => {
    params.push(value);
    return `$${offset + params.length}${cast}`;
  };
  const values = [
    'clock_timestamp()',
    'clock_timestamp()',
    p(entry.action),
    p(entry.entityKey),
    fromRow ? '"w"."id"' : p(entry.recordId, '::uuid'),
    p(entry.releaseId ?? null, '::uuid'),
    p(entry.staged ?? false),
    p(actor.kind),
    p(actor.id, '::uuid'),
    p(actor.tokenId ?? null, '::uuid'),
    p(actor.ip),
    p(json(entry.before), '::jsonb'),
    fromRow ? 'to_jsonb("w")' : p(json(entry.after), '::jsonb'),
  ].join(', ');
  return { params, values };
}

/**
 * Writes one entry through `client` (inside the write's transaction). The first entry of a record that has none
 * (a seeded or imported record: seeds and imports record nothing) is an update whose `before` is the record as it
 * was made: the same statement writes that state first, as the record's creation by the system at its own
 * `createdAt`, so History keeps it as a version ("Make it as after this change" brings it back).
 */
export async function writeEntry(client: DbClient, entry: Entry, actor?: Actor): Promise<void> {
  const { params, values } = entryParams(
    { ...entry, releaseId: entry.releaseId ?? publishing.get(client) ?? null },
    actor ?? (await actorOf(client)),
    0,
  );
  const before = entry.before as Record<string, unknown> | null | undefined;
  if (entry.action !== 'update' || !before || !entry.entityKey || !entry.recordId) {
    await queryRows(client, `INSERT INTO "${AUDIT_TABLE}" (${COLUMNS}) VALUES (${values})`, params);
    return;
  }
  const made = before.createdAt ?? null;
  const key = params.length + 1;
  const original =
    `SELECT coalesce($${key + 2}::timestamptz, clock_timestamp() - interval '1 millisecond'), ` +
    `coalesce($${key + 2}::timestamptz, clock_timestamp() - interval '1 millisecond'), 'create', $${key}::text, ` +
    `$${key + 1}::uuid, NULL, false, 'system', NULL, NULL, NULL, NULL, $${key + 3}::jsonb ` +
    `WHERE NOT EXISTS (SELECT 1 FROM "${AUDIT_TABLE}" WHERE "entityKey" = $${key}::text AND "recordId" = $${key + 1}::uuid)`;
  await queryRows(
    client,
    `WITH "o" AS (INSERT INTO "${AUDIT_TABLE}" (${COLUMNS}) ${original}) ` +
      `INSERT INTO "${AUDIT_TABLE}" (${COLUMNS}) VALUES (${values})`,
    [...params, entry.entityKey, entry.recordId, made instanceof Date ? made.toISOString() : made, json(before)],
  );
}

/**
 * A module's own write outside the entity service (an order's status, moved by the order lifecycle): its entry as
 * the service would leave it, the system's when no call is writing (a payment provider's return, the scheduler), so
 * such changes have a history too. None in a release's replay or staging.
 */
export async function writeModuleEntry(client: DbClient, entry: Entry): Promise<void> {
  if (silent.has(client) || isRecording(client)) return;
  await writeEntry(client, entry);
}

/**
 * A create's `INSERT … RETURNING` with its entry written by the same statement (`after` is the inserted row as
 * PostgreSQL makes it JSON: history.ts's readers normalise its dates and decimals).
 */
export async function withCreateEntry(
  client: DbClient,
  insert: { text: string; params: unknown[] },
  entity: Entity,
  selectList: string,
): Promise<{ text: string; params: unknown[] }> {
  const { params, values } = entryParams(
    { action: 'create', entityKey: entity.key, recordId: null },
    await actorOf(client),
    insert.params.length,
    true,
  );
  return {
    text:
      `WITH "w" AS (${insert.text}), "h" AS (INSERT INTO "${AUDIT_TABLE}" (${COLUMNS}) SELECT ${values} FROM "w") ` +
      `SELECT ${selectList} FROM "w"`,
    params: [...insert.params, ...params],
  };
}

/** The row as it is before a write, locked until the write's transaction ends (null when there is none). */
export async function lockedRow(
  client: DbClient,
  entity: Entity,
  selectList: string,
  id: string,
): Promise<Record<string, unknown> | null> {
  const rows = await queryRows<Record<string, unknown>>(
    client,
    `SELECT ${selectList} FROM "${entity.table}" WHERE "id" = $1::uuid FOR UPDATE`,
    [id],
  );
  return rows[0] ?? null;
}
