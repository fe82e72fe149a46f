// Draws the installed app's icons (public/icons) from the logo's leaf: run it again after
// changing the mark, then commit the PNGs. `node apps/web/scripts/make-icons.mjs`
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const BRAND = '#0a7f44'; // --color-brand-600, index.html's theme-color
const out = fileURLToPath(new URL('../public/icons/', import.meta.url));

// The leaf of components/ui/logo.tsx (a 24-unit box), drawn white and `scale` of the icon.
const leaf = (size, scale) => {
  const s = (size * scale) / 24;
  const at = (size - 24 * s) / 2;
  return `<g transform="translate(${at} ${at}) scale(${s})" fill="none" stroke="#fff"
    stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round">
    <path d="M5 19c0-8 5-13 14-14-1 9-6 14-14 14Z"/><path d="M5 19 13 11"/></g>`;
};

// 'any': the logo's rounded tile on a clear ground, as the shop shows it.
const tile = (size) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
  <rect width="${size}" height="${size}" rx="${size * 0.22}" fill="${BRAND}"/>${leaf(size, 0.8)}</svg>`;

// Maskable and Apple's: full bleed (the platform cuts the shape), the leaf inside the
// maskable safe zone (the middle 80 % circle).
const square = (size) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
  <rect width="${size}" height="${size}" fill="${BRAND}"/>${leaf(size, 0.64)}</svg>`;

const icons = [
  ['icon-192.png', tile(192)],
  ['icon-512.png', tile(512)],
  ['icon-maskable-512.png', square(512)],
  ['apple-touch-icon.png', square(180)],
];

await mkdir(out, { recursive: true });
for (const [name, svg] of icons) {
  await sharp(Buffer.from(svg))
    .png({ compressionLevel: 9, palette: true })
    .toFile(out + name);
}
process.stdout.write(`Wrote ${icons.map(([name]) => name).join(', ')} to ${out}\n`);
