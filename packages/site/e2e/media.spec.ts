/**
 * Share images and responsive pictures as a browser and a link preview get them: the page head names a
 * 1200×630 PNG, and the pictures carry srcset/sizes/width/height, lazy below the fold and one high-priority
 * picture above it. Screenshots at 360 and 1440 px in both languages (E2E_SHOTS=dir keeps them).
 */
import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { screenshot } from '../../../scripts/e2e/screenshot.ts';

const PRODUCT = '/ecommerce/products/karelia-st-nicholas-chapel';

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (bytes: Buffer) => ({
  signature: bytes.subarray(0, 8).toString('hex'),
  width: bytes.readUInt32BE(16),
  height: bytes.readUInt32BE(20),
});

for (const url of ['/en/', `/ru${PRODUCT}`]) {
  test(`the head of ${url} names its 1200×630 share image`, async ({ request }) => {
    const html = await (await request.get(url)).text();
    const image = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1]?.replace(/&amp;/g, '&');
    expect(image).toMatch(/\/api\/host\/og-image\?url=/);
    expect(html).toContain('<meta property="og:image:width" content="1200">');
    expect(html).toContain('<meta property="og:image:height" content="630">');
    expect(html).toContain(`<meta name="twitter:image" content="${image!.replace(/&/g, '&amp;')}">`);
    const answer = await request.get(image!);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/png');
    expect(pngSize(await answer.body())).toEqual({ signature: '89504e470d0a1a0a', width: 1200, height: 630 });
  });
}

interface Shown {
  alt: string;
  srcset: string | null;
  sizes: string | null;
  width: string | null;
  height: string | null;
  loading: string | null;
  fetchpriority: string | null;
  top: number;
  current: string;
}
const images = (page: Page) =>
  page.getByRole('img').evaluateAll((nodes) =>
    nodes
      .filter((node): node is HTMLImageElement => node instanceof HTMLImageElement)
      .map((img) => ({
        alt: img.alt,
        srcset: img.getAttribute('srcset'),
        sizes: img.getAttribute('sizes'),
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        loading: img.getAttribute('loading'),
        fetchpriority: img.getAttribute('fetchpriority'),
        top: img.getBoundingClientRect().top + window.scrollY,
        current: img.currentSrc,
      })),
  );

/** Every raster picture names its variants and size; exactly one, above the fold, is fetched first. */
function expectResponsive(shown: Shown[], viewportHeight: number, lazyBelow = true) {
  const raster = shown.filter((img) => img.srcset);
  expect(raster.length).toBeGreaterThan(0);
  for (const img of raster) {
    expect(img.srcset).toMatch(/\.w320\.(jpg|png) 320w/);
    expect(img.sizes).toBeTruthy();
    expect(Number(img.width)).toBeGreaterThan(0);
    expect(Number(img.height)).toBeGreaterThan(0);
  }
  const first = shown.filter((img) => img.fetchpriority === 'high');
  expect(first).toHaveLength(1);
  expect(first[0]).toMatchObject({ loading: 'eager' });
  expect(first[0]!.srcset).toBeTruthy();
  expect(first[0]!.top).toBeLessThan(viewportHeight);
  const below = raster.filter((img) => img.top > viewportHeight * 1.5);
  if (lazyBelow) expect(below.length).toBeGreaterThan(0);
  for (const img of below) expect(img).toMatchObject({ loading: 'lazy', fetchpriority: null });
}

test('the home page and a product page show responsive pictures', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/en/');
  const slide = page.getByRole('img', { name: /The white stone Church of the Intercession in Pokrovskoye/ });
  await expect(slide).toBeVisible();
  await expect(slide).toHaveAttribute('fetchpriority', 'high');
  // A 360-px phone (DPR 1) takes a WebP variant about twice its width (the slide covers a tall box), not the
  // 1920-px original.
  await expect.poll(() => slide.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.w(640|960)\.webp$/);
  expectResponsive(await images(page), 740);
  const srcset = (await slide.getAttribute('srcset'))!;
  const variant = srcset.split(', ')[1]!.split(' ')[0]!;
  const served = await request.get(variant);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/jpeg');

  await page.goto(`/en${PRODUCT}`);
  await expect(page.getByRole('img', { name: /chapel/i }).first()).toBeVisible();
  expectResponsive(await images(page), 740, false);
});

for (const language of ['en', 'ru']) {
  for (const width of [360, 1440]) {
    test(`screenshots ${language} ${width}`, async ({ page, request }) => {
      test.skip(!process.env.E2E_SHOTS, 'screenshots only when asked for');
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 900 });
      for (const [name, url] of [
        ['home', `/${language}/`],
        ['product', `/${language}${PRODUCT}`],
      ]) {
        await page.goto(url!, { waitUntil: 'load' });
        await screenshot(page, { path: `${process.env.E2E_SHOTS}/${name}-${language}-${width}.png` });
      }
      const og = await request.get(`/api/host/og-image?url=${encodeURIComponent(PRODUCT)}&language=${language}`);
      writeFileSync(`${process.env.E2E_SHOTS}/og-product-${language}.png`, await og.body());
    });
  }
}
