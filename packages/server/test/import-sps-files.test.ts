/**
 * `pnpm import:sps` and the bytes a folder brings (issue 41): only regular files whose real path stays inside the
 * folder are stored (no symbolic links, no `..`, no absolute paths), and a record never names, writes over or
 * deletes a stored object it did not write. Each folder here is written by the test beside a secret outside it.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importSps, type ImportReport } from '../src/import/sps/import.ts';
import { KeyTaken } from '../src/modules/file-storage/keys.ts';
import { storageOf } from '../src/modules/file-storage/storage.ts';
import { SECRET, setupTestApp } from './helper.ts';

const work = await mkdtemp(path.join(tmpdir(), 'symbol-sps-hostile-'));
const filesDir = path.join(work, 'stored');
afterAll(() => rm(work, { recursive: true, force: true }));
const t = await setupTestApp({ FILE_STORAGE_DIR: filesDir });
const storage = storageOf(t.app.deps);

/** A 2×1 PNG: the bytes of an allowed type. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000002000000010806000000f478d4fa0000000b4944415478da636000020000050001e9fadcd80000000049454e44ae426082',
  'hex',
);
/** What the folder's author must never read back: the server's JWT secret, in its data dir outside the folder. */
const secretFile = path.join(work, 'data', 'jwt-secret');
await mkdir(path.dirname(secretFile), { recursive: true });
await writeFile(secretFile, 'super-secret-jwt-key-never-published');

const DATA = 'libs/modules/file-storage/models/file/backend/repository/database/src/lib/data';

/** A folder in the original's layout holding one file record naming `file`; `prepare` adds its public folder. */
async function folderWith(file: string, prepare: (publicDir: string) => Promise<void>, id: string = randomUUID()) {
  const root = await mkdtemp(path.join(work, 'folder-'));
  await mkdir(path.join(root, DATA), { recursive: true });
  const record = { id, createdAt: '2025-03-14T09:26:53.589Z', updatedAt: '2025-03-14T09:26:53.589Z', file };
  await writeFile(path.join(root, DATA, `${id}.json`), JSON.stringify(record));
  const publicDir = path.join(root, 'public');
  await mkdir(publicDir, { recursive: true });
  await prepare(publicDir);
  return { root, id };
}

const run = (folder: string) => importSps({ db: t.db, storage, config: t.config }, { folder });
const files = (report: ImportReport) => report.models.find((m) => m.entity === 'file-storage/files')!;
const storedObjects = async () =>
  (await readdir(filesDir, { recursive: true }).catch(() => [] as string[])).filter((f) => /\.\w+$/.test(f));
async function storedBytes(): Promise<Buffer[]> {
  return Promise.all((await storedObjects()).map((f) => readFile(path.join(filesDir, f))));
}
const recordStatus = async (id: string) =>
  (await t.http.get(`/api/file-storage/files/${id}`).set('x-rbac-secret-key', SECRET)).status;

/** Nothing of the secret reached the storage, and the record is not here. */
async function expectNothingPublished(id: string) {
  for (const bytes of await storedBytes()) expect(bytes.toString('latin1')).not.toContain('super-secret');
  expect(await recordStatus(id)).toBe(404);
}

describe('import:sps file bytes', () => {
  it('a symbolic link to a secret beside a record is not followed: the record fails with its reason', async () => {
    const before = await storedObjects();
    const { root, id } = await folderWith('/notes.txt', (dir) => symlink(secretFile, path.join(dir, 'notes.txt')));
    const report = await run(root);
    expect(files(report).created).toBe(0);
    expect(files(report).failed).toEqual([
      { file: `${DATA}/${id}.json`, reason: expect.stringMatching(/notes\.txt.*symbolic link/) },
    ]);
    await expectNothingPublished(id);
    expect(await storedObjects()).toEqual(before);
  });

  it('a folder on the way that is a symbolic link out of the folder is not followed either', async () => {
    const { root, id } = await folderWith('/file-storage/static/jwt-secret', async (dir) => {
      await mkdir(path.join(dir, 'file-storage'));
      await symlink(path.dirname(secretFile), path.join(dir, 'file-storage', 'static'));
    });
    const report = await run(root);
    expect(files(report).failed[0]?.reason).toMatch(/symbolic link/);
    await expectNothingPublished(id);
  });

  it('a link to a file inside the folder is refused as well: only regular files are copied', async () => {
    const { root, id } = await folderWith('/alias.png', async (dir) => {
      await writeFile(path.join(dir, 'real.png'), PNG);
      await symlink(path.join(dir, 'real.png'), path.join(dir, 'alias.png'));
    });
    const report = await run(root);
    expect(files(report).failed[0]?.reason).toMatch(/symbolic link/);
    expect(await recordStatus(id)).toBe(404);
  });

  it('`..`, absolute and protocol-relative paths are refused with their reason', async () => {
    for (const file of ['/../data/jwt-secret', '/%2e%2e/data/jwt-secret', `/${secretFile}`, `//${secretFile}`]) {
      const { root } = await folderWith(file, async () => {});
      const report = await run(root);
      const outcome = files(report);
      // Refused outright, or kept as a path with no bytes behind it: never the secret's bytes.
      if (outcome.failed.length) expect(outcome.failed[0]!.reason, file).toMatch(/file:/);
      else expect(outcome.notes[0]?.reason, file).toMatch(/no bytes/);
      for (const bytes of await storedBytes()) expect(bytes.toString('latin1')).not.toContain('super-secret');
    }
  });

  it("a record named like another file's stored object never writes over it, nor deletes it when it fails", async () => {
    const other = Buffer.concat([PNG, Buffer.from('other bytes')]);
    /** An upload stored live (its key `yyyy/mm/<uuid>.png`, its url public), and a folder whose record takes
     * that uuid as its own id, in the object's month, with other bytes. */
    async function liveAndLookalike(adminTitle: string) {
      const upload = await t.http
        .post('/api/file-storage/files')
        .set('x-rbac-secret-key', SECRET)
        .field('data', JSON.stringify({ adminTitle: 'live' }))
        .attach('file', PNG, { filename: 'live.png', contentType: 'image/png' });
      expect(upload.status, JSON.stringify(upload.body)).toBe(201);
      const key = storage.keyOf(upload.body.data.file as string)!;
      const id = path.basename(key, '.png');
      const { root } = await folderWith('/x.png', (dir) => writeFile(path.join(dir, 'x.png'), other), id);
      const recordFile = path.join(root, DATA, `${id}.json`);
      const record = JSON.parse(await readFile(recordFile, 'utf8'));
      const createdAt = `${key.slice(0, 4)}-${key.slice(5, 7)}-15T00:00:00.000Z`;
      await writeFile(recordFile, JSON.stringify({ ...record, createdAt, adminTitle }));
      return { key, id, root };
    }

    const written = await liveAndLookalike('imported');
    expect(files(await run(written.root)).created).toBe(1);
    const imported = (await t.http.get(`/api/file-storage/files/${written.id}`).set('x-rbac-secret-key', SECRET)).body
      .data;
    const importedKey = storage.keyOf(imported.file)!;
    expect(importedKey).not.toBe(written.key);
    expect((await storage.get(written.key))?.equals(PNG)).toBe(true);
    expect((await storage.get(importedKey))?.equals(other)).toBe(true);

    // The insert fails in the database after the bytes were written: only the bytes it wrote are removed.
    await t.db.pool.query(`
      CREATE FUNCTION sec_refuse_insert() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'refused by the test'; END $$ LANGUAGE plpgsql;
      CREATE TRIGGER sec_refuse_insert BEFORE INSERT ON file_storage_files
        FOR EACH ROW WHEN (NEW."adminTitle" = 'refused') EXECUTE FUNCTION sec_refuse_insert();`);
    const failing = await liveAndLookalike('refused');
    const objectsBefore = await storedObjects();
    const report = await run(failing.root);
    expect(files(report).created).toBe(0);
    expect(files(report).failed[0]?.reason).toMatch(/refused by the test/);
    expect((await storage.get(failing.key))?.equals(PNG)).toBe(true);
    expect(await storedObjects()).toEqual(objectsBefore);
    // And the storage itself refuses to write over a key when asked not to.
    await expect(storage.put(written.key, other, 'image/png', other.length, { ifAbsent: true })).rejects.toThrow(
      KeyTaken,
    );
    expect((await storage.get(written.key))?.equals(PNG)).toBe(true);
    await t.db.pool.query('DROP TRIGGER sec_refuse_insert ON file_storage_files; DROP FUNCTION sec_refuse_insert();');
  });
});
