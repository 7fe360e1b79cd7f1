/**
 * `pnpm import:sps` into an empty database (issue 35): the original's built-in roles keep their ids (every link to
 * them with it) and become ours, the admin role holding its catch-all permission; a second run changes nothing.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { importSpsCommand } from '../src/import/sps/command.ts';
import { readSpsFolder } from '../src/import/sps/folder.ts';
import { createTestDatabase } from './helper.ts';

const FIXTURE = path.join(import.meta.dirname, 'fixtures', 'sps');
const database = await createTestDatabase();
const filesDir = await mkdtemp(path.join(tmpdir(), 'symbol-sps-command-'));
const pool = new pg.Pool({ connectionString: database.url, max: 1 });
afterAll(async () => {
  await pool.end();
  await database.drop();
  await rm(filesDir, { recursive: true, force: true });
});

const env = { ...process.env, DATABASE_URL: database.url, FILE_STORAGE_DIR: filesDir, FILE_STORAGE_PROVIDER: 'local' };
const run = () => importSpsCommand({ folder: FIXTURE, dryRun: false }, env);
const records = await readSpsFolder(FIXTURE);
const original = (slug: string) =>
  records.find((r) => r.source === 'rbac/models/role' && r.record!.slug === slug)!.record!.id as string;
const total = (report: Awaited<ReturnType<typeof run>>, what: 'created' | 'matched') =>
  report.models.reduce((n, m) => n + m[what], 0);

describe('pnpm import:sps into an empty database', () => {
  const first = run();

  it("keeps the original's admin role under its own id, and makes it ours", async () => {
    const report = await first;
    // (The fixture's one malformed file fails as it should; nothing of rbac does.)
    expect(report.models.filter((m) => m.source.startsWith('rbac/')).flatMap((m) => m.failed)).toEqual([]);
    const { rows } = await pool.query(`SELECT id, slug FROM rbac_roles WHERE slug IN ('admin', 'user') ORDER BY slug`);
    expect(rows.find((r) => r.slug === 'admin').id).toBe(original('admin'));
    expect(rows.map((r) => r.slug)).toEqual(['admin', 'user']);
    // The links to it keep its id, and it holds the catch-all permission the server needs.
    const held = await pool.query(
      `SELECT a.method, a.path FROM rbac_roles_to_actions l JOIN rbac_actions a ON a.id = l."actionId"
        WHERE l."roleId" = $1::uuid`,
      [original('admin')],
    );
    expect(held.rows).toContainEqual({ method: '*', path: '/api/*' });
    expect(report.models.flatMap((m) => m.notes).filter((n) => n.reason.includes('is ours already'))).toEqual([]);
  });

  it('a second run changes nothing', async () => {
    const before = await total(await first, 'created');
    const second = await run();
    expect(total(second, 'created')).toBe(0);
    expect(total(second, 'matched')).toBe(before);
  });
});
