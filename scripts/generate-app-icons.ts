/**
 * Draws the installable app's icons (decision 027) from the favicon's mark and renders them to PNG
 * with sharp: `npx tsx scripts/generate-app-icons.ts` writes src/web/public/icons/. The PNGs are
 * committed; run this again only when the mark or the colours change.
 *
 * - icon-192.png, icon-512.png: the mark on a rounded square, for launchers and the install prompt;
 * - icon-maskable-512.png: full-bleed, the mark inside the middle 80% that every mask keeps;
 * - apple-touch-icon.png (180): full-bleed and opaque, as iOS rounds it itself.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT_DIR = path.join(ROOT, 'src/web/public/icons');

/** DESIGN.md: the deep indigo primary (--primary) and the saffron accent (--accent), in sRGB. */
const PRIMARY = '#37369b';
const ACCENT = '#f9ad26';
/** The favicon's "N" on its 32-unit grid (src/web/public/favicon.svg). */
const MARK = 'M9 23V9h3.2l7 9.3V9H23v14h-3.1l-7.1-9.4V23z';

function svg({ rounded, markScale }: { rounded: boolean; markScale: number }): string {
  // The mark is scaled about the middle of the grid (16, 16).
  const t = 16 * (1 - markScale);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="${rounded ? 7 : 0}" fill="${PRIMARY}"/>
  <path transform="translate(${t} ${t}) scale(${markScale})" d="${MARK}" fill="${ACCENT}"/>
</svg>`;
}

const ICONS = [
  { file: 'icon-192.png', size: 192, rounded: true, markScale: 1 },
  { file: 'icon-512.png', size: 512, rounded: true, markScale: 1 },
  { file: 'icon-maskable-512.png', size: 512, rounded: false, markScale: 0.85 },
  { file: 'apple-touch-icon.png', size: 180, rounded: false, markScale: 0.9 },
];

mkdirSync(OUT_DIR, { recursive: true });
for (const icon of ICONS) {
  const out = path.join(OUT_DIR, icon.file);
  await sharp(Buffer.from(svg(icon)), { density: 72 * (icon.size / 32) })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(out);
  console.log(`wrote ${path.relative(ROOT, out)}`);
}
