/**
 * Responsive variants over real HTTP and a real storage directory: an upload gets its widths in WebP and
 * JPEG beside it, served like any stored file; an image the site ships gets each variant on its first request.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { SECRET, setupTestApp } from '../../../../test/helper.ts';

const dir = await mkdtemp(path.join(tmpdir(), 'symbol-variants-'));
afterAll(() => rm(dir, { recursive: true, force: true }));
const t = await setupTestApp({ FILE_STORAGE_DIR: dir });

/** A photo-like JPEG (a gradient: real encoders, real sizes). */
const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 120, g: 60, b: 20 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#fcd34d"/></svg>`,
        ),
      },
    ])
    .jpeg()
    .toBuffer();

const fetchImage = async (url: string) => {
  const res = await t.http.get(url).buffer(true);
  const meta = res.status === 200 ? await sharp(res.body as Buffer).metadata() : undefined;
  return { status: res.status, type: res.headers['content-type'], width: meta?.width, format: meta?.format };
};

describe('image variants', () => {
  it('an upload gets every width up to its own, in WebP and JPEG, stored beside it and served', async () => {
    const res = await t.http
      .post('/api/file-storage/files')
      .set('x-rbac-secret-key', SECRET)
      .attach('file', await jpeg(1400, 700), { filename: 'church.jpg', contentType: 'image/jpeg' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const file: string = res.body.data.file;
    const key = file.slice('/files/'.length);
    const siblings = (await readdir(path.join(dir, path.dirname(key)))).filter((name) =>
      name.startsWith(path.basename(key)),
    );
    const base = path.basename(key);
    expect(siblings.sort()).toEqual(
      [base, ...[320, 640, 960, 1280].flatMap((w) => [`${base}.w${w}.jpg`, `${base}.w${w}.webp`])].sort(),
    );
    for (const width of [320, 640, 960, 1280]) {
      expect(await fetchImage(`/public${file}.w${width}.webp`)).toEqual({
        status: 200,
        type: 'image/webp',
        width,
        format: 'webp',
      });
      expect(await fetchImage(`/public${file}.w${width}.jpg`)).toMatchObject({ status: 200, width, format: 'jpeg' });
    }
    // Never wider than the original, never another format.
    expect((await fetchImage(`/public${file}.w1920.webp`)).status).toBe(404);
    expect((await fetchImage(`/public${file}.w640.png`)).status).toBe(404);

    const deleted = await t.http.delete(`/api/file-storage/files/${res.body.data.id}`).set('x-rbac-secret-key', SECRET);
    expect(deleted.status).toBe(200);
    expect((await readdir(path.join(dir, path.dirname(key)))).filter((n) => n.startsWith(base))).toEqual([]);
  });

  it('a shipped demo image gets a variant on its first request, stored in the file storage', async () => {
    const url = '/public/files/images/slides/pokrovskoye-church.jpg.w640.webp';
    expect(await fetchImage(url)).toEqual({ status: 200, type: 'image/webp', width: 640, format: 'webp' });
    const stored = await sharp(path.join(dir, 'images/slides/pokrovskoye-church.jpg.w640.webp')).metadata();
    expect(stored.width).toBe(640);
    expect(await fetchImage('/public/files/images/slides/pokrovskoye-church.jpg.w1920.jpg')).toMatchObject({
      status: 200,
      width: 1920,
      format: 'jpeg',
    });
    expect((await fetchImage('/public/files/images/slides/missing.jpg.w640.webp')).status).toBe(404);
    expect((await fetchImage('/public/files/images/slides/pokrovskoye-church.jpg.w500.webp')).status).toBe(404);
  });
});
