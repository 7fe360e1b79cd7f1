/**
 * A page of a site moved from the original system (issue 21), made through the REST API with the server key as
 * its importer makes it: its widgets keep the original's variant names. The sign-in widget under its old name,
 * the url's article's products as cards (a variant new here) and an article list that links no article (the
 * latest articles, then 'Show more') render; screenshots at 360 and 1440 px go to test-results/.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { serverKey } from './session.ts';
import { holdScripts, withoutLiveUpdates } from './helpers.ts';
import { screenshot } from '../../../scripts/e2e/screenshot.ts';
import { expectNoSidewaysScroll } from '../../../scripts/e2e/layout.ts';

const stamp = Date.now().toString(36);
const prefix = `sps-${stamp}`;
/** More new articles than a page of the list holds (12), so that the oldest of them is on the second page. */
const NEW_ARTICLES = 13;

type Made = { path: string; id: string };
const made: Made[] = [];

async function create(request: APIRequestContext, path: string, data: Record<string, unknown>): Promise<string> {
  const response = await request.post(`/api/${path}`, { headers: serverKey(), data: { data } });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()).data as { id: string };
  made.push({ path, id });
  return id;
}

async function first<T>(request: APIRequestContext, path: string, column: string, value: string): Promise<T> {
  const response = await request.get(
    `/api/${path}?filters[and][0][column]=${column}&filters[and][0][method]=eq&filters[and][0][value]=${value}`,
  );
  return ((await response.json()).data as T[])[0]!;
}

test.beforeAll(async ({ request }) => {
  for (let i = 0; i < NEW_ARTICLES; i++)
    await create(request, 'blog/articles', {
      slug: `${prefix}-article-${i}`,
      title: { en: `Imported article ${i}`, ru: `Перенесённая статья ${i}` },
      subtitle: { en: 'From the original site', ru: 'С прежнего сайта' },
      // Newer than the demo's articles, which the server seeded seconds ago: a minute ahead, a second apart.
      createdAt: new Date(Date.now() + 60_000 + i * 1000).toISOString(),
    });
  const pageId = await create(request, 'host/pages', {
    url: `/${prefix}/[blog.articles.slug]`,
    title: 'An imported article',
  });
  const widgets = [
    { module: 'rbac', variant: 'subject-authentication-select-method-default', title: {} },
    {
      module: 'blog',
      variant: 'article-overview-ecommerce-module-product-list-card-default',
      title: { en: 'Projects of this report', ru: 'Проекты этого отчёта' },
    },
    {
      module: 'blog',
      variant: 'article-list-card-default',
      title: { en: 'Latest from the journal', ru: 'Новое в журнале' },
    },
  ];
  for (const [index, { module, variant, title }] of widgets.entries()) {
    const externalWidgetId = await create(request, `${module}/widgets`, { variant, title });
    const widgetId = await create(request, 'host/widgets', { adminTitle: `${prefix} ${variant}` });
    await create(request, 'host/widgets-to-external-widgets', { widgetId, externalModule: module, externalWidgetId });
    await create(request, 'host/pages-to-widgets', { pageId, widgetId, orderIndex: index });
  }
});

test.afterAll(async ({ request }) => {
  for (const { path, id } of made.reverse()) await request.delete(`/api/${path}/${id}`, { headers: serverKey() });
});

test("a page whose widgets keep the original's variant names renders them", async ({ page, request }) => {
  const report = await first<{ id: string }>(request, 'blog/articles', 'slug', 'annual-report-2024');
  const link = await first<{ ecommerceModuleProductId: string }>(
    request,
    'blog/articles-to-ecommerce-module-products',
    'articleId',
    report.id,
  );
  const product = (await (await request.get(`/api/ecommerce/products/${link.ecommerceModuleProductId}`)).json())
    .data as { title: { en: string } };

  // Once in CI (3 Dec) 'Imported article 0' was not shown after Show more. A guess, not reproduced: another test's
  // write refetched the page meanwhile (live content), as in search.spec's race; cut off the same way.
  await withoutLiveUpdates(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  // The page's scripts are held at first: the server's page has the list's 'Show more' (a press on it is made once
  // the app has hydrated: e2e/pages.spec.ts tests that for the page's other buttons).
  const release = await holdScripts(page);
  await page.goto(`/en/${prefix}/annual-report-2024`, { waitUntil: 'commit' });
  const more = page.getByRole('button', { name: 'Show more' });
  await expect(more).toBeVisible();
  release();

  // subject-authentication-select-method-default is our sign-in method selector.
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();

  // The article's products as cards, and not the article itself.
  await expect(page.getByRole('heading', { name: 'Projects of this report' })).toBeVisible();
  await expect(page.getByRole('heading', { name: product.title.en })).toBeVisible();
  // Not the article: its title shows nowhere (until the list's second page lists it).
  const reportTitle = page.getByRole('heading', { name: 'Annual report 2024' });
  await expect(reportTitle).toHaveCount(0);

  // The article list links none: the latest articles, a page of 12, then the next page on 'Show more'.
  await expect(page.getByRole('heading', { name: 'Latest from the journal' })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Imported article ${NEW_ARTICLES - 1}` })).toBeVisible();
  const oldest = page.getByRole('heading', { name: 'Imported article 0', exact: true });
  await expect(oldest).toHaveCount(0);
  await screenshot(page, { path: 'test-results/original-widgets-1440.png', fullPage: true });

  await expect(more).toBeEnabled();
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(oldest).toBeVisible();
  // The demo's own articles are older: the second page goes on with them.
  await expect(reportTitle).toBeVisible();

  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/ru/${prefix}/annual-report-2024`);
  await expect(page.getByRole('heading', { name: 'Новое в журнале' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Показать ещё' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Проекты этого отчёта' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await screenshot(page, { path: 'test-results/original-widgets-360.png', fullPage: true });
});
