/**
 * `pnpm import:sps <folder> [--dry-run]`: imports a site of the original system into DATABASE_URL or the
 * embedded database in DATA_DIR (stop the server first: the embedded PGlite serves one process), with files into
 * the storage FILE_STORAGE_PROVIDER names. Applies pending migrations, imports, then ensures the built-in roles: a
 * database that has ours already has the original's met by slug (links rewritten to ours); into an empty one the
 * original's `admin` and `user` come with their own ids, and become ours (the admin role gets its catch-all
 * permission), so every link to them keeps its id.
 */
import path from 'node:path';
import { loadConfig } from '../../config.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../db/embedded.ts';
import { createDb } from '../../db/index.ts';
import { applyMigrations, repoRoot } from '../../db/migrations.ts';
import { createFileStorage } from '../../modules/file-storage/storage.ts';
import { ensureDefaultRoles } from '../../modules/rbac/defaults.ts';
import { importSps, type ImportReport } from './import.ts';

export async function importSpsCommand(
  input: { folder: string | undefined; dryRun: boolean },
  env: Record<string, string | undefined> = process.env,
): Promise<ImportReport> {
  if (!input.folder) throw new Error('usage: pnpm import:sps <folder> [--dry-run]');
  const config = loadConfig(env);
  let embedded: EmbeddedPostgres | undefined;
  let url = config.DATABASE_URL;
  if (!url) {
    embedded = await startEmbeddedPostgres({ dataDir: path.join(path.resolve(repoRoot(), config.DATA_DIR), 'pglite') });
    url = embedded.url;
  }
  const db = createDb(url, { poolSize: 2, sharedSession: Boolean(embedded) });
  try {
    await applyMigrations(db.pool);
    const storage = createFileStorage(config, { root: repoRoot() });
    const report = await importSps(
      { db, storage, config },
      { folder: path.resolve(input.folder), dryRun: input.dryRun },
    );
    if (!input.dryRun) await ensureDefaultRoles(db);
    return report;
  } finally {
    await db.close();
    await embedded?.stop();
  }
}

/** The report as text: a line per model, then every skipped or failed record with its file and reason. */
export function formatReport(report: ImportReport): string {
  const rows = report.models.map((m) => [
    m.source,
    m.entity ?? '-',
    String(m.created),
    String(m.matched),
    String(m.skipped.length),
    String(m.failed.length),
  ]);
  const header = ['original', 'here', 'created', 'matched', 'skipped', 'failed'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  const lines = [report.dryRun ? 'dry run: nothing was written' : 'imported', line(header), ...rows.map(line)];
  for (const m of report.models) {
    for (const [what, entries] of [
      ['failed', m.failed],
      ['skipped', m.skipped],
      ['note', m.notes],
    ] as const) {
      for (const entry of entries) lines.push(`${what}  ${entry.file}: ${entry.reason}`);
    }
  }
  const leftOut = report.models.reduce((n, m) => n + m.fieldsLeftOut, 0);
  if (leftOut) lines.push(`fields not modelled here, left out: ${leftOut} (each named in a note above)`);
  return lines.join('\n');
}

export const failures = (report: ImportReport) => report.models.reduce((n, m) => n + m.failed.length, 0);
