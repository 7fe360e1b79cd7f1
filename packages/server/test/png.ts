/**
 * Real PNG bytes written from scratch (no image library), for the server's upload tests and the admin's browser
 * tests alike (admin/e2e imports this file): a given size, a solid colour, optionally padded with a private
 * chunk up to `minBytes`.
 */
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export function png(
  width: number,
  height: number,
  { minBytes = 0, rgb = [0x7f, 0x7f, 0x7f] }: { minBytes?: number; rgb?: [number, number, number] } = {},
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit truecolour, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const parts = [
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
  ];
  const size = parts.reduce((n, p) => n + p.length, 0) + 12;
  if (minBytes > size + 12) parts.push(chunk('prVt', Buffer.alloc(minBytes - size - 12, 1)));
  parts.push(chunk('IEND', Buffer.alloc(0)));
  return Buffer.concat(parts);
}
