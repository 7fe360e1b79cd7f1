/**
 * A list widget that links no record shows the latest records of its entity (issue 21), in the one page call
 * and its fixed number of queries; `host.latest` pages on. Records are made over REST with the server key.
 */
import { LIST_PAGE_SIZE } from '@symbol/contracts';
import { describe, expect, it } from 'vitest';
import { SECRET, setupTestApp } from '../../../../test/helper.ts';
import { countQueries } from '../../../db/query-counter.ts';

const t = await setupTestApp();

async function create(path: string, data: Record<string, unknown>): Promise<string> {
  const res = await t.http.post(`/api/${path}`).set('X-RBAC-SECRET-KEY', SECRET).send({ data });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as string;
}

/** A page at `url` with one host widget per module widget, in order. */
async function widgetPage(url: string, widgets: { module: string; variant: string; links?: string[] }[]) {
  const pageId = await create('host/pages', { url, title: url });
  for (const [index, { module, variant, links = [] }] of widgets.entries()) {
    const moduleWidgetId = await create(`${module}/widgets`, { variant, title: { en: `${variant} ${index}` } });
    for (const articleId of links) await create('blog/widgets-to-articles', { widgetId: moduleWidgetId, articleId });
    const widgetId = await create('host/widgets', { title: { en: `widget ${index}` } });
    await create('host/widgets-to-external-widgets', {
      widgetId,
      externalModule: module,
      externalWidgetId: moduleWidgetId,
    });
    await create('host/pages-to-widgets', { pageId, widgetId, orderIndex: index });
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers are walked freely in assertions
type Tree = Record<string, any>;
const moduleWidgets = (data: Tree): Tree[] => data.widgets.map((w: Tree) => w.externalWidgets[0]);

// Fourteen articles a day apart, the newest last; one has an image, one a category.
const articles: string[] = [];
for (let i = 0; i < LIST_PAGE_SIZE + 2; i++)
  articles.push(
    await create('blog/articles', {
      slug: `article-${i}`,
      title: { en: `Article ${i}`, ru: `Статья ${i}` },
      createdAt: new Date(Date.UTC(2025, 0, 1 + i)).toISOString(),
    }),
  );
const categoryId = await create('blog/categories', { slug: 'news', title: { en: 'News' } });
await create('blog/categories-to-articles', { categoryId, articleId: articles.at(-1) });

await widgetPage('/lists', [
  { module: 'blog', variant: 'article-list-card-default' }, // the original's name for article-list-default
  { module: 'blog', variant: 'article-list-default', links: [articles[0]!] },
  { module: 'blog', variant: 'default' },
  { module: 'ecommerce', variant: 'product-list-default' },
]);
await widgetPage('/unlinked-list', [{ module: 'blog', variant: 'article-list-default' }]);
await widgetPage('/linked-list', [{ module: 'blog', variant: 'article-list-default', links: [articles[0]!] }]);

async function page(url: string, language = 'en') {
  const res = await t.http.get('/api/host/page').query({ url, language });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Tree;
}

describe('a list widget that links no record', () => {
  it('shows the latest records of its entity, a page of them, newest first, with their trees', async () => {
    const [unlinked, linked, plain, products] = moduleWidgets(await page('/lists', 'ru')) as [Tree, Tree, Tree, Tree];
    expect(unlinked.articles.map((a: Tree) => a.title)).toEqual(
      Array.from({ length: LIST_PAGE_SIZE }, (_, i) => `Статья ${LIST_PAGE_SIZE + 1 - i}`),
    );
    expect(unlinked.latest).toEqual({ articles: { hasMore: true } });
    expect(unlinked.articles[0].categories.map((c: Tree) => c.slug)).toEqual(['news']);
    expect(unlinked.articles[0].files).toEqual([]);
    // Linked records win; a variant that is not a list shows only what it links; an empty table, nothing more.
    expect(linked.articles.map((a: Tree) => a.slug)).toEqual(['article-0']);
    expect(linked.latest).toBeUndefined();
    expect(plain.articles).toEqual([]);
    expect(plain.latest).toBeUndefined();
    expect(products.products).toEqual([]);
    expect(products.latest).toEqual({ products: { hasMore: false } });
  });

  it('costs no query more than a linked list', async () => {
    const measure = async (url: string) => {
      const counter = countQueries(t.db.pool);
      await page(url);
      counter.stop();
      return counter.count;
    };
    expect(await measure('/unlinked-list')).toBe(await measure('/linked-list'));
  });

  it('pages on through host.latest, with the same trees', async () => {
    const next = await t.http
      .get('/api/host/latest')
      .query({ module: 'blog', variant: 'article-list-card-default', offset: LIST_PAGE_SIZE, language: 'en' });
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    expect(next.body.data.records.map((a: Tree) => a.title)).toEqual(['Article 1', 'Article 0']);
    expect(next.body.data.records[0].categories).toEqual([]);
    expect(next.body.data.hasMore).toBe(false);
  });

  it('refuses a variant that lists nothing and an offset off the pages', async () => {
    const latest = (query: Record<string, unknown>) =>
      t.http.get('/api/host/latest').query({ module: 'blog', offset: LIST_PAGE_SIZE, language: 'en', ...query });
    const notAList = await latest({ variant: 'article-overview-default' });
    expect(notAList.status).toBe(400);
    expect(notAList.body.message).toBe('blog widgets of variant article-overview-default list no records');
    expect((await latest({ variant: 'article-list-default', offset: 0 })).status).toBe(400);
    expect((await latest({ variant: 'constructor' })).status).toBe(400);
    expect((await latest({ module: 'rbac', variant: 'default' })).status).toBe(400);
  });
});
