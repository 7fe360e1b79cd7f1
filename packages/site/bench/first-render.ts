/**
 * `pnpm bench:site` (also run by `pnpm bench`): the seeded home page in Chromium, on the product started as
 * `pnpm start` starts it (the browser tests' setup, on a fresh database). Prints, as the median of several
 * cold loads: the JavaScript bytes (gzip, as sent) loaded before the first contentful paint, the API
 * requests made to render the page, the page-data (host.page) requests, first contentful paint and largest
 * contentful paint; then the page-data requests of one client-side navigation.
 * Targets: ≤ 200 kB gzip of JavaScript, exactly one page-data request, LCP ≤ 1 s on localhost.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import globalSetup from '../../../scripts/e2e/global-setup.ts';
import { chromiumArgs } from '../../../playwright.config.ts';

const RUNS = Number(process.env.BENCH_SITE_RUNS ?? 7);
const root = path.resolve(import.meta.dirname, '../../..');

interface Load {
  jsBytes: number;
  apiRequests: number;
  pageRequests: number;
  fcp: number;
  lcp: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

if (
  existsSync(path.join(root, 'packages/site/dist/index.html')) &&
  existsSync(path.join(root, 'packages/admin/dist/index.html'))
)
  process.env.E2E_SKIP_BUILD ??= '1';
const teardown = await globalSetup();
const base = process.env.E2E_BASE_URL!;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumArgs,
});

async function coldLoad(url: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const api: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) api.push(request.url());
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.locator('[data-variant="footer-default"]').waitFor();
  const timing = await page.evaluate(
    () =>
      new Promise<{ jsBytes: number; fcp: number; lcp: number }>((resolve) => {
        let lcp = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) lcp = Math.max(lcp, entry.startTime);
        }).observe({ type: 'largest-contentful-paint' as 'mark', buffered: true }); // (Node's DOM-less types)
        setTimeout(() => {
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
          const jsBytes = (
            performance.getEntriesByType('resource') as unknown as {
              name: string;
              responseEnd: number;
              encodedBodySize: number;
            }[]
          )
            .filter((r) => r.name.endsWith('.js') && r.responseEnd <= fcp)
            .reduce((sum, r) => sum + r.encodedBodySize, 0);
          resolve({ jsBytes, fcp, lcp });
        }, 1000);
      }),
  );
  // Requests made to render it: those before the page's load event settled (the live-content stream opens after).
  const rendering = api.filter((u) => !u.includes('/api/revalidation/events'));
  await context.close();
  return {
    ...timing,
    apiRequests: rendering.length,
    pageRequests: rendering.filter((u) => u.includes('/api/trpc/host.page')).length,
  };
}

async function navigation(): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${base}/ru/`);
  await page.locator('[data-variant="footer-default"]').waitFor();
  let calls = 0;
  page.on('request', (request) => request.url().includes('/api/trpc/host.page') && calls++);
  await page.getByRole('navigation').first().getByRole('link').first().click();
  await page.waitForURL(/\/ru\/about$/);
  await page.locator('[data-variant="symbol-faith-centered-description"]').waitFor();
  await context.close();
  return calls;
}

try {
  await coldLoad(`${base}/ru/`); // warms the server's page cache and compiled routes
  const loads: Load[] = [];
  for (let i = 0; i < RUNS; i++) loads.push(await coldLoad(`${base}/ru/`));
  const navigationCalls = await navigation();
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  const rows: [string, string, string][] = [
    ['JS before first render (gzip)', kb(median(loads.map((l) => l.jsBytes))), '≤ 200 kB'],
    ['API requests to render', String(median(loads.map((l) => l.apiRequests))), '1'],
    ['page-data requests (host.page)', String(median(loads.map((l) => l.pageRequests))), 'exactly 1'],
    ['first contentful paint', `${Math.round(median(loads.map((l) => l.fcp)))} ms`, ''],
    ['largest contentful paint', `${Math.round(median(loads.map((l) => l.lcp)))} ms`, '≤ 1000 ms'],
    ['page-data requests, one navigation', String(navigationCalls), 'exactly 1'],
  ];
  console.log(`\nsite: seeded home page /ru/ in Chromium, cold cache, median of ${RUNS} loads`);
  for (const [name, value, target] of rows) console.log(`${name.padEnd(36)}${value.padStart(10)}   ${target}`);
} finally {
  await browser.close();
  await teardown();
}
