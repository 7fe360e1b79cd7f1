/**
 * The `<head>` tags of a site page, from the page call's metadata: title, description, keywords, canonical,
 * hreflang alternates, Open Graph, Twitter and the favicon, so crawlers and link previews need no JavaScript.
 */
import type { PageMetadata } from '../modules/host/metadata.ts';

export const FAVICON_PATH = '/images/favicon.ico';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const meta = (attribute: 'name' | 'property', key: string, value: string | null | undefined) =>
  value ? `<meta ${attribute}="${key}" content="${escapeHtml(value)}">` : '';

export function headTags(metadata: PageMetadata): string {
  const { opengraph: og, twitter } = metadata;
  return [
    `<title>${escapeHtml(metadata.title)}</title>`,
    meta('name', 'description', metadata.description),
    meta('name', 'keywords', metadata.keywords),
    meta('name', 'author', metadata.author),
    meta('name', 'robots', metadata.robots),
    `<link rel="canonical" href="${escapeHtml(metadata.canonical)}">`,
    ...Object.entries(metadata.alternates).map(
      ([language, href]) => `<link rel="alternate" hreflang="${language}" href="${escapeHtml(href)}">`,
    ),
    `<link rel="icon" href="${FAVICON_PATH}">`,
    meta('property', 'og:title', og.title),
    meta('property', 'og:description', og.description),
    meta('property', 'og:url', og.url),
    meta('property', 'og:type', og.type),
    meta('property', 'og:site_name', og.siteName),
    meta('property', 'og:locale', og.locale),
    meta('property', 'og:image', og.image),
    meta('property', 'og:image:type', og.imageType),
    meta('property', 'og:image:width', String(og.imageWidth)),
    meta('property', 'og:image:height', String(og.imageHeight)),
    meta('property', 'og:image:alt', og.title),
    meta('name', 'twitter:card', twitter.card),
    meta('name', 'twitter:site', twitter.site),
    meta('name', 'twitter:creator', twitter.creator),
    meta('name', 'twitter:title', twitter.title),
    meta('name', 'twitter:description', twitter.description),
    meta('name', 'twitter:url', twitter.url),
    meta('name', 'twitter:domain', twitter.domain),
    meta('name', 'twitter:image', twitter.image),
  ]
    .filter(Boolean)
    .join('\n    ');
}

/** Data for the client in a non-executed JSON script (allowed by any script CSP); `<` escaped. */
export const jsonScript = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
