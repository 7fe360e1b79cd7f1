/** The generic REST contract: filter grammar, ordering, bounds, bulk, find-or-create, cascade. */
import { LIST_MAX_LIMIT } from '@symbol/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { SECRET, setupTestApp } from './helper.ts';

const t = await setupTestApp();
const write = <T extends { set(k: string, v: string): T }>(req: T) => req.set('x-rbac-secret-key', SECRET);
const WIDGETS = '/api/website-builder/widgets';

async function post(path: string, data: unknown) {
  const res = await t.http.post(path).set('x-rbac-secret-key', SECRET).send({ data });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

const list = (path: string, query: Record<string, string | number>) => t.http.get(path).query(query);
const filter = (column: string, method: string, value?: string) => ({
  'filters[and][0][column]': column,
  'filters[and][0][method]': method,
  ...(value === undefined ? {} : { 'filters[and][0][value]': value }),
});

describe('filters', () => {
  const ids: string[] = [];
  beforeAll(async () => {
    for (const [i, name] of ['alpha', 'Beta', 'gamma', 'delta'].entries()) {
      const row = await post(WIDGETS, {
        adminTitle: `grammar ${name}`,
        slug: `grammar-${name.toLowerCase()}`,
        orderIndex: 10 - i,
        variant: i % 2 ? 'odd' : 'even',
        anchor: i === 3 ? null : `a${i}`,
      });
      ids.push(row.id);
    }
  });
  const slugs = (body: { data: { slug: string }[] }) =>
    body.data.map((r) => r.slug).filter((s) => s.startsWith('grammar-'));

  it.each([
    ['eq', 'slug', 'grammar-alpha', ['grammar-alpha']],
    ['ne', 'variant', 'even', ['grammar-delta', 'grammar-beta']],
    ['gt', 'orderIndex', '9', ['grammar-alpha']],
    ['gte', 'orderIndex', '9', ['grammar-beta', 'grammar-alpha']],
    ['lt', 'orderIndex', '8', ['grammar-delta']],
    ['lte', 'orderIndex', '8', ['grammar-delta', 'grammar-gamma']],
    ['like', 'adminTitle', 'grammar B%', ['grammar-beta']],
    ['ilike', 'adminTitle', 'GRAMMAR b%', ['grammar-beta']],
    ['isNull', 'anchor', undefined, ['grammar-delta']],
  ] as const)('%s', async (method, column, value, expected) => {
    const res = await list(WIDGETS, { ...filter(column, method, value), limit: 1000 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(slugs(res.body)).toEqual(expected);
  });

  it('isNotNull', async () => {
    const res = await list(WIDGETS, {
      ...filter('anchor', 'isNotNull'),
      'filters[and][1][column]': 'adminTitle',
      'filters[and][1][method]': 'like',
      'filters[and][1][value]': 'grammar%',
    });
    expect(slugs(res.body)).toEqual(['grammar-gamma', 'grammar-beta', 'grammar-alpha']);
  });

  it('like and ilike on a localized column match its text in any language (the admin search finds a Russian title)', async () => {
    const CATEGORIES = '/api/blog/categories';
    await post(CATEGORIES, { slug: 'grammar-bells', title: { en: 'Grammar of bells', ru: 'Колокольня и звонницы' } });
    await post(CATEGORIES, { slug: 'grammar-plain', title: { en: 'Grammar plain' } });
    const titled = async (method: string, value: string) => {
      const res = await list(CATEGORIES, { ...filter('title', method, value), limit: 1000 });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return slugs(res.body);
    };
    expect(await titled('ilike', '%КОЛОКОЛЬНЯ%')).toEqual(['grammar-bells']);
    expect(await titled('ilike', '%of BELLS')).toEqual(['grammar-bells']);
    expect(await titled('like', '%of BELLS')).toEqual([]);
    expect(await titled('like', 'Колокольня%')).toEqual(['grammar-bells']);
    // Other comparisons stay refused: a localized map has no order.
    expect((await list(CATEGORIES, filter('title', 'gt', 'a'))).status).toBe(400);
  });

  it('inArray and notInArray with qs lists', async () => {
    const res = await t.http.get(
      `${WIDGETS}?filters[and][0][column]=id&filters[and][0][method]=inArray&filters[and][0][value][0]=${ids[0]}&filters[and][0][value][1]=${ids[2]}`,
    );
    expect(slugs(res.body)).toEqual(['grammar-gamma', 'grammar-alpha']);
    const not = await t.http.get(
      `${WIDGETS}?filters[and][0][column]=slug&filters[and][0][method]=notInArray&filters[and][0][value][0]=grammar-alpha&filters[and][1][column]=slug&filters[and][1][method]=like&filters[and][1][value]=grammar-%25`,
    );
    expect(slugs(not.body)).toEqual(['grammar-delta', 'grammar-gamma', 'grammar-beta']);
  });

  it('filters[and] as a JSON string', async () => {
    const and = JSON.stringify([{ column: 'slug', method: 'inArray', value: ['grammar-beta', 'grammar-delta'] }]);
    const res = await t.http.get(WIDGETS).query({ 'filters[and]': and });
    expect(res.status).toBe(200);
    expect(slugs(res.body)).toEqual(['grammar-delta', 'grammar-beta']);
  });

  it('orders by orderIndex ascending by default and by orderBy when given', async () => {
    const byDefault = await list(WIDGETS, filter('slug', 'like', 'grammar-%'));
    expect(slugs(byDefault.body)).toEqual(['grammar-delta', 'grammar-gamma', 'grammar-beta', 'grammar-alpha']);
    const bySlug = await list(WIDGETS, {
      ...filter('slug', 'like', 'grammar-%'),
      'orderBy[and][0][column]': 'slug',
      'orderBy[and][0][method]': 'desc',
    });
    expect(slugs(bySlug.body)).toEqual(['grammar-gamma', 'grammar-delta', 'grammar-beta', 'grammar-alpha']);
  });

  it('pages with offset and limit, and counts', async () => {
    const page = await list(WIDGETS, { ...filter('slug', 'like', 'grammar-%'), offset: 1, limit: 2 });
    expect(slugs(page.body)).toEqual(['grammar-gamma', 'grammar-beta']);
    const count = await list(`${WIDGETS}/count`, filter('slug', 'like', 'grammar-%'));
    expect(count.body).toEqual({ data: 4 });
  });

  it('bounds limit and offset', async () => {
    for (const query of [
      { limit: LIST_MAX_LIMIT + 1 },
      { limit: 0 },
      { limit: -1 },
      { offset: -5 },
      { limit: 'ten' },
    ]) {
      const res = await list(WIDGETS, query as unknown as Record<string, string | number>);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.message).toBe('Invalid query');
    }
    expect((await list(WIDGETS, { limit: LIST_MAX_LIMIT })).status).toBe(200);
  });
});

describe('bulk and find-or-create', () => {
  it('bulk create with one invalid item creates nothing', async () => {
    const before = (await t.http.get(`${WIDGETS}/count`)).body.data;
    const res = await write(t.http.post(`${WIDGETS}/bulk`)).send({
      data: [{ data: { slug: 'bulk-ok-1' } }, { data: { slug: 'Not A Slug' } }, { data: { slug: 'bulk-ok-2' } }],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Item 1: Invalid data');
    expect((await t.http.get(`${WIDGETS}/count`)).body.data).toBe(before);
  });

  it('bulk create with a duplicate slug inside the batch creates nothing', async () => {
    const before = (await t.http.get(`${WIDGETS}/count`)).body.data;
    const res = await write(t.http.post(`${WIDGETS}/bulk`)).send({
      data: [{ data: { slug: 'bulk-dup' } }, { data: { slug: 'bulk-dup' } }],
    });
    expect(res.status).toBe(409);
    expect((await t.http.get(`${WIDGETS}/count`)).body.data).toBe(before);
  });

  it('bulk create and bulk update, each in one go (multipart too)', async () => {
    const created = await write(t.http.post(`${WIDGETS}/bulk`)).field(
      'data',
      JSON.stringify([{ data: { slug: 'bulk-a' } }, { data: { slug: 'bulk-b' } }]),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.map((r: { slug: string }) => r.slug)).toEqual(['bulk-a', 'bulk-b']);
    const [a, b] = created.body.data;
    const updated = await write(t.http.patch(`${WIDGETS}/bulk`)).send({
      data: [
        { id: a.id, data: { orderIndex: 2 } },
        { id: b.id, data: { orderIndex: 3 } },
      ],
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data.map((r: { orderIndex: number }) => r.orderIndex)).toEqual([2, 3]);
  });

  it('bulk update with an unknown id changes nothing', async () => {
    const row = await post(WIDGETS, { slug: 'bulk-keep', orderIndex: 1 });
    const res = await write(t.http.patch(`${WIDGETS}/bulk`)).send({
      data: [
        { id: row.id, data: { orderIndex: 9 } },
        { id: crypto.randomUUID(), data: { orderIndex: 9 } },
      ],
    });
    expect(res.status).toBe(404);
    expect((await t.http.get(`${WIDGETS}/${row.id}`)).body.data.orderIndex).toBe(1);
  });

  it('ten concurrent find-or-create calls make one row', async () => {
    const data = { adminTitle: 'Concurrent', variant: 'concurrent-variant' };
    const results = await Promise.all(
      Array.from({ length: 10 }, () => write(t.http.post(`${WIDGETS}/find-or-create`)).send({ data })),
    );
    for (const res of results) expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(new Set(results.map((r) => r.body.data.id)).size).toBe(1);
    const count = await list(`${WIDGETS}/count`, filter('variant', 'eq', 'concurrent-variant'));
    expect(count.body.data).toBe(1);
  });
});

describe('cascade', () => {
  it('deleting a page removes its pages-to-layouts links', async () => {
    const page = await post('/api/host/pages', { url: '/cascade' });
    const layout = await post('/api/host/layouts', {});
    const link = await post('/api/host/pages-to-layouts', { pageId: page.id, layoutId: layout.id });
    expect((await write(t.http.delete(`/api/host/pages/${page.id}`))).status).toBe(200);
    expect((await t.http.get(`/api/host/pages-to-layouts/${link.id}`)).status).toBe(404);
    expect((await t.http.get(`/api/host/layouts/${layout.id}`)).status).toBe(200);
  });
});

describe('generated values', () => {
  it('an empty adminTitle or slug is generated, on create and on update', async () => {
    const row = await post(WIDGETS, { adminTitle: '', slug: '', title: { en: 'Empty means generated' } });
    expect(row.adminTitle).toBe('Empty means generated');
    expect(row.slug).toMatch(/^empty-means-generated-[0-9a-f]{8}$/);
    const updated = await write(t.http.patch(`${WIDGETS}/${row.id}`)).send({ data: { slug: '', adminTitle: '' } });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data.slug).toMatch(/^widgets-[0-9a-f]{8}$/);
    expect(updated.body.data.adminTitle).toMatch(/^widgets [0-9a-f]{8}$/);
  });
});

describe("the original system's records, as it writes them", () => {
  it('are accepted and read back in our form', async () => {
    const tiptap = JSON.stringify({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Restoration' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'The bell tower', marks: [{ type: 'bold' }] }] },
      ],
    });
    const button = await post('/api/website-builder/buttons', {
      adminTitle: '',
      slug: 'Donate-Button',
      url: '/donate',
      title: { en: 'Donate', ru: null },
    });
    expect(button).toMatchObject({
      slug: 'donate-button',
      url: '/donate',
      title: { en: 'Donate' },
      adminTitle: 'Donate',
    });
    const action = await post('/api/rbac/actions', { type: 'HTTP', method: 'GET', path: '*' });
    expect(action).toMatchObject({ type: 'allow', path: '*' });
    const article = await post('/api/blog/articles', { title: { en: 'Tower' }, description: { en: tiptap } });
    const read = await t.http.get(`/api/blog/articles/${article.id}`);
    expect(JSON.parse(read.body.data.description.en)).toEqual([
      { type: 'heading-two', children: [{ text: 'Restoration' }] },
      { type: 'paragraph', children: [{ text: 'The bell tower', bold: true }] },
    ]);
  });
});
