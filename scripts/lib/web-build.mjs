// Whether dist/web was built from the sources as they are now, so `npm start` can skip the build.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the web build reads: the app, the shared code it imports, and the build's own configuration. */
export const WEB_INPUTS = ['src/web', 'src/shared', 'vite.config.ts', 'package-lock.json', 'tsconfig.json'];
/** The build's last output: written after every other file. */
export const WEB_OUTPUT = 'dist/web/index.html';

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

/** True when the built index.html is newer than every input. */
export function webBuildIsCurrent(root = process.cwd()) {
  const built = newestMtime(path.join(root, WEB_OUTPUT));
  if (built === 0) return false;
  return WEB_INPUTS.every((input) => newestMtime(path.join(root, input)) <= built);
}
