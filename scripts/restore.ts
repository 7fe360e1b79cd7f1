/**
 * `pnpm restore <file> [--force]`: brings a `pnpm backup` archive back into an empty install (the embedded database
 * or DATABASE_URL, the local file storage, the data directory's secrets). Refuses an install that holds anything
 * unless --force, which replaces it. Stop the server first.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { restore, RestoreRefused } from '../packages/server/src/ops/backup.ts';
import { installFromEnv } from '../packages/server/src/ops/install.ts';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean' } } });
// Relative to where the command was typed (pnpm runs scripts from the repository root and says where in INIT_CWD).
const file = positionals[0] && path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]);
if (!file) {
  console.error('usage: pnpm restore <file.tar.gz> [--force]');
  process.exit(2);
}
try {
  const summary = await restore(installFromEnv(process.env), file, { force: values.force });
  console.log(
    `restored ${summary.rows} rows of ${summary.tables} tables, ${summary.files} stored files and ` +
      `${summary.secrets.length} secrets (${summary.secrets.join(', ') || 'none'}) from ${file}`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(error instanceof RestoreRefused ? 3 : 1);
}
