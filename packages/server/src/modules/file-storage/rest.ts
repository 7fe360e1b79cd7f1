/**
 * The public path of stored files, `/public/files/<key>`: from the directory (`local`, with ranges and
 * caching by @fastify/static) or streamed from the bucket (`aws-s3`). Keys are unique,
 * so answers are cacheable forever. Also binds the app's storage for its procedures. Uploads go through the
 * generic files resource (the module replaces its create and update procedures); the table documents both.
 */
import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import { parseVariant } from '@symbol/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, notFound } from '../../errors.ts';
import { contextFor } from '../../rest/context.ts';
import type { ModuleRoute } from '../../rest/module-routes.ts';
import { assertNoNulCharacters } from '../../trpc/nul-characters.ts';
import { storedFileHeaders, typeOfExtension } from './file-types.ts';
import { extensionOf } from './inspect.ts';
import { FILES_PATH, isKey, isVariantKey, PUBLIC_PATH } from './keys.ts';
import { LocalFileStorage } from './local-storage.ts';
import { downloadAccess } from './privacy.ts';
import { S3FileStorage } from './s3-storage.ts';
import { bindStorage, recordNamesOf, storageOf } from './storage.ts';
import { ensureVariant } from './variants.ts';

const FILES = '/api/file-storage/files';
const UPLOAD =
  'One file in any field (multipart), its type detected from its bytes (FILE_ALLOWED_TYPES, at most FILE_LIMIT_BYTES); or `data.file` naming an https url or a path.';

export const fileStorageRoutes: ModuleRoute[] = [
  {
    method: 'POST',
    path: FILES,
    summary: 'Upload a file, or record one by url or path',
    files: UPLOAD,
  },
  {
    method: 'PATCH',
    path: `${FILES}/:id`,
    summary: 'Update a file record; an upload replaces the stored file',
    files: UPLOAD,
  },
  {
    method: 'GET',
    path: `${PUBLIC_PATH}${FILES_PATH}/*`,
    operationId: 'fileStorage.publicFile',
    summary: 'A stored file (its record holds `/files/<key>`)',
    description:
      "Cacheable forever (keys never change), byte ranges supported. With FILES_PUBLIC_URL set, new uploads' records hold `${FILES_PUBLIC_URL}/<key>` (a host of their own, which may proxy to this path).",
    produces: {
      type: 'application/octet-stream',
      description:
        "The file, with its detected content type, `X-Content-Type-Options: nosniff`, `Content-Security-Policy: default-src 'none'; sandbox`, and `Content-Disposition: attachment` unless an image, video, audio or PDF",
    },
  },
];

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The storage key a public-path url names (undefined for anything else, or a malformed escape). */
function keyOfUrl(url: string, prefix: string): string | undefined {
  // Every request's url passes here: most end at this test, before any string is made.
  if (!url.startsWith(prefix)) return undefined;
  const path = url.split('?')[0]!;
  try {
    return decodeURIComponent(path.slice(prefix.length));
  } catch {
    return undefined;
  }
}
const BYTE_RANGE = /^bytes=\d*-\d*$/;

export async function fileStorageRest(app: FastifyInstance) {
  const { db, config } = app.deps;
  const storage = app.deps.storage ?? storageOf({ db, config });
  bindStorage(db, storage);
  const prefix = `${PUBLIC_PATH}${FILES_PATH}/`;

  // Private files (receipts) reach only their owners and admins, and no shared cache keeps them.
  const privateAnswers = new WeakSet<FastifyRequest>();
  const checkDownload = async (request: FastifyRequest, key: string) => {
    // Refused like a NUL in any input: PostgreSQL cannot compare it with the records' paths (a 500).
    assertNoNulCharacters({ path: key });
    // A variant is its original's to give: the same owners see it, and it is made on its first request.
    const variant = isVariantKey(key) ? parseVariant(key) : undefined;
    const original = variant?.source ?? key;
    const access = original.startsWith('images/')
      ? 'public'
      : await downloadAccess(contextFor(request), recordNamesOf(storage, original));
    if (access === 'denied') throw notFound();
    if (access === 'allowed') privateAnswers.add(request);
    if (variant) await ensureVariant(storage, key, request.log);
  };
  // Every request passes these two: without a promise when the url is not a download.
  app.addHook('onRequest', (request, _reply, done) => {
    const key = keyOfUrl(request.url, prefix);
    if (!key) return done();
    checkDownload(request, key).then(() => done(), done);
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (privateAnswers.has(request)) reply.header('cache-control', 'private, no-store');
    done(null, payload);
  });

  if (storage instanceof LocalFileStorage) {
    await mkdir(storage.dir, { recursive: true });
    await app.register(fastifyStatic, {
      root: storage.dir,
      prefix,
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      maxAge: '365d',
      immutable: true,
      // The key's extension was given by the detected type: it, not the lookup of @fastify/send, types the answer.
      setHeaders: (reply, file) => void reply.headers(storedFileHeaders(typeOfExtension(extensionOf(file)))),
    });
    return;
  }

  if (storage instanceof S3FileStorage) {
    app.addHook('onReady', async () => {
      try {
        if ((await storage.ensureBucket()) === 'created') app.log.info('file storage bucket created');
      } catch (error) {
        app.log.warn({ err: error }, 'file storage bucket not checked');
      }
    });
    // Served with FILES_PUBLIC_URL set too: receipts and older records keep API paths, and the files host
    // may be a proxy to this API.
    app.get(`${prefix}*`, async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      if (!isKey(key) && !isVariantKey(key)) throw notFound();
      const range = request.headers.range;
      let object;
      try {
        object = await storage.read(key, range && BYTE_RANGE.test(range) ? range : undefined);
      } catch (error) {
        if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 416) {
          throw new AppError(416, 'Range not satisfiable');
        }
        throw error;
      }
      if (!object) throw notFound();
      reply
        .status(object.contentRange ? 206 : 200)
        .headers(storedFileHeaders(object.contentType ?? 'application/octet-stream'))
        .header('cache-control', IMMUTABLE)
        .header('accept-ranges', 'bytes');
      if (object.contentLength !== undefined) reply.header('content-length', object.contentLength);
      if (object.contentRange) reply.header('content-range', object.contentRange);
      if (object.etag) reply.header('etag', object.etag);
      if (object.lastModified) reply.header('last-modified', object.lastModified.toUTCString());
      return reply.send(object.body);
    });
  }
}
