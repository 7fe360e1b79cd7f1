/**
 * A server-rendered page kept in the page cache is answered from bytes: compressed once per encoding (brotli or
 * gzip, as Accept-Encoding allows, else the HTML itself), with its ETag and a 304 for a matching If-None-Match,
 * without going through the page procedure again while the page data it was made from is still the one kept.
 * A write drops it like the page data.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { runtimeOf } from '../src/modules/host/runtime.ts';
import { builtSite, SECRET, setupTestApp } from './helper.ts';

/** A back office's build as its Vite config writes it: a script with its brotli and gzip copies. */
const admin = mkdtempSync(path.join(tmpdir(), 'admin-dist-'));
const script = `export const words = ${JSON.stringify('the back office '.repeat(200))};`;
mkdirSync(path.join(admin, 'assets'));
writeFileSync(path.join(admin, 'index.html'), '<!doctype html><title>Admin</title><div id="root"></div>');
writeFileSync(path.join(admin, 'assets', 'app-1.js'), script);
writeFileSync(path.join(admin, 'assets', 'app-1.js.br'), brotliCompressSync(script));
writeFileSync(path.join(admin, 'assets', 'app-1.js.gz'), gzipSync(script));

afterAll(() => rmSync(admin, { recursive: true, force: true }));

const site = builtSite();
const t = await setupTestApp({}, { web: { site, admin } });
const auth = { 'x-rbac-secret-key': SECRET };
const cache = () => runtimeOf({ db: t.db, config: t.config, log: t.app.log as never }).cache;

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('a kept rendered page', () => {
  it('answers brotli, gzip or plain bytes of one HTML, one ETag, and 304 on If-None-Match', async () => {
    const made = await t.http
      .post('/api/host/pages')
      .set(auth)
      .send({ data: { url: '/kept', title: 'Kept page' } });
    expect(made.status).toBe(201);

    const plain = await get('/en/kept');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('Kept page');
    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);

    const before = { ...cache().stats };
    const br = await get('/en/kept', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    const gzip = await get('/en/kept', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    for (const answer of [br, gzip]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers.etag).toBe(etag);
      expect(answer.headers.vary).toBe('accept-encoding');
      expect(answer.headers['cache-control']).toMatch(/max-age=0/);
      // The security headers are on the bytes' answer too.
      expect(answer.headers['content-security-policy']).toMatch(/frame-ancestors 'self'/);
    }

    const unchanged = await get('/en/kept', { 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
    expect(unchanged.headers.etag).toBe(etag);
    // Answered from the kept bytes: the page procedure (and its cache) was not asked again.
    expect(cache().stats).toEqual(before);
  });

  it('drops the kept bytes on a write: the next answer is the new page, with a new ETag', async () => {
    const made = await t.http
      .post('/api/host/pages')
      .set(auth)
      .send({ data: { url: '/changing', title: 'Before the write' } });
    const first = await get('/en/changing', { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(first.rawPayload).toString('utf8')).toContain('Before the write');
    await get('/en/changing', { 'accept-encoding': 'br' });

    const patched = await t.http
      .patch(`/api/host/pages/${made.body.data.id as string}`)
      .set(auth)
      .send({ data: { title: 'After the write' } });
    expect(patched.status).toBe(200);
    const after = await get('/en/changing', { 'accept-encoding': 'br', 'if-none-match': first.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(first.headers.etag);
    const html = brotliDecompressSync(after.rawPayload).toString('utf8');
    // (adminTitle was made from the first title and stays.)
    expect(html).toContain('"title":"After the write"');
    expect(html).not.toContain('"title":"Before the write"');
  });

  it('a write elsewhere drops the kept bytes, and the same page rendered again keeps its ETag: still a 304', async () => {
    await t.http
      .post('/api/host/pages')
      .set(auth)
      .send({ data: { url: '/steady', title: 'Steady page' } });
    const first = await get('/en/steady');
    const etag = first.headers.etag as string;

    const before = { ...cache().stats };
    const elsewhere = await t.http
      .post('/api/host/pages')
      .set(auth)
      .send({ data: { url: '/elsewhere', title: 'Another page' } });
    expect(elsewhere.status).toBe(201);
    const again = await get('/en/steady', { 'if-none-match': etag });
    // Rendered again from page data read again (the write dropped both), to the same bytes: the browser's copy
    // and a CDN's stay good.
    expect(cache().stats).not.toEqual(before);
    expect(again.statusCode).toBe(304);
    expect(again.headers.etag).toBe(etag);
  });

  it('a request in a release is not answered from the kept bytes', async () => {
    const made = await t.http
      .post('/api/host/pages')
      .set(auth)
      .send({ data: { url: '/staged', title: 'Live title' } });
    await get('/en/staged');
    const release = await t.http
      .post('/api/system/releases')
      .set(auth)
      .send({ data: { title: 'Kept pages' } });
    const releaseId = release.body.data.id as string;
    const staged = await t.http
      .patch(`/api/host/pages/${made.body.data.id as string}`)
      .set({ ...auth, 'x-release-id': releaseId })
      .send({ data: { title: 'Staged title' } });
    expect(staged.status).toBe(200);
    const live = await get('/en/staged');
    expect(live.body).toContain('Live title');
    const inRelease = await get('/en/staged', { ...auth, 'x-release-id': releaseId });
    expect(inRelease.body).toContain('Staged title');
  });
});

describe("the apps' built files", () => {
  it('are sent as the build compressed them, brotli or gzip as Accept-Encoding allows, never compressed again', async () => {
    const siteScript = readdirSync(path.join(site, 'assets')).find((name) => name.endsWith('.js'))!;
    for (const [url, file] of [
      [`/admin/assets/app-1.js`, path.join(admin, 'assets', 'app-1.js')],
      [`/assets/${siteScript}`, path.join(site, 'assets', siteScript)],
    ] as const) {
      for (const [accepted, encoding, copy] of [
        ['gzip, deflate, br', 'br', `${file}.br`],
        ['gzip', 'gzip', `${file}.gz`],
        ['', undefined, file],
      ] as const) {
        const answer = await get(url, accepted ? { 'accept-encoding': accepted } : {});
        expect(answer.statusCode, `${url} ${accepted}`).toBe(200);
        expect(answer.headers['content-encoding'], `${url} ${accepted}`).toBe(encoding);
        expect(answer.rawPayload.equals(readFileSync(copy)), `${url} ${accepted}: the build's own bytes`).toBe(true);
        expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
    }
  });
});
