/**
 * `pnpm bench:site` (also run by `pnpm bench`): the seeded home page in Chromium, on the product started as
 * `pnpm start` starts it (the browser tests' setup, on a fresh database). Prints, as the median of several
 * cold loads: the JavaScript bytes (gzip, as sent) loaded before the first contentful paint, while the visitor
 * reads, untouched, and before the page hydrates (the app's code loads on the visitor's first move: src/boot.ts), the API
 * requests made to render the page, the page-data (host.page) requests, first contentful paint and largest
 * contentful paint; then the page-data requests of one client-side navigation; then the server-rendered HTML's
 * time to first byte (issue 24), kept (the same page again) and not kept (the first request of each seeded page:
 * page data built and page rendered); then, at a phone's width with its CPU slowed 4× (Lighthouse's mobile
 * profile), the longest main-thread task while the visitor reads and the time such tasks blocked input, then what
 * the first touch costs (until hydrated, and its longest task), also on a phone's network (Lighthouse's round trips
 * and bandwidth); and, the page having a slider, the same phone left
 * untouched until the slider starts the app (src/page/moving-parts.ts): when, and the longest task until hydrated.
 * Targets: ≤ 185 kB gzip of JavaScript, no page-data request on a first load (the data comes with the HTML), one per
 * navigation, LCP ≤ 1 s on localhost. Last, Lighthouse's mobile audit of /ru/ and a product page (performance ≥ 95,
 * LCP ≤ 1.8 s, SEO 100), each run BENCH_LIGHTHOUSE_RUNS times (3) and printed with the median (Lighthouse's figures
 * move from run to run, the more so on a busy machine); `BENCH_LIGHTHOUSE=0` leaves it out.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { request as httpRequest } from 'node:http';
import { chromium } from '@playwright/test';
import globalSetup from '../../../scripts/e2e/global-setup.ts';
import { chromiumArgs } from '../../../playwright.config.ts';
import { lighthouse, LIGHTHOUSE, type Audit } from './lighthouse.ts';

const RUNS = Number(process.env.BENCH_SITE_RUNS ?? 7);
const root = path.resolve(import.meta.dirname, '../../..');

interface Load {
  jsBytes: number;
  /** The JavaScript loaded while the visitor reads, a second after the load, before any move. */
  readJsBytes: number;
  /** All the JavaScript loaded once the visitor's first move has hydrated the page: what interactivity costs. */
  hydrateJsBytes: number;
  /** Those scripts' urls: their gzip size is the issue's measure (the bytes sent are brotli since 1 Dec). */
  hydrateScripts: string[];
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
  const read = await page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        setTimeout(() => {
          const scripts = performance.getEntriesByType('resource').filter((r) => r.name.endsWith('.js'));
          resolve(scripts.reduce((sum, r) => sum + (r as unknown as { encodedBodySize: number }).encodedBodySize, 0));
        }, 1000),
      ),
  );
  // The visitor's first move starts the app (src/boot.ts); what it loads until hydrated is what interactivity costs.
  await page.keyboard.press('Shift');
  await page.waitForFunction(() => performance.getEntriesByName('site:hydrated').length > 0);
  const timing = await page.evaluate(
    () =>
      new Promise<{ jsBytes: number; hydrateJsBytes: number; hydrateScripts: string[]; fcp: number; lcp: number }>(
        (resolve) => {
          let lcp = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) lcp = Math.max(lcp, entry.startTime);
          }).observe({ type: 'largest-contentful-paint' as 'mark', buffered: true }); // (Node's DOM-less types)
          setTimeout(() => {
            const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
            const hydrated = performance.getEntriesByName('site:hydrated')[0]?.startTime ?? Infinity;
            const entries = (
              performance.getEntriesByType('resource') as unknown as {
                name: string;
                initiatorType: string;
                responseEnd: number;
                encodedBodySize: number;
              }[]
            ).filter((r) => r.name.endsWith('.js'));
            // The scripts the page ran by `time`, each counted once, at its size. A prefetch (src/boot.ts) is bytes
            // kept for later, not run: a prefetched file counts once the page asked for it as code (an entry of its
            // own).
            // (No named function in here: tsx would wrap it in a helper the page does not have.)
            const prefetched = new Set(
              [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => link.href),
            );
            const [atPaint, atHydrated] = [fcp, hydrated].map((time) => {
              const ran = [
                ...new Set(
                  entries
                    .filter((r) => r.responseEnd <= time && !(prefetched.has(r.name) && r.initiatorType === 'link'))
                    .map((r) => r.name),
                ),
              ];
              const bytes = ran.reduce(
                (sum, name) => sum + Math.max(...entries.filter((r) => r.name === name).map((r) => r.encodedBodySize)),
                0,
              );
              return { bytes, ran };
            });
            resolve({
              jsBytes: atPaint!.bytes,
              hydrateJsBytes: atHydrated!.bytes,
              hydrateScripts: atHydrated!.ran,
              fcp,
              lcp,
            });
          }, 1000);
        },
      ),
  );
  // Requests made to render it: those before the page's load event settled (the live-content stream opens after;
  // the page view's beacon is sent once loaded).
  const rendering = api.filter((u) => !/\/api\/(revalidation\/events|analytic\/events)/.test(u));
  await context.close();
  return {
    ...timing,
    readJsBytes: read,
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
  const link = page.getByRole('navigation').first().getByRole('link').first();
  // A click before React hydrated the link is a plain link: the browser would load the page from the server.
  await page.keyboard.press('Shift'); // the visitor's first move starts the app (src/boot.ts)
  await page.waitForFunction(
    (element) => Object.keys(element!).some((key) => key.startsWith('__reactProps$')),
    await link.elementHandle(),
  );
  await link.click();
  await page.waitForURL(/\/ru\/about$/);
  await page.locator('[data-variant="symbol-faith-centered-description"]').waitFor();
  await context.close();
  return calls;
}

/** The CPU slowdown of Lighthouse's mobile profile, applied to the page's main thread here. */
const PHONE_CPU_SLOWDOWN = 4;
/** How long the phone's visitor reads before touching the page (Lighthouse waits for 5 s of quiet: 3 is past it here). */
const PHONE_READ_MS = 3000;

interface Phone {
  /** Load: the longest main-thread task, and the time tasks blocked input, before the first touch. */
  longest: number;
  blocking: number;
  /** The first touch: until the app has hydrated, and the longest task it started. */
  touchToHydrated: number;
  longestAfterTouch: number;
}

/** The time long tasks blocked input: each one's part over 50 ms, summed (Lighthouse's TBT, measured). */
const blockingTime = (durations: number[]) => durations.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0);

/** A phone's network as Lighthouse's mobile profile has it: 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up. */
const PHONE_NETWORK = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };

/**
 * A phone's page (Lighthouse's mobile CPU) loaded cold, its long tasks and first touch recorded from the start. On
 * the phone's network (`network`), the visitor asks for reduced motion, so that only the touch starts the app (a
 * slider would, at 6 s: the slower load brings the touch near it).
 */
async function phonePage(url: string, { network = false } = {}) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    ...(network && { reducedMotion: 'reduce' as const }),
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
  }
  await page.addInitScript(() => {
    const tasks: { start: number; duration: number }[] = [];
    const touched: number[] = [];
    Object.assign(window, { longTasks: tasks, touched });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    addEventListener('touchstart', () => touched.push(performance.now()), { capture: true, once: true });
  });
  await page.goto(url, { waitUntil: 'load' });
  return { context, page };
}

/**
 * A page with a part that moves on its own (a slider) starts the app, untouched, a second before the part's first
 * move (src/page/moving-parts.ts): when it started, and the long tasks from the load until a second after it
 * hydrated. Undefined on a page where nothing moves.
 */
async function phoneUntilMotion(
  url: string,
): Promise<{ started: number; longest: number; blocking: number } | undefined> {
  const { context, page } = await phonePage(url);
  try {
    if (!(await page.locator('[data-moves-after]').count())) return undefined;
    await page.waitForFunction(() => {
      const hydrated = performance.getEntriesByName('site:hydrated')[0];
      return !!hydrated && performance.now() > hydrated.startTime + 1000;
    });
    const { tasks, started } = await page.evaluate(() => ({
      tasks: (window as unknown as { longTasks: { start: number; duration: number }[] }).longTasks,
      started: performance.getEntriesByName('site:started')[0]!.startTime,
    }));
    const durations = tasks.map((task) => task.duration);
    return {
      started,
      longest: Math.max(0, ...durations),
      blocking: blockingTime(durations),
    };
  } finally {
    await context.close();
  }
}

/**
 * A cold load at a phone's width with its CPU slowed as Lighthouse's mobile profile slows it: the main thread's
 * tasks over 50 ms (the Long Tasks API) while the visitor reads, as the longest and as the time they blocked input
 * (each one's part over 50 ms, summed: Lighthouse's TBT, measured rather than simulated); then what the first
 * touch costs (the app starts on it: src/boot.ts): the time until hydrated and the longest task meanwhile.
 */
async function phoneLoad(url: string, options: { network?: boolean } = {}): Promise<Phone> {
  const { context, page } = await phonePage(url, options);
  // Read, untouched, for PHONE_READ_MS after the load: what loads and runs meanwhile is the load's.
  await page.waitForTimeout(PHONE_READ_MS);
  // Then the first touch, on the page's text: what it starts runs until the app has hydrated, and a second after.
  const box = (await page.locator('main p').first().boundingBox())!;
  await page.touchscreen.tap(box.x + 2, box.y + 2);
  await page.waitForFunction(() => {
    const hydrated = performance.getEntriesByName('site:hydrated')[0];
    return !!hydrated && performance.now() > hydrated.startTime + 1000;
  });
  const { tasks, touched, hydrated } = await page.evaluate(() => {
    const seen = window as unknown as { longTasks: { start: number; duration: number }[]; touched: number[] };
    const mark = performance.getEntriesByName('site:hydrated')[0]!.startTime;
    return { tasks: seen.longTasks, touched: seen.touched, hydrated: mark };
  });
  await context.close();
  const touch = touched[0] ?? Infinity;
  const load = tasks.filter((task) => task.start < touch).map((task) => task.duration);
  const afterTouch = tasks.filter((task) => task.start >= touch).map((task) => task.duration);
  return {
    longest: Math.max(0, ...load),
    blocking: blockingTime(load),
    touchToHydrated: hydrated - touch,
    longestAfterTouch: Math.max(0, ...afterTouch),
  };
}

/** Milliseconds from sending the request to the first byte of the body (brotli accepted, as browsers do). */
function timeToFirstByte(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const sent = httpRequest(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      response.once('data', () => resolve(performance.now() - started));
      response.on('end', () => undefined).resume();
    });
    sent.on('error', reject).end();
  });
}

/** The bytes of a url as sent gzip (node's own request: fetch would hand back the body decompressed). */
function gzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length)).on('end', () => resolve(bytes));
    });
    sent.on('error', reject).end();
  });
}

/** Seeded pages never asked for before this (uncached), then /ru/ again and again (cached). */
async function htmlTimes(): Promise<{ uncached: number[]; cached: number[] }> {
  const pages = [
    '/about',
    '/projects',
    '/blog',
    '/blog/articles/annual-report-2024',
    '/ecommerce/categories/restoration',
  ];
  const uncached: number[] = [];
  for (const language of ['en', 'ru'])
    for (const url of pages) uncached.push(await timeToFirstByte(`${base}/${language}${url}`));
  const cached: number[] = [];
  for (let i = 0; i < 20; i++) cached.push(await timeToFirstByte(`${base}/ru/`));
  return { uncached, cached };
}

try {
  await coldLoad(`${base}/ru/`); // warms the server's page cache and compiled routes
  const loads: Load[] = [];
  for (let i = 0; i < RUNS; i++) loads.push(await coldLoad(`${base}/ru/`));
  const phone: Phone[] = [];
  for (let i = 0; i < RUNS; i++) phone.push(await phoneLoad(`${base}/ru/`));
  const onNetwork: Phone[] = [];
  for (let i = 0; i < RUNS; i++) onNetwork.push(await phoneLoad(`${base}/ru/`, { network: true }));
  const motion: { started: number; longest: number; blocking: number }[] = [];
  for (let i = 0; i < RUNS; i++) {
    const load = await phoneUntilMotion(`${base}/ru/`);
    if (load) motion.push(load);
  }
  const navigationCalls = await navigation();
  const html = await htmlTimes();
  const longest = median(phone.map((load) => load.longest));
  const blocked = median(phone.map((load) => load.blocking));
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  const hydrateBytes = median(loads.map((l) => l.hydrateJsBytes));
  // The same scripts as gzip, as the issue's goal counts them (the browser is sent the build's brotli copies).
  const hydrateFiles: [string, number][] = [];
  for (const url of loads[0]!.hydrateScripts) hydrateFiles.push([new URL(url).pathname, await gzipBytes(url)]);
  const hydrateGzip = hydrateFiles.reduce((sum, [, bytes]) => sum + bytes, 0);
  const rows: [string, string, string][] = [
    ['JS before first render (as sent)', kb(median(loads.map((l) => l.jsBytes))), '≤ 185 kB'],
    ['JS loaded while read, untouched', kb(median(loads.map((l) => l.readJsBytes))), ''],
    ['JS loaded to hydrate (as sent, brotli)', kb(hydrateBytes), '≤ 185 kB (budget)'],
    [
      'JS loaded to hydrate (gzip)',
      kb(hydrateGzip),
      `issue 36's goal ≤ 90 kB ${hydrateGzip <= 90 * 1024 ? 'met' : 'NOT met'}`,
    ],
    ['API requests to render', String(median(loads.map((l) => l.apiRequests))), '0'],
    ['page-data requests (host.page)', String(median(loads.map((l) => l.pageRequests))), '0'],
    ['first contentful paint', `${Math.round(median(loads.map((l) => l.fcp)))} ms`, ''],
    ['largest contentful paint', `${Math.round(median(loads.map((l) => l.lcp)))} ms`, '≤ 1000 ms'],
    [
      `phone (${PHONE_CPU_SLOWDOWN}× CPU): longest task`,
      `${Math.round(longest)} ms`,
      `issue 36's goal ≤ 50 ms ${longest <= 50 ? 'met' : 'NOT met'}`,
    ],
    [
      `phone (${PHONE_CPU_SLOWDOWN}× CPU): time blocked`,
      `${Math.round(blocked)} ms`,
      `≤ 200 ms (Lighthouse's TBT goal) ${blocked <= 200 ? 'met' : 'NOT met'}`,
    ],
    [
      `phone (${PHONE_CPU_SLOWDOWN}× CPU): first touch to hydrated`,
      `${Math.round(median(phone.map((load) => load.touchToHydrated)))} ms`,
      `longest task meanwhile ${Math.round(median(phone.map((load) => load.longestAfterTouch)))} ms`,
    ],
    [
      `phone on its network: first touch to hydrated`,
      `${Math.round(median(onNetwork.map((load) => load.touchToHydrated)))} ms`,
      `${PHONE_NETWORK.latency} ms round trips, 1.6 Mbit/s; longest task meanwhile ${Math.round(median(onNetwork.map((load) => load.longestAfterTouch)))} ms`,
    ],
    ...(motion.length
      ? ([
          [
            'phone, untouched: app started at',
            `${Math.round(median(motion.map((load) => load.started)))} ms`,
            'by the slider, a second before its first advance (7 s)',
          ],
          [
            'phone, untouched: longest task',
            `${Math.round(median(motion.map((load) => load.longest)))} ms`,
            `load to hydrated; blocked ${Math.round(median(motion.map((load) => load.blocking)))} ms (issue 36's 50 ms: the load's)`,
          ],
        ] as [string, string, string][])
      : []),
    ['page-data requests, one navigation', String(navigationCalls), 'exactly 1'],
    ['HTML time to first byte, kept', `${median(html.cached).toFixed(1)} ms`, 'median of 20'],
    [
      'HTML time to first byte, not kept',
      `${median(html.uncached).toFixed(1)} ms`,
      `median of ${html.uncached.length} pages`,
    ],
  ];
  console.log(`\nsite: seeded home page /ru/ in Chromium, cold cache, median of ${RUNS} loads`);
  for (const [name, value, target] of rows) console.log(`${name.padEnd(36)}${value.padStart(10)}   ${target}`);
  // What the hydration ran, largest first: where the next kilobytes to cut are (the files under 1 kB summed).
  console.log('\nJS run to hydrate /ru/, by file (gzip)');
  const [large, small] = [hydrateFiles.filter(([, b]) => b >= 1024), hydrateFiles.filter(([, b]) => b < 1024)];
  for (const [file, bytes] of large.sort((a, b) => b[1] - a[1]))
    console.log(`  ${file.padEnd(50)}${kb(bytes).padStart(10)}`);
  const rest = small.reduce((sum, [, bytes]) => sum + bytes, 0);
  if (small.length) console.log(`  ${`${small.length} files under 1 kB`.padEnd(50)}${kb(rest).padStart(10)}`);
  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    console.log(
      `\n${`Lighthouse (${LIGHTHOUSE}), mobile`.padEnd(64)}performance  FCP ms  LCP ms  TBT ms  SEO   failed SEO audits; goals`,
    );
    console.log(`${''.padEnd(64)}≥ 95                 ≤ 1800  ≤ 200   100`);
    const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
    for (const url of ['/ru/', '/ru/ecommerce/products/pokrovskoye-bell-tower']) {
      const audits: Audit[] = [];
      for (let i = 0; i < runs; i++) audits.push(await lighthouse(`${base}${url}`));
      const row = (label: string, audit: Omit<Audit, 'seoFailures'> & { seoFailures?: string[] }) =>
        console.log(
          `${label.padEnd(64)}${String(audit.performance).padEnd(13)}${String(Math.round(audit.fcpMs)).padEnd(8)}` +
            `${String(Math.round(audit.lcpMs)).padEnd(8)}${String(Math.round(audit.tbtMs)).padEnd(8)}${String(audit.seo).padEnd(6)}${audit.seoFailures?.join(', ') ?? ''}`,
        );
      audits.forEach((audit, i) => row(`${url} (run ${i + 1})`, audit));
      const middle = (pick: (audit: Audit) => number) => median(audits.map(pick));
      const medians = {
        performance: middle((a) => a.performance),
        fcpMs: middle((a) => a.fcpMs),
        lcpMs: middle((a) => a.lcpMs),
        tbtMs: middle((a) => a.tbtMs),
        seo: middle((a) => a.seo),
      };
      const met = medians.performance >= 95 && medians.lcpMs <= 1800 && medians.tbtMs <= 200 && medians.seo === 100;
      row(`${url} median of ${runs}`, { ...medians, seoFailures: [met ? 'goals met' : 'goals NOT met'] });
    }
  }
} finally {
  await browser.close();
  await teardown();
}
