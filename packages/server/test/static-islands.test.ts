/**
 * A page's static widgets are not hydrated (packages/site/src/ui/island.ts): the browser shows the server's HTML
 * and runs none of their code, so a control in one would do nothing. Every page the demo site lists, in each
 * language, is rendered here: what its state calls static holds no control and no field, and the widgets with
 * behaviour (the header's menu, the slider, a form) are hydrated.
 */
import { expect, it } from 'vitest';
import { seedDemoContent } from '../src/seed/index.ts';
import { builtSite, setupTestApp } from './helper.ts';

const t = await setupTestApp({ PUBLIC_SITE_URL: 'https://symbol-faith.example' }, { web: { site: builtSite() } });
await seedDemoContent(t.db);

/** What only a script gives behaviour to, or what takes input. */
const CONTROL = /<(button|input|select|textarea|form)\b|role="(button|tab|switch|menuitem|option|checkbox)"/;

/** The element with `data-island="key"`, its content up to its own closing tag (islands are divs). */
function islandHtml(html: string, key: string): string {
  const open = html.indexOf(`data-island="${key}"`);
  expect(open, key).toBeGreaterThan(0);
  const start = html.indexOf('>', open) + 1;
  let depth = 1;
  const tags = /<div\b|<\/div>/g;
  tags.lastIndex = start;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) return html.slice(start, tag.index);
  }
  throw new Error(`island ${key} is not closed`);
}

it('leaves no control in a static island of any page, and hydrates the widgets that act', async () => {
  const xml = (await t.http.get('/sitemap.xml')).text;
  const urls = [...xml.matchAll(/<loc>https:\/\/symbol-faith\.example(\/[^<]*)<\/loc>/g)].map(([, url]) => url!);
  expect(urls.length).toBeGreaterThan(20);
  const statics = new Map<string, string[]>();
  for (const url of urls) {
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode, url).toBe(200);
    const html = page.body;
    const state = JSON.parse(/<script[^>]*id="page-state"[^>]*>(.*?)<\/script>/s.exec(html)![1]!) as {
      staticIslands: string[];
    };
    statics.set(url, state.staticIslands);
    const islands = [...html.matchAll(/data-island="([^"]+)"/g)].map(([, key]) => key!);
    for (const key of state.staticIslands) {
      expect(islands, url).toContain(key);
      expect(CONTROL.exec(islandHtml(html, key))?.[0], `${url} ${key}`).toBeUndefined();
    }
  }
  // The page's own widgets only (the layouts' header and footer are always hydrated): the home page's slider and
  // the donation form act, the texts around them do not.
  expect(statics.get('/en/')).toEqual(['main-0', 'main-1', 'main-2', 'main-3']);
  expect(statics.get('/en/donate')).toEqual([]);
  expect(statics.get('/ru/about')).toEqual(['first-0', 'main-0', 'main-1', 'main-2']);
});
