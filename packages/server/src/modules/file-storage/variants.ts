/**
 * Responsive variants of raster images (the rules are in `@symbol/contracts` image-variants), made with sharp
 * and kept in the file storage beside their original, local or S3 alike. An upload gets all of its variants at
 * once; an older file, or an image the site ships (the demo's `/images/...`), gets each one the first time it
 * is asked for, then never again (the stored object answers from then on).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  fallbackFormat,
  IMAGE_VARIANT_WIDTHS,
  isResizable,
  parseVariant,
  variantOf,
  variantWidths,
  type ImageVariantFormat,
} from '@symbol/contracts';
import type { Logger } from 'pino';
import type Sharp from 'sharp';
import { onDemand } from '../../on-demand.ts';
import { isVariantKey } from './keys.ts';
import type { FileStorage } from './storage.ts';

export const loadSharp = onDemand<typeof Sharp>('sharp');

/** The site's shipped images (`/images/...` in records), the originals of `images/...` variant keys. */
export const SITE_IMAGES_DIR = fileURLToPath(new URL('../../../../site/public/images/', import.meta.url));

const TYPES = new Map<ImageVariantFormat, string>([
  ['webp', 'image/webp'],
  ['jpg', 'image/jpeg'],
  ['png', 'image/png'],
]);
const MIME_OF_SHARP_FORMAT = new Map([
  ['jpeg', 'image/jpeg'],
  ['png', 'image/png'],
  ['webp', 'image/webp'],
  ['heif', 'image/avif'],
]);

/** One variant's bytes: turned upright by its EXIF orientation, never enlarged. */
export async function resizeImage(bytes: Buffer, width: number, format: ImageVariantFormat): Promise<Buffer> {
  const image = loadSharp()(bytes, { failOn: 'error' }).rotate().resize({ width, withoutEnlargement: true });
  if (format === 'webp') return image.webp({ quality: 75, effort: 4 }).toBuffer();
  if (format === 'png') return image.png({ compressionLevel: 9 }).toBuffer();
  return image.jpeg({ quality: 78, mozjpeg: true }).toBuffer();
}

/** Every variant of a stored original (at upload): how many were made. */
export async function makeVariants(storage: FileStorage, key: string, mimeType: string, width: number) {
  if (!isResizable(mimeType) || !(width > 0)) return 0;
  const bytes = await storage.get(key);
  if (!bytes) return 0;
  let made = 0;
  for (const w of variantWidths(width)) {
    for (const format of ['webp', fallbackFormat(mimeType)] as const) {
      await storage.put(variantOf(key, w, format), await resizeImage(bytes, w, format), TYPES.get(format)!);
      made++;
    }
  }
  return made;
}

/** Deletes every variant an original may have (with the original, when no record names it any more). */
export async function deleteVariants(storage: FileStorage, key: string): Promise<void> {
  const keys = IMAGE_VARIANT_WIDTHS.flatMap((w) => (['webp', 'jpg', 'png'] as const).map((f) => variantOf(key, w, f)));
  await Promise.all(keys.map((k) => storage.delete(k)));
}

/** A shipped image's bytes, only from under the images folder. */
async function siteImage(relative: string): Promise<Buffer | undefined> {
  const file = path.resolve(SITE_IMAGES_DIR, relative);
  if (!file.startsWith(SITE_IMAGES_DIR)) return undefined;
  return readFile(file).catch(() => undefined);
}

/** The bytes of an original a variant key names: another stored object, or a shipped image. */
export const originalBytes = (storage: FileStorage, sourceKey: string) =>
  sourceKey.startsWith('images/') ? siteImage(sourceKey.slice('images/'.length)) : storage.get(sourceKey);

/** Variant keys known to be stored, per storage, so a served variant costs no second look. */
const stored = new WeakMap<FileStorage, Set<string>>();
const making = new Map<string, Promise<void>>();

/**
 * Makes a variant on its first request when it is not stored yet and is one its original has (a resizable
 * image at least that wide, in WebP or its fallback format). Anything else is left to answer 404.
 */
export function ensureVariant(storage: FileStorage, key: string, log: Pick<Logger, 'warn'>): Promise<void> {
  const known = stored.get(storage) ?? new Set<string>();
  stored.set(storage, known);
  if (!isVariantKey(key) || known.has(key)) return Promise.resolve();
  const running = making.get(key);
  if (running) return running;
  const work = (async () => {
    if (await storage.get(key)) return void known.add(key);
    const variant = parseVariant(key);
    if (!variant) return;
    const original = await originalBytes(storage, variant.source);
    if (!original) return;
    const meta = await loadSharp()(original).metadata();
    const mimeType = MIME_OF_SHARP_FORMAT.get(meta.format ?? '') ?? '';
    const allowed =
      isResizable(mimeType) &&
      variantWidths(meta.autoOrient?.width ?? meta.width ?? 0).some((w) => w === variant.width) &&
      (variant.format === 'webp' || variant.format === fallbackFormat(mimeType));
    if (!allowed) return;
    await storage.put(key, await resizeImage(original, variant.width, variant.format), TYPES.get(variant.format)!);
    known.add(key);
  })()
    .catch((error: unknown) => log.warn({ err: error, key }, 'image variant not made'))
    .finally(() => making.delete(key));
  making.set(key, work);
  return work;
}

/** A record's `file` as bytes when it is this storage's or a shipped image (outside urls are never fetched). */
export async function fileBytes(storage: FileStorage, file: string): Promise<Buffer | undefined> {
  const key = storage.keyOf(file);
  if (key) return storage.get(key);
  return file.startsWith('/images/') ? siteImage(file.slice('/images/'.length)) : undefined;
}
