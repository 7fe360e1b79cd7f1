/**
 * The screenshots the browser tests take for a person to look at (the screens built, at each width and language):
 * taken on a developer's machine, not in CI, where nobody opens them and they cost the suite about a tenth of its
 * time (docs/bench.md). `E2E_SHOTS=1` takes them anywhere, `E2E_SHOTS=0` nowhere. A failing test's screenshot is
 * Playwright's own (`screenshot: 'only-on-failure'` in playwright.config.ts) and is taken either way.
 */
import type { Locator, Page } from '@playwright/test';

export const screenshotsTaken = process.env.E2E_SHOTS ? process.env.E2E_SHOTS === '1' : !process.env.CI;

export async function screenshot(
  target: Page | Locator,
  options: Parameters<Page['screenshot']>[0] & Parameters<Locator['screenshot']>[0],
): Promise<void> {
  if (screenshotsTaken) await target.screenshot(options);
}
