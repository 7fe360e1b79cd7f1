/**
 * Draws the demo content's images (public/images) as SVG scenes rendered by Chromium: the seed names these
 * paths (prisma/seed/files.ts). Run once: `pnpm --filter @symbol/site exec tsx scripts/draw-demo-images.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const out = path.resolve(import.meta.dirname, '../public/images');

interface Scene {
  sky: [string, string];
  ground: [string, string];
  sun: string;
  building: 'church' | 'chapel' | 'estate' | 'belltower' | 'icon' | 'camp';
}

const church = (x: number, base: number, color: string) => `
  <g fill="${color}">
    <rect x="${x}" y="${base - 260}" width="300" height="260"/>
    <polygon points="${x - 20},${base - 260} ${x + 150},${base - 360} ${x + 320},${base - 260}"/>
    <rect x="${x + 110}" y="${base - 480}" width="80" height="140"/>
    <ellipse cx="${x + 150}" cy="${base - 500}" rx="52" ry="60"/>
    <rect x="${x + 146}" y="${base - 620}" width="8" height="70"/>
    <rect x="${x + 128}" y="${base - 600}" width="44" height="8"/>
    <rect x="${x + 360}" y="${base - 420}" width="90" height="420"/>
    <polygon points="${x + 350},${base - 420} ${x + 405},${base - 560} ${x + 460},${base - 420}"/>
    <rect x="${x + 401}" y="${base - 630}" width="8" height="80"/>
  </g>
  <g fill="#fde68a" opacity="0.9">
    <rect x="${x + 60}" y="${base - 200}" width="40" height="80" rx="20"/>
    <rect x="${x + 200}" y="${base - 200}" width="40" height="80" rx="20"/>
    <rect x="${x + 390}" y="${base - 360}" width="30" height="60" rx="15"/>
  </g>`;

const chapel = (x: number, base: number, color: string) => `
  <g fill="${color}">
    <rect x="${x}" y="${base - 220}" width="260" height="220"/>
    <polygon points="${x - 30},${base - 220} ${x + 130},${base - 380} ${x + 290},${base - 220}"/>
    <polygon points="${x + 95},${base - 380} ${x + 130},${base - 560} ${x + 165},${base - 380}"/>
    <ellipse cx="${x + 130}" cy="${base - 560}" rx="26" ry="34"/>
    <rect x="${x + 127}" y="${base - 650}" width="6" height="70"/>
    <rect x="${x + 112}" y="${base - 630}" width="36" height="6"/>
  </g>
  ${Array.from({ length: 9 }, (_, i) => `<line x1="${x}" x2="${x + 260}" y1="${base - 20 - i * 22}" y2="${base - 20 - i * 22}" stroke="#00000033" stroke-width="3"/>`).join('')}`;

const estate = (x: number, base: number, color: string) => `
  <g fill="${color}">
    <rect x="${x}" y="${base - 230}" width="640" height="230"/>
    <polygon points="${x - 20},${base - 230} ${x + 320},${base - 330} ${x + 660},${base - 230}"/>
    <rect x="${x + 230}" y="${base - 300}" width="180" height="70"/>
    <polygon points="${x + 220},${base - 300} ${x + 320},${base - 370} ${x + 420},${base - 300}"/>
  </g>
  <g fill="#f5f5f4">${Array.from({ length: 6 }, (_, i) => `<rect x="${x + 240 + i * 30}" y="${base - 230}" width="14" height="230"/>`).join('')}</g>
  <g fill="#fde68a" opacity="0.85">${Array.from({ length: 8 }, (_, i) => (i === 3 || i === 4 ? '' : `<rect x="${x + 30 + i * 75}" y="${base - 170}" width="34" height="70"/>`)).join('')}</g>`;

const icon = () => `
  <rect x="660" y="150" width="600" height="760" rx="20" fill="#7c2d12"/>
  <rect x="700" y="190" width="520" height="680" rx="10" fill="#b45309"/>
  <circle cx="960" cy="420" r="170" fill="#fcd34d"/>
  <circle cx="960" cy="430" r="110" fill="#78350f"/>
  <rect x="820" y="560" width="280" height="300" rx="60" fill="#1e3a8a"/>
  <rect x="900" y="560" width="120" height="300" fill="#991b1b"/>`;

const camp = (base: number) => `
  ${[300, 760, 1240].map((x) => `<polygon points="${x},${base} ${x + 180},${base - 240} ${x + 360},${base}" fill="#166534"/><polygon points="${x + 150},${base} ${x + 180},${base - 80} ${x + 210},${base}" fill="#052e16"/>`).join('')}
  <g fill="#f97316"><polygon points="1050,${base + 40} 1080,${base - 50} 1110,${base + 40}"/></g>
  ${Array.from({ length: 12 }, (_, i) => `<polygon points="${60 + i * 160},${base - 30} ${120 + i * 160},${base - 330 - (i % 3) * 60} ${180 + i * 160},${base - 30}" fill="#14532d" opacity="0.55"/>`).join('')}`;

function svg(scene: Scene, width: number, height: number) {
  const base = 880;
  const building = {
    church: church(700, base, '#f5f5f4'),
    belltower: church(760, base, '#e7e5e4'),
    chapel: chapel(820, base, '#78350f'),
    estate: estate(640, base, '#fef3c7'),
    icon: icon(),
    camp: camp(base),
  }[scene.building];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1920 1080" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/></linearGradient>
    <linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.ground[0]}"/><stop offset="1" stop-color="${scene.ground[1]}"/></linearGradient>
    <radialGradient id="glow"><stop offset="0" stop-color="${scene.sun}" stop-opacity="0.9"/><stop offset="1" stop-color="${scene.sun}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="1920" height="1080" fill="url(#sky)"/>
  <circle cx="1500" cy="300" r="360" fill="url(#glow)"/>
  <circle cx="1500" cy="300" r="80" fill="${scene.sun}"/>
  <path d="M0 760 Q 400 640 800 740 T 1920 700 V 1080 H 0 Z" fill="${scene.ground[0]}" opacity="0.6"/>
  ${building}
  <path d="M0 860 Q 500 820 960 870 T 1920 850 V 1080 H 0 Z" fill="url(#ground)"/>
</svg>`;
}

const images: [string, number, number, Scene][] = [
  [
    'slides/pokrovskoye-church.jpg',
    1920,
    1080,
    { sky: ['#fb923c', '#fde68a'], ground: ['#3f6212', '#1a2e05'], sun: '#fff7ed', building: 'church' },
  ],
  [
    'slides/zaozerye-estate.jpg',
    1920,
    1080,
    { sky: ['#60a5fa', '#e0f2fe'], ground: ['#4d7c0f', '#1a2e05'], sun: '#fefce8', building: 'estate' },
  ],
  [
    'slides/karelia-chapel.jpg',
    1920,
    1080,
    { sky: ['#1e3a8a', '#c4b5fd'], ground: ['#1e293b', '#020617'], sun: '#e0e7ff', building: 'chapel' },
  ],
  [
    'projects/bell-tower.jpg',
    1200,
    800,
    { sky: ['#f59e0b', '#fef3c7'], ground: ['#365314', '#1a2e05'], sun: '#fffbeb', building: 'belltower' },
  ],
  [
    'projects/karelia-chapel.jpg',
    1200,
    800,
    { sky: ['#0ea5e9', '#e0f2fe'], ground: ['#14532d', '#052e16'], sun: '#f0f9ff', building: 'chapel' },
  ],
  [
    'projects/icon-workshop.jpg',
    1200,
    800,
    { sky: ['#292524', '#57534e'], ground: ['#1c1917', '#0c0a09'], sun: '#fcd34d', building: 'icon' },
  ],
  [
    'projects/volunteer-camp.jpg',
    1200,
    800,
    { sky: ['#38bdf8', '#fef9c3'], ground: ['#3f6212', '#1a2e05'], sun: '#fefce8', building: 'camp' },
  ],
];

const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="48" viewBox="0 0 180 48">
  <rect x="2" y="2" width="44" height="44" rx="10" fill="#7c2d12"/>
  <path d="M24 8v32M16 16h16M14 30h20" stroke="#fcd34d" stroke-width="4" stroke-linecap="round"/>
  <text x="56" y="22" font-family="Georgia, 'DejaVu Serif', serif" font-size="16" font-weight="700" fill="#1c1917">Symbol</text>
  <text x="56" y="40" font-family="Georgia, 'DejaVu Serif', serif" font-size="14" fill="#7c2d12">of Faith</text>
</svg>`;

/** An .ico holding one PNG (every browser reads PNG-in-ICO). */
function ico(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
for (const [file, width, height, scene] of images) {
  await page.setViewportSize({ width, height });
  await page.setContent(`<body style="margin:0">${svg(scene, width, height)}</body>`);
  mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
  writeFileSync(path.join(out, file), await page.screenshot({ type: 'jpeg', quality: 72 }));
}
writeFileSync(path.join(out, 'logo.svg'), logo);
await page.setViewportSize({ width: 32, height: 32 });
await page.setContent(
  `<body style="margin:0;background:transparent">${logo.replace('width="180" height="48" viewBox="0 0 180 48"', 'width="32" height="32" viewBox="0 0 48 48"')}</body>`,
);
writeFileSync(path.join(out, 'favicon.ico'), ico(await page.screenshot({ type: 'png', omitBackground: true }), 32));
await browser.close();
