/**
 * The site's search (issue 37) in Russian and English at 360 and 1440 px: a visitor finds the bell tower project
 * in the header by a word form (one request for the settled text, suggestions as a listbox), opens the results
 * page (grouped by kind, the words marked), finds it by a typo on the server-rendered results page, and gets
 * "nothing found" with the closest titles. Screenshots: test-results/search-*.png.
 */
import { expect, test, type Page } from '@playwright/test';
import { hydrated, withoutLiveUpdates } from './helpers.ts';
import { screenshot } from '../../../scripts/e2e/screenshot.ts';
import { expectNoSidewaysScroll } from '../../../scripts/e2e/layout.ts';

const CASES = {
  ru: {
    wordForm: 'колокольни',
    typo: 'колоколня',
    nothing: 'часовенка',
    project: 'Колокольня Покровской церкви в селе Покровском',
    chapel: 'Деревянная часовня Николая Чудотворца в Карелии',
    site: 'Поиск по сайту',
    open: 'Открыть поиск',
    suggestions: 'Подсказки',
    kind: 'Проекты',
    resultsFor: (q: string) => `Результаты по запросу «${q}»`,
    nothingFor: (q: string) => `По запросу «${q}» ничего не найдено.`,
    closest: 'Возможно, вы искали:',
  },
  en: {
    wordForm: 'bell towers',
    typo: 'bell towr',
    nothing: 'chaple',
    project: 'The bell tower of the Church of the Intercession in Pokrovskoye',
    chapel: 'The wooden chapel of St Nicholas in Karelia',
    site: 'Search the site',
    open: 'Open search',
    suggestions: 'Suggestions',
    kind: 'Projects',
    resultsFor: (q: string) => `Results for «${q}»`,
    nothingFor: (q: string) => `Nothing found for «${q}».`,
    closest: 'Perhaps you meant:',
  },
};

/** Counts the search calls (`/api/trpc/search`) the page makes from now on. */
function countSearches(page: Page) {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/trpc/search')) asked.push(decodeURIComponent(request.url()));
  });
  return asked;
}

for (const [language, l] of Object.entries(CASES))
  for (const width of [360, 1440]) {
    test(`${language} ${width}px: the header finds the project by a word form; the results page shows it`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
      await withoutLiveUpdates(page);
      await page.goto(`/${language}/`);
      const landmark = page.getByRole('search', { name: l.site });
      if (width === 360) {
        await (await hydrated(page.getByRole('button', { name: l.open }))).click();
      } else {
        // `/` focuses the field from anywhere on the page.
        // The page listens for it once its effects have run, a moment after the field is hydrated.
        const field = await hydrated(landmark.getByRole('combobox', { name: l.site }));
        await expect(async () => {
          if (!(await field.evaluate((node) => node === document.activeElement))) await page.keyboard.press('/');
          await expect(field).toBeFocused({ timeout: 1_000 });
        }).toPass();
      }
      const field = landmark.getByRole('combobox', { name: l.site });
      await expect(field).toBeFocused();
      await expect(field).toHaveValue('');
      const asked = countSearches(page);
      await field.pressSequentially(l.wordForm);
      const suggestions = page.getByRole('listbox', { name: l.suggestions });
      await expect(suggestions.getByRole('option').first()).toContainText(l.project);
      await expect(suggestions.getByRole('option').first()).toContainText(l.kind);
      // One request per settled text: the last for the whole words, none twice, none for every letter typed (on an
      // idle machine it is exactly one; on a loaded one the keys can come more than the 250 ms apart).
      await expect.poll(() => asked.at(-1)).toContain(`"q":"${l.wordForm}"`);
      expect(new Set(asked).size).toBe(asked.length);
      expect(asked.length).toBeLessThan(l.wordForm.length);
      await expectNoSidewaysScroll(page);
      await screenshot(page, { path: `test-results/search-suggestions-${language}-${width}.png` });

      // Arrow down chooses a suggestion, Escape closes the list; Enter opens the results page.
      await field.press('ArrowDown');
      await expect(suggestions.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
      await field.press('ArrowUp');
      await field.press('Escape');
      await expect(suggestions).toBeHidden();
      await field.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/${language}/search\\?q=`));
      await expect(page.getByRole('heading', { level: 1, name: l.resultsFor(l.wordForm) })).toBeVisible();
      const projects = page.getByRole('region', { name: l.kind });
      await expect(projects.getByRole('heading', { level: 2, name: l.kind })).toBeVisible();
      const first = page.getByRole('article').first();
      await expect(first.getByRole('link')).toHaveText(l.project);
      await expect(first.locator('mark').first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await screenshot(page, { path: `test-results/search-results-${language}-${width}.png`, fullPage: width === 360 });
      await first.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/${language}/projects/pokrovskoye-bell-tower$`));
    });
  }

for (const [language, l] of Object.entries(CASES)) {
  test(`${language}: the results page is rendered on the server, finds a typo, and is not indexed`, async ({
    page,
    request,
  }) => {
    const answer = await request.get(`/${language}/search?q=${encodeURIComponent(l.typo)}`);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['x-robots-tag']).toBe('noindex');
    const html = await answer.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain(l.project);

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/${language}/search?q=${encodeURIComponent(l.typo)}`);
    await expect(page.getByRole('article').first().getByRole('link')).toHaveText(l.project);
    // The page's own field holds the words: another search from there.
    const form = page.getByRole('main').getByRole('search');
    // Typed once the app has taken the server's field (hydrating would put the first words back).
    await hydrated(form.getByRole('searchbox'));
    await form.getByRole('searchbox').fill(l.nothing);
    await form.getByRole('searchbox').press('Enter');
    await expect(page.getByRole('status').filter({ hasText: l.nothingFor(l.nothing) })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: l.closest })).toBeVisible();
    await expect(page.getByRole('link', { name: l.chapel })).toBeVisible();
    await screenshot(page, { path: `test-results/search-nothing-${language}-1440.png` });
    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoSidewaysScroll(page);
    await screenshot(page, { path: `test-results/search-nothing-${language}-360.png`, fullPage: true });
  });
}

test('a failed search says so and offers to try again', async ({ page }) => {
  // Another test's write to the server refetches every shown query (live content): the failed search answered on its
  // own once it may, and Try again was gone under the click (CI of 3 Dec; reproduced with a write before the click).
  await withoutLiveUpdates(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/en/');
  let fail = true;
  await hydrated(page.getByRole('combobox', { name: 'Search the site' }));
  await page.route('**/api/trpc/search**', (route) =>
    fail ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{}}' }) : route.continue(),
  );
  const field = page.getByRole('combobox', { name: 'Search the site' });
  await field.fill('bell');
  await expect(page.getByRole('search', { name: 'Search the site' }).getByRole('alert')).toHaveText(
    'Search failed. Try again.',
  );
  await field.press('Enter');
  await expect(page.getByRole('alert')).toContainText('Search failed. Try again.');
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('article').first()).toBeVisible();
});
