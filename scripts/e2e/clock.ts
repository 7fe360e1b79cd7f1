import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Stops the page's clock (installed with `page.clock.install()`): from here the page's timers fire only when the
 * test runs the clock, however long the test's own steps take on a loaded machine (a running clock gave a 5-s
 * timer's test a margin of real seconds, and a loaded CI spent them). `pauseAt` takes a moment still ahead of the
 * running clock: the clock jumps ten seconds first, far more than one call to the page can take; timers already
 * due by then fire in the jump.
 */
export async function stopPageClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 10_000);
}

/**
 * Runs the page's clock (Playwright's, installed before the page loaded) a second at a time until `target` shows: a
 * retry's back-off or a timer's wait passes at once instead of in real time. A step at a time, so a timer the page
 * sets while the clock runs is never jumped over.
 */
export async function runClockUntilVisible(page: Page, target: Locator, stepMs = 1000): Promise<void> {
  await expect(async () => {
    await page.clock.runFor(stepMs);
    await expect(target).toBeVisible({ timeout: 100 });
  }).toPass({ intervals: [0] });
}
