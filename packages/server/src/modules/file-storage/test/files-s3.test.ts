/** Files with the aws-s3 provider against a real S3-compatible server (s3rver) started here on 127.0.0.1. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, describe, expect, it } from 'vitest';
import { SECRET, setupTestApp } from '../../../../test/helper.ts';
import { KeyTaken } from '../keys.ts';
import { storageOf } from '../storage.ts';
import { expectInertAnswer, png, svg } from './fixtures.ts';

const BUCKET = 'symbol-test';
const dir = await mkdtemp(path.join(tmpdir(), 'symbol-s3-'));
const server = new S3rver({ address: '127.0.0.1', port: 0, directory: dir, silent: true });
const { port } = await server.run();
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});
const endpoint = `http://127.0.0.1:${port}`;
// s3rver checks signatures made with its fixed credentials.
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

// The bucket does not exist yet: the app creates it when it is ready.
const t = await setupTestApp({
  FILE_STORAGE_PROVIDER: 'aws-s3',
  S3_ENDPOINT: endpoint,
  S3_REGION: 'us-east-1',
  S3_BUCKET: BUCKET,
  S3_ACCESS_KEY_ID: credentials.accessKeyId,
  S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
  S3_FORCE_PATH_STYLE: 'true',
  FILE_LIMIT_BYTES: '65536',
});
const s3 = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
afterAll(() => s3.destroy());

const keys = async () =>
  ((await s3.send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents ?? []).map((o) => o.Key).sort();
const objectBytes = async (key: string) =>
  Buffer.from(await (await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }))).Body!.transformToByteArray());

const upload = (file: Buffer, name: string, type: string) =>
  t.http
    .post('/api/file-storage/files')
    .set('x-rbac-secret-key', SECRET)
    .attach('file', file, { filename: name, contentType: type });

describe('upload to S3', () => {
  it('puts the object in the bucket and serves it under the public path', async () => {
    const image = png(7, 5);
    const res = await upload(image, 'a.png', 'image/png');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ mimeType: 'image/png', width: 7, height: 5, size: image.length });
    const key = (res.body.data.file as string).replace(/^\/files\//, '');
    expect(await keys()).toContain(key);
    expect(Buffer.compare(await objectBytes(key), image)).toBe(0);

    const served = await t.http.get(`/public${res.body.data.file}`).buffer(true);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.body as Buffer, image)).toBe(0);
    const ranged = await t.http.get(`/public${res.body.data.file}`).set('range', 'bytes=1-3').buffer(true);
    expect(ranged.status).toBe(206);
    expect(Buffer.compare(ranged.body as Buffer, image.subarray(1, 4))).toBe(0);
  });

  it.each([
    [
      'text named x.html',
      Buffer.from('<script>alert(1)</script>'),
      'x.html',
      'text/plain',
      'text/plain; charset=utf-8',
    ],
    ['an svg', svg(16, 16), 'logo.svg', 'image/svg+xml', 'image/svg+xml'],
    ['a png', png(1, 1), 'a.png', 'image/png', 'image/png'],
  ])(
    '%s: the object carries its detected type and disposition, and the API serves it inert',
    async (_name, bytes, name, declared, type) => {
      const res = await upload(bytes, name, declared);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const key = (res.body.data.file as string).replace(/^\/files\//, '');
      const attachment = type.startsWith('text/');
      const head = await s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
      expect(head.ContentType).toBe(type);
      expect(head.ContentDisposition).toBe(attachment ? 'attachment' : undefined);

      const served = await t.http.get(`/public${res.body.data.file}`).buffer(true);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expectInertAnswer(served, { attachment });
    },
  );

  it('refused uploads put nothing in the bucket', async () => {
    const before = await keys();
    expect((await upload(Buffer.from('<html></html>'), 'a.html', 'text/html')).status).toBe(415);
    expect((await upload(png(2, 2, 70_000), 'big.png', 'image/png')).status).toBe(413);
    expect(await keys()).toEqual(before);
  });

  it('deleting the record deletes the object', async () => {
    const res = await upload(png(2, 2), 'b.png', 'image/png');
    const key = (res.body.data.file as string).replace(/^\/files\//, '');
    expect(await keys()).toContain(key);
    await t.http.delete(`/api/file-storage/files/${res.body.data.id}`).set('x-rbac-secret-key', SECRET).expect(200);
    expect(await keys()).not.toContain(key);
    expect((await t.http.get(`/public${res.body.data.file}`)).status).toBe(404);
  });

  it('a write asked not to replace an object never does (imports: issue 41)', async () => {
    const res = await upload(png(2, 2), 'c.png', 'image/png');
    const key = (res.body.data.file as string).replace(/^\/files\//, '');
    const before = await objectBytes(key);
    const storage = storageOf(t.app.deps);
    await expect(storage.put(key, Buffer.from('other'), 'image/png', 5, { ifAbsent: true })).rejects.toThrow(KeyTaken);
    expect((await objectBytes(key)).equals(before)).toBe(true);
    const fresh = '2025/03/00000000-0000-4000-8000-000000000041.png';
    await storage.put(fresh, before, 'image/png', before.length, { ifAbsent: true });
    expect((await objectBytes(fresh)).equals(before)).toBe(true);
  });

  it('an unknown key is a 404', async () => {
    expect((await t.http.get('/public/files/2020/01/00000000-0000-0000-0000-000000000000.png')).status).toBe(404);
    expect((await t.http.get('/public/files/../../etc/passwd')).status).toBe(404);
  });
});
