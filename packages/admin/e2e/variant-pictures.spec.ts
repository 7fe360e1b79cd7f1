/**
 * Makes the page builder's palette pictures (src/builder/variants.ts), once, from the seeded site: each variant
 * as the site renders it on the first page of the sitemap that shows it, its top 800 px shot as a JPEG (10–55 kB)
 * into public/variants/. Not a test: it runs only with VARIANT_PICTURES=1
 * (`VARIANT_PICTURES=1 E2E_SKIP_BUILD=1 npx playwright test variant-pictures --project admin`), and its
 * pictures are committed. Run it again when a variant's look changes.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { PALETTE_ENTITY, PALETTE_VARIANTS } from '../src/builder/variants.ts';

const OUT = fileURLToPath(new URL('../public/variants/', import.meta.url));

test.skip(!process.env.VARIANT_PICTURES, 'makes the palette pictures only when asked (VARIANT_PICTURES=1)');

test('the palette pictures, from the seeded site', async ({ page, request }) => {
  test.setTimeout(600_000);
  mkdirSync(OUT, { recursive: true });
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]!).pathname)
    .filter((path) => path.startsWith('/en'));
  const missing = new Set(PALETTE_VARIANTS);
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const url of urls) {
    if (!missing.size) break;
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    for (const variant of [...missing]) {
      const wrapper = page.locator(`[data-entity="${PALETTE_ENTITY}"][data-variant="${variant}"]`).first();
      if (!(await wrapper.count())) continue;
      await wrapper.evaluate((element) => element.scrollIntoView());
      // The wrapper is `display: contents`: the widget's box is its first descendant that has one.
      const box = await wrapper.evaluate((element) => {
        for (const child of element.querySelectorAll('*')) {
          const rect = child.getBoundingClientRect();
          if (rect.height >= 20) return { y: rect.top + window.scrollY, height: rect.height };
        }
        return null;
      });
      if (!box || box.height < 20) continue;
      await page.screenshot({
        path: `${OUT}${variant}.jpg`,
        type: 'jpeg',
        quality: 70,
        scale: 'css',
        fullPage: true,
        clip: { x: 0, y: box.y, width: 1280, height: Math.min(box.height, 800) },
      });
      missing.delete(variant);
    }
  }
  console.log(`pictures made; without one (on no seeded page): ${[...missing].join(', ') || 'none'}`);
  expect(missing.size).toBeLessThan(PALETTE_VARIANTS.length);
});
