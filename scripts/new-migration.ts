/**
 * `pnpm db:new-migration <name>`: writes prisma/migrations/<yyyyMMddHHmmss>_<name>/migration.sql with the SQL
 * that takes the committed migrations to the Prisma schema (prisma/schema/*.prisma), or prints "no changes".
 * Runs the Prisma schema engine in-process (wasm) on in-memory PGlite databases: no server, no native engine.
 * Options: --schema-dir <dir>, --migrations-dir <dir> (default: the repository's), --verbose.
 */
import { parseArgs } from 'node:util';
import { createMigration } from '../packages/server/src/db/schema-engine.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'schema-dir': { type: 'string' },
    'migrations-dir': { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
});
const name = positionals.filter((p) => p !== '--').join('_');
if (!name) {
  console.error('usage: pnpm db:new-migration <name>   (letters, digits, underscores)');
  process.exit(2);
}

const started = Date.now();
try {
  await createMigration(name, {
    schemaDir: values['schema-dir'],
    migrationsDir: values['migrations-dir'],
    verbose: values.verbose,
  });
  console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
  process.exit(0); // the engine leaves a timer pending
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
