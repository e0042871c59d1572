import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the server finds what it reads from disk (the built web app, the migrations, the bundled
 * images). NOTE: the same code runs from its sources (tsx: src/server/…) and compiled (node:
 * dist/server/…, where esbuild folds many files into one), so a path relative to the running file
 * would differ between the two; every path starts from the project's root instead.
 */
function projectRootAbove(dir: string): string {
  for (let at = dir; ; at = path.dirname(at)) {
    if (existsSync(path.join(at, 'package.json'))) return at;
    if (path.dirname(at) === at) throw new Error(`No package.json in ${dir} or above it`);
  }
}

const running = fileURLToPath(import.meta.url);

/** The folder of package.json. */
export const PROJECT_ROOT = projectRootAbove(path.dirname(running));

/** Whether this is the compiled server (dist/server), not its sources. */
export const RUNNING_COMPILED = running.startsWith(path.join(PROJECT_ROOT, 'dist') + path.sep);

/** The server's own tree: src/server, or dist/server when compiled (the build copies the migrations there). */
export const SERVER_DIR = path.join(PROJECT_ROOT, RUNNING_COMPILED ? 'dist' : 'src', 'server');

/** A path under the project's root: `fromProjectRoot('dist', 'web')`. */
export function fromProjectRoot(...segments: string[]): string {
  return path.join(PROJECT_ROOT, ...segments);
}
