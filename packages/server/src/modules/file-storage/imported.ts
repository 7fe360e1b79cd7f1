/**
 * A file record of the original system, moved here: its `file` names a path under the original's public
 * folder (`/file-storage/static/59f83d02.png`). When the imported folder holds those bytes beside the records,
 * they go to our storage (local or S3) under a key made from the record's id, so importing again names the same
 * object; the record then holds our url and the facts read from the bytes. Without the bytes the record keeps
 * its path, and the caller is told.
 */
import { readFile, stat } from 'node:fs/promises';
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

async function bytesBeside(folder: string, file: string): Promise<string | undefined> {
  const root = path.resolve(folder);
  for (const publicFolder of PUBLIC_FOLDERS) {
    const candidate = path.resolve(root, publicFolder, `.${file}`);
    // checkFilePath refused `..` already; this keeps any path inside the folder all the same.
    if (!candidate.startsWith(`${root}${path.sep}`)) continue;
    const info = await stat(candidate).catch(() => undefined);
    if (info?.isFile()) return candidate;
  }
  return undefined;
}

/** The key of an imported record's bytes: `yyyy/mm/<record id>.<ext>`, the month of its createdAt. */
function importKey(id: string, createdAt: unknown, extension: string): string {
  const date = new Date(typeof createdAt === 'string' || createdAt instanceof Date ? createdAt : 0);
  const when = Number.isNaN(date.getTime()) ? new Date(0) : date;
  const month = String(when.getUTCMonth() + 1).padStart(2, '0');
  return `${when.getUTCFullYear()}/${month}/${id.toLowerCase()}.${extension}`;
}

export async function importedFile(
  ctx: { storage: FileStorage; config: Pick<Config, 'FILE_LIMIT_BYTES' | 'FILE_ALLOWED_TYPES'> },
  folder: string,
  id: string,
  data: Record<string, unknown>,
): Promise<ImportedFile> {
  const file = checkFilePath(data.file, ctx.storage);
  if (!file.startsWith('/') || ctx.storage.keyOf(file)) return { data: { ...data, file } };
  const found = await bytesBeside(folder, file);
  if (!found) return { data: { ...data, file }, note: `no bytes for ${file} in the folder: the record keeps its path` };
  const size = (await stat(found)).size;
  const declared = MIME_BY_EXTENSION.get(extensionOf(file) ?? '') ?? 'application/octet-stream';
  const upload = new UploadedFile('file', path.basename(found), declared, found, size);
  const facts = await inspectUpload(upload, {
    maxBytes: ctx.config.FILE_LIMIT_BYTES,
    allowedTypes: ctx.config.FILE_ALLOWED_TYPES,
  });
  const key = importKey(id, data.createdAt, facts.extension);
  return {
    data: { ...data, ...facts, file: ctx.storage.url(key) },
    store: async () => ctx.storage.put(key, await readFile(found), facts.mimeType, facts.size),
    discard: () => ctx.storage.delete(key),
  };
}
