/**
 * Server renderings of site pages, kept like the page data they are made from: a rendering is keyed by the page
 * data object itself, which the page cache (modules/host/page-cache.ts) hands to every request until a write or a
 * revalidation event drops it, so a rendering lives exactly as long as its data, concurrent requests for one page
 * share one rendering (single flight), and no second invalidation path exists. Each is hashed once for its ETag
 * and compressed once per encoding. The 404 page is rendered per url (its router location is the asked url) and
 * not kept.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PageData } from '../modules/host/page.ts';
import type { SiteConfig } from '../modules/host/site-config.ts';
import { notModified } from '../modules/host/rest.ts';
import { headTags, jsonScript } from './html-head.ts';

/** A procedure call answered in-process for the rendering; a failure carries its HTTP `status`. */
export type ServerCall = (path: string, input: unknown) => Promise<unknown>;

/** What packages/site/src/entry-server.tsx exports. */
export interface SiteRenderer {
  renderPage(
    href: string,
    config: SiteConfig,
    call: (path: string, input: unknown) => Promise<unknown>,
  ): Promise<{ status: number; html: string; state: unknown }>;
}

export interface Rendered {
  /** 200, or 500 when the page failed and shows the error screen. */
  status: number;
  html: string;
  etag: string;
  encoded: Map<string, Buffer>;
}

/**
 * Shared caches (a CDN) keep a page a minute and may serve it stale for ten while they fetch it again; a write
 * purges them (CDN_PURGE_URL). Browsers check with the server each time (max-age=0: the ETag makes it a 304).
 */
export const HTML_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

export class RenderedPages {
  private readonly kept = new WeakMap<PageData, Promise<Rendered>>();

  constructor(
    private readonly template: string,
    private readonly config: SiteConfig,
    private readonly renderer: SiteRenderer,
  ) {}

  render(href: string, data: PageData | undefined, notFound: boolean, call: ServerCall): Promise<Rendered> {
    if (notFound || !data) return this.build(href, data, call);
    let found = this.kept.get(data);
    if (!found) {
      found = this.build(href, data, call);
      this.kept.set(data, found);
      // A failed rendering is not kept: the next request tries again.
      found.catch(() => this.kept.delete(data));
    }
    return found;
  }

  /** A rendering not kept (the search results page), with `head` as its head tags. */
  renderOnce(href: string, head: string, call: ServerCall): Promise<Rendered> {
    return this.build(href, undefined, call, head);
  }

  private async build(href: string, data: PageData | undefined, call: ServerCall, head = ''): Promise<Rendered> {
    const language = href.split('/')[1] ?? this.config.defaultLanguage;
    const { status, html: rendered, state } = await this.renderer.renderPage(href, this.config, call);
    // React puts the resources it wants early (the LCP image's preload) first: they belong in the head.
    const hoisted = /^(?:<link [^>]*\/>)+/.exec(rendered)?.[0] ?? '';
    const html = rendered.slice(hoisted.length);
    const document = this.template
      .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
      .replace(
        '<!--site-head-->',
        [data ? headTags(data.metadata) : head, hoisted, jsonScript('site-config', this.config)].join('\n    '),
      )
      .replace('<div id="root"></div>', `<div id="root">${html}</div>\n    ${jsonScript('page-state', state)}`);
    const etag = `W/"${createHash('sha1').update(document).digest('base64url')}"`;
    return { status, html: document, etag, encoded: new Map() };
  }
}

/** The encoding to answer with: brotli, else gzip, when the client accepts it. */
function encodingFor(request: FastifyRequest): 'br' | 'gzip' | undefined {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

export function sendRendered(request: FastifyRequest, reply: FastifyReply, rendered: Rendered, status: number) {
  const failed = rendered.status >= 500;
  reply
    .status(failed ? rendered.status : status)
    .type('text/html; charset=utf-8')
    .header('vary', 'accept-encoding')
    .header('cache-control', failed ? 'no-store' : HTML_CACHE_CONTROL);
  if (failed) return reply.send(rendered.html);
  reply.header('etag', rendered.etag);
  if (notModified(request, rendered.etag)) return reply.status(304).send();
  const encoding = encodingFor(request);
  if (!encoding) return reply.send(rendered.html);
  let body = rendered.encoded.get(encoding);
  if (!body) {
    body =
      encoding === 'br'
        ? brotliCompressSync(rendered.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(rendered.html);
    rendered.encoded.set(encoding, body);
  }
  return reply.header('content-encoding', encoding).send(body);
}
