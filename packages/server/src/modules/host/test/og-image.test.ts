/**
 * Share images over real HTTP: the home page and a product page each answer a 1200×630 PNG, named by the page's
 * metadata; a second request is served from the cache; a write to the product renders it anew.
 */
import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { seedId } from '../../../../../../prisma/seed/define.ts';
import { SECRET, setupTestApp } from '../../../../test/helper.ts';
import { seedDemoContent } from '../../../seed/index.ts';

const t = await setupTestApp({ PUBLIC_SITE_URL: 'https://symbol-faith.example/' });
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
});
