/**
 * Files: a record per file, made from an upload (the bytes go to the storage) or from a path (an https url
 * or a path under the API's public path). Bytes are stored only after the data validated, and removed again
 * when the record cannot be written, so neither a record without its object nor a stray upload stays behind.
 * Deleting a record deletes its object unless another record still names it.
 */
import { getEntity } from '@symbol/contracts';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import { queryRows, type Db, type DbClient } from '../../db/index.ts';
import * as entities from '../../entities/service.ts';
import type { Row } from '../../entities/serialize.ts';
import { badRequest } from '../../errors.ts';
import { MIME_BY_EXTENSION } from './file-types.ts';
import { extensionOf, inspectUpload, type Upload } from './inspect.ts';
import { FILES_PATH, newKey } from './keys.ts';
import { isPublicHost } from './public-host.ts';
import { recordNamesOf, type FileStorage } from './storage.ts';
import { deleteVariants, makeVariants } from './variants.ts';

export const FILES = getEntity('file-storage/files');

export interface FilesContext {
  db: Db;
  config: Config;
  log: Pick<Logger, 'warn'>;
  storage: FileStorage;
}

const FILE_PATH_MAX = 2048;
/** Nothing a path or url needs and markup or a header would use: spaces, controls, quotes, <>, backslash. */
const MARKUP_OR_CONTROL = /[\s\p{Cc}<>"'`\\]/u;
const UNSAFE_PATH = /\/\.\.?(\/|$)|^\/\//;

/** The path fully percent-decoded (`%252e` twice); null when it does not decode. */
function decodedPath(file: string): string | null {
  let current = file;
  for (let round = 0; round < 3; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/**
 * `file` given by name: an object of this storage (a copy of an upload's record), an https url to a public
 * host, or a path (served under the API's public path). Records are shown in pages and fetched by browsers
 * and the server, so none keeps markup, control characters or a way to the server's own network.
 */
export function checkFilePath(value: unknown, storage: Pick<FileStorage, 'keyOf'>): string {
  const invalid = (problem: string) => badRequest('Invalid data', [`file: ${problem}`]);
  if (typeof value !== 'string' || value.trim() === '') throw badRequest('file is required', ['file: is required']);
  const file = value.trim();
  if (file.length > FILE_PATH_MAX) throw invalid(`at most ${FILE_PATH_MAX} characters`);
  if (MARKUP_OR_CONTROL.test(file)) {
    throw invalid('must not hold spaces, control characters, quotes, angle brackets or backslashes');
  }
  if (storage.keyOf(file)) return file;
  if (file.startsWith('https://')) {
    const url = URL.parse(file);
    if (!url) throw invalid('not a valid url');
    if (url.username || url.password) throw invalid('must not hold a user name or password');
    if (!isPublicHost(url.hostname)) throw invalid(`must name a public host, not ${url.hostname}`);
    return file;
  }
  // Checked as written and as a browser or proxy would read it (`%2e%2e` is `..`, `%3C` is `<`).
  const decoded = decodedPath(file);
  if (
    !file.startsWith('/') ||
    decoded === null ||
    UNSAFE_PATH.test(file) ||
    UNSAFE_PATH.test(decoded) ||
    MARKUP_OR_CONTROL.test(decoded)
  ) {
    throw invalid('must be an https url or a path starting with / (served under the API public path)');
  }
  return file;
}

/** The record's `file`, when the data names one, checked as checkFilePath checks it. */
export function withCheckedFile<T extends { file?: unknown }>(data: T, storage: Pick<FileStorage, 'keyOf'>): T {
  return data.file === undefined ? data : { ...data, file: checkFilePath(data.file, storage) };
}

/** A record's `data` beside an upload: an object, or nothing. */
export function dataObject(data: unknown): Record<string, unknown> {
  if (data === undefined || data === null) return {};
  if (typeof data !== 'object' || Array.isArray(data)) throw badRequest('data must be an object');
  return { ...(data as Record<string, unknown>) };
}

function singleUpload(files: Upload[] | undefined): Upload | undefined {
  if (!files?.length) return undefined;
  if (files.length > 1) {
    throw badRequest(
      `One file per record: got ${files.length} files`,
      files.map((f) => `${f.field}: extra file`),
    );
  }
  return files[0];
}

const rulesOf = (config: Config) => ({ maxBytes: config.FILE_LIMIT_BYTES, allowedTypes: config.FILE_ALLOWED_TYPES });

/** Extension and mime type of a named file, when the data does not give them. */
function withPathFacts(data: Record<string, unknown>, file: string): Record<string, unknown> {
  const extension = extensionOf(file);
  return {
    ...data,
    file,
    ...(data.extension === undefined && extension ? { extension } : {}),
    ...(data.mimeType === undefined && extension && MIME_BY_EXTENSION.has(extension)
      ? { mimeType: MIME_BY_EXTENSION.get(extension) }
      : {}),
  };
}

/** Stores an upload under a new key; answers the record fields it fills. */
async function store(ctx: FilesContext, upload: Upload) {
  const facts = await inspectUpload(upload, rulesOf(ctx.config));
  const key = newKey(facts.extension);
  return {
    key,
    fields: { file: ctx.storage.url(key), ...facts },
    put: () => ctx.storage.put(key, upload.stream(), facts.mimeType, upload.size),
  };
}

/** Deletes an object no record names any more. A failure is logged: the record is gone either way. */
async function release(ctx: FilesContext, file: unknown): Promise<void> {
  if (typeof file !== 'string') return;
  const key = ctx.storage.keyOf(file);
  if (!key) return;
  const [still] = await queryRows<{ count: number }>(
    ctx.db.prisma,
    `SELECT count(*)::int AS "count" FROM "${FILES.table}" WHERE "file" = ANY($1::text[])`,
    [recordNamesOf(ctx.storage, key)],
  );
  if (still && still.count > 0) return;
  try {
    await ctx.storage.delete(key);
    await deleteVariants(ctx.storage, key);
  } catch (error) {
    ctx.log.warn({ err: error, key }, 'stored file not deleted');
  }
}

async function discard(ctx: FilesContext, key: string): Promise<void> {
  await Promise.all([ctx.storage.delete(key), deleteVariants(ctx.storage, key)]).catch((error: unknown) =>
    ctx.log.warn({ err: error, key }, 'upload not discarded'),
  );
}

/**
 * An uploaded image's responsive variants, made once, after its record is written. A failure is logged:
 * the record and its original stand, and each variant is made on its first request instead.
 */
async function withVariants(ctx: FilesContext, key: string, row: Row): Promise<Row> {
  try {
    await makeVariants(ctx.storage, key, String(row.mimeType ?? ''), Number(row.width) || 0);
  } catch (error) {
    ctx.log.warn({ err: error, key }, 'image variants not made');
  }
  return row;
}

export async function createFile(
  ctx: FilesContext,
  /** `trusted`: the server key's call, whose createdAt/updatedAt are kept (imports). */
  input: { data: Record<string, unknown>; files?: Upload[]; trusted?: boolean },
): Promise<Row> {
  const { data } = input;
  const upload = singleUpload(input.files);
  const parsed = (values: Record<string, unknown>) =>
    entities.withTimestamps(entities.parseCreate(FILES, values), entities.givenTimestamps(data), !!input.trusted);
  if (!upload) {
    const values = parsed(withPathFacts(data, checkFilePath(data.file, ctx.storage)));
    return entities.insertRow(ctx.db.prisma, FILES, values);
  }

  const stored = await store(ctx, upload);
  const values = parsed({
    ...data,
    adminTitle: data.adminTitle ?? (upload.filename || undefined),
    ...stored.fields,
  });
  await stored.put();
  let row: Row;
  try {
    row = await entities.insertRow(ctx.db.prisma, FILES, values);
  } catch (error) {
    await discard(ctx, stored.key);
    throw error;
  }
  return withVariants(ctx, stored.key, row);
}

export async function updateFile(
  ctx: FilesContext,
  input: { id: string; data: Record<string, unknown>; files?: Upload[] },
): Promise<Row> {
  const upload = singleUpload(input.files);
  const { data } = input;
  const previous = await entities.get(ctx.db.prisma, FILES, input.id);
  if (!upload) {
    const changes = data.file === undefined ? data : withPathFacts(data, checkFilePath(data.file, ctx.storage));
    const row = await entities.update(ctx.db.prisma, FILES, input.id, changes);
    if (row.file !== previous.file) await release(ctx, previous.file);
    return row;
  }
  const stored = await store(ctx, upload);
  const values = entities.parseUpdate(FILES, { ...data, ...stored.fields });
  await stored.put();
  let row: Row;
  try {
    row = await entities.update(ctx.db.prisma, FILES, input.id, values);
  } catch (error) {
    await discard(ctx, stored.key);
    throw error;
  }
  await release(ctx, previous.file);
  return withVariants(ctx, stored.key, row);
}

export async function deleteFile(ctx: FilesContext, id: string): Promise<Row> {
  const row = await entities.deleteRow(ctx.db.prisma, FILES, id);
  await release(ctx, row.file);
  return row;
}

/** Deletes several records in one transaction, then their objects (those no record names any more). */
export async function deleteFiles(ctx: FilesContext, ids: string[]): Promise<Row[]> {
  const rows = await entities.bulkDelete(ctx.db, FILES, ids);
  for (const row of rows) await release(ctx, row.file);
  return rows;
}

/**
 * Stores bytes the server made itself (an order receipt) and records them as a file: for other modules,
 * which pass their transaction (`client`) to link the record in the same commit. The object is removed
 * again when the record cannot be written.
 */
export async function storeGeneratedFile(
  ctx: FilesContext,
  file: { bytes: Buffer; mimeType: string; extension: string; data?: Record<string, unknown> },
  client: DbClient = ctx.db.prisma,
): Promise<Row> {
  const key = newKey(file.extension);
  await ctx.storage.put(key, file.bytes, file.mimeType);
  try {
    return await entities.create(client, FILES, {
      ...file.data,
      // The API's path, not FILES_PUBLIC_URL: a private file (a receipt) reaches its owner by the session
      // the API's origin carries; the bytes are the server's own, not a visitor's.
      file: `${FILES_PATH}/${key}`,
      mimeType: file.mimeType,
      extension: file.extension,
      size: file.bytes.length,
    });
  } catch (error) {
    await discard(ctx, key);
    throw error;
  }
}
