// Whether dist/ was built from the sources as they are now (the web app in dist/web, the compiled
// server in dist/server), so `npm start` can skip a build.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the web build reads: the app, the shared code it imports, and the build's own configuration. */
export const WEB_INPUTS = [
  'src/web',
  'src/shared',
  'vite.config.ts',
  'package-lock.json',
  'tsconfig.json',
  'scripts/build-precompress.mjs',
  'scripts/build-web.mjs',
  'scripts/vite-service-worker.mjs',
];
/** The build's last output: written after every other file. */
export const WEB_OUTPUT = 'dist/web/index.html';

/** What the server build reads (scripts/build-server.mjs). */
export const SERVER_INPUTS = [
  'src/server',
  'src/shared',
  'package-lock.json',
  'tsconfig.json',
  'scripts/build-server.mjs',
  'scripts/verify-bid-log.ts',
];
/** The compiled server's entry point, written after the migrations are copied. */
export const SERVER_OUTPUT = 'dist/server/main.js';

/** The newest modification time (ms) of a file, or of any file under a folder; 0 when it is missing. */
export function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** True when `output` exists and is newer than every input. */
export function buildIsCurrent(inputs, output, root = process.cwd()) {
  const built = newestMtime(path.join(root, output));
  if (built === 0) return false;
  return inputs.every((input) => newestMtime(path.join(root, input)) <= built);
}

/** True when the built index.html is newer than every input of the web build. */
export function webBuildIsCurrent(root = process.cwd()) {
  return buildIsCurrent(WEB_INPUTS, WEB_OUTPUT, root);
}

/** True when the compiled server is newer than every input of the server build. */
export function serverBuildIsCurrent(root = process.cwd()) {
  return buildIsCurrent(SERVER_INPUTS, SERVER_OUTPUT, root);
}
