/**
 * `pnpm db:check`: proves the committed migrations produce exactly the Prisma schema. Replays
 * prisma/migrations in a shadow database and diffs the result with prisma/schema/*.prisma.
 * Exit 0 with one OK line when they agree; exit 1 printing the missing SQL otherwise.
 * Options: --schema-dir <dir>, --migrations-dir <dir> (default: the repository's), --verbose.
 */
import { parseArgs } from 'node:util';
import { readMigrations } from '../packages/server/src/db/migrations.ts';
import { diffMigrationsToSchema } from '../packages/server/src/db/schema-engine.ts';

const { values } = parseArgs({
  options: {
    'schema-dir': { type: 'string' },
    'migrations-dir': { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
});

try {
  const started = Date.now();
  const options = { schemaDir: values['schema-dir'], migrationsDir: values['migrations-dir'], verbose: values.verbose };
  const diff = await diffMigrationsToSchema(options);
  const count = (await readMigrations(options.migrationsDir)).length;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (diff === '') {
    console.log(`OK: the ${count} committed migration(s) produce exactly the Prisma schema (${seconds} s)`);
    process.exit(0);
  }
  console.error(
    `The committed migrations (${count}) do not produce the Prisma schema. Run \`pnpm db:new-migration <name>\`.\n` +
      `SQL still missing from the migrations:\n\n${diff}`,
  );
  process.exit(1);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
