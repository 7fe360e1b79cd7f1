/**
 * A page that is not cached (PAGE_CACHE_TTL_MS=0), over real HTTP: concurrent requests share one build
 * (single flight); answers carry an ETag and a matching If-None-Match gets a 304 without a body, on the
 * documented path and on the tRPC path the site uses.
 */
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { SECRET, setupTestApp } from '../../../../test/helper.ts';
import { countQueries } from '../../../db/query-counter.ts';
import { runtimeOf } from '../runtime.ts';

const t = await setupTestApp({ PAGE_CACHE_TTL_MS: '0' });
const auth = { 'x-rbac-secret-key': SECRET };
const pageId = async (url: string) => {
  const res = await t.http
    .post('/api/host/pages')
    .set(auth)
    .send({ data: { url, title: `Page ${url}` } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as string;
};

const waitFor = async (condition: () => boolean | Promise<boolean>, what: string) => {
  for (let i = 0; i < 600; i++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
};

describe('single flight without a page cache', () => {
  const locker = new pg.Client({ connectionString: t.databaseUrl });
  afterAll(() => locker.end());

  it('builds a page once for the requests that arrive while it is being built', async () => {
    await pageId('/flight');
    await locker.connect();
    const cache = runtimeOf({ db: t.db, config: t.config, log: t.app.log as never }).cache;
    const before = { ...cache.stats };
    const counter = countQueries(t.db.pool, { keepText: true });
    // Hold the pages table: the first build waits on it, so the requests below all arrive during that build.
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE "host_pages" IN ACCESS EXCLUSIVE MODE');
    const answers = Array.from({ length: 8 }, () => t.http.get('/api/host/page').query({ url: '/flight' }).then());
    await waitFor(
      () => cache.stats.builds + cache.stats.shared - before.builds - before.shared === 8,
      'eight page requests',
    );
    await locker.query('COMMIT');
    const responses = await Promise.all(answers);
    counter.stop();
    expect(responses.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(new Set(responses.map((r) => r.text)).size).toBe(1);
    expect(cache.stats.builds - before.builds).toBe(1);
    expect(cache.stats.shared - before.shared).toBe(7);
    expect(counter.texts.filter((text) => text.includes('FROM "host_pages"'))).toHaveLength(1);
    expect(cache.size).toBe(0); // nothing kept once built: the next request builds again

    const again = cache.stats.builds;
    expect((await t.http.get('/api/host/page').query({ url: '/flight' })).status).toBe(200);
    expect(cache.stats.builds).toBe(again + 1);
  });
});

describe('ETag and 304', () => {
  it('answers a matching If-None-Match with 304 and no body, a changed page with 200 and a new ETag', async () => {
    const id = await pageId('/etag');
    const first = await t.http.get('/api/host/page').query({ url: '/etag' }).set('accept-encoding', 'gzip');
    expect(first.status).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    // Rebuilt (no cache) into the same JSON: the same ETag, so a 304.
    const unchanged = await t.http.get('/api/host/page').query({ url: '/etag' }).set('if-none-match', etag);
    expect(unchanged.status).toBe(304);
    expect(unchanged.text).toBe('');
    expect(unchanged.headers.etag).toBe(etag);
    const listed = await t.http
      .get('/api/host/page')
      .query({ url: '/etag' })
      .set('if-none-match', `W/"other", ${etag}`);
    expect(listed.status).toBe(304);
    const other = await t.http.get('/api/host/page').query({ url: '/etag' }).set('if-none-match', 'W/"other"');
    expect(other.status).toBe(200);
    expect(other.body.data.page.title).toBe('Page /etag');

    const patched = await t.http
      .patch(`/api/host/pages/${id}`)
      .set(auth)
      .send({ data: { title: 'Changed' } });
    expect(patched.status).toBe(200);
    const changed = await t.http.get('/api/host/page').query({ url: '/etag' }).set('if-none-match', etag);
    expect(changed.status).toBe(200);
    expect(changed.body.data.page.title).toBe('Changed');
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('does the same on the tRPC path the site reads pages through', async () => {
    await pageId('/etag-trpc');
    const path = `/api/trpc/host.page?input=${encodeURIComponent(JSON.stringify({ url: '/etag-trpc' }))}`;
    const first = await t.http.get(path);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.body.result.data.page.title).toBe('Page /etag-trpc');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const unchanged = await t.http.get(path).set('if-none-match', etag);
    expect(unchanged.status).toBe(304);
    expect(unchanged.text).toBe('');
    // Errors carry no ETag.
    const missing = await t.http.get(
      `/api/trpc/host.page?input=${encodeURIComponent(JSON.stringify({ url: '/no-such-page' }))}`,
    );
    expect(missing.status).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });
});
