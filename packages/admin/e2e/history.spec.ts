/**
 * Releases and history in the back office (issue 26): a headline changed in a release stays off the live record
 * until the release screen publishes it; the record's History restores the previous headline. In en and ru.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { api, asServer } from './api.ts';
import { ADMIN, openAdmin, shot } from './sign-in.ts';

const WORDS = {
  en: {
    changes: 'What this release changes',
    publish: 'Publish now',
    history: 'History',
    restore: 'Make it as after this change',
    restoreDo: 'Make it so',
    undo: 'Revert this change',
    undoDo: 'Revert',
    undoHint: 'Writes the fields this change touched back as they were before it',
    willWrite: 'This will be written',
    takeBack: 'Undo',
    scheduled: 'Scheduled: published by the server at',
  },
  ru: {
    scheduled: 'Запланировано: сервер опубликует в',
    changes: 'Что меняет этот выпуск',
    publish: 'Опубликовать сейчас',
    history: 'История',
    restore: 'Сделать как после этого изменения',
    restoreDo: 'Сделать так',
    undo: 'Вернуть как было до',
    undoDo: 'Вернуть',
    undoHint: 'Записывает поля, которые затронуло это изменение, такими, какими они были до него',
    willWrite: 'Будет записано',
    takeBack: 'Отменить',
  },
} as const;

/**
 * Clicks a button that asks first in the admin's own dialog (never the browser's), and again until it has asked:
 * a click while its accordion is still opening can land before the button is there. Answers `confirm`, after
 * checking the dialog shows `shows` (what will be written).
 */
async function clickAsked(page: Page, button: Locator, confirm: string, shows: string) {
  let native = false;
  page.on('dialog', (dialog) => {
    native = true;
    void dialog.dismiss();
  });
  const dialog = page.getByRole('dialog');
  await expect(async () => {
    await button.click();
    await expect(dialog).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await expect(dialog).toContainText(shows);
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await expect(dialog).toHaveCount(0);
  expect(native).toBe(false);
}

for (const language of ['en', 'ru'] as const) {
  test(`a headline changed in a release, published, then restored from History (${language})`, async ({ page }) => {
    const t = WORDS[language];
    const run = `${language}-${Date.now()}`;
    const old = { en: `Old headline ${run}`, ru: `Старый заголовок ${run}` };
    const next = { en: `New headline ${run}`, ru: `Новый заголовок ${run}` };
    const widget = await api<{ id: string }>(
      'POST',
      '/api/website-builder/widgets',
      { data: { adminTitle: `E2E headline ${run}`, title: old } },
      asServer,
    );
    expect(widget.status, widget.message).toBe(201);
    const path = `/api/website-builder/widgets/${widget.data.id}`;
    const release = await api<{ id: string }>(
      'POST',
      '/api/system/releases',
      { data: { title: `E2E ${run}` } },
      asServer,
    );
    const staged = await api(
      'PATCH',
      path,
      { data: { title: next } },
      { ...asServer, 'x-release-id': release.data.id },
    );
    expect(staged.status, staged.message).toBe(200);
    // Scheduled a day ahead (the release screen says when); published by hand below before that.
    const publishAt = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await api('PATCH', `/api/system/releases/${release.data.id}`, { data: { publishAt } }, asServer);
    expect(scheduled.status, scheduled.message).toBe(200);
    const live = async () => (await api<{ title: Record<string, string> }>('GET', path)).data.title[language];
    expect(await live()).toBe(old[language]);

    await page.setViewportSize({ width: 1440, height: 900 });
    await openAdmin(page, `#/system/releases/${release.data.id}`, language);
    const changes = page.getByRole('region', { name: t.changes });
    await expect(changes).toBeVisible({ timeout: 60_000 });
    await expect(changes.getByText(next[language], { exact: false }).first()).toBeVisible();
    // A translated headline reads one language a line, not as JSON.
    await expect(changes.getByText(`${language}: ${next[language]}`, { exact: false })).toBeVisible();
    await expect(changes).not.toContainText('{"en"');
    // The record is named in words (its module's label and title), not by its id.
    const widgets = language === 'en' ? 'Widgets' : 'Виджеты';
    await expect(changes.getByRole('cell', { name: `${widgets} «${next[language]}»`, exact: false })).toBeVisible();
    await expect(changes).not.toContainText(widget.data.id.slice(0, 8));
    await expect(changes.getByText(t.scheduled)).toBeVisible();
    // What only publishing sets is shown, in words, not offered as an input the server would refuse.
    await expect(page.getByRole('combobox', { name: /^(Status|Статус)/ })).toHaveCount(0);
    await expect(page.getByText(language === 'en' ? 'Open' : 'Открыт', { exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^(Publish error|Ошибка публикации)/ })).toHaveCount(0);
    // Said once, in words: not again as the raw table of staged operations (which nobody adds to).
    await expect(page.getByRole('region', { name: /^(Release operations|Операции выпуска)$/ })).toHaveCount(0);
    await shot(page, `release-${language}-1440`);
    await page.setViewportSize({ width: 360, height: 740 });
    await shot(page, `release-${language}-360`);
    await page.setViewportSize({ width: 1440, height: 900 });

    await changes.getByRole('button', { name: t.publish }).click();
    // Asked once, in the admin's dialog, listing the widget by its staged headline.
    const asked = page.getByRole('dialog');
    await expect(asked.getByRole('list')).toContainText(`${widgets} «${next[language]}»`);
    await asked.getByRole('button', { name: t.publish, exact: true }).click();
    await expect.poll(live).toBe(next[language]);

    await page.goto(`/admin/#/website-builder/widgets/${widget.data.id}`);
    const history = page.getByRole('region', { name: t.history });
    await expect(history).toBeVisible({ timeout: 60_000 });
    // Newest first: the publish, the staging, then the create, which holds the old headline.
    await history.getByRole('button', { name: language === 'en' ? /^Created/ : /^Создано/ }).click();
    await expect(history.getByRole('cell', { name: old[language] })).toBeVisible();
    await shot(page, `history-${language}-1440`);
    await clickAsked(page, history.getByRole('button', { name: t.restore }), t.restoreDo, old[language]);
    await expect.poll(live).toBe(old[language]);
    // The notification offers to take the write back.
    await expect(page.getByRole('alert').getByRole('button', { name: t.takeBack })).toBeVisible();
    // The restore is the signed-in operator's: named by their email, not by an id.
    const by = language === 'en' ? `by ${ADMIN.email}` : `пользователем ${ADMIN.email}`;
    await expect(history.getByRole('button', { name: /^(Changed|Изменено)/ }).first()).toContainText(by);
    await page.setViewportSize({ width: 360, height: 740 });
    await shot(page, `history-${language}-360`);
  });
}

for (const language of ['en', 'ru'] as const) {
  test(`a change undone from History puts back a value no version left, such as a seeded one (${language})`, async ({
    page,
  }) => {
    const t = WORDS[language];
    const run = `${language}-${Date.now()}`;
    const old = { en: `Seeded ${run}`, ru: `Исходный ${run}` };
    const next = { en: `Edited ${run}`, ru: `Изменённый ${run}` };
    const widget = await api<{ id: string }>(
      'POST',
      '/api/website-builder/widgets',
      { data: { adminTitle: `E2E undo ${run}`, title: old } },
      asServer,
    );
    const path = `/api/website-builder/widgets/${widget.data.id}`;
    // The change to undo: Undo reads the value before it, so it needs no version that left that value (a seeded
    // record's first change has none; its Restore could only write the change back).
    expect((await api('PATCH', path, { data: { title: next } }, asServer)).status).toBe(200);
    const live = async () => (await api<{ title: Record<string, string> }>('GET', path)).data.title[language];

    await page.setViewportSize({ width: 360, height: 740 });
    await openAdmin(page, `#/website-builder/widgets/${widget.data.id}`, language);
    const history = page.getByRole('region', { name: t.history });
    await expect(history).toBeVisible({ timeout: 60_000 });
    await history.getByRole('button', { name: language === 'en' ? /^Changed/ : /^Изменено/ }).click();
    await expect(history.getByText(t.undoHint)).toBeVisible();
    await clickAsked(page, history.getByRole('button', { name: t.undo }), t.undoDo, old[language]);
    await expect.poll(live).toBe(old[language]);
    // Undo in the notification writes the change again.
    await page.getByRole('alert').getByRole('button', { name: t.takeBack }).click();
    await expect.poll(live).toBe(next[language]);
  });
}
