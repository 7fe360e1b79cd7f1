/**
 * A stored file's type and how it is answered. The type comes from the bytes (inspect.ts) and picks the
 * key's extension; the extension is all a local file keeps, so it is what the answer's type comes from. Every
 * answer is inert wherever it is opened (issue 20): no sniffing, no script, no same-origin document, and
 * anything a browser would not just show (an image, a video, a sound, a PDF) is a download.
 */

/** The usual types by extension: for stored keys and for paths given by name (create by path). */
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
    mp3: 'audio/mpeg',
    wav: 'audio/wav',
    ogg: 'audio/ogg',
    txt: 'text/plain',
    csv: 'text/csv',
  }),
);

/** The extension a stored key gets for a type: `bin` for one without its own (served as bytes to download). */
export function extensionOfType(mimeType: string): string {
  for (const [extension, type] of MIME_BY_EXTENSION) if (type === mimeType) return extension;
  return 'bin';
}

/** The type a stored key is answered with; an extension this module did not give is plain bytes. */
export const typeOfExtension = (extension: string | undefined): string =>
  (extension && MIME_BY_EXTENSION.get(extension)) || 'application/octet-stream';

/** Text is checked to be UTF-8 before it is stored: say so, or a browser reads it in a legacy encoding. */
export const contentTypeOf = (mimeType: string) =>
  mimeType.startsWith('text/') && !mimeType.includes(';') ? `${mimeType}; charset=utf-8` : mimeType;

const SHOWN_INLINE = /^(?:image|video|audio)\/|^application\/pdf$/;
/** `attachment` for anything a browser would not just show; undefined (inline) for media and PDF. */
export const contentDispositionOf = (mimeType: string): 'attachment' | undefined =>
  SHOWN_INLINE.test(mimeType.split(';', 1)[0]!.trim().toLowerCase()) ? undefined : 'attachment';

/** Opened directly, a file (an SVG with a script, text a browser might take for HTML) runs nothing. */
export const STORED_FILE_POLICY = "default-src 'none'; sandbox";

/** The headers of every answer carrying a stored file, besides its caching and range headers. */
export function storedFileHeaders(mimeType: string): Record<string, string> {
  const disposition = contentDispositionOf(mimeType);
  return {
    'content-type': contentTypeOf(mimeType),
    'x-content-type-options': 'nosniff',
    'content-security-policy': STORED_FILE_POLICY,
    ...(disposition ? { 'content-disposition': disposition } : {}),
  };
}
