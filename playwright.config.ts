/**
 * Browser tests: Playwright drives Debian's Chromium (never `playwright install`) against the product started
 * as `pnpm start` starts it, on a fresh PostgreSQL database with the demo content (scripts/e2e/global-setup.ts).
 * Each package keeps its browser tests in its own `e2e/` folder.
 */
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * Debian's headless-only build of the same Chromium (package `chromium-headless-shell`, what Playwright itself runs
 * headless by default): the full browser's headless mode took the suite a third longer on two cores
 * (docs/bench.md). Without the package, the full browser.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Software compositing in a thread of the browser process, not a process of its own: 5–8 % less CPU over the same
  // specs, two sets run twice each way on two cores (docs/bench.md).
  '--in-process-gpu',
];

/** The admin's pages load their code on first use and a test walks several of them: on a loaded 2-core machine a
 * screen can take seconds, so its waits are longer. */
const adminWaits = { timeout: 180_000, expect: { timeout: 20_000 } };

export default defineConfig({
  globalSetup: './scripts/e2e/global-setup.ts',
  // Two cores, one server, three browsers at a time: at two, the CPU sat idle while both browsers waited on the
  // server (docs/bench.md).
  workers: 3,
  // In CI a failed test runs once more, recording its trace, and the run fails all the same: a test that passes
  // only on its retry is a race to find (the retry's trace and the first failure's screenshot show it).
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The timeline says where the run's minutes went: idle workers, the slowest files, the retried tests.
  reporter: process.env.CI
    ? [['list'], ['./scripts/e2e/timeline-reporter.ts']]
    : [['list'], ['html', { open: 'never', outputFolder: 'test-results/report' }]],
  outputDir: 'test-results/artifacts',
  use: {
    // Set by the global setup (an ephemeral port), read again by every worker.
    baseURL: process.env.E2E_BASE_URL,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // Sliders auto-advance unless the visitor asks for reduced motion; on a loaded machine that raced clicks.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // Recorded on the retry only: tracing every test cost each of them time on a two-core machine.
    trace: 'on-first-retry',
  },
  projects: [
    { name: 'site', testDir: 'packages/site/e2e' },
    // lists.spec shows the empty list of releases: it runs before the other admin specs, which publish releases
    // (a published release stays: the server keeps what went live).
    { name: 'admin-fresh', testDir: 'packages/admin/e2e', testMatch: 'lists.spec.ts', ...adminWaits },
    {
      name: 'admin',
      testDir: 'packages/admin/e2e',
      testIgnore: 'lists.spec.ts',
      dependencies: ['admin-fresh'],
      ...adminWaits,
    },
  ],
});
