/**
 * The public site in the same server: its built files at `/`, and each page url rendered on the server with the
 * site's own components (packages/site/src/entry-server.tsx, built into `dist-ssr/`), inside the built
 * `index.html` with that page's metadata in `<head>`, the site's public configuration and the query cache the
 * browser hydrates (its first load asks for no page data). `/` and urls without a language go to the default
 * language; an unknown page is the site's 404 page with status 404, a failed rendering the error screen with 500.
 * `/api`, `/admin` and `/public` are left to their own routes. Renderings are cached: ./rendered-pages.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { toAppError } from '../errors.ts';
import type { PageData } from '../modules/host/page.ts';
import { runtimeOf } from '../modules/host/runtime.ts';
import { siteConfig } from '../modules/host/site-config.ts';
import { parseRequestedUrl } from '../modules/host/urls.ts';
import { callProcedure, contextFor, releaseOf } from '../rest/context.ts';
import { FAVICON_PATH } from './html-head.ts';
import { RenderedPages, sendRendered, type Rendered, type SiteRenderer } from './rendered-pages.ts';

/** Paths the site never answers: the API, the admin, stored files. */
const OTHER_APPS = /^\/(api|admin|public)(\/|$)/;
export const NOT_FOUND_PAGE = '/404';
/** The site's search results (packages/site/src/search): a route of its own, whatever pages the builder has. */
export const SEARCH_PAGE = '/search';
const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
/** The server rendering's entry, in the site package (its `build` script writes it). */
export const SSR_ENTRY = 'dist-ssr/entry-server.js';
/** Renderings kept by path for the bytes-only answer (the page cache keeps at most 500 pages). */
const KEPT_PATHS = 1000;

export interface SiteOptions {
  /** The site's built `dist/` directory. */
  dist: string;
  config: Config;
}

async function pageFor(request: FastifyRequest, url: string, language: string): Promise<PageData | undefined> {
  try {
    return (await callProcedure(request, contextFor(request), 'host.page', { url, language })) as PageData;
  } catch (error) {
    // The language is one of the site's, so a 400 is about the url (a control character once decoded, too
    // long): no page has it, and the visitor gets the site's 404 page like for any other unknown url.
    const { status } = toAppError(error);
    if (status === 404 || status === 400) return undefined;
    throw error;
  }
}

export async function siteWeb(app: FastifyInstance, options: SiteOptions) {
  const template = readFileSync(path.join(options.dist, 'index.html'), 'utf8');
  const entry = path.join(options.dist, '..', SSR_ENTRY);
  const renderer = (await import(pathToFileURL(entry).href)) as SiteRenderer;
  const config = siteConfig(options.config);
  const pages = new RenderedPages(template, config, renderer);

  await app.register(fastifyStatic, {
    root: options.dist,
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: false,
    preCompressed: true,
    // Hashed bundles never change; everything else (images, the favicon) is kept a day.
    setHeaders: (reply, filePath) =>
      void reply.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=86400',
      ),
  });
  // Browsers and crawlers ask for /favicon.ico whatever the page names.
  app.get('/favicon.ico', (_request, reply) => reply.redirect(FAVICON_PATH, 301));

  // A kept page answered as bytes: its rendering, by path, while the page cache still holds the very page data it
  // was made from (same entry: no write, revalidation or expiry since). No context, procedure or rendering lookup;
  // a request in a release (header or preview link) always goes the whole way.
  const host = { db: app.deps.db, config: app.deps.config, log: app.log as Parameters<typeof runtimeOf>[0]['log'] };
  const cache = () => runtimeOf(host).cache; // the host plugin starts (and may restart) it with the app
  const kept = new Map<string, { key: string; value: Promise<PageData>; rendered: Rendered }>();
  const keep = async (pathname: string, language: string, url: string, page: PageData, rendered: Rendered) => {
    const key = `${language} ${parseRequestedUrl(url).url}`;
    const value = cache().peek(key);
    if (!value || (await value) !== page) return;
    kept.delete(pathname);
    kept.set(pathname, { key, value, rendered });
    if (kept.size > KEPT_PATHS) kept.delete(kept.keys().next().value!);
  };

  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?', 1)[0]!;
    const hit = kept.get(pathname);
    if (hit && cache().peek(hit.key) === hit.value && !releaseOf(request, app.deps))
      return sendRendered(request, reply, hit.rendered, 200);
    if (OTHER_APPS.test(pathname) || pathname === '/index.html') return reply.callNotFound();
    const [first = '', ...rest] = pathname.split('/').filter(Boolean);
    if (!config.languages.includes(first)) {
      const query = request.url.slice(pathname.length);
      return reply.redirect(`/${config.defaultLanguage}${pathname === '/' ? '/' : pathname}${query}`, 302);
    }
    const url = `/${rest.join('/')}`;
    if (url === SEARCH_PAGE) return answerSearch(request, reply, first);
    const page = await pageFor(request, url, first);
    const shown = page ?? (await pageFor(request, NOT_FOUND_PAGE, first));
    const call = async (procedure: string, input: unknown) => {
      if (procedure !== 'host.page')
        throw Object.assign(new Error(`${procedure} is not rendered on the server`), { status: 501 });
      const asked = input as { url: string; language: string };
      if (asked.language === first && asked.url === shown?.url) return shown;
      if (asked.language === first && asked.url === url && !page)
        throw Object.assign(new Error('no page'), { status: 404 });
      const found = await pageFor(request, asked.url, asked.language);
      if (!found) throw Object.assign(new Error('no page'), { status: 404 });
      return found;
    };
    const rendered = await pages.render(pathname, shown, !page, call);
    if (page && rendered.status < 500 && !releaseOf(request, app.deps))
      await keep(pathname, first, url, page, rendered);
    return sendRendered(request, reply, rendered, page ? 200 : 404);
  };

  /**
   * The results page, rendered per request with its answer (not kept: every query is another page) in the home
   * page's frame; never indexed (`noindex` header and meta), so search engines do not crawl queries.
   */
  const answerSearch = async (request: FastifyRequest, reply: FastifyReply, language: string) => {
    const frame = await pageFor(request, '/', language);
    const call = async (procedure: string, input: unknown) => {
      if (procedure === 'search') return callProcedure(request, contextFor(request), 'search', input);
      if (procedure !== 'host.page')
        throw Object.assign(new Error(`${procedure} is not rendered on the server`), { status: 501 });
      const asked = input as { url: string; language: string };
      const found =
        asked.language === language && asked.url === '/' ? frame : await pageFor(request, asked.url, asked.language);
      if (!found) throw Object.assign(new Error('no page'), { status: 404 });
      return found;
    };
    const q = new URLSearchParams(request.url.slice(request.url.indexOf('?') + 1 || request.url.length)).get('q');
    const title = language === 'ru' ? 'Поиск' : 'Search';
    const head = [
      `<title>${escapeHtml(q?.trim() ? `${q.trim().slice(0, 200)} — ${title}` : title)}</title>`,
      '<meta name="robots" content="noindex">',
    ].join('\n    ');
    const rendered = await pages.renderOnce(request.url, head, call);
    reply.header('x-robots-tag', 'noindex');
    return sendRendered(request, reply, rendered, 200);
  };
  app.get('/', answer);
  app.get('/*', answer);
}
