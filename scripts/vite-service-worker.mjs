// Builds the service worker (decision 027): after `vite build` has written the app, writes
// `<outDir>/sw.js` from src/web/sw/service-worker.js with the app shell's files and a version put in.
// The shell is what the first paint needs, read from the build manifest the server also reads:
// the entry script and the chunks it imports, its styles, the Latin fonts, and a few files
// of public/ (the offline page among them). The version is a hash of all that, so a new build makes a
// new cache and the old one is deleted; a build that changes nothing keeps its cache.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Files of public/ that the shell keeps. */
export const PUBLIC_SHELL = ['/offline.html', '/favicon.svg', '/manifest.webmanifest', '/icons/icon-192.png'];

/**
 * The fonts kept with the shell: the Latin subsets (Latin Extended holds the rupee sign). The others
 * are kept when a page first needs them.
 */
const SHELL_FONT = /-latin(-ext)?-[^/]*\.woff2$/;

/**
 * The pages a visitor lands on (src/server/lib/http/spa.ts's LANDING_ROUTES and AUCTION_ROUTE, as the build
 * manifest names their modules): their code is kept with the shell, so that opened offline they start
 * instead of failing to load. The code of other pages is kept once a page has needed it.
 */
export const SHELL_ROUTES = [
  'app/routes/home.tsx',
  'app/routes/live-auctions.tsx',
  'app/routes/properties.tsx',
  'app/routes/auction-detail.tsx',
  'app/routes/auth.tsx',
];

/**
 * The URLs of the app shell, from the build manifest: the entry's scripts, styles and fonts (not its
 * page: a failed navigation gets the offline page, decision 045), the
 * parts of the frame it loads lazily (every dynamic import outside app/routes/), and the landing pages.
 */
export function shellFiles(manifest) {
  const files = new Set();
  const seen = new Set();
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const lazyFrame = entries.flatMap((key) => (manifest[key].dynamicImports ?? []).filter((d) => !d.startsWith('app/routes/')));
  const stack = [...entries, ...lazyFrame, ...SHELL_ROUTES.filter((route) => manifest[route])];
  while (stack.length > 0) {
    const key = stack.pop();
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) continue;
    seen.add(key);
    files.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) files.add(`/${css}`);
    for (const asset of chunk.assets ?? []) if (SHELL_FONT.test(asset)) files.add(`/${asset}`);
    stack.push(...(chunk.imports ?? []));
  }
  return [...files, ...PUBLIC_SHELL];
}

const PLACEHOLDERS = ['self.__NEELAMI_VERSION__', 'self.__NEELAMI_SHELL__'];

/** The service worker's code: the template with the version and the shell's URLs in place. */
export function serviceWorkerCode(template, version, shell) {
  for (const p of PLACEHOLDERS) if (!template.includes(p)) throw new Error(`the service worker template lacks ${p}`);
  return template.replace(PLACEHOLDERS[0], JSON.stringify(version)).replace(PLACEHOLDERS[1], JSON.stringify(shell));
}

/** The Vite plugin: `serviceWorker({ template })`, for builds only (the dev server has no service worker). */
export function serviceWorker({ template }) {
  let outDir = '';
  let publicDir = '';
  return {
    name: 'neelami:service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      publicDir = config.publicDir;
    },
    writeBundle() {
      const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'));
      const shell = shellFiles(manifest);
      const source = readFileSync(template, 'utf8');
      const hash = createHash('sha256').update(source).update(JSON.stringify(shell));
      // public/ files keep their names from build to build: their bytes make the version too.
      for (const file of PUBLIC_SHELL) hash.update(readFileSync(path.join(publicDir, file)));
      writeFileSync(path.join(outDir, 'sw.js'), serviceWorkerCode(source, hash.digest('hex').slice(0, 12), shell));
    },
  };
}
