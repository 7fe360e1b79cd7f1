/**
 * A record's versions (its history entries, entities/history.ts) and restoring one: the state a version holds
 * is written back through the service, so the restore is itself a new version (or a staged one in a release).
 */
import type { Entity, Field } from '@symbol/contracts';
import { queryRows, type Db, type DbClient } from '../db/index.ts';
import { badRequest, notFound } from '../errors.ts';
import { columnsOf } from './columns.ts';
import { AUDIT_TABLE } from './history.ts';
import { plainDecimal, type Row } from './serialize.ts';
import { deleteRow, getRow, insertRow, parseCreate, parseUpdate, updateRow } from './service.ts';

export const VERSIONS_MAX_LIMIT = 100;

export interface Version {
  id: string;
  action: 'create' | 'update' | 'delete';
  at: string;
  releaseId: string | null;
  staged: boolean;
  actor: { kind: string; id: string | null };
  before: Row | null;
  after: Row | null;
  /** The fields whose value differs between before and after (`updatedAt` aside). */
  changed: string[];
}

type Stored = Record<string, unknown> | null;

/** A stored record as the API answers it: dates as ISO text, decimals plain (PostgreSQL's JSON writes its own). */
export function normalize(entity: Entity, stored: Stored): Row | null {
  if (!stored) return null;
  const out: Row = {};
  for (const [column, kind] of columnsOf(entity).readable) {
    if (!Object.hasOwn(stored, column)) continue;
    const value = stored[column];
    if (value === null || value === undefined) out[column] = value ?? null;
    else if (kind === 'timestamp' || kind === 'datetime') out[column] = new Date(value as string).toISOString();
    else if (kind === 'decimal') out[column] = plainDecimal(value);
    else out[column] = value;
  }
  return out;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export function changedFields(before: Row | null, after: Row | null): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  keys.delete('updatedAt');
  return [...keys].filter((key) => !same(before?.[key], after?.[key]));
}

interface EntryRow {
  id: string;
  action: Version['action'];
  at: Date;
  releaseId: string | null;
  staged: boolean;
  actorKind: string;
  actorId: string | null;
  before: Stored;
  after: Stored;
}

const ENTRY_COLUMNS =
  '"id"::text AS "id", "action", "createdAt" AS "at", "releaseId"::text AS "releaseId", "staged", "actorKind", ' +
  '"actorId"::text AS "actorId", "before", "after"';

function toVersion(entity: Entity, row: EntryRow): Version {
  const before = normalize(entity, row.before);
  const after = normalize(entity, row.after);
  return {
    id: row.id,
    action: row.action,
    at: new Date(row.at).toISOString(),
    releaseId: row.releaseId,
    staged: row.staged,
    actor: { kind: row.actorKind, id: row.actorId },
    before,
    after,
    changed: changedFields(before, after),
  };
}

/** The record's versions, newest first (staged ones included, with their release). */
export async function listVersions(
  client: DbClient,
  entity: Entity,
  id: string,
  { offset = 0, limit = 20 }: { offset?: number; limit?: number },
): Promise<Version[]> {
  const rows = await queryRows<EntryRow>(
    client,
    `SELECT ${ENTRY_COLUMNS} FROM "${AUDIT_TABLE}" WHERE "entityKey" = $1 AND "recordId" = $2::uuid ` +
      // A release's publish entry is the audit's, not a version of the release record.
      `AND "action" IN ('create', 'update', 'delete') ORDER BY "createdAt" DESC, "id" DESC OFFSET $3 LIMIT $4`,
    [entity.key, id, offset, Math.min(limit, VERSIONS_MAX_LIMIT)],
  );
  return rows.map((row) => toVersion(entity, row));
}

async function findVersion(client: DbClient, entity: Entity, id: string, versionId: string): Promise<Version> {
  const [row] = await queryRows<EntryRow>(
    client,
    `SELECT ${ENTRY_COLUMNS} FROM "${AUDIT_TABLE}" WHERE "id" = $1::uuid AND "entityKey" = $2 AND "recordId" = $3::uuid ` +
      `AND "action" IN ('create', 'update', 'delete')`,
    [versionId, entity.key, id],
  );
  if (!row) throw notFound(`Version ${versionId} of ${entity.key} ${id} not found`);
  return toVersion(entity, row);
}

const SYSTEM = new Set(['id', 'createdAt', 'updatedAt']);
const fieldsOf = (state: Row) => Object.fromEntries(Object.entries(state).filter(([key]) => !SYSTEM.has(key)));

async function current(client: DbClient, entity: Entity, id: string): Promise<Row | null> {
  try {
    return (await getRow(client, entity, id)) as Row;
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
}

/**
 * Makes the record `state` again (null: deleted) through the service on `client`: an update of the fields that
 * differ, a create with its id when it is gone, a delete. Answers the record as it is then (null when deleted).
 */
export async function writeState(client: DbClient, entity: Entity, id: string, state: Row | null): Promise<Row | null> {
  const now = await current(client, entity, id);
  if (!state) {
    if (now) await deleteRow(client, entity, id);
    return null;
  }
  if (!now) return (await insertRow(client, entity, parseCreate(entity, { ...fieldsOf(state), id }))) as Row;
  const differing = Object.fromEntries(
    Object.entries(fieldsOf(state)).filter(([key, value]) => !same(now[key], value)),
  );
  if (!Object.keys(differing).length) return now;
  return (await updateRow(client, entity, id, parseUpdate(entity, differing))) as Row;
}

/**
 * The fields only the entity's own service sets (a release's status) that restoring `state` would change: from
 * the record as it is, or from their defaults when it is gone. A restore is an edit, and the edit refuses them.
 */
function serviceSetChanges(entity: Entity, state: Row, now: Row | null): string[] {
  return Object.entries(entity.fields as Record<string, Field>).flatMap(([name, field]) => {
    if (!field.serviceSet || !Object.hasOwn(state, name)) return [];
    const was = now ? now[name] : 'default' in field ? field.default : null;
    return same(was, state[name]) ? [] : [name];
  });
}

/**
 * Restores the state a version holds: the record after it, or for a deletion the record as it was deleted.
 * One transaction; answers the record as restored. A version whose fields only the service sets differ from
 * the record's (a published release's first version: status open) is a 400, as the edit is.
 */
export async function restoreVersion(db: Db, entity: Entity, id: string, versionId: string): Promise<Row> {
  return db.transaction(async (tx) => {
    const version = await findVersion(tx, entity, id, versionId);
    const state = version.action === 'delete' ? version.before : version.after;
    if (!state) throw badRequest(`Version ${versionId} holds no state of the record`);
    const refused = serviceSetChanges(entity, state, await current(tx, entity, id));
    if (refused.length)
      throw badRequest(
        `Version ${versionId} cannot be restored: it holds other values of fields only the server sets`,
        refused.map((name) => `${name}: set by the server, never restored`),
      );
    return (await writeState(tx, entity, id, state))!;
  });
}
