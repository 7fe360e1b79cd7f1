/**
 * Responsive variants of a raster image: the same picture resized to standard widths, in WebP and in a
 * fallback (JPEG, PNG for a PNG), stored beside the original as `<original>.w<width>.<format>`. The server
 * makes them (at upload, or on the first request for an older file) and the site names them in `srcset`,
 * both from these rules, so neither keeps a list of which variants exist.
 */

/** Widths a variant is made at, narrowest first: phones to full-HD screens. */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;

export type ImageVariantFormat = 'webp' | 'jpg' | 'png';

/** The types that get variants (vector images and animations stay as they are). */
const RESIZABLE = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif']);

export const isResizable = (mimeType: string | null | undefined) => !!mimeType && RESIZABLE.has(mimeType);

/** The fallback format for browsers without WebP: PNG keeps a PNG's transparency, JPEG for the rest. */
export const fallbackFormat = (mimeType: string): ImageVariantFormat => (mimeType === 'image/png' ? 'png' : 'jpg');

/** The widths an image `width` pixels wide gets: never wider than the original. */
export const variantWidths = (width: number) => IMAGE_VARIANT_WIDTHS.filter((w) => w <= width);

/** A variant's path or url: the original's followed by `.w<width>.<format>`. */
export const variantOf = (file: string, width: number, format: ImageVariantFormat) => `${file}.w${width}.${format}`;

/** `<original>.w<width>.<format>` → its parts; undefined for anything else. */
const VARIANT = /^(.+\.[a-z0-9]{1,10})\.w(\d{3,4})\.(webp|jpg|png)$/;
export function parseVariant(path: string): { source: string; width: number; format: ImageVariantFormat } | undefined {
  const match = VARIANT.exec(path);
  if (!match) return undefined;
  return { source: match[1]!, width: Number(match[2]), format: match[3] as ImageVariantFormat };
}
