/**
 * `pnpm backup` and `pnpm restore`: a seeded install with an uploaded file and a signed-in account, backed up and
 * restored into an empty one, has every table's rows, the file byte for byte and the secrets back: a token issued
 * before the backup verifies after the restore. A restore into an install holding anything is refused unless forced.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDb } from '../src/db/index.ts';
import { createProviders } from '../src/modules/billing/providers/index.ts';
import { png } from '../src/modules/file-storage/test/fixtures.ts';
import { backup, restore, RestoreRefused, type Install } from '../src/ops/backup.ts';
import { seedDemoContent } from '../src/seed/index.ts';
import { adminQuery, dropDatabase, uniqueName, urlFor } from './database.ts';
import { SECRET, setupTestApp } from './helper.ts';

const work = await mkdtemp(path.join(tmpdir(), 'symbol-backup-test-'));
afterAll(() => rm(work, { recursive: true, force: true }));

// The source install: its secrets in its data directory, as the start generates them.
const sourceDir = path.join(work, 'source');
await mkdir(sourceDir);
const jwtSecret = randomBytes(32).toString('base64url');
await writeFile(path.join(sourceDir, 'jwt-secret'), jwtSecret);
await writeFile(path.join(sourceDir, 'rbac-secret-key'), SECRET);
const t = await setupTestApp({ FILE_STORAGE_DIR: path.join(sourceDir, 'files'), JWT_SECRET: jwtSecret });
await seedDemoContent(t.db);
const source: Install = { databaseUrl: t.databaseUrl, dataDir: sourceDir, filesDir: path.join(sourceDir, 'files') };

// The target: an empty database (not even migrated) and an empty data directory.
const targetDatabase = uniqueName('symbol_restore');
await adminQuery(`CREATE DATABASE "${targetDatabase}"`);
afterAll(() => dropDatabase(targetDatabase));
const targetDir = path.join(work, 'target');
const target: Install = {
  databaseUrl: urlFor(targetDatabase),
  dataDir: targetDir,
  filesDir: path.join(targetDir, 'files'),
};

/** Every table's rows as PostgreSQL writes them (row_to_json), in id order; the migrations by name. */
async function contents(url: string): Promise<Record<string, string[]>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // The catalogue's tables and the modules' own schemas' (refunds, statement mails, OAuth, usage, page views);
    // not the search index, which is derived.
    const tables = await client.query<{ schema: string; name: string }>(
      `SELECT schemaname AS schema, tablename AS name FROM pg_tables
       WHERE schemaname NOT IN ('pg_catalog', 'information_schema', 'search') AND tablename <> '_prisma_migrations'`,
    );
    const all: Record<string, string[]> = {};
    for (const { schema, name } of tables.rows) {
      const { rows } = await client.query<{ row: string }>(
        `SELECT row_to_json(t)::text AS row FROM "${schema}"."${name}" t ORDER BY 1`,
      );
      all[schema === 'public' ? name : `${schema}.${name}`] = rows.map((row) => row.row);
    }
    const migrations = await client.query<{ name: string }>(
      'SELECT migration_name AS name FROM _prisma_migrations ORDER BY migration_name',
    );
    all._prisma_migrations = migrations.rows.map((row) => row.name);
    return all;
  } finally {
    await client.end();
  }
}

async function filesOf(dir: string): Promise<Record<string, Buffer>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files: Record<string, Buffer> = {};
  for (const entry of entries.filter((e) => e.isFile()))
    files[path.relative(dir, path.join(entry.parentPath, entry.name))] = await readFile(
      path.join(entry.parentPath, entry.name),
    );
  return files;
}

describe('backup and restore', () => {
  const archive = path.join(work, 'backup.tar.gz');
  const image = png(40, 30, 5000);
  let token: string;
  let subjectId: string;
  let uploadedPath: string;

  it('backs up a seeded install with an uploaded file and a session', async () => {
    const uploaded = await t.http
      .post('/api/file-storage/files')
      .set('x-rbac-secret-key', SECRET)
      .attach('file', image, { filename: 'tower.png', contentType: 'image/png' });
    expect(uploaded.status).toBe(201);
    uploadedPath = uploaded.body.data.file;
    const registered = await t.http
      .post('/api/rbac/subjects/authentication/email-and-password/registration')
      .send({ data: { login: 'backed-up@example.org', password: 'password-123' } });
    expect(registered.status).toBe(201);
    token = registered.body.data.jwt;
    const me = await t.http.get('/api/rbac/subjects/authentication/me').set('authorization', `Bearer ${token}`);
    expect(me.status).toBe(200);
    subjectId = me.body.data.id;

    // Rows in modules' own schemas: the January statement's mail and the assistant's spending.
    await t.db.pool.query('INSERT INTO ecommerce.statement_mails (subject_id, year) VALUES ($1, 2025)', [subjectId]);
    await t.db.pool.query("INSERT INTO agent.usage (day, tokens) VALUES ('2026-11-01', 1234)");

    const summary = await backup(source, archive);
    expect(summary.rows).toBeGreaterThan(600);
    expect(summary).toMatchObject({ files: 1, secrets: ['rbac-secret-key', 'jwt-secret'] });
  });

  it('restores it into an empty install: every table, the file byte for byte, the secrets', async () => {
    const summary = await restore(target, archive);
    expect(summary.files).toBe(1);
    const [before, after] = await Promise.all([contents(t.databaseUrl), contents(target.databaseUrl!)]);
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
    expect(after['ecommerce.statement_mails']).toHaveLength(1);
    expect(after['agent.usage']).toEqual([expect.stringContaining('1234')]);
    expect(before.file_storage_files!.some((row) => row.includes(uploadedPath))).toBe(true);

    const files = await filesOf(target.filesDir!);
    expect(Object.keys(files)).toEqual(Object.keys(await filesOf(source.filesDir!)));
    expect(Buffer.compare(Object.values(files)[0]!, image)).toBe(0);
    for (const secret of ['jwt-secret', 'rbac-secret-key'])
      expect(await readFile(path.join(targetDir, secret), 'utf8')).toBe(
        await readFile(path.join(sourceDir, secret), 'utf8'),
      );
  });

  it('accepts a token issued before the backup, on an app started from the restored install', async () => {
    const db = createDb(target.databaseUrl!, { poolSize: 2 });
    const config = loadConfig({
      NODE_ENV: 'test',
      SEED_DEMO: 'false',
      NOTIFICATION_WORKER_INTERVAL_MS: '0',
      FILE_STORAGE_DIR: target.filesDir,
      // As the start reads them: from the data directory.
      JWT_SECRET: await readFile(path.join(targetDir, 'jwt-secret'), 'utf8'),
      RBAC_SECRET_KEY: await readFile(path.join(targetDir, 'rbac-secret-key'), 'utf8'),
    });
    const app = await buildApp({ config, db, payments: createProviders({}) }, { logger: false });
    try {
      const me = await app.inject({
        url: '/api/rbac/subjects/authentication/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.statusCode).toBe(200);
      expect(me.json().data.id).toBe(subjectId);
      const served = await app.inject({ url: `/public${uploadedPath}` });
      expect(served.statusCode).toBe(200);
      expect(Buffer.compare(served.rawPayload, image)).toBe(0);
    } finally {
      await app.close();
      await db.close();
    }
  });

  it('refuses to restore into an install that is not empty, unless forced', async () => {
    await expect(restore(target, archive)).rejects.toThrow(RestoreRefused);
    await expect(restore(target, archive)).rejects.toThrow(/not empty \(rows in \d+ tables/);
    const summary = await restore(target, archive, { force: true });
    expect(summary.files).toBe(1);
    const [before, after] = await Promise.all([contents(t.databaseUrl), contents(target.databaseUrl!)]);
    for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
    expect(after['ecommerce.statement_mails']).toHaveLength(1);
    expect(after['agent.usage']).toEqual([expect.stringContaining('1234')]);
  });
});
