/** What the media library knows of a file record: its resource, how it reads and how it is shown. */
import type { RaRecord } from 'react-admin';
import { pickLocalized } from '../catalogue.ts';
import { publicUrl } from '../fields/file-upload-input.tsx';

/** The file records' resource (its REST path): the library lists it, pickers choose from it. */
export const FILES = 'file-storage/files';

export const isImage = (record: RaRecord) =>
  typeof record.mimeType === 'string'
    ? record.mimeType.startsWith('image/')
    : /\.(png|jpe?g|gif|webp|avif|svg)$/i.test(String(record.file ?? ''));

/**
 * Where the browser fetches a stored path: uploads (`/files/<key>`) from the API's public path, urls as they are,
 * and other paths (the site's own `/images/...`, which seeded records name) from the site on this same origin, as
 * the public site does (site/src/ui/media.ts).
 */
export const mediaSrc = (file: unknown): string | undefined =>
  typeof file === 'string' && file && !file.startsWith('/files/') ? file : publicUrl(file);

export const fileSrc = (record: RaRecord) => mediaSrc(record.file);

/** A file's name for people: its admin title (the server makes it the upload's name), else its path's end. */
export const fileName = (record: RaRecord) =>
  (typeof record.adminTitle === 'string' && record.adminTitle) ||
  String(record.file ?? '')
    .split('/')
    .at(-1) ||
  '';

/** The alt text in the operator's language, else the file's name without its extension. */
export const altOf = (record: RaRecord, locale: string) =>
  pickLocalized(record.alt, locale) || fileName(record).replace(/\.[a-z0-9]+$/i, '');

const UNITS = ['B', 'kB', 'MB', 'GB'];
export function formatSize(bytes: unknown): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes)) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${UNITS[unit]}`;
}

/** "640×480 · PNG · 12.3 kB": what the server measured, as much as it knows. */
export const describeFile = (record: RaRecord) =>
  [
    record.width && record.height ? `${String(record.width)}×${String(record.height)}` : '',
    typeof record.extension === 'string' ? record.extension.toUpperCase() : '',
    formatSize(record.size),
  ]
    .filter(Boolean)
    .join(' · ');
