/**
 * The public site in the same server: its built files at `/` (SPA fallback), each page url answered with
 * the built `index.html` carrying that page's metadata in `<head>` and the site's public configuration.
 * `/` and urls without a language go to the default language; an unknown page is the site's 404 page with
 * status 404. `/api`, `/admin` and `/public` are left to their own routes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { toAppError } from '../errors.ts';
import type { PageData } from '../modules/host/page.ts';
import { siteConfig } from '../modules/host/site-config.ts';
import { callProcedure, contextFor } from '../rest/context.ts';
import { headTags, jsonScript } from './html-head.ts';

/** Paths the site never answers: the API, the admin, stored files. */
const OTHER_APPS = /^\/(api|admin|public)(\/|$)/;
export const NOT_FOUND_PAGE = '/404';

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
  const config = siteConfig(options.config);

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

  const render = (data: PageData | undefined, language: string) =>
    template
      .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
      .replace(
        '<!--site-head-->',
        [data ? headTags(data.metadata) : '', jsonScript('site-config', config)].join('\n    '),
      );

  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?', 1)[0]!;
    if (OTHER_APPS.test(pathname) || pathname === '/index.html') return reply.callNotFound();
    const [first = '', ...rest] = pathname.split('/').filter(Boolean);
    if (!config.languages.includes(first)) {
      const query = request.url.slice(pathname.length);
      return reply.redirect(`/${config.defaultLanguage}${pathname === '/' ? '/' : pathname}${query}`, 302);
    }
    const url = `/${rest.join('/')}`;
    const page = await pageFor(request, url, first);
    const shown = page ?? (await pageFor(request, NOT_FOUND_PAGE, first));
    return reply
      .status(page ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(render(shown, first));
  };
  app.get('/', answer);
  app.get('/*', answer);
}
