/**
 * Each page's og:image is served under /api (`/api/host/og-image?url=...`), which robots.txt keeps crawlers off:
 * a link-preview crawler that obeys robots.txt (Twitterbot does) would not fetch the picture a page names. The
 * share images are allowed by a longer, so stronger, rule; the rest of the API stays off.
 */
import { expect, it } from 'vitest';
import { setupTestApp } from './helper.ts';

const t = await setupTestApp({ PUBLIC_SITE_URL: 'https://symbol-faith.example' });

/** Google's and Twitter's reading (RFC 9309): the longest matching rule wins, Allow on a tie. */
function allowed(robots: string, path: string): boolean {
  let best: { length: number; allow: boolean } = { length: -1, allow: true };
  for (const line of robots.split('\n')) {
    const match = /^(Allow|Disallow):\s*(\S*)/.exec(line);
    if (!match || !match[2] || !path.startsWith(match[2])) continue;
    const allow = match[1] === 'Allow';
    if (match[2].length > best.length || (match[2].length === best.length && allow)) {
      best = { length: match[2].length, allow };
    }
  }
  return best.allow;
}

it('lets crawlers fetch the share images, not the rest of the API or the admin', async () => {
  const robots = (await t.http.get('/robots.txt')).text;
  expect(allowed(robots, '/api/host/og-image?url=%2Fabout&language=en')).toBe(true);
  expect(allowed(robots, '/en/about')).toBe(true);
  expect(allowed(robots, '/api/host/pages')).toBe(false);
  expect(allowed(robots, '/admin/')).toBe(false);
  expect(robots).toContain('Sitemap: https://symbol-faith.example/sitemap.xml');
});
