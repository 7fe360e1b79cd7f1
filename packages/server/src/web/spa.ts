/**
 * Serves a built single-page app under a prefix: its files as they are (hashed assets cached for a year),
 * and `index.html` for the prefix and any other path under it that is not a file, so deep links load the app.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../errors.ts';

const FILE_NAME = /\/[^/]+\.[a-z0-9]+$/i;

export interface SpaOptions {
  /** `/admin` */
  prefix: string;
  /** The app's built `dist/` directory. */
  dist: string;
}

export async function serveSpa(app: FastifyInstance, { prefix, dist }: SpaOptions) {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  await app.register(fastifyStatic, {
    root: dist,
    prefix: `${prefix}/`,
    decorateReply: false,
    index: false,
    wildcard: false,
    // The build's gzip and brotli copies (scripts/vite-compressed-copies.ts), not compressed again per request.
    preCompressed: true,
    // Hashed assets never change; anything else is revalidated.
    setHeaders: (reply, filePath) =>
      void reply
        .header('x-content-type-options', 'nosniff')
        .header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        ),
  });
  const index = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?', 1)[0]!;
    // A missing asset is a 404, not the page (a stale tab asking for an old chunk must see it fail).
    if (FILE_NAME.test(pathname)) throw notFound(`${pathname} not found`);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };
  app.get(prefix, index);
  app.get(`${prefix}/*`, index);
}
