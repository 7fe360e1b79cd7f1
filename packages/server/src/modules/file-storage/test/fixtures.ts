/** Small real files for upload tests, made in memory. */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { png as pngOf } from '../../../../test/png.ts';
import type { UploadedFile } from '../../../rest/body.ts';

/** A valid RGB PNG of the given size, optionally padded with a private chunk to reach `minBytes`. */
export const png = (width: number, height: number, minBytes = 0) => pngOf(width, height, { minBytes });

export const pdf = () =>
  Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** An SVG logo of the given size (with its XML declaration unless told otherwise). */
export const svg = (width: number, height: number, options = { declaration: true }) =>
  Buffer.from(
    `${options.declaration ? '<?xml version="1.0" encoding="UTF-8"?>\n<!-- logo -->\n' : ''}` +
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<rect width="${width}" height="${height}" fill="#c33"/></svg>\n`,
  );

/** The headers that make a stored file inert wherever it is opened (issue 20). */
export function expectInertAnswer(answer: { headers: Record<string, string> }, options: { attachment: boolean }) {
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  if (options.attachment) expect(answer.headers['content-disposition']).toBe('attachment');
  else expect(answer.headers['content-disposition']).toBeUndefined();
}

/** An upload as the REST adapter makes it (bytes in a temporary file), for direct procedure calls. */
export async function uploadedFile(bytes: Buffer, filename: string, mimetype: string): Promise<UploadedFile> {
  const dir = await mkdtemp(path.join(tmpdir(), 'symbol-upload-test-'));
  const file = path.join(dir, 'upload');
  await writeFile(file, bytes);
  const { UploadedFile } = await import('../../../rest/body.ts');
  return new UploadedFile('f', filename, mimetype, file, bytes.length);
}
