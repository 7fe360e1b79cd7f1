/**
 * Moves a site of the original system here: every record of a folder in its layout (folder.ts), mapped to our
 * entities (mapping.ts), written through the entity service's parsing, referenced records first. Each model is
 * one transaction, so a crash leaves no model half-imported; within it a record that cannot be written is
 * reported with its file and reason while the others go in. A record already here (same id) is compared and
 * left alone: equal is `matched`, different is `skipped` (never overwritten), so a second run changes nothing.
 * `dryRun` does all of it in one transaction that is rolled back, and stores no file bytes.
 */
import { getEntity, type Entity } from '@symbol/contracts';
import { tiptapDocument, type TipTapNode } from '@symbol/contracts/rich-text';
import type { Config } from '../../config.ts';
import { queryRows, type Db, type DbClient } from '../../db/index.ts';
import { quoteIdent } from '../../entities/columns.ts';
import * as entities from '../../entities/service.ts';
import { plainDecimal, type Row } from '../../entities/serialize.ts';
import { AppError } from '../../errors.ts';
import { importedFile, type ImportedFile } from '../../modules/file-storage/imported.ts';
import type { FileStorage } from '../../modules/file-storage/storage.ts';
import { readSpsFolder, type SourceRecord } from './folder.ts';
import { mappingOfRecord, type SpsMapping } from './mapping.ts';

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
  /** Fields of its records that we do not model, left out (each named in a note). */
  fieldsLeftOut: number;
}

export interface ImportReport {
  dryRun: boolean;
  models: ModelReport[];
}

/**
 * What the run learned so far, shared by its models: ids that exist, the original's ids that are ours under
 * another, the ids the folder holds per entity (with their files) and those of them that could not be written.
 */
interface RunState {
  known: Map<string, Set<string>>;
  remapped: Map<string, Map<string, string>>;
  inFolder: Map<string, Map<string, string>>;
  notWritten: Map<string, Set<string>>;
  /** An imported file's path in the original (`/file-storage/static/bell.png`) → its url here. */
  fileUrls: Map<string, string>;
}

/** A record left as it is, with its reason: not a failure of the run (a dangling link, a record edited here). */
class Skip extends Error {}
/** A record naming a record of its own model that comes later in the folder: tried again after the others. */
class Later extends Error {}

const FILES = 'file-storage/files';
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
  const plans: Plan[] = [];
  const state: RunState = {
    known: new Map(),
    remapped: new Map(),
    inFolder: new Map(),
    notWritten: new Map(),
    fileUrls: new Map(),
  };
  for (const [source, list] of bySource) {
    const report: ModelReport = {
      source,
      entity: mappingOfRecord(source, undefined)?.entity.key,
      created: 0,
      matched: 0,
      skipped: [],
      failed: [],
      notes: [],
      fieldsLeftOut: 0,
    };
    reports.push(report);
    // Usually one plan per model; a model whose rules reroute some records has a second, for the other entity.
    const planOf = new Map<string, Plan>();
    for (const record of list) {
      const mapping = mappingOfRecord(source, record.record);
      if (!mapping) {
        report.skipped.push({ file: record.file, reason: `no entity here for ${source}` });
        continue;
      }
      if (mapping.rerouted)
        report.notes.push({ file: record.file, reason: `${mapping.rerouted}: kept as ${mapping.entity.key}` });
      let plan = planOf.get(mapping.entity.key);
      if (!plan) {
        plan = { mapping, records: [], report };
        planOf.set(mapping.entity.key, plan);
        plans.push(plan);
      }
      plan.records.push(record);
      const id = safeIdOf(record);
      if (id) setOf(state.inFolder, mapping.entity.key, new Map<string, string>()).set(id, record.file);
    }
  }
  // Files first (they name no other record): rich texts of the models after them name their images' new urls.
  const order = dependencyOrder([...new Map(plans.map((p) => [p.mapping.entity.key, p.mapping.entity])).values()]);
  if (order.includes(FILES)) order.sort((a, b) => Number(b === FILES) - Number(a === FILES));
  plans.sort((a, b) => order.indexOf(a.mapping.entity.key) - order.indexOf(b.mapping.entity.key));

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

interface Plan {
  mapping: SpsMapping;
  records: SourceRecord[];
  report: ModelReport;
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
  const notWritten = setOf(state.notWritten, entity.key);
  // Records naming a later record of their own model wait for it: passes until one writes nothing more.
  let pending = records;
  for (let pass = 0; pending.length > 0; pass++) {
    const later: { source: SourceRecord; reason: string }[] = [];
    for (const source of pending) {
      const outcome = await importRecord(ctx, tx, state, options, mapping, source, report, known);
      if (outcome instanceof Later) later.push({ source, reason: outcome.message });
    }
    if (later.length === pending.length) {
      for (const { source, reason } of later) {
        report.skipped.push({ file: source.file, reason });
        const id = safeIdOf(source);
        if (id) notWritten.add(id);
      }
      break;
    }
    pending = later.map((l) => l.source);
  }
}

/** One record: created, matched, skipped or failed (into the report), or `Later` when it waits for its own model. */
async function importRecord(
  ctx: ImportContext,
  tx: DbClient,
  state: RunState,
  options: ImportOptions,
  mapping: SpsMapping,
  source: SourceRecord,
  report: ModelReport,
  known: Set<string>,
): Promise<Later | undefined> {
  const { entity } = mapping;
  const { file } = source;
  try {
    if (!source.record) throw new Error(source.error);
    const id = idOf(source);
    const { data: mapped, leftOut } = mappedData(mapping, state, source.record);
    let data = mapped;
    let bytes: Pick<ImportedFile, 'store' | 'discard'> = {};
    if (entity.key === FILES) {
      const imported = await importedFile(ctx, options.folder, id, data);
      if (typeof data.file === 'string' && imported.data.file !== data.file)
        state.fileUrls.set(data.file, String(imported.data.file));
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
        return;
      }
    }

    const [existing] = await rowsWhere(tx, entity, 'id', id);
    if (existing) {
      known.add(id);
      const differing = differences(entity, given, existing);
      if (differing.length === 0) report.matched++;
      else report.skipped.push({ file, reason: `exists with other values (${differing.join(', ')}): not overwritten` });
      return;
    }

    await requireReferences(tx, state, entity, given);
    if (leftOut.length) {
      report.fieldsLeftOut += leftOut.length;
      report.notes.push({ file, reason: `not modelled here, left out: ${leftOut.join(', ')}` });
    }
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
    if (error instanceof Later) return error;
    const id = safeIdOf(source);
    if (id) setOf(state.notWritten, entity.key).add(id);
    if (error instanceof Skip) report.skipped.push({ file, reason: error.message });
    else report.failed.push({ file, reason: reasonOf(error) });
  }
  return undefined;
}

function setOf<T>(map: Map<string, T>, key: string, empty?: T): T {
  let value = map.get(key);
  if (!value) {
    value = empty ?? (new Set() as T);
    map.set(key, value);
  }
  return value;
}

const safeIdOf = (source: SourceRecord) => {
  try {
    return idOf(source);
  } catch {
    return undefined;
  }
};

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
function mappedData(
  mapping: SpsMapping,
  state: RunState,
  record: Record<string, unknown>,
): { data: Record<string, unknown>; leftOut: string[] } {
  const { entity, rules } = mapping;
  const data: Record<string, unknown> = {};
  const leftOut: string[] = [];
  for (const [name, value] of Object.entries(record)) {
    if (rules.drop && Object.hasOwn(rules.drop, name)) continue;
    if (rules.emptyOnly && Object.hasOwn(rules.emptyOnly, name)) {
      if (isEmpty(value)) continue;
      throw new Skip(
        `${name}: ${JSON.stringify(value)} cannot be kept (${rules.emptyOnly[name]}), so neither is the record`,
      );
    }
    const ours = rules.renames?.[name] ?? name;
    const field = entity.fields[ours];
    if (!field && !SYSTEM_KEYS.has(ours)) {
      if (!isEmpty(value)) leftOut.push(name);
      continue;
    }
    if (value === null && field && !field.optional) continue;
    data[ours] =
      field?.kind === 'ref' && typeof value === 'string'
        ? rewrittenId(state, field.target, value)
        : field?.kind === 'localized' && field.rich
          ? withImportedImages(state, value)
          : value;
  }
  data.id = idOf({ source: mapping.source, file: '', record });
  return { data, leftOut };
}

/**
 * A rich text's TipTap images that show an imported file, as the original names it (its path, or a url ending in
 * `/public<path>` or `<path>`), pointed at the file's url here; anything else is left as it is.
 */
function withImportedImages(state: RunState, value: unknown): unknown {
  if (state.fileUrls.size === 0 || !value || typeof value !== 'object') return value;
  const urlHere = (src: string) => {
    const path = src.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '').replace(/^\/public(?=\/)/, '');
    return state.fileUrls.get(path);
  };
  const visit = (node: TipTapNode) => {
    const src = node.attrs?.src;
    if (node.type === 'image' && typeof src === 'string') {
      const url = urlHere(src);
      if (url) node.attrs = { ...node.attrs, src: url };
    }
    node.content?.forEach(visit);
  };
  return Object.fromEntries(
    Object.entries(value).map(([language, text]) => {
      const doc = tiptapDocument(text);
      if (!doc) return [language, text];
      visit(doc);
      return [language, JSON.stringify(doc)];
    }),
  );
}

/** A value that holds nothing: null, '', an empty object or list. */
const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (typeof value === 'object' && Object.keys(value as object).length === 0);

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

/**
 * Every reference names a record that exists here (or that this run has imported). Otherwise the record is
 * skipped with why: its target is in neither place, or is in the folder but was not written (then a run after
 * that is fixed writes this one too); a target of its own model not yet written makes it wait (`Later`).
 */
async function requireReferences(client: DbClient, state: RunState, entity: Entity, given: Record<string, unknown>) {
  for (const [name, field] of Object.entries(entity.fields)) {
    const value = given[name];
    if (field.kind !== 'ref' || typeof value !== 'string') continue;
    const known = setOf(state.known, field.target);
    if (known.has(value)) continue;
    const targetFile = state.inFolder.get(field.target)?.get(value);
    const notWritten = state.notWritten.get(field.target)?.has(value);
    if (targetFile && !notWritten && field.target === entity.key)
      throw new Later(`${name}: ${field.target} ${value} (${targetFile}) could not be written before it`);
    if ((await rowsWhere(client, getEntity(field.target), 'id', value)).length === 0) {
      if (targetFile)
        throw new Skip(
          `${name}: ${field.target} ${value} (${targetFile}) was not written; a run after it is fixed writes this too`,
        );
      throw new Skip(`${name}: no ${field.target} ${value} here or in the folder`);
    }
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
