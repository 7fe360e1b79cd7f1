/**
 * The page builder's preview and its release (issue 26), in en and ru, on a page made through the API with the
 * one-call widget add: what is typed in the side panel shows in the preview frame before any save, and closing
 * the panel unsaved shows the saved text again; a release scheduled from the builder shows as scheduled on the
 * Releases screen; a discarded release leaves the live site as it was and is gone; a widget removed in a release
 * is gone from the site once the release is published.
 */
import { expect, test, type Page } from '@playwright/test';
import { api, asServer } from './api.ts';
import { openAdmin } from './sign-in.ts';

const WORDS = {
  en: {
    blocks: 'Blocks of the page',
    edit: 'Edit',
    editing: /^Editing/,
    title: 'Title',
    save: 'Save',
    close: 'Close the editor',
    preview: 'Preview of the page',
    remove: 'Remove',
    removed: 'Widget removed from the page',
    publish: 'Publish now',
    published: 'Published: the page is live',
    schedule: 'Schedule',
    scheduleAt: 'Publish at',
    zone: /^Time zone: /,
    scheduledFor: 'Scheduled for',
    scheduledDate: '5/4/2031',
    scheduledScreen: 'Scheduled: published by the server at',
    discard: 'Discard',
    discarded: 'Release discarded: the live site is unchanged',
    discardAsked: 'Discard the release and every change staged in it?',
    goesLive: 'These go live on the site at once:',
    release: 'Release',
    earlier: 'This page already has unpublished changes in an open release',
    continueIn: 'Continue in this release',
    continued: 'Continuing in the open release',
    up: 'Move up',
    drag: 'Drag to reorder, or press the up and down arrows',
  },
  ru: {
    blocks: 'Блоки страницы',
    edit: 'Изменить',
    editing: /^Редактирование/,
    title: 'Заголовок',
    save: 'Сохранить',
    close: 'Закрыть редактор',
    preview: 'Предпросмотр страницы',
    remove: 'Убрать',
    removed: 'Виджет убран со страницы',
    publish: 'Опубликовать сейчас',
    published: 'Опубликовано: страница на сайте',
    schedule: 'Запланировать',
    scheduleAt: 'Опубликовать в',
    zone: /^Часовой пояс: /,
    scheduledFor: 'Запланировано на',
    // The date as the admin's language writes it, whatever the browser's.
    scheduledDate: '04.05.2031',
    scheduledScreen: 'Запланировано: сервер опубликует в',
    discard: 'Отменить выпуск',
    discarded: 'Выпуск удалён: сайт не изменился',
    discardAsked: 'Удалить выпуск и все подготовленные в нём изменения?',
    goesLive: 'На сайте сразу появится:',
    release: 'Выпуск',
    earlier: 'У этой страницы уже есть неопубликованные изменения в открытом выпуске',
    continueIn: 'Продолжить в этом выпуске',
    continued: 'Продолжаем в открытом выпуске',
    up: 'Выше',
    drag: 'Перетащите, чтобы изменить порядок, или нажимайте стрелки вверх и вниз',
  },
} as const;

type Language = keyof typeof WORDS;

/** A live page with one widget per headline (each headline in both languages), made through the API. */
async function pageWithWidgets(url: string, headlines: string[]) {
  const page = await api<{ id: string }>('POST', '/api/host/pages', { data: { url, title: url } }, asServer);
  expect(page.status, page.message).toBe(201);
  for (const headline of headlines) {
    const added = await api(
      'POST',
      `/api/host/pages/${page.data.id}/widgets`,
      {
        data: {
          module: 'website-builder',
          widget: { adminTitle: headline, variant: 'content-default', title: { en: headline, ru: headline } },
        },
      },
      asServer,
    );
    expect(added.status, added.message).toBe(201);
  }
  return page.data.id;
}

async function openBuilder(page: Page, pageId: string, language: Language) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAdmin(page, `#/builder/${pageId}`, language);
  const blocks = page.getByRole('region', { name: WORDS[language].blocks });
  await expect(blocks).toBeVisible({ timeout: 60_000 });
  return blocks;
}

/** Opens the block's editor and types a headline in the admin's language (typed again if the form reloads). */
async function typeHeadline(page: Page, language: Language, block: string, headline: string) {
  const t = WORDS[language];
  const blocks = page.getByRole('region', { name: t.blocks });
  await blocks.getByRole('button', { name: `${t.edit}: ${block}` }).click();
  const editor = blocks.getByRole('region', { name: t.editing });
  await editor
    .getByRole('tab', { name: new RegExp(`^${language}$`, 'i') })
    .first()
    .click();
  const title = editor.getByRole('textbox', { name: t.title, exact: true }).first();
  await expect(title).toHaveValue(block);
  await expect(async () => {
    await title.fill(headline);
    await expect(editor.getByRole('button', { name: t.save })).toBeEnabled({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  return editor;
}

/** Answers the admin's own dialog (never the browser's) with `button`, once it shows `shows`. */
async function answer(page: Page, button: string, shows: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(shows);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

const releaseByTitle = async (text: string) =>
  (
    await api<{ id: string; title: string }[]>(
      'GET',
      `/api/system/releases?filters[and]=${encodeURIComponent(JSON.stringify([{ column: 'title', method: 'ilike', value: `%${text}%` }]))}`,
      undefined,
      asServer,
    )
  ).data;

const liveTitles = async (url: string, language: Language) => {
  const answer = await api<{ widgets: { externalWidgets: { title: string }[] }[] }>(
    'GET',
    `/api/host/page?url=${url}&language=${language}`,
  );
  return answer.data.widgets.map((widget) => widget.externalWidgets[0]?.title);
};

for (const language of ['en', 'ru'] as const) {
  test(`typing in the side panel changes the preview frame before any save; closing unsaved restores it (${language})`, async ({
    page,
  }) => {
    const t = WORDS[language];
    const run = `${language}${Date.now()}`;
    const url = `/e2e-typed-${run}`;
    const saved = `Saved ${run}`;
    const pageId = await pageWithWidgets(url, [saved]);
    await openBuilder(page, pageId, language);
    const frame = page.frameLocator(`iframe[title="${t.preview}"]`);
    await expect(frame.getByText(saved)).toBeVisible({ timeout: 30_000 });

    const typed = `${language === 'en' ? 'Typed' : 'Набрано'} ${run}`;
    const editor = await typeHeadline(page, language, saved, typed);
    await expect(frame.getByText(typed)).toBeVisible({ timeout: 30_000 });
    await expect(frame.getByText(saved)).toHaveCount(0);
    // Not saved anywhere: not live, and no release is made until something is saved.
    expect(await liveTitles(url, language)).toEqual([saved]);
    expect(await releaseByTitle(run)).toEqual([]);

    await editor.getByRole('button', { name: t.close }).click();
    await expect(frame.getByText(saved)).toBeVisible();
    await expect(frame.getByText(typed)).toHaveCount(0);
  });

  test(`a release scheduled from the builder shows as scheduled on the Releases screen (${language})`, async ({
    page,
  }) => {
    const t = WORDS[language];
    const run = `${language}${Date.now()}`;
    const url = `/e2e-scheduled-${run}`;
    const saved = `Before ${run}`;
    const pageId = await pageWithWidgets(url, [saved]);
    await openBuilder(page, pageId, language);
    const editor = await typeHeadline(page, language, saved, `After ${run}`);
    await editor.getByRole('button', { name: t.save }).click();
    await expect(editor.getByRole('button', { name: language === 'en' ? 'Saved' : /Сохранено/ })).toBeVisible();

    const bar = page.getByRole('region', { name: t.release, exact: true });
    await bar.getByRole('button', { name: t.schedule }).click();
    // The admin's own picker, DD.MM.YYYY HH:mm in both languages (as the release's form), typed section by
    // section from the day on; the zone it is read in said under it.
    const when = bar.getByRole('group', { name: t.scheduleAt });
    await expect(bar.getByText(t.zone)).toBeVisible();
    await when.getByRole('spinbutton').first().click();
    await page.keyboard.type('040520311030');
    await bar.getByRole('button', { name: t.schedule }).last().click();
    await expect(bar.getByText(t.scheduledFor)).toContainText(t.scheduledDate);
    expect(await liveTitles(url, language)).toEqual([saved]);

    const [release] = await releaseByTitle(run);
    await page.goto('/admin/#/system/releases');
    await page.getByRole('row').filter({ hasText: release!.title }).click();
    await expect(page.getByText(t.scheduledScreen)).toContainText(t.scheduledDate, { timeout: 60_000 });
  });

  test(`another session offers the page's open release instead of starting a second one (${language})`, async ({
    page,
    browser,
  }) => {
    const t = WORDS[language];
    const run = `${language}${Date.now()}`;
    const url = `/e2e-earlier-${run}`;
    const [first, second] = [`First ${run}`, `Second ${run}`];
    const pageId = await pageWithWidgets(url, [first, second]);
    await openBuilder(page, pageId, language);
    const typed = `Typed earlier ${run}`;
    const editor = await typeHeadline(page, language, first, typed);
    await editor.getByRole('button', { name: t.save }).click();
    await expect(editor.getByRole('button', { name: language === 'en' ? 'Saved' : /Сохранено/ })).toBeVisible();
    const [release] = await releaseByTitle(run);

    // The same editor on another browser: the release the first one chose is kept in that browser only.
    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const other = await context.newPage();
    const blocks = await openBuilder(other, pageId, language);
    await expect(other.getByText(t.earlier)).toBeVisible();
    await other.getByRole('button', { name: new RegExp(`^${t.continueIn}: .*${release!.id.slice(0, 8)}$`) }).click();
    await expect(other.getByRole('region', { name: t.release, exact: true })).toContainText(release!.title);
    await expect(blocks.getByText(typed)).toBeVisible();
    await blocks.getByRole('button', { name: `${t.up}: ${second}` }).click();
    await expect(blocks.getByRole('listitem').first()).toContainText(second);
    await expect.poll(async () => (await releaseByTitle(run)).length).toBe(1);
    await context.close();
  });

  test(`two tabs opened before either changed anything: the second's first change continues in the first's release (${language})`, async ({
    page,
    browser,
  }) => {
    const t = WORDS[language];
    const run = `${language}${Date.now()}`;
    const [first, second] = [`First ${run}`, `Second ${run}`];
    const pageId = await pageWithWidgets(`/e2e-two-tabs-${run}`, [first, second]);
    // The second browser is on the page first, with nothing to offer yet.
    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const other = await context.newPage();
    const otherBlocks = await openBuilder(other, pageId, language);
    await openBuilder(page, pageId, language);
    const editor = await typeHeadline(page, language, first, `Typed first ${run}`);
    await editor.getByRole('button', { name: t.save }).click();
    await expect(editor.getByRole('button', { name: language === 'en' ? 'Saved' : /Сохранено/ })).toBeVisible();
    const [release] = await releaseByTitle(run);
    await expect(other.getByText(t.earlier)).toHaveCount(0);

    await otherBlocks.getByRole('button', { name: `${t.up}: ${second}` }).click();
    await expect(other.getByText(t.continued)).toBeVisible();
    await expect(other.getByRole('region', { name: t.release, exact: true })).toContainText(release!.title);
    await expect(otherBlocks.getByRole('listitem').first()).toContainText(second);
    expect((await releaseByTitle(run)).map((found) => found.id)).toEqual([release!.id]);
    await context.close();
  });

  test(`the first move from the keyboard, which makes the release, keeps the focus on the moved handle (${language})`, async ({
    page,
  }) => {
    const t = WORDS[language];
    const run = `${language}${Date.now()}`;
    const headlines = ['A', 'B', 'C'].map((letter) => `${letter} ${run}`);
    const pageId = await pageWithWidgets(`/e2e-keyboard-${run}`, headlines);
    const blocks = await openBuilder(page, pageId, language);
    const handle = blocks.getByRole('button', { name: `${t.drag}: ${headlines[0]}` });
    await handle.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('region', { name: t.release, exact: true })).toContainText(run);
    await expect(handle).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(blocks.getByRole('listitem').last()).toContainText(headlines[0]!);
    await expect(handle).toBeFocused();
  });

  test(`two quick moves from the keyboard are both saved, in order (${language})`, async ({ page }) => {
    const t = WORDS[language];
    const run = `${language}${Date.now()}`;
    const headlines = ['A', 'B', 'C', 'D'].map((letter) => `${letter} ${run}`);
    const url = `/e2e-quick-${run}`;
    const pageId = await pageWithWidgets(url, headlines);
    const blocks = await openBuilder(page, pageId, language);
    const handle = blocks.getByRole('button', { name: `${t.drag}: ${headlines[3]}` });
    await handle.focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowUp');
    await expect(blocks.getByRole('listitem').first()).toContainText(headlines[3]!);
    // The list shows the moves at once; the release the first one makes is written meanwhile.
    await expect.poll(async () => (await releaseByTitle(run)).length).toBe(1);
    const [release] = await releaseByTitle(run);
    const order = async () =>
      (
        await api<{ widgets: { externalWidgets: { title: string }[] }[] }>(
          'GET',
          `/api/host/page?url=${url}&language=${language}`,
          undefined,
          { ...asServer, 'x-release-id': release!.id },
        )
      ).data.widgets.map((widget) => widget.externalWidgets[0]?.title);
    await expect.poll(order).toEqual([headlines[3], headlines[0], headlines[1], headlines[2]]);
    // Three moves before the first had made the release: still one release.
    expect(await releaseByTitle(run)).toHaveLength(1);
    await page.reload();
    await expect(blocks.getByRole('listitem').first()).toContainText(headlines[3]!);
  });

  test(`a discarded release leaves the live site unchanged and is gone (${language})`, async ({ page }) => {
    const t = WORDS[language];
    const run = `${language}${Date.now()}`;
    const url = `/e2e-discarded-${run}`;
    const saved = `Kept ${run}`;
    const pageId = await pageWithWidgets(url, [saved]);
    await openBuilder(page, pageId, language);
    const editor = await typeHeadline(page, language, saved, `Thrown away ${run}`);
    await editor.getByRole('button', { name: t.save }).click();
    await expect(editor.getByRole('button', { name: language === 'en' ? 'Saved' : /Сохранено/ })).toBeVisible();
    const [release] = await releaseByTitle(run);

    await page.getByRole('button', { name: t.discard }).click();
    // The request's answer first: a refused discard says why here, not only as a missing notification.
    const deleted = page.waitForResponse(
      (response) => response.request().method() === 'DELETE' && response.url().includes(release!.id),
    );
    await answer(page, t.discard, t.discardAsked);
    const response = await deleted;
    expect(response.ok(), await response.text()).toBe(true);
    await expect(page.getByText(t.discarded)).toBeVisible();
    expect((await api('GET', `/api/system/releases/${release!.id}`, undefined, asServer)).status).toBe(404);
    await page.goto(`/${language}${url}`);
    await expect(page.getByText(saved)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(`Thrown away ${run}`)).toHaveCount(0);
  });

  test(`a widget removed from a page in a release is gone from the site once published (${language})`, async ({
    page,
  }) => {
    const t = WORDS[language];
    const run = `${language}${Date.now()}`;
    const url = `/e2e-removed-${run}`;
    const [stays, goes] = [`Stays ${run}`, `Goes ${run}`];
    const pageId = await pageWithWidgets(url, [stays, goes]);
    const blocks = await openBuilder(page, pageId, language);

    await blocks.getByRole('button', { name: `${t.remove}: ${goes}` }).click();
    // Asked in the admin's own dialog, naming the block.
    await answer(page, t.remove, goes);
    await expect(page.getByText(t.removed)).toBeVisible();
    await expect(blocks.getByRole('listitem')).toHaveCount(1);
    // Staged only: the live page still has it until the publish.
    expect(await liveTitles(url, language)).toEqual([stays, goes]);
    await page.getByRole('button', { name: t.publish }).click();
    // Asked once, listing what goes live: nothing is published before the answer.
    expect(await liveTitles(url, language)).toEqual([stays, goes]);
    await answer(page, t.publish, t.goesLive);
    await expect(page.getByText(t.published)).toBeVisible();
    expect(await liveTitles(url, language)).toEqual([stays]);

    await page.goto(`/${language}${url}`);
    await expect(page.getByText(stays)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(goes)).toHaveCount(0);
  });
}

test('the release bars come in one frame: the screen does not move under a press on Schedule', async ({ page }) => {
  const t = WORDS.en;
  const run = `en${Date.now()}`;
  const url = `/e2e-steady-${run}`;
  const saved = `Steady ${run}`;
  const pageId = await pageWithWidgets(url, [saved]);
  // A slow network: the "working in a release" bar's code comes 1.5 s after it is asked for.
  await page.route('**/release-context-bar-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  // Every frame in which the builder's Schedule is shown without that bar above it: the bar coming later pushed
  // the screen down, and a press on Schedule was released on the chip above it (CI of 30 Nov).
  await page.addInitScript(() => {
    const counted = window as unknown as { scheduleWithoutBar: number; frames: string[] };
    counted.scheduleWithoutBar = 0;
    counted.frames = [];
    const look = () => {
      const bar = document.querySelector('[aria-label="Working in a release"]');
      const schedule = [...document.querySelectorAll('button')].find((button) => button.textContent === 'Schedule');
      if (schedule && !bar) {
        counted.scheduleWithoutBar++;
        // What such a frame showed, for the failure's message: when, and the section the button was in.
        const section = schedule.closest('section');
        counted.frames.push(
          `${Math.round(performance.now())} ms: ${section?.getAttribute('aria-label')}: ${section?.textContent?.slice(0, 120)}`,
        );
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await openBuilder(page, pageId, 'en');
  const editor = await typeHeadline(page, 'en', saved, `Kept still ${run}`);
  await editor.getByRole('button', { name: t.save }).click();
  await expect(editor.getByRole('button', { name: 'Saved' })).toBeVisible();
  const bar = page.getByRole('region', { name: t.release, exact: true });
  await expect(bar.getByRole('button', { name: t.schedule })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Working in a release' })).toBeVisible();
  const seen = await page.evaluate(() => (window as unknown as { frames: string[] }).frames);
  expect(seen, `frames with Schedule and no bar:\n${seen.join('\n')}`).toEqual([]);
  await bar.getByRole('button', { name: t.schedule }).click();
  await expect(bar.getByText(t.zone)).toBeVisible();
});
