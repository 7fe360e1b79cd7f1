/**
 * Moves a site of the original system here: every record of a folder in its layout (folder.ts), mapped to our
 * entities (mapping.ts), written through the entity service's parsing, referenced records first. Each model is
 * one transaction, so a crash leaves no model half-imported; within it a record that cannot be written is
 * reported with its file and reason while the others go in. A record already here (same id) is compared and
 * left alone: equal is `matched`, different is `skipped` (never overwritten), so a second run changes nothing.
 * `dryRun` does all of it in one transaction that is rolled back, and stores no file bytes.
 */
import { getEntity, type Entity } from '@symbol/contracts';
import type { Config } from '../../config.ts';
import { queryRows, type Db, type DbClient } from '../../db/index.ts';
import { quoteIdent } from '../../entities/columns.ts';
import * as entities from '../../entities/service.ts';
import { plainDecimal, type Row } from '../../entities/serialize.ts';
import { AppError } from '../../errors.ts';
import { importedFile, type ImportedFile } from '../../modules/file-storage/imported.ts';
import type { FileStorage } from '../../modules/file-storage/storage.ts';
import { readSpsFolder, type SourceRecord } from './folder.ts';
import { mappingOf, type SpsMapping } from './mapping.ts';

export interface ImportContext {
  db: Db;
  storage: FileStorage;
  config: Pick<Config, 'FILE_LIMIT_BYTES' | 'FILE_ALLOWED_TYPES'>;
}

export interface ImportOptions {
  folder: string;
  dryRun?: boolean;
}

/** A record the report names: its file (relative to the folder) and what happened to it. */
export interface ReportEntry {
  file: string;
  reason: string;
}

export interface ModelReport {
  /** The original's model or relation, `host/models/page`. */
  source: string;
  /** Ours, `host/pages`; absent when we have none. */
  entity?: string;
  created: number;
  matched: number;
  skipped: ReportEntry[];
  failed: ReportEntry[];
  /** Said about records that were written or matched all the same (a file without its bytes, a role matched by slug). */
  notes: ReportEntry[];
}

export interface ImportReport {
  dryRun: boolean;
  models: ModelReport[];
}

/** What the run learned so far, shared by its models: ids that exist, and the original's ids that are ours under another. */
interface RunState {
  known: Map<string, Set<string>>;
  remapped: Map<string, Map<string, string>>;
}

const SYSTEM_KEYS = new Set(['id', 'createdAt', 'updatedAt']);
/** The transaction of one model may be long on a large site. */
const MODEL_TIMEOUT_MS = 30 * 60_000;

class DryRunRollback extends Error {}

export async function importSps(ctx: ImportContext, options: ImportOptions): Promise<ImportReport> {
  const records = await readSpsFolder(options.folder);
  const bySource = new Map<string, SourceRecord[]>();
  for (const record of records) {
    const list = bySource.get(record.source);
    if (list) list.push(record);
    else bySource.set(record.source, [record]);
  }

  const reports: ModelReport[] = [];
  const plans: { mapping: SpsMapping; records: SourceRecord[]; report: ModelReport }[] = [];
  for (const [source, list] of bySource) {
    const mapping = mappingOf(source);
    const report: ModelReport = {
      source,
      entity: mapping?.entity.key,
      created: 0,
      matched: 0,
      skipped: [],
      failed: [],
      notes: [],
    };
    reports.push(report);
    if (!mapping) {
      report.skipped = list.map(({ file }) => ({ file, reason: `no entity here for ${source}` }));
      continue;
    }
    plans.push({ mapping, records: list, report });
  }
  const order = dependencyOrder(plans.map((p) => p.mapping.entity));
  plans.sort((a, b) => order.indexOf(a.mapping.entity.key) - order.indexOf(b.mapping.entity.key));

  const state: RunState = { known: new Map(), remapped: new Map() };
  const importPlan = (tx: DbClient, plan: (typeof plans)[number]) =>
    importModel(ctx, tx, state, options, plan.mapping, plan.records, plan.report);
  if (options.dryRun) {
    await ctx.db
      .transaction(
        async (tx) => {
          for (const plan of plans) await importPlan(tx, plan);
          throw new DryRunRollback();
        },
        { timeoutMs: MODEL_TIMEOUT_MS },
      )
      .catch((error: unknown) => {
        if (!(error instanceof DryRunRollback)) throw error;
      });
  } else {
    // A model that fails as a whole (the database went away) is rolled back and ends the run.
    for (const plan of plans) await ctx.db.transaction((tx) => importPlan(tx, plan), { timeoutMs: MODEL_TIMEOUT_MS });
  }
  reports.sort(
    (a, b) => order.indexOf(a.entity ?? '') - order.indexOf(b.entity ?? '') || a.source.localeCompare(b.source),
  );
  return { dryRun: !!options.dryRun, models: reports };
}

/**
 * The entities in an order where every entity comes after those its `ref` fields point at (among the given
 * ones); ties keep the catalogue's order. A cycle is a catalogue error.
 */
export function dependencyOrder(list: readonly Entity[]): string[] {
  const keys = new Set<string>(list.map((e) => e.key));
  const done: string[] = [];
  const visiting = new Set<string>();
  const visit = (entity: Entity) => {
    if (done.includes(entity.key)) return;
    if (visiting.has(entity.key)) throw new Error(`the catalogue's references form a cycle through ${entity.key}`);
    visiting.add(entity.key);
    for (const field of Object.values(entity.fields)) {
      if (field.kind !== 'ref' || field.target === entity.key || !keys.has(field.target)) continue;
      visit(list.find((e) => e.key === field.target)!);
    }
    visiting.delete(entity.key);
    done.push(entity.key);
  };
  for (const entity of list) visit(entity);
  return done;
}

const reasonOf = (error: unknown) =>
  error instanceof AppError
    ? [error.message, ...error.causes].join('; ')
    : error instanceof Error
      ? error.message
      : String(error);

async function importModel(
  ctx: ImportContext,
  tx: DbClient,
  state: RunState,
  options: ImportOptions,
  mapping: SpsMapping,
  records: SourceRecord[],
  report: ModelReport,
): Promise<void> {
  const { entity } = mapping;
  const known = setOf(state.known, entity.key);
  for (const source of records) {
    const { file } = source;
    try {
      if (!source.record) throw new Error(source.error);
      const id = idOf(source);
      let data = mappedData(mapping, state, source.record);
      let bytes: Pick<ImportedFile, 'store' | 'discard'> = {};
      if (entity.key === 'file-storage/files') {
        const imported = await importedFile(ctx, options.folder, id, data);
        data = imported.data;
        bytes = imported;
        if (imported.note) report.notes.push({ file, reason: imported.note });
      }
      const given = entities.parseData(entity, data);

      if (mapping.rules.matchBy === 'slug' && typeof given.slug === 'string' && given.slug) {
        const [same] = await rowsWhere(tx, entity, 'slug', given.slug);
        if (same) {
          known.add(String(same.id));
          report.matched++;
          if (same.id !== id) {
            setOf(state.remapped, entity.key, new Map<string, string>()).set(id, String(same.id));
            report.notes.push({
              file,
              reason: `slug ${given.slug} is ours already: its links now point at ${same.id}`,
            });
          }
          continue;
        }
      }

      const [existing] = await rowsWhere(tx, entity, 'id', id);
      if (existing) {
        known.add(id);
        const differing = differences(entity, given, existing);
        if (differing.length === 0) report.matched++;
        else
          report.skipped.push({ file, reason: `exists with other values (${differing.join(', ')}): not overwritten` });
        continue;
      }

      await requireReferences(tx, state, entity, given);
      const values = entities.withTimestamps(entities.parseCreate(entity, data), entities.givenTimestamps(data), true);
      const storesBytes = !options.dryRun && bytes.store;
      await withSavepoint(tx, async () => {
        if (storesBytes) await bytes.store!();
        try {
          await entities.insertRow(tx, entity, values);
        } catch (error) {
          if (storesBytes) await bytes.discard?.();
          throw error;
        }
      });
      known.add(id);
      report.created++;
    } catch (error) {
      report.failed.push({ file, reason: reasonOf(error) });
    }
  }
}

function setOf<T>(map: Map<string, T>, key: string, empty?: T): T {
  let value = map.get(key);
  if (!value) {
    value = empty ?? (new Set() as T);
    map.set(key, value);
  }
  return value;
}

/** The record's id: its own `id`, else its file name's; the two must agree. */
function idOf(source: SourceRecord): string {
  const fromName = /([^/\\]+)\.json$/.exec(source.file)?.[1];
  const id = source.record?.id ?? fromName;
  const parsed = entities.idSchema.safeParse(id);
  if (!parsed.success) throw new Error(`id must be a uuid (got ${JSON.stringify(id)})`);
  if (fromName && fromName.toLowerCase() !== parsed.data.toLowerCase() && entities.idSchema.safeParse(fromName).success)
    throw new Error(`id ${parsed.data} differs from the file name`);
  return parsed.data.toLowerCase();
}

/**
 * The original's record in our field names: renamed and dropped as its rules say; `null` where our field
 * takes no null is taken as absent (the original's nullable columns), so our default or generated value
 * applies; references to records matched under another id point at ours.
 */
function mappedData(mapping: SpsMapping, state: RunState, record: Record<string, unknown>): Record<string, unknown> {
  const { entity, rules } = mapping;
  const data: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(record)) {
    if (rules.drop && Object.hasOwn(rules.drop, name)) continue;
    if (rules.emptyOnly && Object.hasOwn(rules.emptyOnly, name)) {
      if (value === null || value === undefined || value === '') continue;
      throw new Error(`${name}: ${JSON.stringify(value)} cannot be kept (${rules.emptyOnly[name]})`);
    }
    const ours = rules.renames?.[name] ?? name;
    const field = entity.fields[ours];
    if (value === null && field && !field.optional) continue;
    data[ours] = field?.kind === 'ref' && typeof value === 'string' ? rewrittenId(state, field.target, value) : value;
  }
  data.id = idOf({ source: mapping.source, file: '', record });
  return data;
}

const rewrittenId = (state: RunState, target: string, id: string) =>
  state.remapped.get(target)?.get(id.toLowerCase()) ?? id;

async function rowsWhere(client: DbClient, entity: Entity, column: string, value: string): Promise<Row[]> {
  const cast = column === 'id' ? '::uuid' : '';
  return queryRows<Row>(
    client,
    `SELECT * FROM ${quoteIdent(entity.table)} WHERE ${quoteIdent(column)} = $1${cast} LIMIT 1`,
    [value],
  );
}

/** Every reference names a record that exists here (or that this run has imported): a clear reason otherwise. */
async function requireReferences(client: DbClient, state: RunState, entity: Entity, given: Record<string, unknown>) {
  for (const [name, field] of Object.entries(entity.fields)) {
    const value = given[name];
    if (field.kind !== 'ref' || typeof value !== 'string') continue;
    const known = setOf(state.known, field.target);
    if (known.has(value)) continue;
    if ((await rowsWhere(client, getEntity(field.target), 'id', value)).length === 0)
      throw new Error(`${name}: no ${field.target} ${value} here or in the folder`);
    known.add(value);
  }
}

/**
 * One record's writes as a unit inside the model's transaction: when they fail, the transaction goes on as
 * before them, so the model's other records are still written.
 */
async function withSavepoint(tx: DbClient, work: () => Promise<void>): Promise<void> {
  await tx.$executeRawUnsafe('SAVEPOINT sps_record');
  try {
    await work();
  } catch (error) {
    await tx.$executeRawUnsafe('ROLLBACK TO SAVEPOINT sps_record');
    throw error;
  }
  await tx.$executeRawUnsafe('RELEASE SAVEPOINT sps_record');
}

/** Given fields whose values differ from the row's (generated fields given empty are not compared). */
function differences(entity: Entity, given: Record<string, unknown>, row: Row): string[] {
  return Object.keys(given).filter((name) => {
    if (SYSTEM_KEYS.has(name)) return false;
    const field = entity.fields[name];
    if (!field) return false;
    if ((field.kind === 'slug' || field.kind === 'adminTitle') && !given[name]) return false;
    return comparable(field.kind, given[name]) !== comparable(field.kind, row[name]);
  });
}

/** A value as text that is equal for equal values: dates as ISO, decimals without trailing zeros, JSON with sorted keys. */
function comparable(kind: string, value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (kind === 'datetime') return new Date(value as string | Date).toISOString();
  if (kind === 'decimal') return plainDecimal(value);
  return JSON.stringify(sorted(value));
}

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value && typeof value === 'object' && !(value instanceof Date))
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
    );
  return value;
}
