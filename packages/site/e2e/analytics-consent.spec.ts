/**
 * Yandex Metrika and Google Analytics after consent (issue 34 §6), in English at 1440 px and Russian at 360 px.
 * The suite's server has no tag configured (no banner on any other spec's pages); this spec starts its own
 * instance of the product on the suite's database with both tags set. The vendors are outside edges: their
 * scripts are answered here (`page.route`) by a tiny fake that records the calls the page makes into `window`.
 * Checked: nothing is asked of a vendor before the visitor chooses; Accept (by keyboard) loads both tags and a
 * donation form started reaches their goal; Decline loads nothing, also after a reload; the banner leaves the
 * donation form's submit uncovered at 360 px; the choice is kept in localStorage, not a cookie.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { freePort, waitForHealth } from '../../../scripts/e2e/global-setup.ts';
import { acceptTerms, uncovered } from './helpers.ts';
import { screenshot } from '../../../scripts/e2e/screenshot.ts';
import { expectNoSidewaysScroll } from '../../../scripts/e2e/layout.ts';

const YANDEX_METRIKA_ID = '98765432';
const GA_MEASUREMENT_ID = 'G-E2ETEST42';
const root = path.resolve(import.meta.dirname, '../../..');

let server: ChildProcess | undefined;
let base = '';

test.beforeAll(async () => {
  test.setTimeout(150_000);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  let output = '';
  server = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: process.env.E2E_DATABASE_URL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_SITE_URL: base,
      PUBLIC_API_URL: base,
      RBAC_SECRET_KEY: process.env.E2E_RBAC_SECRET_KEY,
      LOG_LEVEL: 'warn',
      YANDEX_METRIKA_ID,
      GA_MEASUREMENT_ID,
    },
  });
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitForHealth(base, server, () => output);
});

test.afterAll(async () => {
  if (!server || server.exitCode !== null) return;
  server.kill('SIGTERM');
  await new Promise((resolve) => server!.once('exit', resolve));
});

/** tag.js and gtag.js stand-ins: they take the calls queued by the site's loaders and record every later one. */
const FAKE_METRIKA = `(function () {
  var calls = (window.__ym = []);
  var queued = (window.ym && window.ym.a) || [];
  for (var i = 0; i < queued.length; i++) calls.push(Array.prototype.slice.call(queued[i]));
  window.ym = function () { calls.push(Array.prototype.slice.call(arguments)); };
})();`;
const FAKE_GTAG = `(function () {
  var calls = (window.__gtag = []);
  var layer = window.dataLayer || [];
  for (var i = 0; i < layer.length; i++) calls.push(Array.prototype.slice.call(layer[i]));
  layer.push = function (args) { calls.push(Array.prototype.slice.call(args)); return calls.length; };
})();`;

/** Every request to a vendor, answered by the fakes (none reaches the internet). */
async function fakeVendors(page: Page) {
  const requested: string[] = [];
  await page.route(/^https:\/\/([a-z0-9-]+\.)*(yandex\.(ru|com)|yastatic\.net)\//, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ contentType: 'application/javascript', body: FAKE_METRIKA });
  });
  await page.route(/^https:\/\/([a-z0-9-]+\.)*(googletagmanager|google-analytics|google)\.com\//, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ contentType: 'application/javascript', body: FAKE_GTAG });
  });
  return requested;
}

const calls = (page: Page, name: '__ym' | '__gtag') =>
  page.evaluate(
    (key) => ((window as unknown as Record<string, unknown[][]>)[key] ?? []).map((c) => c.map(String)),
    name,
  );

const CASES = [
  {
    language: 'en',
    width: 1440,
    label: 'Statistics',
    accept: 'Accept',
    decline: 'Decline',
    donate: 'Donate',
    settings: 'Statistics settings',
  },
  {
    language: 'ru',
    width: 360,
    label: 'Статистика',
    accept: 'Согласиться',
    decline: 'Отказаться',
    donate: 'Помочь',
    settings: 'Настройки статистики',
  },
] as const;

for (const c of CASES) {
  const at = `${c.language} at ${c.width} px`;

  test(`${at}: nothing from a vendor before the choice; Accept by keyboard loads both tags, a form started is their goal`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: c.width, height: 800 });
    const requested = await fakeVendors(page);
    await page.goto(`${base}/${c.language}/donate`);
    const banner = page.getByRole('region', { name: c.label });
    await expect(banner).toBeVisible();
    expect(requested).toEqual([]);
    const form = page.getByRole('form', { name: c.donate });
    await expect(form).toBeVisible();
    // The donation form's submit can be brought clear of the banner (at 360 px too).
    const submit = form.locator('button[type="submit"]');
    await submit.evaluate((button) => button.scrollIntoView({ block: 'center' }));
    expect(await uncovered(submit)).toBe(true);
    if (c.width === 360) await screenshot(page, { path: `/tmp/shots-34/site-consent-${c.language}-${c.width}.png` });
    // Not overflowing the screen; axe finds nothing serious in the banner (contrast, names, landmarks).
    await expectNoSidewaysScroll(page);
    const { violations } = await new AxeBuilder({ page }).include('#analytics-consent').analyze();
    expect(
      violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`),
    ).toEqual([]);

    // First in the tab order, with a visible focus; Enter accepts.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Tab');
    const accept = banner.getByRole('button', { name: c.accept });
    await expect(accept).toBeFocused();
    expect(await accept.evaluate((button) => getComputedStyle(button).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('analytics.consent'))).toBe('accepted');

    await expect.poll(() => requested.some((url) => url.startsWith('https://mc.yandex.ru/metrika/tag.js'))).toBe(true);
    expect(requested).toContain(`https://www.googletagmanager.com/gtag/js?id=${GA_MEASUREMENT_ID}`);
    await expect.poll(() => calls(page, '__ym')).toContainEqual(expect.arrayContaining([YANDEX_METRIKA_ID, 'init']));
    await expect.poll(() => calls(page, '__gtag')).toContainEqual(['config', GA_MEASUREMENT_ID]);

    // Starting the donation form: the funnel's step reaches both vendors as a goal.
    await form.getByRole('group').first().getByRole('button').first().click();
    await expect.poll(() => calls(page, '__ym')).toContainEqual([YANDEX_METRIKA_ID, 'reachGoal', 'form_started']);
    await expect.poll(() => calls(page, '__gtag')).toContainEqual(['event', 'form_started']);
    // The choice holds: no banner after a reload, the tags load again.
    const before = requested.length;
    await page.reload();
    await expect.poll(() => requested.length).toBeGreaterThan(before);
    await expect(page.getByRole('region', { name: c.label })).toHaveCount(0);
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('analytics.consent');

    // Changed later, under the footer: declining what was accepted reloads the page, without the tags.
    await page.getByRole('button', { name: c.settings }).click();
    const declined = requested.length;
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('region', { name: c.label }).getByRole('button', { name: c.decline }).click(),
    ]);
    await expect(page.getByRole('button', { name: c.settings })).toBeVisible();
    expect(requested.length).toBe(declined);
    expect(await page.evaluate(() => typeof (window as unknown as { ym?: unknown }).ym)).toBe('undefined');
    expect(await page.evaluate(() => localStorage.getItem('analytics.consent'))).toBe('declined');
  });

  test(`${at}: Decline loads no vendor, also after a reload`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: c.width, height: 800 });
    const requested = await fakeVendors(page);
    await page.goto(`${base}/${c.language}/donate`);
    const banner = page.getByRole('region', { name: c.label });
    await banner.getByRole('button', { name: c.decline }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('analytics.consent'))).toBe('declined');
    const form = page.getByRole('form', { name: c.donate });
    await form.getByRole('group').first().getByRole('button').first().click();
    await page.reload();
    // The banner's code has run once its "Statistics settings" is under the footer: it asked nothing, loaded nothing.
    await expect(page.getByRole('button', { name: c.settings })).toBeVisible();
    await expect(page.getByRole('region', { name: c.label })).toHaveCount(0);
    expect(requested).toEqual([]);
    expect(await page.evaluate(() => typeof (window as unknown as { ym?: unknown }).ym)).toBe('undefined');

    // Changed later: the banner again, and Accept loads the tags at once.
    await page.getByRole('button', { name: c.settings }).scrollIntoViewIfNeeded();
    await screenshot(page, { path: `test-results/consent-settings-${c.language}-${c.width}.png` });
    await page.getByRole('button', { name: c.settings }).click();
    await page.getByRole('region', { name: c.label }).getByRole('button', { name: c.accept }).click();
    await expect.poll(() => requested.some((url) => url.startsWith('https://mc.yandex.ru/metrika/tag.js'))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('analytics.consent'))).toBe('accepted');
  });
}

test('en at 1440 px, accepted before: a paid gift is the tags’ paid goal on the thank-you page, once', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await fakeVendors(page);
  await page.addInitScript(() => localStorage.setItem('analytics.consent', 'accepted'));
  await page.goto(`${base}/en/donate`);
  const form = page.getByRole('form', { name: 'Donate' });
  await form.getByRole('button', { name: '$ USD' }).click();
  await form.getByRole('button', { name: '$10', exact: true }).click();
  await form.getByLabel('Email for your receipt').fill(`tagged-donor-${Date.now().toString(36)}@example.org`);
  await acceptTerms(form);
  // Accepted on an earlier visit: no banner, the tags load with the page.
  await expect.poll(() => calls(page, '__ym')).toContainEqual([YANDEX_METRIKA_ID, 'reachGoal', 'form_started']);
  await expect(page.locator('#analytics-consent')).toHaveCount(0);
  await form.getByRole('button', { name: 'Donate $10 once' }).click();
  await page.waitForURL(/\/api\/billing\/dummy\/pay\//);
  await page.getByRole('button', { name: 'Pay $10' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => calls(page, '__ym')).toContainEqual([YANDEX_METRIKA_ID, 'reachGoal', 'paid']);
  await expect.poll(() => calls(page, '__gtag')).toContainEqual(['event', 'paid']);
  // The same thank-you page again: the payment was told already.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => calls(page, '__ym')).toContainEqual(expect.arrayContaining([YANDEX_METRIKA_ID, 'init']));
  // The page's effects have run (a frame, then a task, after the heading showed): a second 'paid' would be here.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  expect((await calls(page, '__ym')).filter((call) => call[2] === 'paid')).toEqual([]);
});

test('with no tag configured (the suite’s server): no banner, no vendor in the CSP', async ({ page }) => {
  const requested = await fakeVendors(page);
  const res = await page.goto('/en/donate');
  expect(res?.headers()['content-security-policy']).not.toMatch(/yandex|google/);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#analytics-consent')).toHaveCount(0);
  expect(requested).toEqual([]);
});

test('with a tag configured: its origins are in the CSP', async () => {
  const res = await fetch(`${base}/en/`);
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp).toMatch(/script-src [^;]*https:\/\/mc\.yandex\.ru/);
  expect(csp).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
});
