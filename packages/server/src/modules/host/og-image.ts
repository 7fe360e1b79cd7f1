/**
 * Each page's share image, `GET /api/host/og-image?url&language`: the page's Open Graph title and line, the
 * picture of the record the url names (a product's, an article's, a store's...), the site's name and logo,
 * rendered by the file-storage module's template on the first request and kept in the host runtime beside the
 * pages, dropped by the same writes and revalidations. The page's metadata names it in `og:image`.
 */
import { isResizable, LANGUAGES } from '@symbol/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest } from '../../errors.ts';
import { callProcedure, contextFor } from '../../rest/context.ts';
import type { ModuleRoute } from '../../rest/module-routes.ts';
import { fileBytes, renderOpengraphImage, storageOf } from '../file-storage/index.ts';
import { OG_IMAGE_PATH } from './og-image-url.ts';
import type { PageData } from './page.ts';
import type { HostRuntime } from './runtime.ts';

export const ogImageRoute: ModuleRoute = {
  method: 'GET',
  path: OG_IMAGE_PATH,
  operationId: 'host.ogImage',
  access: 'public',
  summary: "A page's generated Open Graph image (query: url, language)",
  description:
    'Query `url` (the page url, default `/`) and `language`. Rendered on the first request, cached until a write changes the content; 404 when no page matches the url.',
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
  app.get(OG_IMAGE_PATH, async (request, reply) => {
    const parsed = query.safeParse(request.query);
    if (!parsed.success) {
      throw badRequest(
        'Invalid query',
        parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
      );
    }
    const { url, language } = parsed.data;
    const png = await runtime.images.getOrLoad(`${language} ${url}`, url, async () => {
      // The page call answers from the page cache; a url no page answers is its 404.
      const page = (await callProcedure(request, contextFor(request), 'host.page', { url, language })) as PageData;
      const { opengraph } = page.metadata;
      return renderOpengraphImage({
        title: opengraph.title,
        subtitle: opengraph.description,
        siteName: opengraph.siteName,
        host,
        picture: await pictureOf(app, page),
      });
    });
    return reply
      .type('image/png')
      .header('cache-control', 'public, max-age=300')
      .header('x-content-type-options', 'nosniff')
      .send(png);
  });
}
