/**
 * What an upload is, from its bytes rather than from what the client declared: the mime type (magic numbers,
 * file-type), extension, size and, for images, width and height (image-size). Too large → 413; a type outside
 * FILE_ALLOWED_TYPES, or bytes that are not what they claim → 415.
 */
import { fileTypeFromFile } from 'file-type';
import { imageSizeFromFile } from 'image-size/fromFile';
import { AppError, badRequest } from '../../errors.ts';
import type { UploadedFile } from '../../rest/body.ts';

/** An upload as the REST adapter hands it over: a temporary file, never the bytes in memory. */
export type Upload = UploadedFile;

export interface FileFacts {
  mimeType: string;
  extension: string;
  size: number;
  width: number | null;
  height: number | null;
}

export interface UploadRules {
  maxBytes: number;
  /** Exact types or `type/*`. */
  allowedTypes: readonly string[];
}

/** For paths given by name (create by path): the usual types by extension. */
export const MIME_BY_EXTENSION = new Map<string, string>(
  Object.entries({
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    png: 'image/png',
    gif: 'image/gif',
    webp: 'image/webp',
    avif: 'image/avif',
    svg: 'image/svg+xml',
    ico: 'image/x-icon',
    pdf: 'application/pdf',
    mp4: 'video/mp4',
    webm: 'video/webm',
    txt: 'text/plain',
  }),
);

const EXTENSION = /\.([a-z0-9]{1,10})$/;
export const extensionOf = (name: string): string | undefined =>
  EXTENSION.exec(name.toLowerCase().split(/[?#]/, 1)[0] ?? '')?.[1];

export const isAllowedType = (mime: string, allowed: readonly string[]) =>
  allowed.some((rule) => rule === mime || (rule.endsWith('/*') && mime.startsWith(rule.slice(0, -1))));

const unsupported = (message: string, allowed: readonly string[]) =>
  new AppError(415, message, [`allowed types: ${allowed.join(', ')}`]);

/** Text has no signature: it is text when it decodes as UTF-8 and holds no NUL byte (read chunk by chunk). */
async function isText(upload: Upload): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of upload.stream()) {
      if ((chunk as Buffer).includes(0)) return false;
      decoder.decode(chunk as Buffer, { stream: true });
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

export async function inspectUpload(upload: Upload, rules: UploadRules): Promise<FileFacts> {
  const size = upload.size;
  if (size > rules.maxBytes) {
    throw new AppError(413, `File too large: ${size} bytes, the limit is ${rules.maxBytes}`, [
      `${upload.field}: at most ${rules.maxBytes} bytes`,
    ]);
  }
  if (size === 0) throw badRequest('The file is empty', [`${upload.field}: empty file`]);

  const declared = upload.mimetype.split(';', 1)[0]!.trim().toLowerCase();
  const detected = await fileTypeFromFile(upload.path);
  let mimeType: string;
  let extension: string;
  if (detected) {
    mimeType = detected.mime;
    extension = detected.ext;
  } else if (declared.startsWith('text/') && (await isText(upload))) {
    mimeType = declared;
    const named = extensionOf(upload.filename);
    extension = named ?? (declared === 'text/plain' ? 'txt' : 'bin');
  } else {
    throw unsupported(
      `Unsupported file type: the content of ${upload.filename || upload.field} is not recognised`,
      rules.allowedTypes,
    );
  }
  if (!isAllowedType(mimeType, rules.allowedTypes)) {
    throw unsupported(`Unsupported file type: ${mimeType}`, rules.allowedTypes);
  }

  let width: number | null = null;
  let height: number | null = null;
  if (mimeType.startsWith('image/')) {
    try {
      const dimensions = await imageSizeFromFile(upload.path);
      // EXIF orientations 5-8 turn the picture a quarter: it shows with width and height swapped.
      const turned = (dimensions.orientation ?? 1) >= 5;
      width = (turned ? dimensions.height : dimensions.width) ?? null;
      height = (turned ? dimensions.width : dimensions.height) ?? null;
    } catch {
      // A format image-size does not read: the record keeps no dimensions.
    }
  }
  return { mimeType, extension, size, width, height };
}
