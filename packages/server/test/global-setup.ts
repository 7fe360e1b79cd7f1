import { applyMigrations } from '../src/db/migrations.ts';
import { randomBytes } from 'node:crypto';
import { adminQuery, dropRunDatabases, uniqueName, urlFor } from './database.ts';

/** One migrated template per run; test files clone it with CREATE DATABASE ... TEMPLATE. */
export default async function setup({ provide }: { provide: (key: 'templateDatabase', value: string) => void }) {
  // One tag for the run's databases (both projects that use this set-up share it; the workers inherit it).
  process.env.SYMBOL_TEST_RUN ??= randomBytes(3).toString('hex');
  const template = uniqueName('symbol_test_template');
  await adminQuery(`CREATE DATABASE "${template}"`);
  await applyMigrations(urlFor(template));
  // The template's pages written out now: else the first clones waited on them (1.0–1.2 s each against 70–110 ms,
  // until a file's DROP DATABASE forced a checkpoint).
  await adminQuery('CHECKPOINT');
  provide('templateDatabase', template);
  return async () => {
    // The template and whatever a file did not drop (a failed set-up, a process that held its database).
    await dropRunDatabases();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
  }
}
