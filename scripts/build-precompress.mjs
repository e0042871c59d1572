#!/usr/bin/env node
// Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every compressible
// file of the built web app, so the server sends them as they are (@fastify/static `preCompressed`)
// instead of compressing the same bytes on every request. `node scripts/build-precompress.mjs [dir]`
// (default dist/web).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text formats; images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/i;

/** Every file under `dir`, recursively. */
function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * Compresses the files of `dir`; returns the byte counts. NOTE: every file gets both variants, however
 * small: one without would be compressed again on each request by the server's dynamic compression.
 */
export function precompress(dir) {
  const totals = { files: 0, bytes: 0, br: 0, gzip: 0 };
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const data = readFileSync(file);
    const br = brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
    const gz = gzipSync(data, { level: constants.Z_BEST_COMPRESSION });
    totals.files += 1;
    totals.bytes += data.length;
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gz);
    totals.br += br.length;
    totals.gzip += gz.length;
  }
  return totals;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = path.resolve(process.argv[2] ?? fileURLToPath(new URL('../dist/web', import.meta.url)));
  const started = Date.now();
  const t = precompress(dir);
  const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
  console.log(
    `Compressed ${t.files} files of ${path.relative(process.cwd(), dir) || dir} (${kb(t.bytes)}): brotli ${kb(t.br)}, gzip ${kb(t.gzip)}, in ${Date.now() - started} ms`,
  );
}
