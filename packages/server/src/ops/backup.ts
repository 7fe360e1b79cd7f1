/**
 * `pnpm backup <file>` and `pnpm restore <file>`: one archive (tar.gz) holding the database, the local file
 * storage and the data directory's secrets (the server key, the token-signing secret, the dummy provider's).
 *
 * The database is dumped as data, table by table (the catalogue's in public and the modules' own schemas'; the search
 * index is derived and rebuilt), inside one REPEATABLE READ transaction (one consistent snapshot
 * while the server keeps serving), each row as the JSON PostgreSQL makes of it (`row_to_json`), which
 * `json_populate_recordset` turns back into the same values (numeric digits, timestamps to the microsecond, jsonb).
 * The schema is not dumped: the archive names the migrations it was at, and a restore applies those, loads the rows,
 * then applies any newer ones. So one format serves the embedded PGlite and PostgreSQL alike, either way round, with
 * no pg_dump of the server's own version needed. The embedded database is read by this process: stop the server.
 */
import { once } from 'node:events';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { copyFile, cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { finished } from 'node:stream/promises';
import pg from 'pg';
import * as tar from 'tar';
import { startEmbeddedPostgres } from '../db/embedded.ts';
import { applyMigrations, migrationsDir, readMigrations } from '../db/migrations.ts';

/** The secrets an install keeps in its data directory when they are not given in the environment. */
export const DATA_DIR_SECRETS = ['rbac-secret-key', 'jwt-secret', 'dummy-secret'] as const;

const FORMAT = 'symbol-backup';
const VERSION = 1;
const MIGRATIONS_TABLE = '_prisma_migrations';
/** Rows per FETCH while dumping, and per INSERT while restoring: bounded memory whatever a table's size. */
const BATCH = 500;

export interface Install {
  /** Unset: the embedded PGlite database in `<dataDir>/pglite`. */
  databaseUrl?: string;
  /** The data directory (absolute): secrets, and the embedded database. */
  dataDir: string;
  /** The local file storage's directory (absolute); unset when files are on S3 (not in the archive). */
  filesDir?: string;
}

interface Manifest {
  format: typeof FORMAT;
  version: typeof VERSION;
  createdAt: string;
  /** The migrations the database was at, in order. */
  migrations: string[];
  /** Rows per table. */
  tables: Record<string, number>;
  files: number;
  secrets: string[];
}

export interface BackupSummary {
  tables: number;
  rows: number;
  files: number;
  secrets: string[];
}

export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

const quoteName = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;
/** A table as the archive names it: `name` in public, `schema.name` in a module's own schema (refunds, OAuth…). */
const quote = (table: string) => table.split('.').map(quoteName).join('.');
/** Schemas never dumped: PostgreSQL's, and the search index, which is derived from the rows and rebuilt from them. */
const NOT_DUMPED = ['pg_catalog', 'information_schema', 'search'];

/** Runs `work` on one connection to the install's database (the embedded one started for it, and stopped). */
async function withDatabase<T>(install: Install, work: (client: pg.Client, url: string) => Promise<T>): Promise<T> {
  const embedded = install.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({ dataDir: path.join(install.dataDir, 'pglite') });
  const url = install.databaseUrl ?? embedded!.url;
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return await work(client, url);
  } finally {
    await client.end().catch(() => {});
    await embedded?.stop();
  }
}

/**
 * The tables holding data: every table of public (the catalogue's) and of the modules' own schemas (refunds,
 * statement mails, OAuth grants, the assistant's usage, page views), but the migrations' record and the search index.
 */
async function dataTables(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT CASE WHEN schemaname = 'public' THEN tablename ELSE schemaname || '.' || tablename END AS name
     FROM pg_tables WHERE schemaname <> ALL($2::text[]) AND schemaname NOT LIKE 'pg\\_%'
       AND NOT (schemaname = 'public' AND tablename = $1)
     ORDER BY schemaname <> 'public', name`,
    [MIGRATIONS_TABLE, NOT_DUMPED],
  );
  return rows.map((row) => row.name);
}

/** A table's primary key columns, quoted (the dump's order: the same backup twice gives the same file). */
async function primaryKey(client: pg.ClientBase, table: string): Promise<string> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT a.attname AS name FROM pg_index i
     JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
     WHERE i.indrelid = $1::regclass AND i.indisprimary ORDER BY array_position(i.indkey, a.attnum)`,
    [quote(table)],
  );
  return rows.length ? rows.map((row) => `t.${quoteName(row.name)}`).join(', ') : 'row_to_json(t)::text';
}

async function filesUnder(dir: string | undefined): Promise<string[]> {
  if (!dir || !existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes the archive `file`: database rows, stored files and secrets of `install`. */
export async function backup(install: Install, file: string): Promise<BackupSummary> {
  const staging = await mkdtemp(path.join(tmpdir(), 'symbol-backup-'));
  try {
    await mkdir(path.join(staging, 'database'));
    const { tables, migrations } = await withDatabase(install, (client) => dumpDatabase(client, staging));
    const files = await filesUnder(install.filesDir);
    if (files.length) await cp(install.filesDir!, path.join(staging, 'files'), { recursive: true });
    const secrets = DATA_DIR_SECRETS.filter((name) => existsSync(path.join(install.dataDir, name)));
    await mkdir(path.join(staging, 'secrets'));
    for (const name of secrets) await copyFile(path.join(install.dataDir, name), path.join(staging, 'secrets', name));
    const manifest: Manifest = {
      format: FORMAT,
      version: VERSION,
      createdAt: new Date().toISOString(),
      migrations,
      tables,
      files: files.length,
      secrets,
    };
    await writeFile(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));
    await mkdir(path.dirname(path.resolve(file)), { recursive: true });
    // Written aside, then renamed: a backup interrupted halfway leaves no archive that looks whole.
    const partial = `${file}.partial`;
    await tar.c({ gzip: true, file: partial, cwd: staging, portable: true }, ['.']);
    await cp(partial, file);
    await rm(partial);
    const rows = Object.values(tables).reduce((sum, count) => sum + count, 0);
    return { tables: Object.keys(tables).length, rows, files: files.length, secrets };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function dumpDatabase(client: pg.Client, staging: string) {
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  try {
    const applied = await client.query<{ name: string }>(
      `SELECT migration_name AS name FROM ${MIGRATIONS_TABLE}
       WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
    );
    const tables: Record<string, number> = {};
    for (const table of await dataTables(client)) {
      const out = createWriteStream(path.join(staging, 'database', `${table}.jsonl`));
      let count = 0;
      // Ordered by the primary key: the same backup twice gives the same file.
      await client.query(
        `DECLARE dump NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS row FROM ${quote(table)} t
         ORDER BY ${await primaryKey(client, table)}`,
      );
      for (;;) {
        const { rows } = await client.query<{ row: string }>(`FETCH ${BATCH} FROM dump`);
        for (const { row } of rows) if (!out.write(`${row}\n`)) await once(out, 'drain');
        count += rows.length;
        if (rows.length < BATCH) break;
      }
      await client.query('CLOSE dump');
      out.end();
      await finished(out);
      tables[table] = count;
    }
    return { tables, migrations: applied.rows.map((row) => row.name) };
  } finally {
    await client.query('COMMIT');
  }
}

/** What an install already holds (rows, stored files, secrets): a restore into it needs `force`. */
async function contentsOf(client: pg.ClientBase, install: Install): Promise<string[]> {
  const found: string[] = [];
  const filled: string[] = [];
  for (const table of await dataTables(client)) {
    const { rowCount } = await client.query(`SELECT 1 FROM ${quote(table)} LIMIT 1`);
    if (rowCount) filled.push(table);
  }
  if (filled.length)
    found.push(`rows in ${filled.length} tables (${filled.slice(0, 3).join(', ')}${filled.length > 3 ? ', ...' : ''})`);
  const files = await filesUnder(install.filesDir);
  if (files.length) found.push(`${files.length} stored files in ${install.filesDir}`);
  for (const name of DATA_DIR_SECRETS)
    if (existsSync(path.join(install.dataDir, name))) found.push(`${path.join(install.dataDir, name)}`);
  return found;
}

/** Tables ordered so that each comes after the tables its foreign keys point to. */
async function loadOrder(client: pg.ClientBase, tables: string[]): Promise<string[]> {
  const { rows } = await client.query<{ child: string; parent: string }>(
    `SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent
     FROM pg_constraint c WHERE c.contype = 'f' AND c.conrelid <> c.confrelid`,
  );
  // regclass names a public table bare and another schema's qualified (`ecommerce.refunds`), as the archive does.
  const unquote = (name: string) => name.replace(/"/g, '');
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const row of rows) parents.get(unquote(row.child))?.add(unquote(row.parent));
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (table) => !placed.has(table) && [...parents.get(table)!].every((p) => placed.has(p) || !parents.has(p)),
    );
    if (!ready.length) throw new Error('the foreign keys between tables form a cycle: no order to load them in');
    for (const table of ready) {
      ordered.push(table);
      placed.add(table);
    }
  }
  return ordered;
}

/**
 * Brings the archive `file` back into `install`. An install holding anything (rows, stored files, secrets) is
 * refused unless `force`, which drops its tables and replaces its files and secrets. All rows are loaded in one
 * transaction: a restore that fails leaves no half-loaded database.
 */
export async function restore(
  install: Install,
  file: string,
  { force = false }: { force?: boolean } = {},
): Promise<BackupSummary> {
  const staging = await mkdtemp(path.join(tmpdir(), 'symbol-restore-'));
  try {
    await tar.x({ file, cwd: staging });
    const manifest = JSON.parse(await readFile(path.join(staging, 'manifest.json'), 'utf8')) as Manifest;
    if (manifest.format !== FORMAT || manifest.version !== VERSION)
      throw new Error(`${file} is not a backup this version reads (${manifest.format} ${manifest.version})`);
    const known = new Set((await readMigrations()).map((migration) => migration.name));
    const unknown = manifest.migrations.filter((name) => !known.has(name));
    if (unknown.length)
      throw new Error(`the backup is newer than this code (migrations ${unknown.join(', ')}): update the code first`);

    await withDatabase(install, async (client, url) => {
      const found = await contentsOf(client, install);
      if (found.length && !force)
        throw new RestoreRefused(`the install is not empty (${found.join('; ')}): restore with --force to replace it`);
      if (force) {
        const tables = [...(await dataTables(client)), MIGRATIONS_TABLE];
        await client.query(`DROP TABLE IF EXISTS ${tables.map(quote).join(', ')} CASCADE`);
      }
      await applyMigrationsUpTo(url, manifest.migrations);
      await loadRows(client, staging, Object.keys(manifest.tables));
      await applyMigrations(url); // the ones newer than the backup, on its data
    });

    if (install.filesDir) {
      await rm(install.filesDir, { recursive: true, force: true });
      if (manifest.files) await cp(path.join(staging, 'files'), install.filesDir, { recursive: true });
    }
    await mkdir(install.dataDir, { recursive: true });
    for (const name of DATA_DIR_SECRETS) await rm(path.join(install.dataDir, name), { force: true });
    for (const name of manifest.secrets)
      await copyFile(path.join(staging, 'secrets', name), path.join(install.dataDir, name));
    const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
    return { tables: Object.keys(manifest.tables).length, rows, files: manifest.files, secrets: manifest.secrets };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Applies exactly the backup's migrations (the schema its rows fit), from this code's migrations folder. */
async function applyMigrationsUpTo(url: string, names: string[]): Promise<void> {
  const subset = await mkdtemp(path.join(tmpdir(), 'symbol-migrations-'));
  try {
    for (const name of names) await cp(path.join(migrationsDir(), name), path.join(subset, name), { recursive: true });
    await applyMigrations(url, { dir: subset });
  } finally {
    await rm(subset, { recursive: true, force: true });
  }
}

async function loadRows(client: pg.Client, staging: string, tables: string[]): Promise<void> {
  await client.query('BEGIN');
  try {
    for (const table of await loadOrder(client, tables)) {
      const insert = `INSERT INTO ${quote(table)} SELECT * FROM json_populate_recordset(NULL::${quote(table)}, $1::json)`;
      let batch: string[] = [];
      const flush = async () => {
        if (batch.length) await client.query(insert, [`[${batch.join(',')}]`]);
        batch = [];
      };
      const lines = createInterface({ input: createReadStream(path.join(staging, 'database', `${table}.jsonl`)) });
      for await (const line of lines) {
        if (!line) continue;
        batch.push(line);
        if (batch.length >= BATCH) await flush();
      }
      await flush();
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  }
}
