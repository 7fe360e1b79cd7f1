/** Files over HTTP with the local provider: upload, metadata, the public path, refusals, delete. */
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SECRET, setupTestApp } from '../../../../test/helper.ts';
import { rawRequest } from '../../../../test/raw-http.ts';
import { createFile, type FilesContext } from '../service.ts';
import type { FileStorage } from '../storage.ts';
import { expectInertAnswer, pdf, png, svg, uploadedFile } from './fixtures.ts';

const dir = await mkdtemp(path.join(tmpdir(), 'symbol-files-'));
afterAll(() => rm(dir, { recursive: true, force: true }));
const LIMIT = 64 * 1024;
const t = await setupTestApp({ FILE_STORAGE_DIR: dir, FILE_LIMIT_BYTES: String(LIMIT) });
const FILES = '/api/file-storage/files';

const upload = (file: Buffer, name: string, type: string, data?: unknown, field = 'file') => {
  const req = t.http.post(FILES).set('x-rbac-secret-key', SECRET);
  if (data !== undefined) req.field('data', JSON.stringify(data));
  return req.attach(field, file, { filename: name, contentType: type });
};

async function storedFiles(): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}
const rowCount = async () =>
  (await t.db.pool.query('SELECT count(*)::int AS n FROM file_storage_files')).rows[0].n as number;

describe('upload to local storage', () => {
  it('stores the bytes, fills the metadata and serves them under the public path', async () => {
    const image = png(3, 2);
    const res = await upload(image, 'Bell tower.png', 'image/png', { alt: { en: 'A bell tower' } }, 'picture');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const file = res.body.data;
    expect(file).toMatchObject({
      mimeType: 'image/png',
      extension: 'png',
      size: image.length,
      width: 3,
      height: 2,
      adminTitle: 'Bell tower.png',
      alt: { en: 'A bell tower' },
    });
    expect(file.file).toMatch(/^\/files\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);

    const served = await t.http.get(`/public${file.file}`).buffer(true);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(served.body as Buffer, image)).toBe(0);

    const ranged = await t.http.get(`/public${file.file}`).set('range', 'bytes=0-7').buffer(true);
    expect(ranged.status).toBe(206);
    expect(Buffer.compare(ranged.body as Buffer, image.subarray(0, 8))).toBe(0);
  });

  it('types a file by its bytes, not by what the client declared', async () => {
    const res = await upload(pdf(), 'report.bin', 'application/octet-stream');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ mimeType: 'application/pdf', extension: 'pdf', width: null, height: null });
  });

  it('takes plain text', async () => {
    const res = await upload(Buffer.from('Отчёт за 2025 год\n'), 'report.txt', 'text/plain');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ mimeType: 'text/plain', extension: 'txt' });
    const served = await t.http.get(`/public${res.body.data.file}`);
    expect(served.text).toBe('Отчёт за 2025 год\n');
  });
});

describe('an upload is typed and served by its bytes, never by its name (issue 20)', () => {
  const script = Buffer.from('<script>fetch("/x?" + localStorage.getItem("rbac.subject.refresh"))</script>\n');

  it.each(['x.svg', 'x.xhtml', 'x.js', 'x.html', 'x.htm'])(
    'text declared text/plain and named %s is stored and served as text/plain, as an attachment',
    async (name) => {
      const res = await upload(script, name, 'text/plain');
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.data).toMatchObject({ mimeType: 'text/plain', extension: 'txt' });
      expect(res.body.data.file).toMatch(/\.txt$/);
      const served = await t.http.get(`/public${res.body.data.file}`).buffer(true);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('text/plain; charset=utf-8');
      expectInertAnswer(served, { attachment: true });
    },
  );

  it('a real SVG is accepted and served as image/svg+xml under the sandbox policy, inline', async () => {
    const logo = svg(120, 40);
    const res = await upload(logo, 'logo.svg', 'image/svg+xml');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ mimeType: 'image/svg+xml', extension: 'svg', width: 120, height: 40 });
    const served = await t.http.get(`/public${res.body.data.file}`).buffer(true);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expectInertAnswer(served, { attachment: false });
    expect(Buffer.compare(served.body as Buffer, logo)).toBe(0);
  });

  it('an SVG declared text/plain and named .txt is still an SVG: the bytes decide', async () => {
    const res = await upload(svg(8, 8, { declaration: false }), 'notes.txt', 'text/plain');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ mimeType: 'image/svg+xml', extension: 'svg' });
  });

  it.each([
    ['a png', () => png(2, 2), 'a.png', 'image/png', false],
    ['a pdf', pdf, 'a.pdf', 'application/pdf', false],
  ])('%s is served with nosniff and the sandbox policy, inline', async (_name, bytes, name, type, attachment) => {
    const res = await upload(bytes(), name, type);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const served = await t.http.get(`/public${res.body.data.file}`).buffer(true);
    expect(served.headers['content-type']).toBe(type);
    expectInertAnswer(served, { attachment });
  });

  it('a file stored under an active extension before this rule is served inert', async () => {
    // What the old code wrote for a text/plain upload named x.html: the name's extension in the key.
    const key = `2020/01/${randomUUID()}.html`;
    await mkdir(path.join(dir, '2020', '01'), { recursive: true });
    await writeFile(path.join(dir, key), script);
    const served = await t.http.get(`/public/files/${key}`).buffer(true);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('application/octet-stream');
    expectInertAnswer(served, { attachment: true });
  });
});

describe('refused uploads store nothing', () => {
  it.each([
    ['html', Buffer.from('<html><script>alert(1)</script></html>'), 'page.html', 'text/html'],
    ['xml that is not an svg', Buffer.from('<?xml version="1.0"?><feed></feed>'), 'a.svg', 'image/svg+xml'],
    ['text claiming to be a png', Buffer.from('not really a picture'), 'fake.png', 'image/png'],
    ['a zip archive', Buffer.from('504b0304140000000800', 'hex'), 'a.zip', 'application/zip'],
  ])('%s → 415', async (_name, bytes, filename, type) => {
    const rows = await rowCount();
    const files = await storedFiles();
    const res = await upload(bytes, filename, type);
    expect(res.status, JSON.stringify(res.body)).toBe(415);
    expect(res.body.message).toMatch(/^Unsupported file type/);
    expect(await rowCount()).toBe(rows);
    expect(await storedFiles()).toEqual(files);
  });

  it('a file over FILE_LIMIT_BYTES → 413', async () => {
    const rows = await rowCount();
    const files = await storedFiles();
    const res = await upload(png(2, 2, LIMIT + 100), 'huge.png', 'image/png');
    expect(res.status, JSON.stringify(res.body)).toBe(413);
    expect(await rowCount()).toBe(rows);
    expect(await storedFiles()).toEqual(files);
  });

  it('the size limit holds for direct callers too (no multipart in between)', async () => {
    const big = png(2, 2, LIMIT + 100);
    const caller = t.procedures('file-storage/files');
    await expect(
      caller.create({ data: {}, files: [await uploadedFile(big, 'huge.png', 'image/png')] }),
    ).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('two files for one record → 400', async () => {
    const res = await t.http
      .post(FILES)
      .set('x-rbac-secret-key', SECRET)
      .attach('a', png(1, 1), { filename: 'a.png', contentType: 'image/png' })
      .attach('b', png(1, 1), { filename: 'b.png', contentType: 'image/png' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/One file per record/);
  });

  it('invalid data → 400 before anything is stored', async () => {
    const files = await storedFiles();
    const res = await upload(png(1, 1), 'a.png', 'image/png', { width: 'wide', nope: 1 });
    expect(res.status).toBe(400);
    expect(await storedFiles()).toEqual(files);
  });

  it('uploads need the right to write', async () => {
    const res = await t.http.post(FILES).attach('file', png(1, 1), { filename: 'a.png', contentType: 'image/png' });
    expect(res.status).toBe(403);
  });

  it('an anonymous upload is refused before its body is read', async () => {
    const declared = 180 * 1024 * 1024;
    const res = await rawRequest(
      t,
      [
        `POST ${FILES} HTTP/1.1`,
        'Host: 127.0.0.1',
        'Content-Type: multipart/form-data; boundary=b0undary',
        `Content-Length: ${declared}`,
      ].join('\r\n'),
      '--b0undary\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n',
      { chunk: Buffer.alloc(64 * 1024, 1), times: 200 },
    );
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/X-RBAC-SECRET-KEY/);
    expect(res.sentBytes).toBeLessThan(declared / 10);
  });

  it('files of one request hold at most FILE_LIMIT_BYTES in all → 413, nothing stored', async () => {
    const files = await storedFiles();
    const res = await t.http
      .post(FILES)
      .set('x-rbac-secret-key', SECRET)
      .attach('a', png(2, 2, (LIMIT * 2) / 3), { filename: 'a.png', contentType: 'image/png' })
      .attach('b', png(2, 2, (LIMIT * 2) / 3), { filename: 'b.png', contentType: 'image/png' });
    expect(res.status, JSON.stringify(res.body)).toBe(413);
    expect(res.body).toMatchObject({ status: 413, message: `Files too large: the limit is ${LIMIT} bytes` });
    expect(await storedFiles()).toEqual(files);
  });

  it('a declared body past the limits is refused at once → 413', async () => {
    const res = await rawRequest(
      t,
      [
        `POST ${FILES} HTTP/1.1`,
        'Host: 127.0.0.1',
        `x-rbac-secret-key: ${SECRET}`,
        'Content-Type: multipart/form-data; boundary=b0undary',
        `Content-Length: ${50 * LIMIT}`,
      ].join('\r\n'),
      '--b0undary\r\n',
    );
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ status: 413, message: /^Body too large/ });
  });

  it('a storage that fails to store leaves no record', async () => {
    const failing: FileStorage = {
      provider: 'local',
      put: async () => {
        throw new Error('disk full');
      },
      get: async () => undefined,
      delete: async () => {},
      url: (key) => `/files/${key}`,
      keyOf: () => undefined,
    };
    const ctx: FilesContext = { db: t.db, config: t.config, log: t.app.log, storage: failing };
    const rows = await rowCount();
    await expect(
      createFile(ctx, { data: {}, files: [await uploadedFile(png(1, 1), 'a.png', 'image/png')] }),
    ).rejects.toThrow('disk full');
    expect(await rowCount()).toBe(rows);
  });
});

describe('files by path', () => {
  it.each([
    ['https://cdn.example.com/img/photo.JPG', 'jpg', 'image/jpeg'],
    ['/images/logo.svg', 'svg', 'image/svg+xml'],
  ])('%s', async (file, extension, mimeType) => {
    const res = await t.http.post(FILES).set('x-rbac-secret-key', SECRET).send({ data: { file } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ file, extension, mimeType });
  });

  it.each([
    'http://example.com/a.png',
    'images/a.png',
    '/images/../secret',
    '//evil.example/a.png',
    '',
    '/images/%2e%2e/%2e%2e/etc/passwd',
    '/images/%2E%2E%2Fsecret',
    '/images/%252e%252e/secret',
    '/%2F%2Fevil.example/a.png',
    '/images/%zz',
    // issue 20, 7a: markup and control characters, as written or escaped
    '/images/<script>alert(1)</script>.png',
    '/images/a.png"onerror="alert(1)',
    "/images/a.png'onerror='alert(1)",
    '/images/%3Cscript%3E.png',
    '/images/a\u0007.png',
    '/images/a%07.png',
    '/images/a\u007f.png',
    'https://cdn.example.com/<svg onload=alert(1)>',
    'https://cdn.example.com/a.png"onerror="alert(1)',
    // issue 20, 7a: hosts that are not public
    'https://localhost/a.png',
    'https://LOCALHOST./a.png',
    'https://admin.localhost/a.png',
    'https://intranet/a.png',
    'https://127.0.0.1/a.png',
    'https://127.1/a.png',
    'https://2130706433/a.png',
    'https://0.0.0.0/a.png',
    'https://10.1.2.3/a.png',
    'https://172.16.0.1/a.png',
    'https://192.168.1.10/a.png',
    'https://100.64.0.1/a.png',
    'https://169.254.169.254/latest/meta-data/',
    'https://[::1]/a.png',
    'https://[::]/a.png',
    'https://[::ffff:127.0.0.1]/a.png',
    'https://[fe80::1]/a.png',
    'https://[fd00::1]/a.png',
    'https://user:secret@cdn.example.com/a.png',
  ])('refuses %j, and stores nothing', async (file) => {
    const rows = await rowCount();
    const res = await t.http.post(FILES).set('x-rbac-secret-key', SECRET).send({ data: { file } });
    expect(res.status).toBe(400);
    expect(res.body.cause.join(' ')).toMatch(/^file: /);
    expect(await rowCount()).toBe(rows);
  });

  it.each(['https://93.184.215.14/a.png', 'https://[2606:4700::1111]/a.png', '/images/%D0%BB%D0%BE%D0%B3%D0%BE.png'])(
    'takes %j (a public address, an escaped path)',
    async (file) => {
      const res = await t.http.post(FILES).set('x-rbac-secret-key', SECRET).send({ data: { file } });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.data.file).toBe(file);
    },
  );

  it('a path or url that is refused one by one is refused in bulk, in find-or-create and on update', async () => {
    const rows = await rowCount();
    const bad = { file: 'https://127.0.0.1/a.png' };
    const bulk = await t.http
      .post(`${FILES}/bulk`)
      .set('x-rbac-secret-key', SECRET)
      .send({ data: [{ data: { file: '/images/ok.png' } }, { data: bad }] });
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(400);
    const found = await t.http.post(`${FILES}/find-or-create`).set('x-rbac-secret-key', SECRET).send({ data: bad });
    expect(found.status, JSON.stringify(found.body)).toBe(400);
    expect(await rowCount()).toBe(rows);

    const created = (
      await t.http
        .post(FILES)
        .set('x-rbac-secret-key', SECRET)
        .send({ data: { file: '/images/ok.png' } })
    ).body.data;
    const patched = await t.http
      .patch(`${FILES}/${created.id}`)
      .set('x-rbac-secret-key', SECRET)
      .send({ data: { file: '/images/<b>.png' } });
    expect(patched.status).toBe(400);
    const bulkPatched = await t.http
      .patch(`${FILES}/bulk`)
      .set('x-rbac-secret-key', SECRET)
      .send({ data: [{ id: created.id, data: bad }] });
    expect(bulkPatched.status, JSON.stringify(bulkPatched.body)).toBe(400);
    expect((await t.http.get(`${FILES}/${created.id}`)).body.data.file).toBe('/images/ok.png');
  });
});

describe('delete and replace', () => {
  it('deleting the record deletes the stored object', async () => {
    const created = (await upload(png(4, 4), 'a.png', 'image/png')).body.data;
    expect((await t.http.get(`/public${created.file}`)).status).toBe(200);
    const before = await storedFiles();
    const res = await t.http.delete(`${FILES}/${created.id}`).set('x-rbac-secret-key', SECRET);
    expect(res.status).toBe(200);
    expect((await t.http.get(`/public${created.file}`)).status).toBe(404);
    expect(await storedFiles()).toHaveLength(before.length - 1);
  });

  it('an object another record still names is kept', async () => {
    const first = (await upload(png(2, 3), 'a.png', 'image/png')).body.data;
    const copy = (
      await t.http
        .post(FILES)
        .set('x-rbac-secret-key', SECRET)
        .send({ data: { file: first.file } })
    ).body.data;
    await t.http.delete(`${FILES}/${first.id}`).set('x-rbac-secret-key', SECRET).expect(200);
    expect((await t.http.get(`/public${copy.file}`)).status).toBe(200);
    await t.http.delete(`${FILES}/${copy.id}`).set('x-rbac-secret-key', SECRET).expect(200);
    expect((await t.http.get(`/public${copy.file}`)).status).toBe(404);
  });

  it('an upload on update replaces the object and deletes the old one', async () => {
    const created = (await upload(png(2, 2), 'a.png', 'image/png')).body.data;
    const res = await t.http
      .patch(`${FILES}/${created.id}`)
      .set('x-rbac-secret-key', SECRET)
      .field('data', JSON.stringify({ variant: 'default' }))
      .attach('file', png(5, 6), { filename: 'b.png', contentType: 'image/png' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ width: 5, height: 6 });
    expect(res.body.data.file).not.toBe(created.file);
    expect((await t.http.get(`/public${created.file}`)).status).toBe(404);
    expect((await t.http.get(`/public${res.body.data.file}`)).status).toBe(200);
  });
});
