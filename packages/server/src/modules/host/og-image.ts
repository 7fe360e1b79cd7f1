/**
 * Each page's share image, `GET /api/host/og-image?url&language`: the page's Open Graph title and line, the
 * picture of the record the url names (a product's, an article's, a store's...), the site's name and logo,
 * rendered by the file-storage module's template on the first request and kept in the host runtime beside the
 * pages, dropped by the same writes and revalidations. The page's metadata names it in `og:image`.
 *
 * Issue 41: the cache key is the page (the url as host.page reads it: no query, fragment, language prefix or
 * trailing slash), so `?v=1`, `?v=2` are one render; a release's image (a preview link, X-Release-Id) is
 * rendered for its reader and never cached; every render (a cache miss) counts against its address's limit,
 * and renders wait their turn one at a time, at most RENDER_QUEUE_MAX of them, so they never hold the server.
 */
import { isResizable, LANGUAGES } from '@symbol/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError, badRequest } from '../../errors.ts';
import { consume, type RateLimit } from '../../rate-limit.ts';
import { callProcedure, contextFor } from '../../rest/context.ts';
import type { ModuleRoute } from '../../rest/module-routes.ts';
import { fileBytes, renderOpengraphImage, storageOf } from '../file-storage/index.ts';
import { OG_IMAGE_PATH } from './og-image-url.ts';
import type { PageData } from './page.ts';
import type { HostRuntime } from './runtime.ts';
import { parseRequestedUrl } from './urls.ts';

/** Renders (cache misses) one address may cause: a share of a few pages a minute, never a crawl of them all. */
export const OG_IMAGE_RENDER_LIMIT: RateLimit = { max: 20, windowMs: 60_000 };
/** Renders waiting their turn; past them a 503 with Retry-After. */
const RENDER_QUEUE_MAX = 16;

/** Runs renders one at a time, in order; at most `maxWaiting` wait, the next is refused. */
function renderQueue(maxWaiting: number) {
  let tail: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  return <T>(work: () => Promise<T>): Promise<T> => {
    if (waiting >= maxWaiting)
      throw new AppError(503, 'Too many share images are being rendered', ['retry after 5 s'], { 'retry-after': '5' });
    waiting++;
    const turn = tail.then(() => {
      waiting--;
      return work();
    });
    tail = turn.catch(() => {});
    return turn;
  };
}

export const ogImageRoute: ModuleRoute = {
  method: 'GET',
  path: OG_IMAGE_PATH,
  operationId: 'host.ogImage',
  access: 'public',
  summary: "A page's generated Open Graph image (query: url, language)",
  description:
    'Query `url` (the page url, default `/`; its query and fragment are ignored) and `language`. Rendered on the first request, cached until a write changes the content (a release preview: rendered, never cached); 404 when no page matches the url; 429 past 20 renders a minute from one address; 503 while too many wait.',
  produces: {
    type: 'image/png',
    description: 'A 1200×630 PNG: the title, its line, the record’s picture, the site’s name and logo',
  },
};

const query = z.object({
  url: z.string().min(1).max(2048).default('/'),
  language: z.enum(LANGUAGES),
});

/** The named record's first picture: a raster image this server holds (outside urls are not fetched). */
async function pictureOf(app: FastifyInstance, page: PageData): Promise<Buffer | undefined> {
  const record = Object.values(page.segments).at(-1)?.record;
  const files = Array.isArray(record?.files) ? (record.files as Record<string, unknown>[]) : [];
  const image = files.find((file) => isResizable(String(file.mimeType ?? '')) && typeof file.file === 'string');
  if (!image) return undefined;
  return fileBytes(storageOf(app.deps), image.file as string).catch(() => undefined);
}

export function serveOgImages(app: FastifyInstance, runtime: HostRuntime) {
  const host = new URL(app.deps.config.PUBLIC_SITE_URL).host;
  const queued = renderQueue(RENDER_QUEUE_MAX);
  app.get(OG_IMAGE_PATH, async (request, reply) => {
    const parsed = query.safeParse(request.query);
    if (!parsed.success) {
      throw badRequest(
        'Invalid query',
        parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
      );
    }
    const { language } = parsed.data;
    const { url } = parseRequestedUrl(parsed.data.url);
    const ctx = contextFor(request);
    const key = `${language} ${url}`;
    const limited = async () => {
      if (!ctx.isServer) await consume(ctx.rateLimits, `og-image:${request.ip}`, OG_IMAGE_RENDER_LIMIT, request.log);
    };
    const render = async () => {
      // The page call answers from the page cache; a url no page answers is its 404.
      const page = (await callProcedure(request, ctx, 'host.page', { url, language })) as PageData;
      const { opengraph } = page.metadata;
      const picture = await pictureOf(app, page);
      return queued(() =>
        renderOpengraphImage({
          title: opengraph.title,
          subtitle: opengraph.description,
          siteName: opengraph.siteName,
          host,
          picture,
        }),
      );
    };
    let png: Buffer;
    if (ctx.release) {
      await limited();
      png = await render();
    } else {
      if (!runtime.images.has(key)) await limited();
      png = await runtime.images.getOrLoad(key, url, render);
    }
    return reply
      .type('image/png')
      .header('cache-control', 'public, max-age=300')
      .header('x-content-type-options', 'nosniff')
      .send(png);
  });
}
