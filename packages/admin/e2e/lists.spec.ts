/**
 * Lists as operators read them (issue 25): the product list fits its card at 1440 px in both languages, technical
 * columns (slug, variant...) wait behind the Columns chooser, enum values read as words, and a list with nothing
 * in it yet (releases) says what it is for, with a create button.
 */
import { expect, test, type Page } from '@playwright/test';
import { api, asServer } from './api.ts';
import { openAdmin, shot } from './sign-in.ts';

const WORDS = {
  en: { columns: 'Columns', slug: 'Slug', oneOff: 'One-off', releases: 'No releases yet', create: 'Create' },
  ru: { columns: 'Столбцы', slug: 'Слаг', oneOff: 'Разовый', releases: 'Выпусков пока нет', create: 'Создать' },
};

async function inLanguage(page: Page, language: 'en' | 'ru', path = '') {
  await openAdmin(page, path, language);
}

for (const language of ['en', 'ru'] as const) {
  const words = WORDS[language];

  test(`the product list fits its card, technical columns on demand, types in words (${language})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await inLanguage(page, language, '#/ecommerce/products');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    const table = page.locator('.RaDatagrid-tableWrapper');
    const scroll = () => table.evaluate((wrapper) => wrapper.scrollWidth - wrapper.clientWidth);
    expect(await scroll(), 'the table scrolls sideways inside its card').toBeLessThanOrEqual(0);
    await expect(page.getByRole('columnheader', { name: words.slug })).toHaveCount(0);
    await expect(page.getByRole('cell', { name: words.oneOff, exact: true }).first()).toBeVisible();
    await expect(page.getByRole('cell', { name: 'one_off', exact: true })).toHaveCount(0);
    await shot(page, `lists-products-1440-${language}`, false);
    // The chooser brings the slug back.
    await page.getByRole('button', { name: words.columns }).click();
    await page.getByRole('presentation').getByLabel(words.slug, { exact: true }).check();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('columnheader', { name: words.slug })).toBeVisible();
  });

  test(`an empty list says what it is for, with a create button (${language})`, async ({ page }) => {
    // Releases left by this file's other runs are removed. A published one cannot be (the server keeps what went
    // live): the admin specs that publish run after this file (playwright.config.ts, project admin-fresh).
    const { data: releases } = await api<{ id: string }[]>(
      'GET',
      '/api/system/releases?limit=1000',
      undefined,
      asServer,
    );
    let left = 0;
    for (const release of releases) {
      const { status } = await api('DELETE', `/api/system/releases/${release.id}`, undefined, asServer);
      if (status >= 400) left++;
    }
    expect(left, 'published releases on this server: run the e2e suite on a fresh one').toBe(0);
    await page.setViewportSize({ width: 1440, height: 900 });
    await inLanguage(page, language, '#/system/releases');
    await expect(page.getByText(words.releases)).toBeVisible();
    await expect(
      page.getByText(language === 'en' ? /A release gathers changes/ : /Выпуск собирает изменения/),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: words.create })).toBeVisible();
    await shot(page, `lists-releases-empty-${language}`, false);
  });
}
