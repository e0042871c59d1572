#!/usr/bin/env node
// The web app's two builds (decision 035): the server entry that renders pages with React into dist/ssr,
// then the browser build into dist/web (last, so that its index.html is the newest file of the two, which
// `npm start` compares with the sources), then `.br` and `.gz` beside each of the browser's text files.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { precompress } from './build-precompress.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * Builds into `outDir` (dist unless given: the benchmarks build into .tmp/bench-*): `<outDir>/ssr` and
 * `<outDir>/web`, side by side as the server looks for them (`ssrEntryFor` in src/server/lib/http/pages.ts).
 * Resolves to both folders and the browser build's output (its chunks, with the modules in each).
 */
export async function buildWeb({ root = ROOT, outDir = path.join(root, 'dist'), logLevel = 'warn' } = {}) {
  // NOTE: imported here: a production install (npm ci --omit=dev) has no Vite, and `npm start` loads this file.
  const { build } = await import('vite');
  const configFile = path.join(root, 'vite.config.ts');
  const ssrDir = path.resolve(outDir, 'ssr');
  const webDir = path.resolve(outDir, 'web');
  await build({ configFile, logLevel, build: { ssr: 'entry-server.tsx', outDir: ssrDir, emptyOutDir: true } });
  const result = await build({ configFile, logLevel, build: { outDir: webDir, emptyOutDir: true } });
  precompress(webDir);
  const output = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : []));
  return { webDir, ssrDir, output };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  await buildWeb();
  console.log(`Built the web app into dist/web and dist/ssr in ${Date.now() - started} ms`);
}
