/**
 * FILES_PUBLIC_URL: stored files are fetched from an origin of their own (a cookieless host proxied to this
 * API's /public/files, or a bucket), so nothing an upload holds ever runs beside the site's or admin's tokens.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SECRET, setupTestApp } from '../../../../test/helper.ts';
import { appContentSecurityPolicy } from '../../../web/security-headers.ts';
import { storeGeneratedFile } from '../service.ts';
import { storageOf } from '../storage.ts';
import { expectInertAnswer, png } from './fixtures.ts';

const dir = await mkdtemp(path.join(tmpdir(), 'symbol-files-origin-'));
afterAll(() => rm(dir, { recursive: true, force: true }));
const FILES_ORIGIN = 'http://files.symbol.test:8081';
const t = await setupTestApp({ FILE_STORAGE_DIR: dir, FILES_PUBLIC_URL: `${FILES_ORIGIN}/public/files/` });
const FILES = '/api/file-storage/files';
const KEY = '\\d{4}/\\d{2}/[0-9a-f-]{36}';

describe('files on their own origin (FILES_PUBLIC_URL)', () => {
  it("an upload's record points to the files origin, which this API answers inert", async () => {
    const res = await t.http
      .post(FILES)
      .set('x-rbac-secret-key', SECRET)
      .attach('file', png(2, 2), { filename: 'a.png', contentType: 'image/png' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const file = res.body.data.file as string;
    expect(file).toMatch(new RegExp(`^${FILES_ORIGIN}/public/files/${KEY}\\.png$`));

    // The files host is proxied to this API: the same path, another host name.
    const { pathname } = new URL(file);
    const served = await t.http.get(pathname).set('host', new URL(FILES_ORIGIN).host).buffer(true);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expectInertAnswer(served, { attachment: false });
  });

  it('a record may name an object of this storage by its files-origin url; the object goes with the last record', async () => {
    const upload = (
      await t.http
        .post(FILES)
        .set('x-rbac-secret-key', SECRET)
        .attach('file', png(3, 3), { filename: 'b.png', contentType: 'image/png' })
    ).body.data;
    const copy = await t.http
      .post(FILES)
      .set('x-rbac-secret-key', SECRET)
      .send({ data: { file: upload.file } });
    expect(copy.status, JSON.stringify(copy.body)).toBe(201);
    const { pathname } = new URL(upload.file as string);
    await t.http.delete(`${FILES}/${upload.id}`).set('x-rbac-secret-key', SECRET).expect(200);
    expect((await t.http.get(pathname)).status).toBe(200);
    await t.http.delete(`${FILES}/${copy.body.data.id}`).set('x-rbac-secret-key', SECRET).expect(200);
    expect((await t.http.get(pathname)).status).toBe(404);
  });

  it("files the server makes (receipts, which may be private) stay on the API's path, where their owner's session reaches them", async () => {
    const row = await storeGeneratedFile(
      { db: t.db, config: t.config, log: t.app.log, storage: storageOf(t) },
      { bytes: png(1, 1), mimeType: 'image/png', extension: 'png' },
    );
    expect(row.file).toMatch(new RegExp(`^/files/${KEY}\\.png$`));
    expect((await t.http.get(`/public${String(row.file)}`)).status).toBe(200);
  });

  it("the site's and admin's policy lets pages show images and video from the files origin", () => {
    const policy = appContentSecurityPolicy(t.config);
    expect(policy['img-src']).toContain(FILES_ORIGIN);
    expect(policy['media-src']).toContain(FILES_ORIGIN);
  });
});
