/**
 * `srcset`s of a stored raster image's responsive variants (the rules: `@symbol/contracts/image-variants`): the
 * server makes them beside the original, so the site names them from the record's width alone. Uploads
 * (`/files/<key>`, or a FILES_PUBLIC_URL url of a key) have them beside the original; the site's shipped images
 * (`/images/...`) under the API's `/public/files/images/...`. Outside urls have none.
 */
import { fallbackFormat, isResizable, variantOf, variantWidths } from '@symbol/contracts/image-variants';
import { PUBLIC_PATH } from './media.ts';

/** Full-width pictures: the default. */
export const FULL_WIDTH_SIZES = '100vw';
/**
 * Heroes and slides cover a box taller than the picture on a phone (360×630 for a 16:9 photo): the picture is
 * shown about twice the screen's width there, so it asks for that much (a 960-px variant on a 360-px phone).
 */
export const HERO_SIZES = '(max-width: 767px) 200vw, 100vw';
/** Pictures in card grids: one column on phones, two from `sm`, three from `lg`. */
export const CARD_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';
/** A picture in an article's column (`max-w-5xl`). */
export const ARTICLE_SIZES = '(min-width: 1024px) 1024px, 100vw';

const UPLOAD_KEY = /\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.[a-z0-9]{1,10}$/;

/** Where a file's variants live: beside an upload, or under the public files path for a shipped image. */
function variantBase(file: string): string | undefined {
  if (file.startsWith('/files/')) return `${PUBLIC_PATH}${file}`;
  if (file.startsWith('/images/')) return `${PUBLIC_PATH}/files${file}`;
  return file.startsWith('https://') && UPLOAD_KEY.test(file) ? file : undefined;
}

export interface ResponsiveSources {
  /** WebP variants, for a `<source type="image/webp">`. */
  webp: string;
  /** The fallback format's variants, plus the original when it is wider than the widest variant. */
  fallback: string;
}

export function responsiveSources(
  file: string,
  mimeType: string,
  width: number,
  original: string,
): ResponsiveSources | undefined {
  const base = variantBase(file);
  const widths = variantWidths(width);
  if (!base || !isResizable(mimeType) || widths.length === 0) return undefined;
  const list = (format: 'webp' | 'jpg' | 'png') => widths.map((w) => `${variantOf(base, w, format)} ${w}w`);
  const fallback = list(fallbackFormat(mimeType));
  if (width > widths.at(-1)! && mimeType !== 'image/avif' && mimeType !== 'image/webp')
    fallback.push(`${original} ${width}w`);
  return { webp: list('webp').join(', '), fallback: fallback.join(', ') };
}
