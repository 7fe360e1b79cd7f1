/**
 * The page builder and the Audit screen (issue 26), in en and ru: a new page is made in a release, given three
 * widgets from the palette (each headline edited in the side panel), previewed in the frame beside the blocks
 * while the live site has no such page, reordered from the keyboard and by dragging, published in one click and
 * found on the site; the Audit screen lists the publish's writes with the admin as their actor. Axe on the
 * builder.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Request } from '@playwright/test';
import { api, asServer } from './api.ts';
import { ADMIN, openAdmin, shot } from './sign-in.ts';
import { expectNoSidewaysScroll } from '../../../scripts/e2e/layout.ts';

const WORDS = {
  en: {
    builder: 'Page builder',
    pageTitle: 'Page title',
    address: 'Address (starts with /)',
    urlStart: 'The address starts with /, e.g. /volunteers',
    urlTaken: 'Another page has this address: choose another one',
    create: 'Create in a new release',
    add: 'Add a widget',
    palette: 'Choose a widget',
    title: 'Title',
    save: 'Save',
    close: 'Close the editor',
    preview: 'Preview of the page',
    showPreview: 'Show the preview',
    placeholder: 'New headline',
    blocks: 'Blocks of the page',
    drag: 'Drag to reorder, or press the up and down arrows',
    publish: 'Publish now',
    published: 'Published: the page is live',
    audit: 'Audit',
    auditHint: 'Every write and every sign-in',
    releaseId: 'Release id',
    pages: 'Pages',
    staged: 'staged',
    publishedEntry: 'Published',
    showChanges: 'Show the changes',
    changesOf: 'Changes the publish of',
    settings: 'Settings',
  },
  ru: {
    builder: 'Конструктор страниц',
    pageTitle: 'Заголовок страницы',
    address: 'Адрес (начинается с /)',
    urlStart: 'Адрес начинается с /, например /volunteers',
    urlTaken: 'Этот адрес уже у другой страницы: выберите другой',
    create: 'Создать в новом выпуске',
    add: 'Добавить виджет',
    palette: 'Выберите виджет',
    title: 'Заголовок',
    save: 'Сохранить',
    close: 'Закрыть редактор',
    preview: 'Предпросмотр страницы',
    showPreview: 'Показать предпросмотр',
    placeholder: 'Новый заголовок',
    blocks: 'Блоки страницы',
    drag: 'Перетащите, чтобы изменить порядок, или нажимайте стрелки вверх и вниз',
    publish: 'Опубликовать сейчас',
    published: 'Опубликовано: страница на сайте',
    audit: 'Журнал действий',
    auditHint: 'Все изменения и входы',
    releaseId: 'Номер выпуска',
    pages: 'Страницы',
    staged: 'в выпуске',
    publishedEntry: 'Опубликовано',
    showChanges: 'Показать изменения',
    changesOf: 'Изменения, которые внесла публикация',
    settings: 'Настройки',
  },
} as const;

const VARIANTS = ['symbol-faith-centered', 'content-default', 'symbol-faith-simple-centered'] as const;
/** The palette's readable names of VARIANTS (builder/variant-names.ts), above each identifier. */
const VARIANT_NAMES = {
  en: ['Centered heading', 'Text', 'Simple centered heading'],
  ru: ['Заголовок по центру', 'Текст', 'Простой заголовок по центру'],
} as const;

/**
 * Axe on the page once nothing loads: react-admin's app bar spinner (unnamed) shows while the blocks are read
 * again after a change, so a run that met it is tried again.
 */
async function axeClean(page: Page) {
  await expect(async () => {
    await expect(page.locator('.MuiCircularProgress-root, .MuiSkeleton-root')).toHaveCount(0);
    const { violations } = await new AxeBuilder({ page }).exclude('iframe').analyze();
    const bad = violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
    expect(bad.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }).toPass({ timeout: 30_000 });
}

for (const language of ['en', 'ru'] as const) {
  test(`a page built from three widgets, previewed, published and found on the site; the audit lists it (${language})`, async ({
    page,
  }) => {
    const t = WORDS[language];
    const run = `${language}${Date.now()}`;
    const url = `/e2e-built-${run}`;
    const headlines = VARIANTS.map((_, i) => `${language === 'en' ? 'Headline' : 'Заголовок'} ${i + 1} ${run}`);

    await page.setViewportSize({ width: 1440, height: 900 });
    await openAdmin(page, '#/tasks/pages', language);
    await page.getByRole('link', { name: new RegExp(t.builder) }).click();
    await page.getByRole('textbox', { name: t.pageTitle }).fill(`E2E built ${run}`);
    await page.getByRole('textbox', { name: t.address }).fill(url);
    await page.getByRole('button', { name: t.create }).click();
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(`E2E built ${run}`) })).toBeVisible();

    const blocks = page.getByRole('region', { name: t.blocks });
    for (const [i, variant] of VARIANTS.entries()) {
      await blocks.getByRole('button', { name: t.add }).click();
      const palette = page.getByRole('dialog', { name: t.palette });
      if (i === 0) {
        // The pictures are decorative (the card names the variant), so not images to a screen reader: loaded?
        const picture = palette.locator('img').first();
        await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
        await shot(page, `builder-palette-${language}-1440`, false);
      }
      await palette.getByRole('button', { name: new RegExp(`^${VARIANT_NAMES[language][i]}\\s*${variant}$`) }).click();
      const editor = blocks.getByRole('region', {
        name: new RegExp(language === 'en' ? '^Editing' : '^Редактирование'),
      });
      await expect(editor).toBeVisible();
      // The headline in the admin's language (the tab of that language in the title's group).
      await editor
        .getByRole('tab', { name: new RegExp(`^${language}$`, 'i') })
        .first()
        .click();
      const title = editor.getByRole('textbox', { name: t.title, exact: true }).first();
      await expect(title).toHaveValue(t.placeholder);
      // The form may take its record once more after it shows (a read finishing late), resetting what was
      // typed: typed again until the form holds it.
      const save = editor.getByRole('button', { name: t.save });
      await expect(async () => {
        await title.fill(headlines[i]!);
        await expect(save).toBeEnabled({ timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
      await save.click();
      await expect(editor.getByRole('button', { name: language === 'en' ? 'Saved' : /Сохранено/ })).toBeVisible();
      await editor.getByRole('button', { name: t.close }).click();
      await expect(blocks.getByText(headlines[i]!)).toBeVisible();
    }

    // The preview frame shows the page as the release makes it, which the live site does not have yet.
    const frame = page.frameLocator(`iframe[title="${t.preview}"]`);
    for (const headline of headlines) await expect(frame.getByText(headline)).toBeVisible({ timeout: 30_000 });
    expect((await page.request.get(`/api/host/page?url=${url}&language=${language}`)).status()).toBe(404);

    // The writes the builder sends (a move is saved after the list shows it).
    const writes = { started: 0, pending: 0 };
    const isWrite = (request: Request) =>
      request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/');
    page.on('request', (request) => {
      if (!isWrite(request)) return;
      writes.started += 1;
      writes.pending += 1;
    });
    const finished = (request: Request) => {
      if (isWrite(request)) writes.pending -= 1;
    };
    page.on('requestfinished', finished);
    page.on('requestfailed', finished);

    // The last block one place up from the keyboard, then to the top with the mouse.
    const handle = blocks.getByRole('button', { name: `${t.drag}: ${headlines[2]}` });
    await handle.focus();
    await page.keyboard.press('ArrowUp');
    await expect(blocks.getByRole('listitem').nth(1)).toContainText(headlines[2]!);
    await expect(handle).toBeFocused();
    // Dragged by the mouse onto the first block: it takes that place.
    const before = writes.started;
    await handle.dragTo(blocks.getByRole('listitem').nth(0));
    await expect(blocks.getByRole('listitem').nth(0)).toContainText(headlines[2]!);
    // The list shows the move at once; the reload below must come after its save (CI 14:41: reloaded before it,
    // the old order came back).
    await expect.poll(() => writes.started).toBeGreaterThan(before);
    await expect.poll(() => writes.pending).toBe(0);

    // Opened again: the page, its layouts and its blocks come in one request (the builder made eight in three
    // rounds), in its release.
    // Read from the reloaded document's own resource list: a save still under way from the drag above (its
    // refetch) is the old document's request, not the load's.
    await page.reload();
    await expect(blocks.getByRole('listitem').nth(0)).toContainText(headlines[2]!);
    const reads = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    );
    expect(reads.filter((path) => path.startsWith('/api/host/'))).toEqual([
      expect.stringMatching(/^\/api\/host\/pages\/[0-9a-f-]+\/blocks$/),
    ]);

    await axeClean(page);
    await expect(frame.getByText(headlines[2]!)).toBeVisible({ timeout: 30_000 });
    await shot(page, `builder-${language}-1440`);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('button', { name: t.showPreview }).click();
    await expect(page.frameLocator(`iframe[title="${t.preview}"]`).getByText(headlines[0]!)).toBeVisible({
      timeout: 30_000,
    });
    await expectNoSidewaysScroll(page);
    await shot(page, `builder-${language}-360`);
    await page.setViewportSize({ width: 1440, height: 900 });

    const release = await api<{ id: string; title: string }[]>(
      'GET',
      `/api/system/releases?filters[and]=${encodeURIComponent(JSON.stringify([{ column: 'title', method: 'ilike', value: `%${run}%` }]))}`,
      undefined,
      asServer,
    );
    expect(release.data).toHaveLength(1);
    await page.getByRole('button', { name: t.publish }).click();
    const asked = page.getByRole('dialog');
    for (const headline of headlines) await expect(asked.getByRole('list')).toContainText(headline);
    await asked.getByRole('button', { name: t.publish, exact: true }).click();
    await expect(page.getByText(t.published)).toBeVisible();

    // On the site: the three headlines, in the order the blocks were left in.
    await page.goto(`/${language}${url}`);
    for (const headline of headlines) await expect(page.getByText(headline)).toBeVisible({ timeout: 30_000 });
    const order = await page.getByText(new RegExp(`\\d ${run}$`)).allTextContents();
    expect(order.filter((text) => headlines.includes(text))).toEqual([headlines[2], headlines[0], headlines[1]]);

    // The Audit screen, from Settings: the publish's writes (not staged) by the admin.
    await page.goto('/admin/#/tasks/settings');
    await page.getByRole('link', { name: new RegExp(`^${t.audit} ${t.auditHint}`) }).click();
    await page.getByRole('textbox', { name: t.releaseId }).fill(release.data[0]!.id);
    const table = page.getByRole('table', { name: t.audit });
    // One publish is one entry, the release named by its title; its writes are beneath it, in words.
    const published = table.getByRole('row').filter({ hasText: ADMIN.email }).filter({ hasNotText: t.staged });
    await expect(published).toHaveCount(1);
    await expect(published).toContainText(t.publishedEntry);
    await expect(published).toContainText(release.data[0]!.title);
    await published.getByRole('button', { name: t.showChanges }).click();
    await expect(table.getByText(t.changesOf)).toBeVisible();
    const beneath = table.getByRole('row').filter({ hasText: ADMIN.email }).filter({ hasNotText: t.staged });
    await expect.poll(() => beneath.count()).toBeGreaterThan(3);
    await expect(beneath.filter({ hasText: t.pages }).first()).toBeVisible();
    for (const headline of headlines) await expect(beneath.filter({ hasText: headline }).first()).toBeVisible();
    // A page's blocks (link rows) read as their two ends, not as ids.
    await expect(beneath.filter({ hasText: ' → ' }).first()).toBeVisible();
    await shot(page, `audit-${language}-1440`);
    await page.setViewportSize({ width: 360, height: 740 });
    await shot(page, `audit-${language}-360`);
  });
}

for (const language of ['en', 'ru'] as const) {
  test(`a new page's address says what is wrong with it in the admin's language (${language})`, async ({ page }) => {
    const t = WORDS[language];
    await page.setViewportSize({ width: 360, height: 740 });
    await openAdmin(page, '#/builder', language);
    await page.getByRole('textbox', { name: t.pageTitle }).fill(`Address ${language}`);
    const address = page.getByRole('textbox', { name: t.address });
    await address.fill('volunteers');
    await expect(page.getByText(t.urlStart)).toBeVisible();
    await expect(page.getByRole('button', { name: t.create })).toBeDisabled();
    await address.fill('/about');
    await expect(page.getByText(t.urlStart)).toHaveCount(0);
    await page.getByRole('button', { name: t.create }).click();
    await expect(page.getByText(t.urlTaken)).toBeVisible();
    await expect(page.getByText(/must (be|match)/)).toHaveCount(0);
  });
}
