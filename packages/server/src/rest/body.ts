/**
 * Request bodies of the documented REST API: multipart with a JSON string field `data` plus file fields,
 * or JSON `{ data }` (a bare list is taken as `data` for the bulk routes).
 *
 * Multipart is read as a stream: a file goes straight to a temporary file (never into memory), only routes
 * that take files accept them, and a request holds at most BODY_LIMIT_BYTES of fields and FILE_LIMIT_BYTES
 * of files in all (413 past either). Callers authorize before reading (see `authorizeBeforeBody`) and
 * `dispose()` the temporary files once the procedure is done.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart, { type MultipartFile, type MultipartValue } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../errors.ts';

/**
 * An uploaded file, kept in a temporary file. Only this adapter makes them (a tRPC client sends JSON, which
 * cannot hold an instance), so a procedure that takes `z.instanceof(UploadedFile)` never reads a path a
 * client named.
 */
export class UploadedFile {
  constructor(
    readonly field: string,
    readonly filename: string,
    readonly mimetype: string,
    readonly path: string,
    readonly size: number,
  ) {}

  stream(options?: { end?: number }): Readable {
    return createReadStream(this.path, options);
  }
}

export interface RequestBody {
  data: unknown;
  files: UploadedFile[];
  /** Removes the temporary files. */
  dispose(): Promise<void>;
}

export interface MultipartBody {
  /** Plain fields by name (the last one wins). */
  fields: Record<string, string>;
  files: UploadedFile[];
  dispose(): Promise<void>;
}

export interface ReadOptions {
  /** Whether the route stores files; else the first file part is refused with `refusal`. */
  takesFiles: boolean;
  refusal?: string;
}

const UPLOAD_DIR = path.join(tmpdir(), 'symbol-uploads');
/** Boundaries and part headers on top of the fields and files themselves. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const tooLarge = (what: string, limit: number, cause: string) =>
  new AppError(413, `${what} too large: the limit is ${limit} bytes`, [cause]);

/** Makes `scope` parse multipart bodies (`request.parts()`, `request.isMultipart()`), within the request limits. */
export async function acceptMultipart(scope: FastifyInstance): Promise<void> {
  const { BODY_LIMIT_BYTES, FILE_LIMIT_BYTES } = scope.deps.config;
  await scope.register(multipart, {
    limits: { fileSize: FILE_LIMIT_BYTES, fieldSize: BODY_LIMIT_BYTES, files: 20, fields: 50 },
    throwFileSizeLimit: true,
  });
}

/**
 * Adds routes in two scopes: the GET routes (no body) without the multipart parser, the rest with it. The
 * parser's plugin hooks every request of its scope (a promise on the request, another on the response, a
 * listener on the socket's close), which the reads of the API then do not pay.
 */
export async function addRoutesByBody<R extends { method: string }>(
  app: FastifyInstance,
  routes: readonly R[],
  add: (scope: FastifyInstance, route: R) => void,
): Promise<void> {
  await app.register(async (reads) => {
    for (const route of routes) if (route.method === 'GET') add(reads, route);
  });
  await app.register(async (writes) => {
    await acceptMultipart(writes);
    for (const route of routes) if (route.method !== 'GET') add(writes, route);
  });
}

function parseDataField(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('data must be a JSON string', ['data: malformed JSON']);
  }
}

async function removeFiles(files: UploadedFile[]): Promise<void> {
  await Promise.all(files.map((file) => rm(file.path, { force: true })));
}

/** Streams one file part to a temporary file, stopping once the request's file bytes pass `remaining`. */
async function saveFile(part: MultipartFile, remaining: number, limit: number): Promise<UploadedFile> {
  if (part.filename.includes('\0') || part.fieldname.includes('\0'))
    throw badRequest('A file name must not contain a NUL character', [`${part.fieldname}: NUL in the file name`]);
  await mkdir(UPLOAD_DIR, { recursive: true });
  const target = path.join(UPLOAD_DIR, randomUUID());
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done(
        size > remaining ? tooLarge('Files', limit, `${part.fieldname}: at most ${limit} bytes in all`) : null,
        chunk,
      );
    },
  });
  try {
    await pipeline(part.file, counter, createWriteStream(target, { flags: 'wx' }));
    if (part.file.truncated) throw tooLarge('File', limit, `${part.fieldname}: at most ${limit} bytes`);
  } catch (error) {
    await rm(target, { force: true });
    throw error;
  }
  return new UploadedFile(part.fieldname, part.filename, part.mimetype, target, size);
}

/** The multipart reader's and busboy's failures as the one error shape; ours pass unchanged. */
function multipartError(error: unknown, fileLimit: number): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge('File', fileLimit, `file: at most ${fileLimit} bytes`);
  const status = (error as { statusCode?: number }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  // busboy: 'Unexpected end of form', 'Malformed part header', ... (a truncated or broken body).
  return badRequest('Malformed multipart body', [`body: ${(error as Error).message ?? 'unreadable'}`]);
}

/** Reads a multipart body: fields as text, files into temporary files (see the module comment). */
export async function readMultipart(request: FastifyRequest, options: ReadOptions): Promise<MultipartBody> {
  const { BODY_LIMIT_BYTES: fieldLimit, FILE_LIMIT_BYTES: fileLimit } = request.server.deps.config;
  const declared = Number(request.headers['content-length']);
  const ceiling = fieldLimit + (options.takesFiles ? fileLimit : 0) + MULTIPART_OVERHEAD_BYTES;
  if (declared > ceiling) throw tooLarge('Body', ceiling, `body: at most ${ceiling} bytes`);

  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  let fieldBytes = 0;
  let fileBytes = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (!options.takesFiles) {
          part.file.resume();
          throw badRequest(options.refusal ?? 'This route takes no file fields', [
            `${part.fieldname}: unexpected file`,
          ]);
        }
        const file = await saveFile(part, fileLimit - fileBytes, fileLimit);
        files.push(file);
        fileBytes += file.size;
        continue;
      }
      const field = part as MultipartValue;
      const value = typeof field.value === 'string' ? field.value : String(field.value);
      fieldBytes += Buffer.byteLength(value);
      if (field.valueTruncated || fieldBytes > fieldLimit)
        throw tooLarge('Body', fieldLimit, `${field.fieldname}: at most ${fieldLimit} bytes of fields`);
      fields[field.fieldname] = value;
    }
  } catch (error) {
    await removeFiles(files);
    throw multipartError(error, fileLimit);
  }
  return { fields, files, dispose: () => removeFiles(files) };
}

export async function readBody(request: FastifyRequest, options: ReadOptions): Promise<RequestBody> {
  if (request.isMultipart()) {
    const { fields, files, dispose } = await readMultipart(request, options);
    const data = fields.data === undefined ? undefined : parseDataField(fields.data);
    return { data, files, dispose };
  }
  const dispose = async () => {};
  const body = request.body;
  if (Array.isArray(body)) return { data: body, files: [], dispose };
  if (body && typeof body === 'object') {
    const data = (body as { data?: unknown }).data;
    return { data: typeof data === 'string' ? parseDataField(data) : data, files: [], dispose };
  }
  return { data: undefined, files: [], dispose };
}
