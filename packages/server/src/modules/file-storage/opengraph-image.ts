/**
 * The generated Open Graph image, a file variant the spec names beside the receipt: a 1200×630 PNG in the
 * site's look (stone paper, the amber accent, serif titles) with the page's title and line, the record's
 * picture where it has one, and the site's name and logo. satori lays it out to SVG, resvg paints it. The
 * fonts are files shipped in packages (PT Serif, the site's serif, and Noto Sans, both with Cyrillic), so the
 * image looks the same on every machine and never depends on system fonts.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { renderAsync } from '@resvg/resvg-js';
import type satoriType from 'satori';
import { loadSharp, SITE_IMAGES_DIR } from './variants.ts';

export const OPENGRAPH_WIDTH = 1200;
export const OPENGRAPH_HEIGHT = 630;

export interface OpengraphCard {
  title: string;
  subtitle: string;
  siteName: string;
  /** The host the site answers on, printed small at the bottom. */
  host: string;
  /** The record's picture (any raster image's bytes). */
  picture?: Buffer;
}

type Weight = 400 | 700;
const SUBSETS = ['latin', 'cyrillic', 'latin-ext'];
const family = (name: string) => SUBSETS.map((subset) => `'${name} ${subset}'`).join(', ');
const SERIF = family('PT Serif');
const SANS = family('Noto Sans');
const require = createRequire(import.meta.url);
const fontFile = (pkg: string, file: string) => path.join(path.dirname(require.resolve(pkg)), 'files', file);

async function loadFonts() {
  const faces: { name: string; pkg: string; prefix: string; weight: Weight }[] = [
    { name: 'PT Serif', pkg: '@fontsource/pt-serif', prefix: 'pt-serif', weight: 700 },
    { name: 'Noto Sans', pkg: '@fontsource/noto-sans', prefix: 'noto-sans', weight: 400 },
  ];
  // Each subset a family of its own (`PT Serif cyrillic`): the text names them all, and satori takes the
  // first that has a glyph (subsets under one name: only the first was used, Cyrillic came out as boxes).
  return Promise.all(
    faces.flatMap((face) =>
      SUBSETS.map(async (subset) => ({
        name: `${face.name} ${subset}`,
        weight: face.weight,
        style: 'normal' as const,
        data: await readFile(fontFile(face.pkg, `${face.prefix}-${subset}-${face.weight}-normal.woff`)),
      })),
    ),
  );
}
let fonts: ReturnType<typeof loadFonts> | undefined;

/** The logo's mark (its first 48 px square, without the English wordmark): the site's name is set beside it. */
async function loadMark(): Promise<string> {
  const svg = await readFile(path.join(SITE_IMAGES_DIR, 'logo.svg'), 'utf8');
  const mark = svg.replace(/width="\d+" height="\d+" viewBox="[^"]*"/, 'width="48" height="48" viewBox="0 0 48 48"');
  return `data:image/svg+xml;base64,${Buffer.from(mark).toString('base64')}`;
}
let mark: Promise<string> | undefined;

interface Element {
  type: string;
  props: Record<string, unknown> & { style?: Record<string, unknown> };
}
const box = (style: Record<string, unknown>, ...children: (Element | string | null)[]): Element => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children: children.filter((c) => c !== null) },
});

const PICTURE = { width: 420, height: 502 };

export async function renderOpengraphImage(card: OpengraphCard): Promise<Buffer> {
  fonts ??= loadFonts();
  mark ??= loadMark();
  const picture = card.picture
    ? `data:image/jpeg;base64,${(
        await loadSharp()(card.picture)
          .rotate()
          .resize({ ...PICTURE, fit: 'cover' })
          .jpeg({ quality: 82 })
          .toBuffer()
      ).toString('base64')}`
    : undefined;
  // Smaller type for longer titles, and at most three lines of it (satori clamps block boxes only).
  const titleSize = card.title.length > 70 ? 44 : card.title.length > 36 ? 50 : 68;
  // Text gets a definite width (the card less its padding, the accent and the picture): satori wraps only then.
  const width = OPENGRAPH_WIDTH - 16 - 2 * 64 - (picture ? PICTURE.width + 48 : 0);
  const tree = box(
    { width: '100%', height: '100%', background: '#fafaf9', borderLeft: '16px solid #d97706', padding: 64, gap: 48 },
    box(
      { flexDirection: 'column', width, height: OPENGRAPH_HEIGHT - 2 * 64, justifyContent: 'space-between' },
      box(
        { alignItems: 'center', gap: 20 },
        { type: 'img', props: { src: await mark, width: 64, height: 64 } },
        box({ fontFamily: SERIF, fontSize: 34, color: '#7c2d12' }, card.siteName),
      ),
      box(
        { flexDirection: 'column', gap: 24 },
        box(
          {
            display: 'block',
            fontFamily: SERIF,
            fontSize: titleSize,
            lineHeight: 1.12,
            color: '#1c1917',
            lineClamp: 3,
          },
          card.title,
        ),
        card.subtitle
          ? box(
              { display: 'block', fontFamily: SANS, fontSize: 28, lineHeight: 1.4, color: '#57534e', lineClamp: 3 },
              card.subtitle,
            )
          : null,
      ),
      box({ fontFamily: SANS, fontSize: 24, color: '#78716c' }, card.host),
    ),
    picture
      ? {
          type: 'img',
          props: { src: picture, ...PICTURE, style: { borderRadius: 24, objectFit: 'cover', flexShrink: 0 } },
        }
      : null,
  );
  // Loaded on the first share image, not at every start.
  const { default: satori } = await import('satori');
  const svg = await satori(tree as Parameters<typeof satoriType>[0], {
    width: OPENGRAPH_WIDTH,
    height: OPENGRAPH_HEIGHT,
    fonts: await fonts,
  });
  // No system fonts: every glyph was turned into a path by satori already. Painted on libuv's thread pool, not
  // the event loop's thread (the larger part of a render).
  return (await renderAsync(svg, { font: { loadSystemFonts: false } })).asPng();
}
