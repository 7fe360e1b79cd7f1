/**
 * A plain visit is read without the app (issue 36, src/boot.ts): the server's page shows, its view is counted and
 * nothing else of the site's code loads or runs until the visitor's first move; that move starts the app, and a
 * press or a field filled before the app has hydrated is not lost (page/before-hydration.ts). A visitor with a
 * session gets the app at once (the server renders every visitor signed out).
 */
import { SUBJECT_REFRESH_STORAGE_KEY } from '@symbol/contracts/constants';
import { expect, test, type Page } from '@playwright/test';
import { holdApp, withoutLiveUpdates } from './helpers.ts';

test.use({ hasTouch: true });

const marks = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('mark')
      .map((mark) => mark.name)
      .filter((n) => n.startsWith('site:')),
  );

/**
 * These pages are read untouched until the test's own first move (a tap, a click): a pointer move is the browser's
 * own (once in a whole run on a busy machine, a pointermove reached the page with no mouse used), which would start
 * the app as a visitor's move does. Registered before the page's scripts, this listener keeps it from them.
 */
const withoutStrayPointerMoves = (page: Page) =>
  page.addInitScript(() => addEventListener('pointermove', (event) => event.stopImmediatePropagation(), true));

/**
 * Waits for the boot's prefetch of the app's code, the sign that the page waits for its visitor. Three times in CI the link
 * did not come in 10 s (1 Dec; twice on 3 Dec in the full suite, each retry passed), causes not found: a failure says what the
 * page had by then (the moves it saw, parts awaiting the app, its load state, the links it prefetched).
 */
async function expectAppPrefetched(page: Page) {
  await expect(page.locator('link[rel="prefetch"][href*="/assets/main-"]'))
    .toHaveCount(1)
    .catch(async (error: Error) => {
      const seen = await page.evaluate(() => ({
        readyState: document.readyState,
        moves: (window as unknown as { moves?: string[] }).moves,
        awaitingApp: document.querySelectorAll('[data-awaits-app]').length,
        prefetched: [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => link.href),
        marks: performance.getEntriesByType('mark').map((mark) => mark.name),
      }));
      throw new Error(`${error.message}\nthe page by then: ${JSON.stringify(seen)}`);
    });
}

/** A phone's page, read untouched: without live updates (another test's write would start the app, as it should, to
 * show the change) and without the browser's own pointer moves. */
async function readUntouchedOnAPhone(page: Page) {
  await page.setViewportSize({ width: 360, height: 740 });
  await withoutLiveUpdates(page);
  await withoutStrayPointerMoves(page);
  // Which event a started app came from, if one did: said with a failure.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { moves: seen });
    for (const type of ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'])
      addEventListener(type, (event) => seen.push(`${event.type} on ${(event.target as Element).tagName}`), true);
  });
}

test('a plain visit loads only the first script until the visitor moves; a tap before hydration is made', async ({
  page,
}) => {
  await readUntouchedOnAPhone(page);
  const scripts: string[] = [];
  const views: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.js')) scripts.push(path);
    if (request.method() === 'POST' && path === '/api/analytic/events') views.push(request.postData() ?? '');
  });
  await page.goto('/en/about');
  await expect.poll(() => views.length).toBe(1);
  expect(JSON.parse(views[0]!)).toMatchObject({ event: 'pageview', url: expect.stringMatching(/\/en\/about$/) });
  // Read untouched: the boot's script ran, the app's code is asked for (once the browser is idle) but not run. The
  // prefetch's link (the boot's doing), not its request (a low-priority fetch the browser schedules: once, beside
  // another spec, none had gone out 10 s after the load).
  await expectAppPrefetched(page);
  const names = scripts.map((path) => path.replace(/-[\w-]+\.js$/, ''));
  expect(names.slice(0, 2)).toEqual(['/assets/index', '/assets/boot']);
  const moves = await page.evaluate(() => (window as unknown as { moves: string[] }).moves);
  expect(await marks(page), `moves: ${moves.join(', ')}`).toEqual([]);

  // The first tap starts the app; the menu it pressed opens once the app has it.
  await page.getByRole('button', { name: 'Open menu' }).tap();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Projects' })).toBeVisible();
  expect(await marks(page)).toEqual(expect.arrayContaining(['site:started', 'site:hydrated']));
  // The view was counted once, by the boot: the app counts the next page, not this one again.
  await page.locator('#mobile-menu').getByRole('link', { name: 'Projects' }).click();
  await expect(page).toHaveURL(/\/en\/projects$/);
  await expect.poll(() => views.length).toBe(2);
  expect(JSON.parse(views[1]!)).toMatchObject({ event: 'pageview', url: expect.stringMatching(/\/en\/projects$/) });
});

test('an amount typed before hydration reaches the app', async ({ page }) => {
  // The app's code is held until the amount is typed, as on a slow phone. Without live updates: another test's
  // gift would start the app and refresh the form's project meanwhile.
  await withoutLiveUpdates(page);
  const release = await holdApp(page);
  await page.goto('/en/donate');
  const form = page.getByRole('form', { name: 'Donate' });
  await form.getByRole('textbox').first().fill('777');
  expect(await marks(page)).not.toContain('site:hydrated');
  release();
  await expect(form.getByRole('button', { name: 'Donate ₽777 once' })).toBeVisible();
  await expect(form.getByRole('textbox').first()).toHaveValue('777');
});

test('an amount typed while the page hydrates reaches the app, handed over once the page is committed', async ({
  page,
}) => {
  // A slow phone's CPU: the router's Suspense boundaries are hydrated after the app's frame, in renders of their
  // own, for a second or more here; the amount is typed as soon as hydration begins. The app said it had hydrated,
  // and handed over what was typed, at the frame's commit: the form was not React's yet (every run), and a hand-over
  // that reached the form's render before its commit was lost, the field emptied.
  await withoutLiveUpdates(page);
  await page.addInitScript(() => {
    new PerformanceObserver((marks) => {
      if (!marks.getEntriesByName('site:hydrated').length) return;
      const field = document.querySelector('form#donate input[inputmode=decimal]');
      Object.assign(window, { formWasReact: !!field && Object.keys(field).some((k) => k.startsWith('__reactProps$')) });
    }).observe({ type: 'mark' });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto('/en/donate');
  const form = page.getByRole('form', { name: 'Donate' });
  await page.mouse.move(1, 1);
  await page.waitForFunction(() => performance.getEntriesByName('site:hydrate').length > 0, undefined, { polling: 10 });
  await form.getByRole('textbox').first().fill('777');
  await expect(form.getByRole('button', { name: 'Donate ₽777 once' })).toBeVisible();
  await expect(form.getByRole('textbox').first()).toHaveValue('777');
  expect(await page.evaluate(() => (window as unknown as { formWasReact: boolean }).formWasReact)).toBe(true);
});

test("the first move fetches the page's words and lazy parts beside the app's code, not after it", async ({ page }) => {
  // The app's own code held, as on a slow phone: what the move fetches meanwhile, the first script asked for.
  await readUntouchedOnAPhone(page);
  const release = await holdApp(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.js')) scripts.push(path.replace(/-[\w-]+\.js$/, ''));
  });
  // The home page: a slider and the cart's drawer, both lazy parts (ui/lazy-code.ts), in Russian.
  await page.goto('/ru/');
  await expectAppPrefetched(page);
  expect(scripts).not.toContain('/assets/slider');
  await page.locator('main p').first().tap();
  await expect.poll(() => scripts).toEqual(expect.arrayContaining(['/assets/ru', '/assets/slider', '/assets/drawer']));
  expect(await marks(page)).toEqual([]);
  release();
  await expect.poll(() => marks(page)).toContain('site:hydrated');
});

test('a visitor with a session gets the app without moving', async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'a-refresh-token'), SUBJECT_REFRESH_STORAGE_KEY);
  await page.goto('/en/about');
  await expect.poll(() => marks(page)).toContain('site:hydrated');
});

test('a press that comes as a click alone (a screen reader activating a button) starts the app and is made', async ({
  page,
}) => {
  // NVDA's browse mode or TalkBack activate a button without a pointer, a key or a focus moved first: the browser
  // sends only its click.
  await readUntouchedOnAPhone(page);
  await page.goto('/en/about');
  await page.waitForLoadState('load');
  expect(await marks(page)).toEqual([]);
  await page.getByRole('button', { name: 'Open menu' }).dispatchEvent('click');
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  expect(await marks(page)).toEqual(expect.arrayContaining(['site:started', 'site:hydrated']));
});

test.describe('a slider that moves on its own', () => {
  // The other tests ask for reduced motion (playwright.config.ts), which stops a slider's auto-advance (the app is
  // then left to the visitor's first move: src/page/moving-parts.test.ts).
  test.use({ reducedMotion: 'no-preference' });

  /** Whether React has taken the page's root (the clock's fake `performance` records no marks). */
  const hydrating = (page: Page) =>
    page.evaluate(() => Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__react')));

  test('starts its page a second before its first advance (7 s), untouched', async ({ page }) => {
    await readUntouchedOnAPhone(page);
    // The page's clock, stopped from its start: its seconds pass as the test runs them.
    await page.clock.install({ time: 0 });
    await page.clock.pauseAt(1_000);
    await page.goto('/en/');
    await expect(page.getByRole('group', { name: 'Slide 1 / 3', exact: true }).first()).toBeVisible();
    await page.clock.runFor(5_000);
    expect(await hydrating(page)).toBe(false);
    await page.clock.runFor(1_500);
    await expect.poll(() => hydrating(page)).toBe(true);
  });
});
