/**
 * Applies the committed SQL migrations (prisma/migrations/<name>/migration.sql) on start and in tests.
 *
 * It keeps Prisma's bookkeeping exactly (the `_prisma_migrations` table, its columns, the sha256 checksum,
 * the advisory lock key), so `prisma migrate status/deploy` with the native engine reads the same history.
 * It needs no schema engine: plain `pg`, one connection, a few milliseconds when nothing is pending.
 *
 * - A session-level `pg_advisory_lock` (Prisma's key) serialises API instances starting together.
 * - Each pending migration runs in its own transaction together with its `_prisma_migrations` row:
 *   it is recorded only when it succeeded, and a failure leaves nothing half applied.
 * - A recorded migration whose file changed since (checksum), or a failed migration recorded by Prisma,
 *   stops everything with an error naming it.
 * - Rows for migrations this directory does not know (a newer release) are ignored, as Prisma does.
 */
import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** The key `prisma migrate` locks on PostgreSQL (prisma-engines: `pg_advisory_lock(72707369)`). */
export const MIGRATION_LOCK_KEY = 72707369;

/** `_prisma_migrations` as the Prisma schema engine creates it (checked against @prisma/schema-engine-wasm). */
const CREATE_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

export interface Migration {
  /** Directory name, e.g. `20250101120000_init`. */
  name: string;
  sql: string;
  checksum: string;
}

export interface ApplyMigrationsOptions {
  /** Directory holding `<name>/migration.sql`; defaults to the repository's prisma/migrations. */
  dir?: string;
  /** Called once per migration applied. */
  log?: (message: string) => void;
}

export class MigrationError extends Error {
  override name = 'MigrationError';
}

/** The repository root: the nearest folder above this file holding pnpm-workspace.yaml. */
export function repoRoot(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (let dir = here; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(here, '../../../..'); // packages/server/src/db → root
  }
}

/** `<repo>/prisma/migrations`, whatever the working directory. */
export function migrationsDir(): string {
  return path.join(repoRoot(), 'prisma', 'migrations');
}

/** The checksum Prisma records: sha256 of the file's bytes, lowercase hex. */
export function migrationChecksum(sql: string): string {
  return createHash('sha256').update(sql, 'utf8').digest('hex');
}

/**
 * Whether a recorded checksum matches the file. Like the schema engine, a file whose line endings were
 * converted (git autocrlf) still matches.
 */
export function checksumMatches(sql: string, recorded: string): boolean {
  return [sql, sql.replace(/\r\n/g, '\n'), sql.replace(/\r?\n/g, '\r\n')].some(
    (s) => migrationChecksum(s) === recorded,
  );
}

/** The migrations of `dir` in name order (the order Prisma applies them). A missing directory has none. */
export async function readMigrations(dir: string = migrationsDir()): Promise<Migration[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const names = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort((a, b) => a.localeCompare(b));
  return Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name, 'migration.sql');
      let sql: string;
      try {
        sql = await readFile(file, 'utf8');
      } catch (error) {
        throw new MigrationError(
          `Migration ${name} has no readable migration.sql (${file}): ${(error as Error).message}`,
        );
      }
      return { name, sql, checksum: migrationChecksum(sql) };
    }),
  );
}

interface Row {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
}

/**
 * Applies the pending migrations of `options.dir` to the database behind `target` (a pool, which is left
 * open, or a connection string, for which a short-lived client is used). Safe to call concurrently.
 * Returns the names of the migrations this call applied, in order (empty when already up to date).
 */
export async function applyMigrations(
  target: pg.Pool | string,
  options: ApplyMigrationsOptions = {},
): Promise<string[]> {
  const migrations = await readMigrations(options.dir ?? migrationsDir());
  const { client, release } = await connect(target);
  let ok = false;
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      const result = await applyLocked(client, migrations, options.log);
      ok = true;
      return result;
    } finally {
      // After a failure, keep the failure's error rather than the unlock's (e.g. a dropped connection).
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch((error: unknown) => {
        if (ok) throw error;
      });
    }
  } finally {
    // After a failure the connection is closed, not pooled: the session (and any lock) ends with it.
    await release(!ok);
  }
}

async function connect(
  target: pg.Pool | string,
): Promise<{ client: pg.ClientBase; release: (destroy: boolean) => Promise<void> }> {
  if (typeof target === 'string') {
    const client = new pg.Client({ connectionString: target });
    client.on('error', () => {}); // a dropped connection surfaces as the failing query's error
    await client.connect();
    return { client, release: () => client.end() };
  }
  const client = await target.connect();
  // A migration (and the wait for another instance's) may take longer than a request's statement_timeout.
  await client.query('SET statement_timeout = 0');
  return {
    client,
    release: async (destroy) => {
      if (!destroy) await client.query('RESET statement_timeout').catch(() => (destroy = true));
      client.release(destroy || undefined);
    },
  };
}

async function applyLocked(
  client: pg.ClientBase,
  migrations: Migration[],
  log: ((message: string) => void) | undefined,
): Promise<string[]> {
  await client.query(CREATE_MIGRATIONS_TABLE);
  const rows = await recorded(client);

  const failed = rows.filter((r) => r.finished_at === null && r.rolled_back_at === null);
  if (failed.length > 0) {
    throw new MigrationError(
      `Migration ${failed.map((r) => r.migration_name).join(', ')} failed earlier and is recorded as unfinished in _prisma_migrations. ` +
        'Fix the database by hand, then mark it rolled back (or delete its row) before applying migrations again.',
    );
  }
  const applied = new Map(rows.filter((r) => r.rolled_back_at === null).map((r) => [r.migration_name, r]));
  for (const m of migrations) {
    const row = applied.get(m.name);
    if (row && !checksumMatches(m.sql, row.checksum)) {
      throw new MigrationError(
        `Migration ${m.name} was modified after it was applied (checksum ${row.checksum} in _prisma_migrations, ` +
          `${m.checksum} on disk). Applied migrations must never change: restore the file and add a new migration instead.`,
      );
    }
  }

  const done: string[] = [];
  for (const m of migrations) {
    if (applied.has(m.name)) continue;
    await client.query('BEGIN');
    try {
      // Re-checked inside the transaction: on the embedded database every connection shares one session,
      // so the advisory lock cannot keep two appliers apart there; the transaction order does.
      const again = await client.query(
        'SELECT 1 FROM "_prisma_migrations" WHERE "migration_name" = $1 AND "rolled_back_at" IS NULL',
        [m.name],
      );
      if (again.rowCount) {
        await client.query('COMMIT');
        continue;
      }
      const id = randomUUID();
      await client.query(
        'INSERT INTO "_prisma_migrations" ("id", "checksum", "migration_name", "started_at", "applied_steps_count") VALUES ($1, $2, $3, clock_timestamp(), 0)',
        [id, m.checksum, m.name],
      );
      await client.query(m.sql); // simple query protocol: the whole file, several statements
      await client.query(
        'UPDATE "_prisma_migrations" SET "finished_at" = clock_timestamp(), "applied_steps_count" = 1 WHERE "id" = $1',
        [id],
      );
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw new MigrationError(`Migration ${m.name} failed and was rolled back: ${(error as Error).message}`, {
        cause: error,
      });
    }
    done.push(m.name);
    log?.(`applied migration ${m.name}`);
  }
  return done;
}

async function recorded(client: pg.ClientBase): Promise<Row[]> {
  const result = await client.query<Row>(
    'SELECT "migration_name", "checksum", "finished_at", "rolled_back_at" FROM "_prisma_migrations" ORDER BY "started_at"',
  );
  return result.rows;
}
