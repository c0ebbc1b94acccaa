/**
 * Generates the share images (web/public/meta) and the favicon set (web/public/favicon)
 * from the product mark. Run with `pnpm brand:generate`; the outputs are committed.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { pngsToIco } from './ico.ts';
import { markSvg } from './mark.ts';

const root = path.join(import.meta.dirname, '../..');
const publicDir = path.join(root, 'web/public');

function shareSvg(width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#053741"/><stop offset="1" stop-color="#0a5565"/>
    </linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <circle cx="${width - 170}" cy="120" r="220" fill="#27ec93" opacity="0.16"/>
  <circle cx="${width - 60}" cy="${height - 40}" r="150" fill="#ffd23f" opacity="0.14"/>
  <circle cx="80" cy="${height + 40}" r="170" fill="#e0338e" opacity="0.12"/>
  ${markSvg(120, 90, 90)}
  <text x="230" y="172" font-family="DejaVu Sans" font-weight="700" font-size="76" fill="#ffffff">Tribe</text>
  <text x="90" y="${height - 220}" font-family="DejaVu Sans" font-weight="700" font-size="68" fill="#ffffff">Humans After All</text>
  <text x="90" y="${height - 140}" font-family="DejaVu Sans" font-size="40" fill="#27ec93">Employer Branding with a human face</text>
</svg>`;
}

const iconSvg = (size: number, padding = 0) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${
    padding ? `<rect width="100%" height="100%" fill="#053741"/>` : ''
  }${markSvg(size - 2 * padding, padding, padding)}</svg>`;

async function png(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

await mkdir(path.join(publicDir, 'meta'), { recursive: true });
await mkdir(path.join(publicDir, 'favicon'), { recursive: true });
await writeFile(path.join(publicDir, 'meta/og-image.png'), await png(shareSvg(1200, 630)));
await writeFile(path.join(publicDir, 'meta/twitter-image.png'), await png(shareSvg(1200, 600)));
await writeFile(path.join(publicDir, 'favicon/favicon.svg'), iconSvg(32));
await writeFile(
  path.join(publicDir, 'favicon/favicon.ico'),
  pngsToIco([
    { size: 16, png: await png(iconSvg(16)) },
    { size: 32, png: await png(iconSvg(32)) },
    { size: 48, png: await png(iconSvg(48)) },
  ]),
);
await writeFile(path.join(publicDir, 'favicon/apple-touch-icon.png'), await png(iconSvg(180, 22)));
await writeFile(path.join(publicDir, 'favicon/icon-192.png'), await png(iconSvg(192, 24)));
await writeFile(path.join(publicDir, 'favicon/icon-512.png'), await png(iconSvg(512, 64)));
await writeFile(
  path.join(publicDir, 'favicon/site.webmanifest'),
  `${JSON.stringify(
    {
      name: 'Tribe',
      short_name: 'Tribe',
      icons: [
        { src: '/favicon/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/favicon/icon-512.png', sizes: '512x512', type: 'image/png' },
      ],
      theme_color: '#053741',
      background_color: '#ffffff',
      display: 'standalone',
      start_url: '/',
    },
    null,
    2,
  )}\n`,
);
console.log('brand assets written to web/public/meta and web/public/favicon');
