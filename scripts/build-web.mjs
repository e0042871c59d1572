#!/usr/bin/env node
// The web app's two builds (decision 035): the server entry that renders pages with React into dist/ssr,
// then the browser build into dist/web (last, so that its index.html is the newest file of the two, which
// `npm start` compares with the sources), then `.br` and `.gz` beside each of the browser's text files.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { precompress } from './build-precompress.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export async function buildWeb({ root = ROOT, logLevel = 'warn' } = {}) {
  // NOTE: imported here: a production install (npm ci --omit=dev) has no Vite, and `npm start` loads this file.
  const { build } = await import('vite');
  const configFile = path.join(root, 'vite.config.ts');
  await build({ configFile, logLevel, build: { ssr: 'entry-server.tsx' } });
  await build({ configFile, logLevel });
  precompress(path.join(root, 'dist/web'));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  await buildWeb();
  console.log(`Built the web app into dist/web and dist/ssr in ${Date.now() - started} ms`);
}
