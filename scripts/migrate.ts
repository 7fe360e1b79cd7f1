/**
 * `pnpm db:migrate`: applies the pending prisma/migrations to DATABASE_URL, or, when it is unset, to the
 * embedded database (PGlite in <DATA_DIR>/pglite, DATA_DIR defaulting to <repo>/.data).
 * Options: --migrations-dir <dir> (default: the repository's).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createDatabase, isMissingDatabase } from '../packages/server/src/db/create-database.ts';
import { startEmbeddedPostgres } from '../packages/server/src/db/embedded.ts';
import { applyMigrations, migrationsDir, repoRoot } from '../packages/server/src/db/migrations.ts';

const { values } = parseArgs({ options: { 'migrations-dir': { type: 'string' } } });
const dir = values['migrations-dir'] ?? migrationsDir();
const log = (message: string) => console.log(message);

async function main(): Promise<void> {
  const started = Date.now();
  const url = process.env.DATABASE_URL;
  let applied: string[];
  if (url) {
    // As `pnpm start` does: a server without the named database gets it made (db/create-database.ts).
    applied = await applyMigrations(url, { dir, log }).catch(async (error: unknown) => {
      if (!isMissingDatabase(error)) throw error;
      log(`database ${await createDatabase(url)} created`);
      return applyMigrations(url, { dir, log });
    });
    console.log(`database: ${url.replace(/\/\/[^@/]*@/, '//***@')}`);
  } else {
    const dataDir = path.join(path.resolve(repoRoot(), process.env.DATA_DIR ?? '.data'), 'pglite');
    const embedded = await startEmbeddedPostgres({ dataDir });
    try {
      applied = await applyMigrations(embedded.url, { dir, log });
    } finally {
      await embedded.stop();
    }
    console.log(`database: embedded PGlite in ${dataDir}`);
  }
  const ms = Date.now() - started;
  console.log(applied.length ? `applied ${applied.length} migration(s) in ${ms} ms` : `up to date (${ms} ms)`);
}

try {
  await main();
  process.exit(0);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
