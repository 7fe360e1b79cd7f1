/**
 * A client-side navigation keeps the site's frame (issue 24): the header (and the footer) are the same DOM nodes
 * before and after, never taken out of the page meanwhile (they used to be rebuilt 120–600 ms after a click: a
 * flash, and a focus or an open menu in them lost), nor hidden behind a loading skeleton while the next page loads.
 */
import { expect, test, type Page } from '@playwright/test';
import { hydrated, withoutLiveUpdates } from './helpers.ts';
import { screenshot } from '../../../scripts/e2e/screenshot.ts';

/** Marks the header and footer nodes and records any removal of them from the document from now on. */
async function watchFrame(page: Page) {
  await page.evaluate(() => {
    const header = document.querySelector('header')!;
    const footer = document.querySelector('footer')!;
    const watched = window as unknown as { frame: { header: Element; footer: Element; removed: number } };
    watched.frame = { header, footer, removed: 0 };
    new MutationObserver(() => {
      if (!header.isConnected || !footer.isConnected) watched.frame.removed++;
    }).observe(document.body, { childList: true, subtree: true });
  });
}

async function frameKept(page: Page) {
  return page.evaluate(() => {
    const { frame } = window as unknown as { frame: { header: Element; footer: Element; removed: number } };
    return {
      sameHeader: document.querySelector('header') === frame.header,
      sameFooter: document.querySelector('footer') === frame.footer,
      // (A Suspense fallback keeps the nodes it replaces, hidden.)
      headerShown: frame.header.checkVisibility(),
      removed: frame.removed,
    };
  });
}

const kept = { sameHeader: true, sameFooter: true, headerShown: true, removed: 0 };

for (const width of [360, 1440]) {
  test(`the header and footer stay in place across client-side navigations (${width} px)`, async ({ page }) => {
    // Only the navigations' page requests go through the slow route below (a refetch of the shown page, after
    // another test's write, was once handled by it twice: 'Route is already handled').
    await withoutLiveUpdates(page);
    // The page's clock: the router's pending delay passes when the test says so.
    await page.clock.install();
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/en/');
    await expect(page.getByRole('heading', { name: 'What we do' })).toBeVisible();
    await hydrated(page.getByRole('banner').getByRole('link').first());
    await watchFrame(page);
    const go = async (name: string, url: RegExp, heading: string, slow = false) => {
      // A slow answer: the page being left stays, under the loading bar (the skeleton used to replace it all).
      // The answer is held until the frame has been checked (a fixed delay raced the check on a loaded machine).
      let answer = () => {};
      const held = new Promise<void>((resolve) => (answer = resolve));
      if (slow)
        await page.route('**/api/trpc/host.page**', async (route) => {
          await held;
          await route.continue();
        });
      if (width < 768) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.locator('#mobile-menu').getByRole('link', { name, exact: true }).click();
      } else {
        await page
          .getByRole('navigation', { name: 'Main navigation' })
          .getByRole('link', { name, exact: true })
          .click();
      }
      if (slow) {
        await expect(page.getByRole('status', { name: 'Loading…' })).toBeAttached();
        // Past the router's pending delay (300 ms); the answer waits until the frame is checked.
        await page.clock.runFor(700);
        await screenshot(page, { path: `test-results/navigation-waiting-${width}.png` });
        expect(await frameKept(page), `while ${name} loads`).toEqual(kept);
      }
      answer();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
      await expect(page.getByRole('status', { name: 'Loading…' })).toHaveCount(0);
      if (slow) await page.unroute('**/api/trpc/host.page**');
      expect(await frameKept(page), `after ${name}`).toEqual(kept);
    };
    await go('About', /\/en\/about$/, 'About the foundation'); // the home page's route to the other pages' one
    await go('Blog', /\/en\/blog$/, 'Journal', true); // between two pages of the same route, slowly
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/about$/);
    await expect(page.getByRole('heading', { name: 'About the foundation' })).toBeVisible();
    expect(await frameKept(page), 'after going back').toEqual(kept);
  });
}
