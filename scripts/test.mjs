#!/usr/bin/env node
// The whole suite (README "npm test"): unit + API on PGlite, API again on PostgreSQL when
// TEST_DATABASE_URL is set, then Playwright end-to-end in Chromium against the built app.
// Flags: --unit-only, --e2e-only.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';

const args = new Set(process.argv.slice(2));
const unit = !args.has('--e2e-only');
const e2e = !args.has('--unit-only');

function run(cmd, argv, env = {}) {
  console.log(`\n$ ${[cmd, ...argv].join(' ')}`);
  const r = spawnSync(cmd, argv, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/**
 * Runs several commands at once, each line of their output prefixed with its name; exits with the
 * first failure's status once all have finished.
 */
async function runTogether(jobs) {
  const statuses = await Promise.all(
    jobs.map(
      ({ name, cmd, argv, env }) =>
        new Promise((resolve) => {
          console.log(`\n$ [${name}] ${[cmd, ...argv].join(' ')}`);
          const child = spawn(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
          for (const stream of [child.stdout, child.stderr]) {
            createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
          }
          child.on('close', (code) => resolve(code ?? 1));
        }),
    ),
  );
  const failed = statuses.find((s) => s !== 0);
  if (failed !== undefined) process.exit(failed);
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
  run('npx', ['vite', 'build', '--logLevel', 'warn']);
  // NOTE: the two rounds run side by side, each with its own server (port, data directory, database):
  // a journey mostly waits (for the server, the realtime feed, the clock), so together they take
  // little longer than one alone.
  const rounds = [
    { name: 'pglite', cmd: 'npx', argv: ['playwright', 'test'], env: { CHROMIUM_PATH: chromium, E2E_DB: 'pglite', E2E_PORT: '3210' } },
  ];
  if (process.env.TEST_DATABASE_URL) {
    rounds.push({
      name: 'postgres',
      cmd: 'npx',
      argv: ['playwright', 'test'],
      env: { CHROMIUM_PATH: chromium, E2E_DB: 'postgres', E2E_PORT: '3211' },
    });
  }
  await runTogether(rounds);
}
