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

// The full Chromium is needed (the push journeys run on it); Debian's headless shell, where installed,
// runs the others in about half the time (playwright.config.ts, decision 057).
const DEFAULT_CHROMIUM = '/usr/bin/chromium';

function findChromium() {
  const found = [process.env.CHROMIUM_PATH, DEFAULT_CHROMIUM, '/usr/bin/chromium-browser'].filter(Boolean).find((p) => existsSync(p));
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/etc/debian_version')) {
    console.log("Chromium not found: installing Debian's chromium and chromium-headless-shell packages…");
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium', 'chromium-headless-shell'], { DEBIAN_FRONTEND: 'noninteractive' });
    if (existsSync(DEFAULT_CHROMIUM)) return DEFAULT_CHROMIUM;
  }
  console.error('No Chromium found: install it (Debian: apt-get install chromium) or set CHROMIUM_PATH.');
  process.exit(1);
}

const chromium = e2e ? findChromium() : undefined;
// NOTE: named to Playwright only when it is not the default, which the config then pairs with the shell.
const browserEnv = chromium && chromium !== DEFAULT_CHROMIUM ? { CHROMIUM_PATH: chromium } : {};

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
  run('npx', ['playwright', 'test'], { ...browserEnv, E2E_DB: 'pglite' });
  if (process.env.TEST_DATABASE_URL) {
    run('npx', ['playwright', 'test'], { ...browserEnv, E2E_DB: 'postgres' });
  }
}
