/**
 * `pnpm backup <file>`: the database (a consistent snapshot, embedded or DATABASE_URL), the local file storage and
 * the data directory's secrets in one archive. With the embedded database, stop the server first.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { backup } from '../packages/server/src/ops/backup.ts';
import { installFromEnv } from '../packages/server/src/ops/install.ts';

const { positionals } = parseArgs({ allowPositionals: true });
// Relative to where the command was typed (pnpm runs scripts from the repository root and says where in INIT_CWD).
const file = positionals[0] && path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]);
if (!file) {
  console.error('usage: pnpm backup <file.tar.gz>');
  process.exit(2);
}
try {
  const install = installFromEnv(process.env);
  const summary = await backup(install, file);
  console.log(
    `backed up ${summary.rows} rows of ${summary.tables} tables, ${summary.files} stored files and ` +
      `${summary.secrets.length} secrets (${summary.secrets.join(', ') || 'none'}) to ${file}`,
  );
  if (!install.filesDir)
    console.log('files are on S3: back the bucket up on its own (docs/operations.md, "Backup and restore")');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
