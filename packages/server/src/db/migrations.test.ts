/** The runtime migration applier against a real PostgreSQL (TEST_DATABASE_URL, default 127.0.0.1:5432). */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, migrationsDir, MigrationError } from './migrations.ts';

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const urlFor = (database: string) => Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const databases: string[] = [];
const pools: pg.Pool[] = [];
async function freshDatabase(): Promise<string> {
  const name = `migrations_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE "${name}"`);
  databases.push(name);
  return urlFor(name);
}
function pool(url: string): pg.Pool {
  const p = new pg.Pool({ connectionString: url, max: 3 });
  // pool.end() resolves once its clients are told to close, not once they have: the DROP ... WITH (FORCE) in
  // afterAll can still reach one, and a pool with no error listener throws that as an uncaught exception.
  p.on('error', () => {});
  pools.push(p);
  return p;
}

const FIRST = '20240101000000_first';
const SECOND = '20240102000000_second';
const migrationFiles: Record<string, string> = {
  [FIRST]:
    '-- CreateTable\nCREATE TABLE "author" (\n    "id" SERIAL NOT NULL,\n    "name" TEXT NOT NULL,\n    CONSTRAINT "author_pkey" PRIMARY KEY ("id")\n);\n',
  [SECOND]:
    '-- CreateTable\nCREATE TABLE "post" ("id" SERIAL PRIMARY KEY, "authorId" INTEGER NOT NULL REFERENCES "author"("id"));\n\n' +
    '-- AddColumn\nALTER TABLE "author" ADD COLUMN "bio" TEXT NOT NULL DEFAULT \'\';\n',
};

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'migrations-test-'));
  for (const [name, sql] of Object.entries(migrationFiles)) {
    await mkdir(path.join(dir, name));
    await writeFile(path.join(dir, name, 'migration.sql'), sql);
  }
  await writeFile(path.join(dir, 'migration_lock.toml'), 'provider = "postgresql"\n'); // a file, not a migration
});

afterAll(async () => {
  await Promise.allSettled(pools.map((p) => p.end()));
  for (const name of databases) await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  if (dir) await rm(dir, { recursive: true, force: true });
});

interface Recorded {
  migration_name: string;
  checksum: string;
  finished: boolean;
  rolled_back_at: Date | null;
  logs: string | null;
  applied_steps_count: number;
  started_at: Date;
}
async function recorded(p: pg.Pool): Promise<Recorded[]> {
  const { rows } = await p.query<Recorded>(
    `SELECT migration_name, checksum, finished_at IS NOT NULL AS finished, rolled_back_at, logs, applied_steps_count, started_at
       FROM _prisma_migrations ORDER BY migration_name`,
  );
  return rows;
}

describe('applyMigrations', () => {
  it('resolves the repository migrations folder whatever the working directory', () => {
    expect(migrationsDir()).toBe(path.resolve(import.meta.dirname, '../../../../prisma/migrations'));
  });

  it('applies every migration in order and records it as Prisma does', async () => {
    const db = pool(await freshDatabase());
    expect(await applyMigrations(db, { dir })).toEqual([FIRST, SECOND]);

    const rows = await recorded(db);
    expect(rows.map((r) => r.migration_name)).toEqual([FIRST, SECOND]);
    for (const row of rows) {
      const file = await readFile(path.join(dir, row.migration_name, 'migration.sql'));
      expect(row.checksum).toBe(createHash('sha256').update(file).digest('hex'));
      expect(row).toMatchObject({ finished: true, rolled_back_at: null, logs: null, applied_steps_count: 1 });
    }
    // The table exactly as the Prisma schema engine creates it.
    const { rows: columns } = await db.query(
      `SELECT column_name, data_type, character_maximum_length AS len, is_nullable, column_default
         FROM information_schema.columns WHERE table_name = '_prisma_migrations' ORDER BY ordinal_position`,
    );
    expect(columns).toEqual([
      { column_name: 'id', data_type: 'character varying', len: 36, is_nullable: 'NO', column_default: null },
      { column_name: 'checksum', data_type: 'character varying', len: 64, is_nullable: 'NO', column_default: null },
      {
        column_name: 'finished_at',
        data_type: 'timestamp with time zone',
        len: null,
        is_nullable: 'YES',
        column_default: null,
      },
      {
        column_name: 'migration_name',
        data_type: 'character varying',
        len: 255,
        is_nullable: 'NO',
        column_default: null,
      },
      { column_name: 'logs', data_type: 'text', len: null, is_nullable: 'YES', column_default: null },
      {
        column_name: 'rolled_back_at',
        data_type: 'timestamp with time zone',
        len: null,
        is_nullable: 'YES',
        column_default: null,
      },
      {
        column_name: 'started_at',
        data_type: 'timestamp with time zone',
        len: null,
        is_nullable: 'NO',
        column_default: 'now()',
      },
      { column_name: 'applied_steps_count', data_type: 'integer', len: null, is_nullable: 'NO', column_default: '0' },
    ]);
    await db.query(`INSERT INTO "author" ("name") VALUES ('a')`);
    expect((await db.query('SELECT bio FROM "author"')).rows).toEqual([{ bio: '' }]);
  });

  it('is idempotent: a second run applies nothing and changes no row', async () => {
    const url = await freshDatabase();
    const db = pool(url);
    await applyMigrations(db, { dir });
    const before = await recorded(db);
    expect(await applyMigrations(db, { dir })).toEqual([]);
    expect(await applyMigrations(url, { dir })).toEqual([]); // the connection-string form too
    expect(await recorded(db)).toEqual(before);
  });

  it('lets concurrent appliers from two pools race: one applies, the others wait and find nothing to do', async () => {
    const url = await freshDatabase();
    const a = pool(url);
    const b = pool(url);
    const results = await Promise.all([
      applyMigrations(a, { dir }),
      applyMigrations(b, { dir }),
      applyMigrations(url, { dir }),
    ]);
    expect(results.flat().sort()).toEqual([FIRST, SECOND]);
    expect(results.filter((r) => r.length > 0)).toHaveLength(1);
    expect((await recorded(a)).map((r) => r.migration_name)).toEqual([FIRST, SECOND]);
    // The pools are still usable: no client left holding the lock or a transaction.
    expect((await a.query('SELECT pg_try_advisory_lock(72707369) AS ok')).rows[0].ok).toBe(true);
    await a.query('SELECT pg_advisory_unlock_all()');
  });

  it('refuses a migration edited after it was applied, before applying anything else', async () => {
    const edited = await mkdtemp(path.join(tmpdir(), 'migrations-test-'));
    try {
      for (const [name, sql] of Object.entries(migrationFiles)) {
        await mkdir(path.join(edited, name));
        await writeFile(path.join(edited, name, 'migration.sql'), sql);
      }
      const db = pool(await freshDatabase());
      await applyMigrations(db, { dir: edited });

      await writeFile(path.join(edited, FIRST, 'migration.sql'), migrationFiles[FIRST] + '-- edited\n');
      await mkdir(path.join(edited, '20240103000000_third'));
      await writeFile(path.join(edited, '20240103000000_third', 'migration.sql'), 'CREATE TABLE "third" ("id" INT);\n');

      const error = await applyMigrations(db, { dir: edited }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MigrationError);
      expect((error as Error).message).toMatch(`Migration ${FIRST} was modified after it was applied`);
      expect((await recorded(db)).map((r) => r.migration_name)).toEqual([FIRST, SECOND]);
      expect((await db.query(`SELECT to_regclass('third') AS t`)).rows[0].t).toBeNull();

      // Line endings converted by git (CRLF) are not an edit.
      await writeFile(path.join(edited, FIRST, 'migration.sql'), migrationFiles[FIRST]!.replace(/\n/g, '\r\n'));
      expect(await applyMigrations(db, { dir: edited })).toEqual(['20240103000000_third']);
    } finally {
      await rm(edited, { recursive: true, force: true });
    }
  });

  it('rolls a failing migration back entirely and records nothing for it', async () => {
    const failing = await mkdtemp(path.join(tmpdir(), 'migrations-test-'));
    try {
      await mkdir(path.join(failing, FIRST));
      await writeFile(path.join(failing, FIRST, 'migration.sql'), migrationFiles[FIRST]!);
      await mkdir(path.join(failing, SECOND));
      await writeFile(
        path.join(failing, SECOND, 'migration.sql'),
        'CREATE TABLE "half" ("id" INT);\nSELECT nope FROM nowhere;\n',
      );
      const db = pool(await freshDatabase());

      await expect(applyMigrations(db, { dir: failing })).rejects.toThrow(
        `Migration ${SECOND} failed and was rolled back`,
      );
      expect((await recorded(db)).map((r) => r.migration_name)).toEqual([FIRST]);
      expect((await db.query(`SELECT to_regclass('half') AS t`)).rows[0].t).toBeNull();

      await writeFile(path.join(failing, SECOND, 'migration.sql'), migrationFiles[SECOND]!);
      expect(await applyMigrations(db, { dir: failing })).toEqual([SECOND]);
    } finally {
      await rm(failing, { recursive: true, force: true });
    }
  });

  it('treats a missing migrations folder as no migrations', async () => {
    const db = pool(await freshDatabase());
    expect(await applyMigrations(db, { dir: path.join(dir, 'does-not-exist') })).toEqual([]);
  });
});
