/**
 * Share images over real HTTP: the home page and a product page each answer a 1200×630 PNG, named by the page's
 * metadata; a second request is served from the cache; a write to the product renders it anew. Issue 41: a
 * release's preview never reaches the live cache, the cache key is the page (not the url as typed), and renders
 * are limited per address and queued, so a flood gets 429s while the health check keeps answering.
 */
import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { seedId } from '../../../../../../prisma/seed/define.ts';
import { dataOf, SECRET, setupTestApp } from '../../../../test/helper.ts';
import { seedDemoContent } from '../../../seed/index.ts';
import { OG_IMAGE_RENDER_LIMIT } from '../og-image.ts';
import { runtimeOf } from '../runtime.ts';

const t = await setupTestApp({ PUBLIC_SITE_URL: 'https://symbol-faith.example/', TRUST_PROXY: 'true' });
const runtime = () => runtimeOf({ db: t.db, config: t.config, log: t.app.log as never });
await seedDemoContent(t.db);

/** Width and height from a PNG's IHDR chunk, after the 8-byte signature. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The share image a page's metadata names, fetched over HTTP (timed). */
async function shareImage(url: string, language: string) {
  const page = await t.http.get('/api/host/page').query({ url, language });
  expect(page.status).toBe(200);
  const { image, imageWidth, imageHeight } = page.body.data.metadata.opengraph;
  expect(page.body.data.metadata.twitter.image).toBe(image);
  expect([imageWidth, imageHeight]).toEqual([1200, 630]);
  const address = new URL(image);
  const started = performance.now();
  const res = await t.http.get(`${address.pathname}${address.search}`).buffer(true);
  const ms = performance.now() - started;
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('image/png');
  if (process.env.OG_IMAGE_OUT)
    await writeFile(`${process.env.OG_IMAGE_OUT}-${language}${url.replace(/\//g, '_')}.png`, res.body);
  return { bytes: res.body as Buffer, ms };
}

const PRODUCT = '/ecommerce/products/karelia-st-nicholas-chapel';

describe('Open Graph images', () => {
  it('the home page and a product page answer a 1200×630 PNG, cached after the first render', async () => {
    for (const language of ['en', 'ru']) {
      const home = await shareImage('/', language);
      expect(pngSize(home.bytes)).toEqual({ width: 1200, height: 630 });
      const product = await shareImage(PRODUCT, language);
      expect(pngSize(product.bytes)).toEqual({ width: 1200, height: 630 });
      const again = await shareImage(PRODUCT, language);
      expect(again.bytes.equals(product.bytes)).toBe(true);
      console.info(
        `og image ${language} ${PRODUCT}: cold ${product.ms.toFixed(0)} ms, cached ${again.ms.toFixed(0)} ms`,
      );
    }
  });

  it('a write to the product renders its image anew', async () => {
    const before = await shareImage(PRODUCT, 'en');
    const res = await t.http
      .patch(`/api/ecommerce/products/${seedId('ecommerce/products:karelia-st-nicholas-chapel')}`)
      .set('x-rbac-secret-key', SECRET)
      .send({ data: { title: { en: 'A chapel on Lake Kyalgozero', ru: 'Часовня на Кялгозере' } } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = await shareImage(PRODUCT, 'en');
    expect(pngSize(after.bytes)).toEqual({ width: 1200, height: 630 });
    expect(after.bytes.equals(before.bytes)).toBe(false);
  });

  it('a url no page answers is a 404, a bad query a 400', async () => {
    const missing = await t.http.get('/api/host/og-image').query({ url: '/no/such/page', language: 'en' });
    expect(missing.status).toBe(404);
    const bad = await t.http.get('/api/host/og-image').query({ url: '/', language: 'xx' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ status: 400, cause: [expect.stringMatching(/^language:/)] });
  });

  it("a preview's image is rendered for its reader only: the next anonymous visitor gets the live title", async () => {
    const release = await dataOf(
      await t.http
        .post('/api/system/releases')
        .set('x-rbac-secret-key', SECRET)
        .send({ data: { title: 'Og' } }),
      201,
    );
    const productId = seedId('ecommerce/products:karelia-st-nicholas-chapel');
    await dataOf(
      await t.http
        .patch(`/api/ecommerce/products/${productId}`)
        .set({ 'x-rbac-secret-key': SECRET, 'x-release-id': release.id })
        .send({ data: { title: { en: 'UNPUBLISHED secret launch', ru: 'Секрет' } } }),
    );
    const link = await dataOf(
      await t.http
        .get(`/api/system/releases/${release.id}/preview`)
        .set('x-rbac-secret-key', SECRET)
        .query({ url: PRODUCT, language: 'en' }),
    );
    const image = (headers: Record<string, string> = {}) =>
      t.http.get('/api/host/og-image').query({ url: PRODUCT, language: 'en' }).set(headers).buffer(true);
    const preview = await image({ 'x-preview-token': link.token });
    expect(preview.status).toBe(200);
    expect(preview.headers['cache-control']).toBe('private, no-store');
    const anonymous = await image();
    expect(anonymous.status).toBe(200);
    // The live image rendered afresh, with nothing cached: the anonymous one is it, the preview's is not.
    runtime().images.clear();
    const live = await image();
    expect((anonymous.body as Buffer).equals(live.body as Buffer)).toBe(true);
    expect((preview.body as Buffer).equals(live.body as Buffer)).toBe(false);
  });

  it('the cache key is the page: query strings, fragments, a trailing slash and unknown params render once', async () => {
    const { images } = runtime();
    const first = await t.http.get('/api/host/og-image').query({ url: PRODUCT, language: 'ru' }).buffer(true);
    expect(first.status).toBe(200);
    const builds = images.stats.builds;
    for (const url of [`${PRODUCT}?v=1`, `${PRODUCT}?v=2`, `${PRODUCT}#x`, `${PRODUCT}/`, `/ru${PRODUCT}?utm=1#top`]) {
      const again = await t.http.get('/api/host/og-image').query({ url, language: 'ru', v: url }).buffer(true);
      expect(again.status, url).toBe(200);
      expect((again.body as Buffer).equals(first.body as Buffer), url).toBe(true);
    }
    expect(images.stats.builds).toBe(builds);
  });

  it('a flood of renders from one address gets 429s while /api/health keeps answering', async () => {
    const pages = OG_IMAGE_RENDER_LIMIT.max + 12;
    for (let i = 0; i < pages; i++) {
      await dataOf(
        await t.http
          .post('/api/host/pages')
          .set('x-rbac-secret-key', SECRET)
          .send({ data: { url: `/flood-${i}`, title: `Flood page ${i} with a title long enough to wrap` } }),
        201,
      );
    }
    const flooder = { 'x-forwarded-for': '203.0.113.41' };
    const statuses: number[] = [];
    const health: number[] = [];
    let flooding = true;
    const probe = (async () => {
      while (flooding) {
        const started = performance.now();
        const res = await t.http.get('/api/health');
        health.push(performance.now() - started);
        expect(res.status).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    let next = 0;
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        while (next < pages) {
          const url = `/flood-${next++}`;
          const res = await t.http.get('/api/host/og-image').query({ url, language: 'en' }).set(flooder);
          statuses.push(res.status);
          if (res.status === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        }
      }),
    );
    flooding = false;
    await probe;
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(OG_IMAGE_RENDER_LIMIT.max);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(pages - OG_IMAGE_RENDER_LIMIT.max);
    expect(health.length).toBeGreaterThan(0);
    const slowest = Math.max(...health);
    console.info(`health during the flood: ${health.length} answers, slowest ${slowest.toFixed(0)} ms`);
    // Another address is not limited by the flooder's count.
    const other = await t.http
      .get('/api/host/og-image')
      .query({ url: '/flood-0', language: 'ru' })
      .set('x-forwarded-for', '203.0.113.42');
    expect(other.status).toBe(200);
  });
});
