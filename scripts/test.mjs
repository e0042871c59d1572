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

function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  const found = candidates.find((p) => existsSync(p));
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/etc/debian_version')) {
    console.log("Chromium not found: installing Debian's chromium package…");
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium'], { DEBIAN_FRONTEND: 'noninteractive' });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
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
