/**
 * sitemap.xml and robots.txt for the public site, from the site's urls. Each url is listed once per
 * language (the link rule's `/{language}{url}`) with its alternates; error pages (`/404`, `/500`) and a
 * visitor's own pages (sign-in, settings, checkout, chats) are left out, and so are the pages of subjects and
 * profiles whose slug is still the generated one: every visitor who opens a cart gets a subject (`init`), every
 * account a profile (sign-up), and an operator who gives either a public page gives it a slug. Addresses are absolute, on PUBLIC_SITE_URL.
 */
import { getEntity, LANGUAGES } from '@symbol/contracts';
import { isUntitledSlug } from '../../entities/generated-values.ts';
import { isVisitorProfileSlug } from '../social/index.ts';
import { DEVELOPER_PAGE, localizedPath } from './metadata.ts';
import { OG_IMAGE_PATH } from './og-image-url.ts';
import type { SiteUrl } from './resolve.ts';
import { encodePath } from './urls.ts';

const ERROR_PAGE = /^\/\d{3}$/;
/** A visitor's own pages (sign-in, settings, checkout, chats): nothing for a search engine to index. */
const PRIVATE_PAGE = /^\/(?:rbac\/subject\/|rbac\/subjects\/settings$|ecommerce\/checkout(?:\/|$)|social\/chats$)/;

const SUBJECTS = getEntity('rbac/subjects');
/** A visitor's subject (made by `init`) or the profile every account gets at sign-up: empty pages, one per person. */
const isVisitorPage = (entry: SiteUrl) =>
  entry.segments.some((segment) => isUntitledSlug(SUBJECTS, segment) || isVisitorProfileSlug(segment));

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

export function sitemapXml(urls: readonly SiteUrl[], site: string): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const entry of urls) {
    // A record shown by several pattern pages is listed once, at its own page (the others name it canonical).
    if (entry.canonical !== entry.url) continue;
    if (
      ERROR_PAGE.test(entry.url) ||
      PRIVATE_PAGE.test(entry.url) ||
      DEVELOPER_PAGE.test(entry.url) ||
      isVisitorPage(entry)
    )
      continue;
    const alternates = [
      ...LANGUAGES.map((l) => [l, `${site}${localizedPath(l, entry.segments)}`] as const),
      ['x-default', `${site}${encodePath(entry.segments)}`] as const,
    ];
    for (const language of LANGUAGES) {
      lines.push('  <url>', `    <loc>${escapeXml(`${site}${localizedPath(language, entry.segments)}`)}</loc>`);
      for (const [hreflang, href] of alternates)
        lines.push(`    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`);
      lines.push(`    <lastmod>${entry.updatedAt}</lastmod>`, '  </url>');
    }
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

/**
 * Crawlers may read the site but not the API or the back office; the sitemap is named. The pages' share images are
 * under the API (og:image): the longer Allow wins over `Disallow: /api/`, so a link preview that obeys robots.txt
 * still shows them.
 */
export function robotsTxt(site: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    `Allow: ${OG_IMAGE_PATH}`,
    'Disallow: /api/',
    'Disallow: /admin',
    '',
    `Sitemap: ${site}/sitemap.xml`,
    '',
  ].join('\n');
}
