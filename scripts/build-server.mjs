#!/usr/bin/env node
// The compiled server: src/server's entry points bundled by esbuild into dist/server (ESM, Node,
// with source maps), so production runs it with plain `node` and needs neither tsx nor any other
// development package. Packages stay external (node_modules is installed beside it), and the
// migrations are copied into dist/server/db/migrations, where the compiled server reads them.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** What `node dist/server/<name>.js` runs: the server and the command-line tools. */
export const SERVER_ENTRIES = ['main.ts', 'cli/admin-create.ts', 'db/migrate-cli.ts', 'db/seed/seed-cli.ts'];
/**
 * Tools that live outside src/server because they need nothing of it, compiled beside its own CLIs:
 * `node dist/server/cli/verify-bid-log.js <auction URL>` checks a bid log from the production image.
 */
export const SCRIPT_ENTRIES = [{ in: 'scripts/verify-bid-log.ts', out: 'cli/verify-bid-log' }];

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Builds dist/server from src/server (or into `outDir`); resolves to esbuild's metafile. */
export async function buildServer({ root = ROOT, outDir = path.join(root, 'dist/server') } = {}) {
  // NOTE: imported here, not at the top: `npm start` loads this file on every start, and esbuild is a
  // development package that a production install (npm ci --omit=dev) does not have.
  const { build, stop } = await import('esbuild');
  const srcDir = path.join(root, 'src/server');
  rmSync(outDir, { recursive: true, force: true });
  // First, so that main.js is the build's last output (what `npm start` compares with the sources).
  cpSync(path.join(srcDir, 'db/migrations'), path.join(outDir, 'db/migrations'), { recursive: true });
  // NOTE: esbuild builds in a service process of its own (about 46 MB) that lives as long as this
  // process unless stopped; under `npm start` that is the server's whole life.
  const result = await build({
    absWorkingDir: root,
    entryPoints: [
      ...SERVER_ENTRIES.map((entry) => path.join(srcDir, entry)),
      ...SCRIPT_ENTRIES.map((entry) => ({ in: path.join(root, entry.in), out: entry.out })),
    ],
    outbase: srcDir,
    outdir: outDir,
    bundle: true,
    // The entry points share most of the code: one copy of it, in chunks they import.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    packages: 'external',
    sourcemap: true,
    // The maps point into src/ instead of carrying a copy of it (node --enable-source-maps turns stack traces into source lines).
    sourcesContent: false,
    metafile: true,
    logLevel: 'warning',
  }).finally(() => stop());
  return result.metafile;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  await buildServer();
  console.log(`Built the server into dist/server in ${Date.now() - started} ms`);
}
