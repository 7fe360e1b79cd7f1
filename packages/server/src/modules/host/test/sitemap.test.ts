/** sitemap.xml and robots.txt from the site's urls, on PUBLIC_SITE_URL. */
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../../test/helper.ts';
import { seedDemoContent } from '../../../seed/index.ts';

const t = await setupTestApp({ PUBLIC_SITE_URL: 'https://symbol-faith.example' });
await seedDemoContent(t.db);

describe('GET /sitemap.xml', () => {
  it('lists every url once per language with its alternates, slug pages expanded, error pages left out', async () => {
    const res = await t.http.get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = res.text;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    // 51 urls (pattern pages expanded) less /404, /500, the 10 account, checkout and chat pages, the 3 developer
    // pages (/showcase…, /account-widgets) and the 5 projects' second address (/ecommerce/products/…, whose
    // canonical is /projects/…), in two languages.
    expect(locs).toHaveLength(62);
    // The legal pages and the reports are listed (issue 32).
    for (const page of ['offer', 'privacy', 'reports'])
      expect(locs).toContain(`https://symbol-faith.example/en/${page}`);
    expect(locs).toContain('https://symbol-faith.example/ru/projects/pokrovskoye-bell-tower');
    expect(locs.some((l) => l.includes('/ecommerce/products/'))).toBe(false);
    expect(
      locs.some((l) => /\/(rbac\/subject\/|rbac\/subjects\/settings|ecommerce\/checkout|social\/chats)/.test(l)),
    ).toBe(false);
    expect(locs).toContain('https://symbol-faith.example/en/rbac/subjects/foundation-team');
    expect(locs).toContain('https://symbol-faith.example/ru/');
    expect(locs).toContain('https://symbol-faith.example/en/about');
    expect(locs).toContain('https://symbol-faith.example/en/blog/articles/annual-report-2024');
    expect(locs.some((l) => l.includes('[') || l.endsWith('/500'))).toBe(false);
    // The developer pages are left out (issue 32), and say noindex to a robot that finds them.
    expect(locs.some((l) => /\/(showcase|account-widgets)/.test(l))).toBe(false);
    const robots = async (url: string) =>
      (await t.http.get('/api/host/page').query({ url })).body.data.metadata.robots as string | null;
    for (const url of ['/showcase', '/showcase/donate', '/account-widgets'])
      expect(await robots(url)).toBe('noindex, nofollow');
    expect(await robots('/about')).toBeNull();
    const entry = xml.slice(xml.indexOf('<loc>https://symbol-faith.example/en/projects/pokrovskoye-bell-tower'));
    expect(entry.slice(0, entry.indexOf('</url>'))).toContain(
      '<xhtml:link rel="alternate" hreflang="ru" href="https://symbol-faith.example/ru/projects/pokrovskoye-bell-tower"/>',
    );
    expect(entry).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
  });

  it("leaves out the pages of visitors' subjects (their slug is still the generated one)", async () => {
    const init = await t.http.get('/api/rbac/subjects/authentication/init');
    expect(init.status, JSON.stringify(init.body)).toBeLessThan(300);
    const slugs = ((await t.procedures('rbac/subjects').list({ limit: 100 })) as { slug: string }[]).map((s) => s.slug);
    const visitor = slugs.find((slug) => /^subjects-[0-9a-f]{8}$/.test(slug));
    expect(visitor).toBeDefined();
    const urls = (await t.http.get('/api/host/urls')).body.data.map((u: { url: string }) => u.url);
    expect(urls).toContain(`/rbac/subjects/${visitor}`);
    const xml = (await t.http.get('/sitemap.xml')).text;
    expect(xml).not.toContain(visitor);
    expect(xml).toContain('/en/rbac/subjects/foundation-team');
  });

  it('escapes what it lists', async () => {
    const page = await t.procedures('host/pages').create({ data: { url: '/a&b', adminTitle: 'Ampersand' } });
    const res = await t.http.get('/sitemap.xml');
    expect(res.text).toContain('<loc>https://symbol-faith.example/en/a%26b</loc>');
    await t.procedures('host/pages').delete({ id: page.id });
  });
});

describe('GET /robots.txt', () => {
  it('allows the site, keeps crawlers off the API and names the sitemap', async () => {
    const res = await t.http.get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.text).toBe(
      'User-agent: *\nAllow: /\nAllow: /api/host/og-image\nDisallow: /api/\nDisallow: /admin\n\nSitemap: https://symbol-faith.example/sitemap.xml\n',
    );
  });
});
