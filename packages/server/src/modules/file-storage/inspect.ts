/**
 * What an upload is, from its bytes rather than from what the client declared or named it: the mime type
 * (magic numbers, file-type; SVG and text by their content), the extension that type has, size and, for images, width and height (image-size). Too large → 413; a type outside
 * FILE_ALLOWED_TYPES, or bytes that are not what they claim → 415.
 */
import { fileTypeFromFile } from 'file-type';
import { imageSizeFromFile } from 'image-size/fromFile';
import { AppError, badRequest } from '../../errors.ts';
import type { UploadedFile } from '../../rest/body.ts';
import { extensionOfType } from './file-types.ts';

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

const EXTENSION = /\.([a-z0-9]{1,10})$/;
export const extensionOf = (name: string): string | undefined =>
  EXTENSION.exec(name.toLowerCase().split(/[?#]/, 1)[0] ?? '')?.[1];

export const isAllowedType = (mime: string, allowed: readonly string[]) =>
  allowed.some((rule) => rule === mime || (rule.endsWith('/*') && mime.startsWith(rule.slice(0, -1))));

const unsupported = (message: string, allowed: readonly string[]) =>
  new AppError(415, message, [`allowed types: ${allowed.join(', ')}`]);

const TEXT_HEAD_CHARACTERS = 64 * 1024;

/**
 * Text has no signature: it is text when it decodes as UTF-8 and holds no NUL byte (read chunk by chunk).
 * Answers its first characters (enough to find an SVG's root element), or null when it is not text.
 */
async function textHead(upload: Upload): Promise<string | null> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let head = '';
  try {
    for await (const chunk of upload.stream()) {
      if ((chunk as Buffer).includes(0)) return null;
      const text = decoder.decode(chunk as Buffer, { stream: true });
      if (head.length < TEXT_HEAD_CHARACTERS) head += text.slice(0, TEXT_HEAD_CHARACTERS - head.length);
    }
    decoder.decode();
    return head;
  } catch {
    return null;
  }
}

/** What may come before an SVG's root element: space, the XML declaration, comments, a DOCTYPE without a subset. */
const XML_PROLOG = /^(?:\s|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE\s[^>[]*>)*/;
const SVG_ROOT = /^<svg[\s/>]/;
const isSvgMarkup = (text: string) => SVG_ROOT.test(text.slice(XML_PROLOG.exec(text)![0].length));

/** A declared text type kept for text (`text/csv`): a plain media type token, nothing else. */
const TEXT_TYPE = /^text\/[a-z0-9][a-z0-9.+-]{0,60}$/;

/**
 * The type the bytes have, never the name's: a signature (file-type), else text whose root element is
 * `<svg` (an SVG), else other text under the declared text type. Undefined when the bytes are none of these.
 */
async function detectType(upload: Upload, declared: string): Promise<string | undefined> {
  const detected = await fileTypeFromFile(upload.path);
  // file-type names any XML with a declaration application/xml, an SVG included.
  if (detected && detected.mime !== 'application/xml') return detected.mime;
  const head = await textHead(upload);
  if (head !== null && isSvgMarkup(head)) return 'image/svg+xml';
  if (detected) return detected.mime;
  if (head !== null && TEXT_TYPE.test(declared)) return declared;
  return undefined;
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
  const mimeType = await detectType(upload, declared);
  if (!mimeType) {
    throw unsupported(
      `Unsupported file type: the content of ${upload.filename || upload.field} is not recognised`,
      rules.allowedTypes,
    );
  }
  if (!isAllowedType(mimeType, rules.allowedTypes)) {
    throw unsupported(`Unsupported file type: ${mimeType}`, rules.allowedTypes);
  }
  // The stored key's extension, and so how a local file is answered, follows the type, never the name.
  const extension = extensionOfType(mimeType);

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
