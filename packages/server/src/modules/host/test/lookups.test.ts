/** Host lookups over REST and tRPC: find-by-url, urls, url-segment-value, on the demo content. */
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../../test/helper.ts';
import { seedDemoContent } from '../../../seed/index.ts';

const t = await setupTestApp();
await seedDemoContent(t.db);

const findByUrl = (url: string) => t.http.get('/api/host/find-by-url').query({ url });

describe('GET /api/host/find-by-url', () => {
  it.each([
    ['/', '/'],
    ['/about', '/about'],
    ['/ru/about', '/about'],
    ['en/contacts/', '/contacts'],
    ['/about?utm_source=x#top', '/about'],
    ['/500', '/500'],
  ])('static url %s → page %s', async (url, pageUrl) => {
    const res = await findByUrl(url);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ url: pageUrl, language: 'ru' });
    expect(Object.keys(res.body.data).sort()).toEqual(
      [
        'adminTitle',
        'className',
        'createdAt',
        'description',
        'id',
        'language',
        'title',
        'updatedAt',
        'url',
        'variant',
      ].sort(),
    );
  });

  it.each([
    ['/ecommerce/products/pokrovskoye-bell-tower', '/ecommerce/products/[ecommerce.products.slug]'],
    ['/en/ecommerce/products/summer-volunteer-camp', '/ecommerce/products/[ecommerce.products.slug]'],
    ['/ru/blog/articles/annual-report-2024', '/blog/articles/[blog.articles.slug]'],
    ['/blog/categories/news', '/blog/categories/[blog.categories.slug]'],
    ['/ecommerce/stores/foundation-store', '/ecommerce/stores/[ecommerce.stores.slug]'],
  ])('slug url %s → page %s', async (url, pageUrl) => {
    const res = await findByUrl(url);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.url).toBe(pageUrl);
  });

  it.each([
    '/nothing-here',
    '/ecommerce/products/no-such-project',
    '/ecommerce/products',
    '/ecommerce/products/pokrovskoye-bell-tower/extra',
    '/blog/articles/news',
  ])('a url that matches nothing (%s) is a 404', async (url) => {
    const res = await findByUrl(url);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: `No page matches ${url}`, status: 404, cause: [] });
  });

  it('a static page wins over a pattern that also fits', async () => {
    const page = await t.procedures('host/pages').create({
      data: { url: '/ecommerce/products/featured', title: 'Featured', adminTitle: 'Featured' },
    });
    const product = await t.procedures('ecommerce/products').create({
      data: { slug: 'featured', adminTitle: 'Featured product' },
    });
    const res = await findByUrl('/ecommerce/products/featured');
    expect(res.body.data.id).toBe(page.id);
    const listed = (await t.http.get('/api/host/urls')).body.data.filter(
      (u: { url: string }) => u.url === '/ecommerce/products/featured',
    );
    expect(listed).toMatchObject([{ pageId: page.id }]);
    await t.procedures('host/pages').delete({ id: page.id });
    expect((await findByUrl('/ecommerce/products/featured')).body.data.url).toBe(
      '/ecommerce/products/[ecommerce.products.slug]',
    );
    await t.procedures('ecommerce/products').delete({ id: product.id });
  });

  it('needs a url', async () => {
    const res = await t.http.get('/api/host/find-by-url');
    expect(res.status).toBe(400);
    expect(res.body.cause).toContain('url: url is required');
  });

  it('is the same procedure over tRPC', async () => {
    const caller = t.caller({ isServer: false }) as unknown as {
      host: { findByUrl(input: { url: string }): Promise<{ url: string }> };
    };
    expect((await caller.host.findByUrl({ url: '/en/ecommerce/products/pokrovskoye-bell-tower' })).url).toBe(
      '/ecommerce/products/[ecommerce.products.slug]',
    );
    await expect(caller.host.findByUrl({ url: '/nope' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('GET /api/host/urls', () => {
  it('lists every url, slug pages expanded to the real slugs, each split into segments', async () => {
    const res = await t.http.get('/api/host/urls');
    expect(res.status).toBe(200);
    const urls = res.body.data as { url: string; segments: string[]; pageId: string; language: string }[];
    expect(urls.map((u) => u.url).sort()).toEqual(
      [
        '/',
        '/404',
        '/500',
        '/about',
        '/blog',
        '/blog/articles/annual-report-2024',
        '/blog/articles/kyalgozero-chapel-new-shingles',
        '/blog/articles/pokrovskoye-bell-tower-scaffolding',
        '/blog/articles/volunteer-camp-2024-results',
        '/blog/categories/news',
        '/blog/categories/reports',
        '/contacts',
        '/donate',
        '/ecommerce/categories/restoration',
        '/ecommerce/products/belozersk-church-survey',
        '/ecommerce/products/icon-restoration-workshop',
        '/ecommerce/products/karelia-st-nicholas-chapel',
        '/ecommerce/products/pokrovskoye-bell-tower',
        '/ecommerce/products/summer-volunteer-camp',
        '/ecommerce/stores/foundation-store',
        '/offer',
        '/privacy',
        '/projects',
        '/projects/belozersk-church-survey',
        '/projects/belozersk-church-survey/donate',
        '/projects/icon-restoration-workshop',
        '/projects/icon-restoration-workshop/donate',
        '/projects/karelia-st-nicholas-chapel',
        '/projects/karelia-st-nicholas-chapel/donate',
        '/projects/pokrovskoye-bell-tower',
        '/projects/pokrovskoye-bell-tower/donate',
        '/projects/summer-volunteer-camp',
        '/projects/summer-volunteer-camp/donate',
        '/rbac/subjects/foundation-team',
        '/reports',
        '/showcase',
        '/showcase/donate',
        '/social/profiles/anna-smirnova',
        '/social/profiles/foundation-assistant',
        '/social/profiles/foundation-team-profile',
        '/account-widgets',
        '/rbac/subject/authentication/select-method',
        '/rbac/subject/authentication/email-and-password/registration',
        '/rbac/subject/authentication/email-and-password/forgot-password',
        '/rbac/subject/authentication/email-and-password/reset-password',
        '/rbac/subject/authentication/email-and-password/verify',
        '/rbac/subject/authentication/logout',
        '/rbac/subjects/settings',
        '/ecommerce/checkout',
        '/ecommerce/checkout/thank-you',
        '/social/chats',
      ].sort(),
    );
    expect(urls.find((u) => u.url === '/')).toMatchObject({ segments: [], language: 'ru' });
    const product = urls.find((u) => u.url === '/ecommerce/products/pokrovskoye-bell-tower')!;
    expect(product.segments).toEqual(['ecommerce', 'products', 'pokrovskoye-bell-tower']);
    const page = await findByUrl(product.url);
    expect(product.pageId).toBe(page.body.data.id);
    expect(urls.some((u) => u.url.includes('['))).toBe(false);
  });
});

describe('GET /api/host/url-segment-value', () => {
  const value = (url: string, segment: string) => t.http.get('/api/host/url-segment-value').query({ url, segment });

  it('answers the value of the named segment', async () => {
    const res = await value('/ru/ecommerce/products/pokrovskoye-bell-tower', 'ecommerce.products.slug');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: 'pokrovskoye-bell-tower' });
    expect((await value('/blog/articles/annual-report-2024', '[blog.articles.slug]')).body).toEqual({
      data: 'annual-report-2024',
    });
  });

  it('answers null when the page has no such segment, 404 when no page matches', async () => {
    expect((await value('/ecommerce/products/pokrovskoye-bell-tower', 'blog.articles.slug')).body).toEqual({
      data: null,
    });
    expect((await value('/about', 'ecommerce.products.slug')).body).toEqual({ data: null });
    expect((await value('/ecommerce/products/nope', 'ecommerce.products.slug')).status).toBe(404);
    expect((await t.http.get('/api/host/url-segment-value').query({ url: '/about' })).status).toBe(400);
  });
});
