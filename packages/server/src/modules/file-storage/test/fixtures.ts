/** Small real files for upload tests, made in memory. */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { expect } from 'vitest';
import type { UploadedFile } from '../../../rest/body.ts';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid RGB PNG of the given size, optionally padded with a private chunk to reach `minBytes`. */
export function png(width: number, height: number, minBytes = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  const row = Buffer.alloc(1 + width * 3, 0x7f);
  row[0] = 0; // no filter
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const parts = [
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
  ];
  const size = parts.reduce((n, p) => n + p.length, 0) + 12;
  if (minBytes > size + 12) parts.push(chunk('prVt', Buffer.alloc(minBytes - size - 12, 1)));
  parts.push(chunk('IEND', Buffer.alloc(0)));
  return Buffer.concat(parts);
}

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
