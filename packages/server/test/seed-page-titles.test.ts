/**
 * A crawler reads each page's `<title>`: in the demo site every page the sitemap lists that no record names
 * (Projects, Journal, Contacts, Donate, the showcases) carried the site's own title, the same eight times per
 * language. Each has its own title and description now, in each language.
 */
import { LANGUAGES } from '@symbol/contracts';
import { expect, it } from 'vitest';
import { seedDemoContent } from '../src/seed/index.ts';
import { setupTestApp } from './helper.ts';

const t = await setupTestApp({ PUBLIC_SITE_URL: 'https://symbol-faith.example' });
await seedDemoContent(t.db);

it('gives every page of the sitemap without a record of its own a title and description of its own', async () => {
  const pages = (await t.http.get('/api/host/pages?limit=1000')).body.data as { url: string }[];
  const plain = new Set(pages.map((page) => page.url).filter((url) => !url.includes('[')));
  const xml = (await t.http.get('/sitemap.xml')).text;
  const listed = [...xml.matchAll(/<loc>https:\/\/symbol-faith\.example\/(\w+)(\/[^<]*)<\/loc>/g)]
    .map(([, language, url]) => ({ language: language!, url: url === '/' ? '/' : url!.replace(/\/$/, '') }))
    .filter(({ url }) => plain.has(url));
  expect(listed.length).toBeGreaterThan(10);
  for (const language of LANGUAGES) {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const { url } of listed.filter((entry) => entry.language === language)) {
      const res = await t.http.get('/api/host/page').query({ url, language });
      expect(res.status, url).toBe(200);
      const { title, description } = res.body.data.metadata as { title: string; description: string };
      expect(titles.get(title), `${language} ${url} and ${titles.get(title)}: "${title}"`).toBeUndefined();
      expect(descriptions.get(description), `${language} ${url}: "${description}"`).toBeUndefined();
      titles.set(title, url);
      descriptions.set(description, url);
    }
  }
});

it('titles the page a missing address shows (/404) as not found, in each language', async () => {
  for (const [language, title] of [
    ['en', 'Page not found — Symbol of Faith'],
    ['ru', 'Страница не найдена — «Символ веры»'],
  ] as const) {
    const res = await t.http.get('/api/host/page').query({ url: '/404', language });
    expect(res.body.data.metadata.title).toBe(title);
  }
});
