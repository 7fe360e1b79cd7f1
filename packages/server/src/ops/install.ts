/** Where an install keeps what a backup holds, from the same settings `pnpm start` reads. */
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { repoRoot } from '../db/migrations.ts';
import type { Install } from './backup.ts';

export function installFromEnv(env: Record<string, string | undefined>): Install {
  const config = loadConfig(env);
  return {
    databaseUrl: config.DATABASE_URL,
    dataDir: path.resolve(repoRoot(), config.DATA_DIR),
    filesDir: config.FILE_STORAGE_PROVIDER === 'local' ? path.resolve(repoRoot(), config.FILE_STORAGE_DIR) : undefined,
  };
}
