/**
 * The back office's screens beyond the operator's day (operator.spec.ts): the dashboard in one request, the
 * menu and table toggles, links reordered by drag and by keyboard, the host metadata screen's pages, the
 * external-widget picker, the save button's states, copy to clipboard, and datetimes.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { api, asServer, pageWidgetTitles } from './api.ts';
import { openAdmin, shot, signInAsAdmin } from './sign-in.ts';
import { screenshot } from '../../../scripts/e2e/screenshot.ts';
import { expectNoSidewaysScroll } from '../../../scripts/e2e/layout.ts';
import { stopPageClock } from '../../../scripts/e2e/clock.ts';

const create = async <T = { id: string }>(path: string, data: Record<string, unknown>) => {
  const answer = await api<T>('POST', path, { data }, asServer);
  expect(answer.status, `${path}: ${answer.message}`).toBe(201);
  return answer.data;
};

const pageWidgets = pageWidgetTitles;

test('dashboard: money, monthly donors and what needs action in one request, visitors in their own', async ({
  page,
}) => {
  const made: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/rbac/subjects/authentication'))
      made.push(`${request.method()} ${url.pathname}`);
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsAdmin(page);
  await expect(page.getByRole('region', { name: 'Raised' }).getByText('This month')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Monthly donors' }).getByText('active', { exact: true })).toBeVisible();
  const action = page.getByRole('region', { name: 'Needs action' });
  await expect(action.getByRole('link', { name: /New requests/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Projects' }).getByRole('progressbar').first()).toBeVisible();
  // The visitors card loads its code and texts after the figures are shown, then asks: its figures shown, every
  // request has been made (a wait for the network's idle alone ended before it asked, on a loaded machine).
  await expect(
    // (exact: "Donation funnel by project" is a region of the card too)
    page
      .getByRole('region', { name: 'Visitors, last 30 days' })
      .getByRole('region', { name: 'Donation funnel', exact: true }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The money's one request, and the visitors card's own (issue 34 §6).
  expect(made.sort()).toEqual(['GET /api/analytic/summary', 'GET /api/ecommerce/dashboard']);
  await shot(page, 'dashboard');
  await action.getByRole('link', { name: /New requests/ }).click();
  await expect(page).toHaveURL(/#\/crm\/requests$/);
});

test('dashboard at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAsAdmin(page);
  await expect(page.getByRole('region', { name: 'Needs action' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Projects' }).getByRole('progressbar').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot(page, 'mobile-dashboard');
});

test('Settings: every model grouped by module, searched by name', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('menuitem', { name: 'Settings', exact: true }).click();
  const all = page.getByRole('region', { name: 'All models' });
  const layouts = all.getByRole('navigation', { name: 'Host' }).getByRole('link', { name: 'Layouts', exact: true });
  await expect(layouts).toBeVisible();
  // Link tables are listed here, and only here, when asked for (issue 34).
  await expect(all.getByRole('link', { name: 'Pages to layouts', exact: true })).toHaveCount(0);
  await all.getByRole('switch', { name: 'Show link tables' }).check();
  await expect(all.getByRole('link', { name: 'Pages to layouts', exact: true })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Pages to layouts' })).toHaveCount(0);
  await all.getByRole('searchbox', { name: 'Search models' }).fill('layout');
  await expect(layouts).toBeVisible();
  await expect(all.getByRole('link', { name: 'Buttons', exact: true })).toHaveCount(0);
  await layouts.click();
  await expect(page).toHaveURL(/#\/host\/layouts/);
});

test('the audit trail is read only: no Add new and no Delete; an entry opens whole', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('menuitem', { name: 'Settings', exact: true }).click();
  await page
    .getByRole('region', { name: 'All models' })
    .getByRole('link', { name: 'Audit entries', exact: true })
    .click();
  // The newest entry (other tests' writes come first in a full run): its action cell opens it.
  const newest = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .first();
  await expect(newest).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add new' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await newest.getByRole('cell').nth(1).click();
  await expect(page).toHaveURL(/#\/system\/audit-entries\/[0-9a-f-]+\/show$/);
  await expect(page.getByText('Source ip')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await shot(page, 'audit-entry');
});

test("list: 'Add new' and a Hide/Show toggle for the table", async ({ page }) => {
  await signInAsAdmin(page);
  // Searched: the other browser tests add pages, which a list sorted by date shows before the demo's 'Home'.
  await page.goto(`/admin/#/host/pages?filter=${encodeURIComponent('{"q":"Home"}')}`);
  const home = page.getByRole('row', { name: /Home/ }).first();
  await expect(home).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add new' })).toBeVisible();
  await page.getByRole('button', { name: 'Hide', exact: true }).click();
  await expect(page.getByText('The table is hidden.')).toBeVisible();
  await expect(home).toHaveCount(0);
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(home).toBeVisible();
});

test('links: reordered by dragging a row, and by the arrow keys on its handle', async ({ page }) => {
  const url = `/e2e-drag-${Date.now()}`;
  const site = await create('/api/host/pages', { adminTitle: 'E2E drag page', title: 'E2E drag', url });
  const names = ['Drag one', 'Drag two', 'Drag three'];
  for (const [orderIndex, adminTitle] of names.entries()) {
    const widget = await create('/api/host/widgets', { adminTitle });
    await create('/api/host/pages-to-widgets', { pageId: site.id, widgetId: widget.id, orderIndex });
  }
  expect(await pageWidgets(url)).toEqual(names);
  await openAdmin(page, `#/host/pages/${site.id}`);
  const table = page.getByRole('region', { name: 'Pages to widgets' });
  await expect(table.getByRole('link', { name: 'Drag three' })).toBeVisible();

  await table
    .getByRole('button', { name: 'Drag to reorder: Drag three' })
    .dragTo(table.getByRole('row').filter({ hasText: 'Drag one' }));
  await expect.poll(() => pageWidgets(url)).toEqual(['Drag three', 'Drag one', 'Drag two']);
  await expect(table.getByRole('row').nth(1)).toContainText('Drag three');

  const handle = table.getByRole('button', { name: 'Drag to reorder: Drag one' });
  await handle.focus();
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => pageWidgets(url)).toEqual(['Drag three', 'Drag two', 'Drag one']);
  await expect(handle).toBeFocused();
  // The list read back after the next move is held until a further move is asked, and that move's save until a
  // third is: the read, older than the second move, must not put the table back in its order (the third press
  // would move the row from there).
  const held = new Map<string, Route[]>();
  const holding = new Set(['GET']);
  const arrived = (method: string) => expect.poll(() => held.get(method)?.length ?? 0).toBeGreaterThan(0);
  const holdOrGo = async (route: Route) => {
    const method = route.request().method();
    if (!holding.has(method)) return route.continue();
    held.set(method, [...(held.get(method) ?? []), route]);
  };
  const release = async (method: string) => {
    holding.delete(method);
    for (const route of held.get(method) ?? []) await route.continue();
    held.delete(method);
  };
  await page.route('**/api/host/pages-to-widgets?**', holdOrGo);
  await page.route('**/api/host/pages-to-widgets/bulk', holdOrGo);
  await page.keyboard.press('ArrowUp');
  await expect.poll(() => pageWidgets(url)).toEqual(['Drag three', 'Drag one', 'Drag two']);
  await arrived('GET');
  const two = table.getByRole('button', { name: 'Drag to reorder: Drag two' });
  await two.focus();
  await page.keyboard.press('ArrowUp');
  holding.add('PATCH');
  await release('GET');
  await arrived('PATCH');
  await page.keyboard.press('ArrowUp');
  await release('PATCH');
  await expect.poll(() => pageWidgets(url)).toEqual(['Drag two', 'Drag three', 'Drag one']);
  await expect(table.getByRole('row').nth(1)).toContainText('Drag two');
  await shot(page, 'links-reordered');
});

test('host metadata: its edit screen lists only its own pages', async ({ page }) => {
  const mine = await create('/api/host/metadata', { adminTitle: 'E2E metadata', title: 'E2E metadata' });
  const other = await create('/api/host/metadata', { adminTitle: 'E2E other metadata', title: 'Other' });
  const a = await create('/api/host/pages', { adminTitle: 'E2E meta page A', title: 'A', url: '/e2e-meta-a' });
  const b = await create('/api/host/pages', { adminTitle: 'E2E meta page B', title: 'B', url: '/e2e-meta-b' });
  await create('/api/host/pages-to-metadata', { pageId: a.id, metadataId: mine.id });
  await create('/api/host/pages-to-metadata', { pageId: b.id, metadataId: other.id });
  await openAdmin(page, `#/host/metadata/${mine.id}`);
  const pages = page.getByRole('region', { name: 'Pages to metadata' });
  await expect(pages.getByRole('link', { name: 'E2E meta page A' })).toBeVisible();
  await expect(pages.getByRole('link', { name: 'E2E meta page B' })).toHaveCount(0);
});

test('external widget: the picker of the chosen module only', async ({ page }) => {
  await create('/api/website-builder/widgets', { adminTitle: 'E2E builder widget' });
  await create('/api/host/widgets', { adminTitle: 'E2E host widget' });
  await openAdmin(page, '#/host/widgets-to-external-widgets/create');
  // The module defaults to the catalogue's default, website-builder.
  await expect(page.getByRole('combobox', { name: 'External module' })).toHaveText('Website builder');
  const picker = page.getByRole('combobox', { name: 'External widget id' });
  await picker.fill('E2E');
  await expect(page.getByRole('option', { name: 'E2E builder widget' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'E2E host widget' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'External module' }).click();
  await page.getByRole('option', { name: 'Host', exact: true }).click();
  await picker.fill('E2E');
  await expect(page.getByRole('option', { name: 'E2E host widget' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'E2E builder widget' })).toHaveCount(0);
});

async function holdWrites(page: Page, pattern: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    if (route.request().method() === 'PATCH') await held;
    await route.continue();
  });
  return release;
}

test("save: idle → 'Loading...' → green 'Saved' → idle after 5 s; red on error", async ({ page }) => {
  // Its own address each run: the test can be repeated on one database (`--repeat-each`).
  const url = `/e2e-saving-${Date.now()}`;
  const site = await create('/api/host/pages', { adminTitle: 'E2E saving', title: 'Saving', url });
  // The page's clock: the button's 5 s pass when the test says so, not in real time.
  await page.clock.install();
  await openAdmin(page, `#/host/pages/${site.id}`);
  await page.getByRole('textbox', { name: 'Admin title' }).fill('E2E saved');
  const release = await holdWrites(page, `**/api/host/pages/${site.id}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Loading...' })).toBeVisible();
  // From here the 5 s pass only as the test runs them, whatever the steps between cost in real time.
  await stopPageClock(page);
  release();
  const saved = page.getByRole('button', { name: 'Saved' });
  await expect(saved).toBeVisible();
  await expect(saved).toHaveClass(/MuiButton-colorSuccess/);
  await page.clock.runFor(1000);
  await expect(saved).toBeVisible();
  // A second save while 'Saved' still shows has its own 5 s: the first one's are not what ends it.
  await page.clock.runFor(2000);
  await page.getByRole('textbox', { name: 'Admin title' }).fill('E2E saved again');
  const patched = page.waitForResponse((response) => response.request().method() === 'PATCH');
  await saved.click();
  expect((await patched).ok()).toBe(true);
  await expect(saved).toBeVisible();
  await page.clock.runFor(3000);
  await expect(saved).toBeVisible();
  await page.clock.runFor(2000);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();

  // The server refuses a url without its leading slash: the field says why, the button turns red.
  await page.getByRole('textbox', { name: 'Url' }).fill('no-slash');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const failed = page.getByRole('button', { name: 'Not saved' });
  await expect(failed).toBeVisible();
  await expect(failed).toHaveClass(/MuiButton-colorError/);
  await shot(page, 'save-failed');
  await page.clock.runFor(5000);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  expect((await api<{ url: string }>('GET', `/api/host/pages/${site.id}`)).data.url).toBe(url);
});

test.describe('copy to clipboard', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('the id is copied, with a toast', async ({ page }) => {
    const widget = await create('/api/host/widgets', { adminTitle: 'E2E copy' });
    await page.clock.install();
    await openAdmin(page, `#/host/widgets/${widget.id}`);
    await page.getByRole('button', { name: 'Copy id' }).click();
    await expect(page.getByText('Text copied to clipboard')).toBeVisible();
    // ('Copied' shows for 2 s only: on a loaded machine the check could miss it, so the test does not look.)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(widget.id);
    // Its 2 s pass on the page's clock.
    await page.clock.runFor(2000);
    await expect(page.getByRole('button', { name: 'Copy id' })).toBeVisible();
  });

  test('a refused copy says so with the error', async ({ page }) => {
    // The clipboard is the browser's edge: here it refuses, as a denied permission would.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('clipboard refused in the test')) },
      });
    });
    const widget = await create('/api/host/widgets', { adminTitle: 'E2E copy refused' });
    await openAdmin(page, `#/host/widgets/${widget.id}`);
    await page.getByRole('button', { name: 'Copy id' }).click();
    await expect(page.getByText('Failed to copy text to clipboard: clipboard refused in the test')).toBeVisible();
  });
});

const PICKER = {
  en: {
    string: 'String',
    datetime: 'Datetime',
    open: 'Choose date',
    hours: '10 hours',
    minutes: '5 minutes',
    ok: 'OK',
    save: 'Save',
    invalid: 'Use DD.MM.YYYY HH:mm (hours 0–23, minutes in steps of 5)',
  },
  ru: {
    string: 'Строка',
    datetime: 'Дата и время',
    open: 'Выберите дату',
    hours: '10 часов',
    minutes: '5 минут',
    ok: 'Ок',
    save: 'Сохранить',
    invalid: 'Формат ДД.ММ.ГГГГ ЧЧ:мм (часы 0–23, минуты с шагом 5)',
  },
};

for (const language of ['en', 'ru'] as const) {
  test(`datetime (${language}): set with the picker, typed by keyboard, minutes in steps of 5`, async ({ page }) => {
    const words = PICKER[language];
    await openAdmin(page, '#/ecommerce/attributes/create', language);
    await page.getByRole('textbox', { name: words.string, exact: true }).fill(`E2E when ${language}`);
    const field = page.getByRole('group', { name: words.datetime, exact: true });
    // The picker: the 24th of the month it opens on, 10:05 from the clock's columns (minutes offered in 5s).
    await field.getByRole('button', { name: words.open }).click();
    const dialog = page.getByRole('dialog');
    const day = dialog.getByRole('gridcell', { name: '24', exact: true });
    await day.click();
    // The day taken before the time: once in CI (29 Nov 13:50) the day's click was lost as the calendar opened, and
    // the hour's click then dated the value today. A click that did not select is the person's to click again.
    await expect(async () => {
      if ((await day.getAttribute('aria-selected')) !== 'true') await day.click();
      await expect(day).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
    }).toPass();
    await dialog.getByRole('option', { name: words.hours, exact: true }).click();
    await expect(dialog.getByRole('option', { name: language === 'en' ? '7 minutes' : '7 минут' })).toHaveCount(0);
    await dialog.getByRole('option', { name: words.minutes, exact: true }).click();
    await dialog.getByRole('button', { name: words.ok, exact: true }).click();
    await expect(dialog).toBeHidden();
    const shown = await page.evaluate(() => {
      const now = new Date();
      return { month: String(now.getMonth() + 1).padStart(2, '0'), year: String(now.getFullYear()) };
    });
    await expect(field).toContainText(`24.${shown.month}.${shown.year} 10:05`.split(' ')[0]!);
    // The keyboard: minutes typed off the step are refused by name, then typed right.
    const minutes = field.getByRole('spinbutton', { name: language === 'en' ? 'Minutes' : 'Минуты' });
    await minutes.click();
    await page.keyboard.type('07');
    await page.getByRole('button', { name: words.save }).click();
    await expect(page.getByText(words.invalid)).toBeVisible();
    await expect(page).toHaveURL(/attributes\/create$/);
    await minutes.click();
    await page.keyboard.type('05');
    await screenshot(page, { path: `/tmp/admin-shots/picker-${language}.png` });
    await page.getByRole('button', { name: words.save }).click();
    await expect(page).toHaveURL(/attributes\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').at(-1)!;
    const expected = await page.evaluate(() => {
      const now = new Date();
      return new Date(now.getFullYear(), now.getMonth(), 24, 10, 5).toISOString();
    });
    const stored = await api<{ datetime: string }>('GET', `/api/ecommerce/attributes/${id}`);
    expect(new Date(stored.data.datetime).toISOString()).toBe(expected);
    await expect(page.getByRole('group', { name: words.datetime, exact: true })).toContainText(
      `24.${shown.month}.${shown.year}`,
    );
  });
}
