#!/usr/bin/env node
// The whole suite (README "npm test"): unit + API on PGlite, API again on PostgreSQL when
// TEST_DATABASE_URL is set, then Playwright end-to-end in Chromium against the built app.
// Flags: --unit-only, --e2e-only.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const args = new Set(process.argv.slice(2));
const unit = !args.has('--e2e-only');
const e2e = !args.has('--unit-only');

function run(cmd, argv, env = {}) {
  console.log(`\n$ ${[cmd, ...argv].join(' ')}`);
  const r = spawnSync(cmd, argv, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// NOTE: Debian's headless shell (package chromium-headless-shell) is the same Chromium without the
// desktop browser around it; on two cores it loads a page in about half the time, so it is taken
// when installed (decision 057).
const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'];

function findChromium() {
  const found = CANDIDATES.filter(Boolean).find((p) => existsSync(p));
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/etc/debian_version')) {
    console.log("Chromium not found: installing Debian's chromium and chromium-headless-shell packages…");
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium', 'chromium-headless-shell'], { DEBIAN_FRONTEND: 'noninteractive' });
    const installed = CANDIDATES.slice(1).find((p) => existsSync(p));
    if (installed) return installed;
  }
  console.error('No Chromium found: install it (Debian: apt-get install chromium) or set CHROMIUM_PATH.');
  process.exit(1);
}

const chromium = e2e ? findChromium() : undefined;

if (unit) {
  run('npx', ['vitest', 'run']);
  if (process.env.TEST_DATABASE_URL) {
    run('npx', ['vitest', 'run', 'src/server', 'scripts/verify-bid-log.test.ts'], { TEST_DB_KIND: 'postgres' });
  } else {
    console.log('\nTEST_DATABASE_URL is not set: API tests ran on PGlite only.');
  }
}

if (e2e) {
  // The browser build and the server entry that renders pages with React (decision 035).
  run('node', ['scripts/build-web.mjs']);
  run('npx', ['playwright', 'test'], { CHROMIUM_PATH: chromium, E2E_DB: 'pglite' });
  if (process.env.TEST_DATABASE_URL) {
    run('npx', ['playwright', 'test'], { CHROMIUM_PATH: chromium, E2E_DB: 'postgres' });
  }
}
