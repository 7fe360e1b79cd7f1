/** Storage keys and the paths that name them. */
import { randomUUID } from 'node:crypto';

/** The API's public path: `file` values that are paths are served under it. */
export const PUBLIC_PATH = '/public';
/** Stored objects' paths: `/files/<key>`, served at `/public/files/<key>`. */
export const FILES_PATH = '/files';

/** Keys are `yyyy/mm/<uuid>.<ext>`: unique, so a stored object never changes and caches forever. */
export function newKey(extension: string, now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${now.getUTCFullYear()}/${month}/${randomUUID()}.${extension}`;
}

const KEY = /^\d{4}\/\d{2}\/[0-9a-f-]{36}\.[a-z0-9]{1,10}$/;
/** Only keys this module made; anything else (`../`, other folders) is not ours to serve or delete. */
export const isKey = (key: string) => KEY.test(key);

/**
 * Responsive variants (`@symbol/contracts` image-variants): of an upload, beside it (`<key>.w640.webp`); of an
 * image the site ships (`/images/...`, the demo's), under `images/` (`images/slides/x.jpg.w640.webp`).
 * Never a record's file: only served, made and deleted with their original.
 */
const VARIANT_KEY =
  /^(\d{4}\/\d{2}\/[0-9a-f-]{36}|images(\/[a-z0-9][a-z0-9_-]*)+)\.[a-z0-9]{1,10}\.w\d{3,4}\.(webp|jpg|png)$/;
export const isVariantKey = (key: string) => VARIANT_KEY.test(key);

/**
 * What a record's `file` holds for a stored key: `${publicUrl}/<key>` when the files have an origin of their
 * own (FILES_PUBLIC_URL), else `/files/<key>`, served by the API at `/public/files/<key>`.
 */
export const fileUrl = (key: string, publicUrl: string | undefined) =>
  publicUrl ? `${publicUrl}/${key}` : `${FILES_PATH}/${key}`;

/** The key behind either form a record may hold (records written before FILES_PUBLIC_URL keep paths). */
export function keyOfFile(file: string, publicUrl: string | undefined): string | undefined {
  if (publicUrl && file.startsWith(`${publicUrl}/`)) {
    const key = file.slice(publicUrl.length + 1);
    return isKey(key) ? key : undefined;
  }
  return keyOfPath(file);
}

/** `/files/<key>` → key. */
export function keyOfPath(file: string): string | undefined {
  const prefix = `${FILES_PATH}/`;
  if (!file.startsWith(prefix)) return undefined;
  const key = file.slice(prefix.length);
  return isKey(key) ? key : undefined;
}

/** A `put` with `ifAbsent` met an object under its key: nothing was written. */
export class KeyTaken extends Error {
  constructor(key: string) {
    super(`a stored file has the key ${key} already: not written over`);
  }
}
