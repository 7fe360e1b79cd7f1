/**
 * The host module's documented REST paths: url lookups, the whole page and revalidation map onto host
 * procedures (the table); sitemap.xml, robots.txt and the revalidation event stream are served by the plugin,
 * registered unencapsulated: it also starts the instance's host runtime (which follows the entity service's
 * writes: they drop cached pages).
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Logger } from 'pino';
import { getEntity, LANGUAGES, rowSchema } from '@symbol/contracts';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { callProcedure, contextFor } from '../../rest/context.ts';
import type { ModuleRoute } from '../../rest/module-routes.ts';
import type { RevalidationEvent } from './bus.ts';
import { endEventStream, openEventStream } from '../../rest/event-stream.ts';
import type { SiteUrl } from './resolve.ts';
import { observePageCache } from './metrics.ts';
import { ogImageRoute, serveOgImages } from './og-image.ts';
import { startRuntime, stopRuntime } from './runtime.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

/** Connected event-stream clients per instance; past it new ones get a 503. */
export const MAX_EVENT_CLIENTS = 1000;
/**
 * Streams from one source address (`request.ip`: behind a proxy, with TRUST_PROXY, the client's); past it a 429.
 * The site opens one per tab, and a class or an office may share an address (its NAT), so it is not 1; but one
 * address alone must not hold every stream of the instance (it could, and the site's live updates stopped): 5% of it.
 */
export const MAX_EVENT_STREAMS_PER_ADDRESS = 50;
const HEARTBEAT_MS = 15_000;

/**
 * One built page is the same object for every request it answers (from the cache, or shared by the requests
 * that waited for its build): it is turned into JSON once, hashed once for its ETag, and gzipped once for the
 * clients that accept it when it answers more than one request (a whole page shrinks about tenfold).
 */
interface Serialized {
  json: string;
  etag: string;
  gzip?: Buffer;
  uses: number;
}
const serialized = new WeakMap<object, Serialized>();

/**
 * A page's validator: the SHA-1 of its JSON. Weak (`W/`), as the same JSON goes out gzipped to some clients and
 * plain to others; `If-None-Match` compares weakly anyway.
 */
export const etagOf = (body: string) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/** Whether `If-None-Match` names this ETag (or is `*`); weak validators match by their value. */
export function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag.replace(/^W\//, ''));
}

/** Page answers may be kept by browsers and proxies, but are checked with the server (ETag) before each use. */
const PAGE_CACHE_CONTROL = 'no-cache';

function sendOnce(request: FastifyRequest, reply: FastifyReply, data: object, reused: boolean) {
  let entry = serialized.get(data);
  if (!entry) {
    const json = JSON.stringify({ data });
    entry = { json, etag: etagOf(json), uses: 0 };
    serialized.set(data, entry);
  }
  entry.uses++;
  reply.header('etag', entry.etag).header('cache-control', PAGE_CACHE_CONTROL).header('vary', 'accept-encoding');
  if (notModified(request, entry.etag)) return reply.status(304).send();
  reply.type('application/json; charset=utf-8');
  if ((!reused && entry.uses < 2) || !/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    return reply.send(entry.json);
  }
  entry.gzip ??= gzipSync(entry.json);
  return reply.header('content-encoding', 'gzip').send(entry.gzip);
}

const pageSend: ModuleRoute['send'] = (request, reply, data) =>
  sendOnce(request, reply, data as object, request.server.deps.config.PAGE_CACHE_TTL_MS > 0);

/** A record with the records linked to it (graph.ts): its own columns, then its links. */
const tree = z.looseObject({ id: z.uuid() });
const pageRecord = rowSchema(getEntity('host/pages')).loose();

/** The documented paths; the ones naming a procedure take its input from the query string. */
export const hostRoutes: ModuleRoute[] = [
  {
    method: 'POST',
    path: '/api/host/pages/:id/restore',
    procedure: 'host.pages.restoreAt',
    answer: rowSchema(getEntity('host/pages')),
    summary: 'Restore a page with its links to layouts, widgets and metadata as they were at a time',
    description:
      '`{ data: { at } }`: the page record and its links made again as the history says they were at `at`, in one transaction, as new versions (with `X-Release-Id`: staged in that release). 400 when the page did not exist then. Needs the rights of updating pages.',
    input: { params: { id: 'id' }, body: true },
  },
  {
    method: 'GET',
    path: '/api/host/pages/:id/blocks',
    procedure: 'host.pages.blocks',
    answer: z.object({
      page: pageRecord,
      layouts: z.array(rowSchema(getEntity('host/layouts'))),
      blocks: z.array(
        z.object({
          link: rowSchema(getEntity('host/pages-to-widgets')),
          widget: rowSchema(getEntity('host/widgets')).nullable(),
          embedded: z
            .object({
              entity: z.string().describe('`{module}/widgets`'),
              record: z.looseObject({ id: z.uuid() }),
            })
            .nullable(),
        }),
      ),
    }),
    summary: "A page as the page builder shows it: its layouts, and its widgets in order with each one's module widget",
    description:
      'The page, its layouts in page order, and its widgets in page order, each with the host widget and the first module widget it shows (`embedded`, null when it shows none), in one call. With `X-Release-Id`: as the release will make them (the rights of writing pages). 404 when there is no such page.',
    input: { params: { id: 'id' } },
  },
  {
    method: 'POST',
    path: '/api/host/pages/:id/widgets',
    procedure: 'host.pages.addWidget',
    status: 201,
    answer: z.object({
      link: rowSchema(getEntity('host/pages-to-widgets')),
      widget: rowSchema(getEntity('host/widgets')),
      embedded: z.object({
        entity: z.string().describe('`{module}/widgets`'),
        record: z.looseObject({ id: z.uuid() }),
      }),
    }),
    summary: 'Add a widget to a page: the module widget, the host widget, their link and the page link, at once',
    description:
      "`{ data: { module, widget: { variant, title, ... }, orderIndex? } }`: the module's widget made from `widget` (its create fields), a host widget showing it and the page's link placing it (last unless `orderIndex` is given), in one transaction: a failure leaves nothing. With `X-Release-Id` the four writes are staged together. Needs the rights of creating each of the four records.",
    input: { params: { id: 'id' }, body: true },
  },
  {
    method: 'GET',
    path: '/api/host/config',
    procedure: 'host.config',
    answer: z.object({
      languages: z.array(z.enum(LANGUAGES)),
      defaultLanguage: z.enum(LANGUAGES),
      authenticationSuccessUrl: z.string(),
      walletConnectProjectId: z.string().optional(),
      ethereumRpcUrl: z.string().optional(),
      analytics: z
        .object({ yandexMetrikaId: z.string().optional(), gaMeasurementId: z.string().optional() })
        .optional()
        .describe('The analytics tags the site loads after a visitor consents; absent when none is configured'),
    }),
    summary: "The public site's configuration: its languages and the default one",
  },
  {
    method: 'GET',
    path: '/api/host/find-by-url',
    procedure: 'host.findByUrl',
    answer: pageRecord,
    summary: 'The page answering a url; 404 when none does',
    input: { query: true },
  },
  {
    method: 'GET',
    path: '/api/host/urls',
    procedure: 'host.urls',
    answer: z.array(
      z.object({
        url: z.string().describe('without a language prefix'),
        segments: z.array(z.string()),
        pageId: z.uuid(),
        canonical: z
          .string()
          .describe(
            "the url this one is known by: itself, or the record's own page when another pattern page shows it too",
          ),
        language: z.enum(LANGUAGES),
        updatedAt: z.iso.datetime(),
      }),
    ),
    summary: 'Every url of the site, pattern pages expanded, split into segments',
  },
  {
    method: 'GET',
    path: '/api/host/url-segment-value',
    procedure: 'host.urlSegmentValue',
    answer: z.string().nullable(),
    summary: "A url's value in one segment of its page's url (null when the page has none)",
    input: { query: true },
  },
  {
    method: 'GET',
    path: '/api/host/page',
    procedure: 'host.page',
    answer: z.object({
      url: z.string().describe('the requested url without its language prefix'),
      language: z.enum(LANGUAGES),
      page: pageRecord,
      metadata: z.looseObject({}).describe("the page's metadata merged over the site's"),
      layouts: z.array(tree).describe('each layout with its widgets; `link` is the page-to-layout row'),
      widgets: z.array(tree).describe("the page's own widgets in link order, each with `link`"),
      segments: z
        .record(z.string(), z.object({ value: z.string(), record: tree }))
        .describe('a dynamic segment → its value and the record it names'),
    }),
    summary: 'The whole page for a url and a language (layouts, widgets, metadata)',
    input: { query: true },
    send: pageSend,
  },
  {
    method: 'GET',
    path: '/api/host/latest',
    procedure: 'host.latest',
    answer: z.object({
      records: z.array(tree).describe('the records, each with the records linked to it, as the page gives them'),
      hasMore: z.boolean().describe('whether a further page holds more'),
    }),
    summary:
      'The next page of the latest records a list widget that links none shows (module, variant, offset, language)',
    input: { query: true },
  },
  {
    method: 'GET',
    path: '/api/revalidation/revalidate',
    procedure: 'host.revalidate',
    answer: z.object({
      path: z.string(),
      type: z.string(),
      eventId: z.string().describe('the event clients received (an earlier one when this call joined it)'),
      coalesced: z.boolean(),
    }),
    summary: 'Drop cached pages for a path on every instance and tell connected clients',
    input: { query: true },
  },
  {
    method: 'GET',
    path: '/api/revalidation/events',
    operationId: 'host.revalidationEvents',
    access: 'public',
    summary: 'Revalidation events as server-sent events',
    produces: {
      type: 'text/event-stream',
      description:
        '`event: revalidate` with the event as JSON data; a comment every 15 s keeps proxies from closing it',
    },
  },
  {
    method: 'GET',
    path: '/sitemap.xml',
    operationId: 'host.sitemap',
    access: 'public',
    summary: 'The sitemap of the public site',
    produces: { type: 'application/xml', description: 'urlset with absolute urls on PUBLIC_SITE_URL' },
  },
  {
    method: 'GET',
    path: '/robots.txt',
    operationId: 'host.robots',
    access: 'public',
    summary: 'robots.txt of the public site',
    produces: { type: 'text/plain', description: 'Allows the site, disallows /api/ and /admin, names the sitemap' },
  },
  ogImageRoute,
];

const isTrpcPage = (request: FastifyRequest) =>
  request.routeOptions.url === '/api/trpc/:path' && (request.params as { path?: string }).path === 'host.page';

/**
 * The site reads pages through tRPC (`GET /api/trpc/host.page?input=...`): the answer gets the same ETag and
 * `cache-control: no-cache`, so the browser keeps it and asks again with `If-None-Match`, and an unchanged page
 * costs a 304 without a body.
 */
async function trpcPageWithEtag(request: FastifyRequest, reply: FastifyReply, answer: Response) {
  const body = await answer.text();
  const etag = etagOf(body);
  answer.headers.forEach((value, name) => void reply.header(name, value));
  reply.header('etag', etag).header('cache-control', PAGE_CACHE_CONTROL);
  if (notModified(request, etag)) {
    reply.status(304);
    return null;
  }
  reply.status(answer.status);
  return body;
}

async function hostPlugin(app: FastifyInstance) {
  const { db, config } = app.deps;
  const runtime = await startRuntime(db, config, app.log as Logger);
  observePageCache(runtime.cache, app.metrics.registry);
  serveOgImages(app, runtime);
  const streams = new Set<FastifyReply>();
  const streamsByAddress = new Map<string, number>();
  app.addHook('preClose', async () => {
    for (const reply of streams) endEventStream(reply.raw);
    streams.clear();
  });
  app.addHook('onClose', async () => stopRuntime(db));
  app.addHook('onSend', (request, reply, payload, done) => {
    // Cheapest test first: every answer passes here, and `routeOptions` builds an object on each read.
    if (!(payload instanceof Response) || payload.status !== 200 || request.method !== 'GET' || !isTrpcPage(request))
      return done(null, payload);
    trpcPageWithEtag(request, reply, payload).then((body) => done(null, body), done);
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const urls = (await callProcedure(request, contextFor(request), 'host.urls', undefined)) as SiteUrl[];
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(sitemapXml(urls, config.PUBLIC_SITE_URL));
  });
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(config.PUBLIC_SITE_URL)),
  );

  /**
   * Server-sent events: `event: revalidate` with the event as JSON data, a comment every 15 s to keep
   * proxies from closing the stream. No replay: a client that reconnects refetches what it shows.
   */
  app.get('/api/revalidation/events', async (request, reply) => {
    if (streams.size >= MAX_EVENT_CLIENTS) throw new AppError(503, 'Too many event clients; try again later');
    const address = request.ip;
    const fromAddress = streamsByAddress.get(address) ?? 0;
    if (fromAddress >= MAX_EVENT_STREAMS_PER_ADDRESS)
      throw new AppError(429, 'Too many open event streams from this address', [], { 'retry-after': '10' });
    const { raw, write } = openEventStream(reply);
    streamsByAddress.set(address, fromAddress + 1);
    const send = (event: RevalidationEvent) =>
      write(`id: ${event.id}\nevent: revalidate\ndata: ${JSON.stringify(event)}\n\n`);
    const unsubscribe = runtime.bus.subscribe(send);
    const heartbeat = setInterval(() => write(': ping\n\n'), HEARTBEAT_MS).unref();
    streams.add(reply);
    raw.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
      streams.delete(reply);
      const left = (streamsByAddress.get(address) ?? 1) - 1;
      if (left > 0) streamsByAddress.set(address, left);
      else streamsByAddress.delete(address);
    });
  });
}

export const hostRest = fp(hostPlugin, { name: 'host-routes' });
