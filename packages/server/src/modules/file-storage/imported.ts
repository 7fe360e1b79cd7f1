/**
 * A file record of the original system, moved here: its `file` names a path under the original's public
 * folder (`/file-storage/static/59f83d02.png`). When the imported folder holds those bytes beside the records,
 * they go to our storage (local or S3) under a key made from the record's id, so importing again names the same
 * object; the record then holds our url and the facts read from the bytes. Without the bytes the record keeps
 * its path, and the caller is told.
 */
import { createHash } from 'node:crypto';
import { constants } from 'node:fs';
import { lstat, mkdtemp, open, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Config } from '../../config.ts';
import { UploadedFile } from '../../rest/body.ts';
import { MIME_BY_EXTENSION } from './file-types.ts';
import { extensionOf, inspectUpload } from './inspect.ts';
import { checkFilePath } from './service.ts';
import type { FileStorage } from './storage.ts';

/** Where the original keeps the bytes a record's path names (its API app's public folder, or a bare one). */
const PUBLIC_FOLDERS = [path.join('apps', 'api', 'public'), 'public'];

export interface ImportedFile {
  data: Record<string, unknown>;
  /** Puts the bytes into the storage: call it only when the record is written. */
  store?: () => Promise<void>;
  /** Removes them again when the record could not be written after all. */
  discard?: () => Promise<void>;
  /** Said in the report (bytes not found). */
  note?: string;
}

/**
 * The regular file a record's path names in one of the folder's public folders, read once: every part of the path
 * an entry of the folder itself, none a symbolic link (its real path must be the path as written), so no
 * record reaches a file outside the folder (a link to the server's secrets) or another name for one inside it.
 * Undefined when no public folder holds the path; an Error saying why when one holds something else.
 */
async function bytesBeside(
  folder: string,
  file: string,
  maxBytes: number,
): Promise<{ path: string; bytes: Buffer } | undefined> {
  const root = await realpath(path.resolve(folder));
  for (const publicFolder of PUBLIC_FOLDERS) {
    const candidate = path.resolve(root, publicFolder, `.${file}`);
    // checkFilePath refused `..` already; this keeps any path inside the folder all the same.
    if (!candidate.startsWith(`${root}${path.sep}`)) continue;
    const real = await realpath(candidate).catch(() => undefined);
    if (real === undefined) {
      // Nothing there, or a link to nothing: only a link is worth naming.
      if (await lstat(candidate).catch(() => undefined))
        throw new Error(`${file}: a symbolic link in the folder: not imported`);
      continue;
    }
    if (real !== candidate) throw new Error(`${file}: a symbolic link in the folder: not imported`);
    // Opened without following a link put there since, and read through that one handle.
    const handle = await open(candidate, constants.O_RDONLY | constants.O_NOFOLLOW).catch((error: unknown) => {
      throw new Error(`${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
    });
    try {
      const info = await handle.stat();
      if (!info.isFile()) throw new Error(`${file}: not a regular file: not imported`);
      if (info.size > maxBytes) throw new Error(`${file}: ${info.size} bytes, the limit is ${maxBytes}`);
      return { path: candidate, bytes: await handle.readFile() };
    } finally {
      await handle.close();
    }
  }
  return undefined;
}

/**
 * The key of an imported record's bytes: `yyyy/mm/<uuid>.<ext>`, the month of its createdAt and a uuid derived from
 * the record's id (a hash, so importing again names the same object, and no folder can choose a key another
 * object has: an upload's key is a random uuid a record's id could otherwise copy).
 */
function importKey(id: string, createdAt: unknown, extension: string): string {
  const date = new Date(typeof createdAt === 'string' || createdAt instanceof Date ? createdAt : 0);
  const when = Number.isNaN(date.getTime()) ? new Date(0) : date;
  const month = String(when.getUTCMonth() + 1).padStart(2, '0');
  const hash = createHash('sha256').update(`sps-import:${id.toLowerCase()}`).digest('hex');
  const uuid = `${hash.slice(0, 8)}-${hash.slice(8, 12)}-8${hash.slice(13, 16)}-${hash.slice(16, 20)}-${hash.slice(20, 32)}`;
  return `${when.getUTCFullYear()}/${month}/${uuid}.${extension}`;
}

export async function importedFile(
  ctx: { storage: FileStorage; config: Pick<Config, 'FILE_LIMIT_BYTES' | 'FILE_ALLOWED_TYPES'> },
  folder: string,
  id: string,
  data: Record<string, unknown>,
): Promise<ImportedFile> {
  const file = checkFilePath(data.file, ctx.storage);
  if (!file.startsWith('/') || ctx.storage.keyOf(file)) return { data: { ...data, file } };
  const found = await bytesBeside(folder, file, ctx.config.FILE_LIMIT_BYTES);
  if (!found) return { data: { ...data, file }, note: `no bytes for ${file} in the folder: the record keeps its path` };
  const declared = MIME_BY_EXTENSION.get(extensionOf(file) ?? '') ?? 'application/octet-stream';
  // Inspected from a private copy of the bytes read: what is stored is exactly what was checked.
  const copyDir = await mkdtemp(path.join(tmpdir(), 'symbol-import-'));
  let facts: Awaited<ReturnType<typeof inspectUpload>>;
  try {
    const copy = path.join(copyDir, 'bytes');
    await writeFile(copy, found.bytes);
    const upload = new UploadedFile('file', path.basename(found.path), declared, copy, found.bytes.length);
    facts = await inspectUpload(upload, {
      maxBytes: ctx.config.FILE_LIMIT_BYTES,
      allowedTypes: ctx.config.FILE_ALLOWED_TYPES,
    });
  } finally {
    await rm(copyDir, { recursive: true, force: true });
  }
  const key = importKey(id, data.createdAt, facts.extension);
  let written = false;
  return {
    data: { ...data, ...facts, file: ctx.storage.url(key) },
    // Never over an object already there (a key is never written twice): a taken key fails the record.
    store: async () => {
      await ctx.storage.put(key, found.bytes, facts.mimeType, facts.size, { ifAbsent: true });
      written = true;
    },
    // Only the bytes this import wrote.
    discard: async () => {
      if (written) await ctx.storage.delete(key);
    },
  };
}
