/** Every public variant renders on some seeded page, in both languages, and none shows the error box. */
import { PUBLIC_VARIANTS } from '@symbol/contracts/public-variants';
import { expect, test } from '@playwright/test';
import { hydrated, VARIANT_PAGES } from './helpers.ts';

for (const language of ['en', 'ru']) {
  test(`every variant of the public site renders (${language})`, async ({ page }) => {
    // About twenty pages, each loaded and read: minutes on a loaded two-core machine.
    test.setTimeout(300_000);
    const seen = new Set<string>();
    for (const url of VARIANT_PAGES) {
      await page.goto(`/${language}${url}`);
      await expect(page.locator('[data-variant="footer-default"]')).toBeAttached();
      await expect(page.locator('[data-error-box]'), url).toHaveCount(0);
      for (const name of await page.$$eval('[data-variant]', (els) =>
        els.map((e) => `${(e as HTMLElement).dataset.entity} ${(e as HTMLElement).dataset.variant}`),
      ))
        seen.add(name);
    }
    // The fading slide is the third of the showcase's testimonial slider.
    await page.goto(`/${language}/showcase`);
    const next = page.locator('section[aria-roledescription="carousel"]').nth(1).locator('button[aria-label]').last();
    // Hydrated first: an arrow pressed before does nothing (CI's loaded machine pressed it so).
    await hydrated(next);
    await next.click();
    await next.click();
    await expect(page.locator('[data-entity="website-builder/slides"][data-variant="fade"]')).toBeAttached();
    seen.add('website-builder/slides fade');

    const expected = Object.entries(PUBLIC_VARIANTS).flatMap(([entity, variants]) =>
      variants.map((v) => `${entity} ${v}`),
    );
    expect(expected.filter((name) => !seen.has(name))).toEqual([]);
  });
}
