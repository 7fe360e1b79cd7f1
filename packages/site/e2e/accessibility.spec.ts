/** axe on the home page, an article, a product page, a project page, the donate page and search results: no serious or critical violations. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

for (const url of [
  '/ru/',
  '/en/blog/articles/annual-report-2024',
  '/en/ecommerce/products/pokrovskoye-bell-tower',
  '/ru/projects/pokrovskoye-bell-tower',
  '/en/donate',
  '/ru/search?q=колокольни',
  '/en/search?q=chaple',
]) {
  for (const width of [360, 1440]) {
    test(`${url} at ${width} px has no serious or critical axe violations`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(url);
      await expect(page.locator('[data-variant="footer-default"]')).toBeAttached();
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) =>
            `${v.id}: ${v.help} (${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(', ')})`,
        );
      expect(serious).toEqual([]);
    });
  }
}
