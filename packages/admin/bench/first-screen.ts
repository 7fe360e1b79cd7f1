/**
 * The admin's first screen, cold: the dashboard opened in a fresh browser context (empty HTTP cache) holding a
 * signed-in session, its JavaScript as sent (the scripts asked for before it was shown, each gzipped here; the
 * pages' code preloaded after it, apart) and its API requests until the dashboard's figures
 * are shown. Measured by `pnpm bench:admin` (list.ts) and held to its budget by
 * e2e/first-screen.spec.ts (issue 25: ≤ 200 kB gzip).
 */
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContextOptions } from '@playwright/test';

export interface FirstScreen {
  ms: number;
  jsBytes: number;
  jsGzip: number;
  jsFiles: number;
  laterGzip: number;
  laterFiles: number;
  requests: string[];
}

export async function measureFirstScreen(
  browser: Browser,
  base: string,
  session: BrowserContextOptions['storageState'],
  heading = 'Symbol back office',
): Promise<FirstScreen> {
  const context = await browser.newContext({ storageState: session, viewport: { width: 1440, height: 900 } });
  try {
    const cold = await context.newPage();
    const made: string[] = [];
    cold.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) made.push(`${request.method()} ${url.pathname}`);
    });
    // Shown once no skeleton is left on the dashboard (its money, monthly donors, needs action): seen by the page
    // itself as its DOM changes, by its own clock (a check from here came late on a loaded machine, after the
    // preload of the other pages had begun, and counted it in).
    await context.addInitScript(() => {
      const observer = new MutationObserver(() => {
        const shown =
          document.querySelectorAll('main section').length >= 3 &&
          document.querySelectorAll('main .MuiSkeleton-root').length === 0;
        if (!shown) return;
        (window as unknown as { shownAt: number }).shownAt = performance.now();
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await cold.goto(`${base}/admin/`);
    await cold.getByRole('heading', { name: heading }).waitFor();
    const shownAt = (await (
      await cold.waitForFunction(() => (window as unknown as { shownAt?: number }).shownAt)
    ).jsonValue()) as number;
    const ms = Math.round(shownAt); // from the navigation's start
    // The first screen's JavaScript: the scripts asked for before it was shown. The other pages' code, which the
    // admin preloads once the first screen is shown and the browser is idle, is counted apart.
    // The preload starts 300 ms after the screen is shown, once the browser is idle (at most 2 s on): waited for,
    // so that it is counted on its own line rather than missed.
    await cold
      .waitForFunction(
        (at) => performance.getEntriesByType('resource').some((e) => e.name.endsWith('.js') && e.startTime > at),
        shownAt,
        { timeout: 5000 },
      )
      .catch(() => undefined);
    await cold.waitForLoadState('networkidle');
    const scripts = await cold.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => ({ url: entry.name, bytes: entry.encodedBodySize, startTime: entry.startTime })),
    );
    const gzipOf = async (list: typeof scripts) => {
      let sum = 0;
      for (const { url } of list) sum += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length;
      return sum;
    };
    const first = scripts.filter((script) => script.startTime <= shownAt);
    const later = scripts.filter((script) => script.startTime > shownAt);
    return {
      ms,
      jsBytes: first.reduce((sum, script) => sum + script.bytes, 0),
      jsGzip: await gzipOf(first),
      jsFiles: first.length,
      laterGzip: await gzipOf(later),
      laterFiles: later.length,
      requests: made.filter((r) => !r.includes('/authentication/')),
    };
  } finally {
    await context.close();
  }
}
