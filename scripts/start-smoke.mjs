#!/usr/bin/env node
// `npm run test:start`: the README's `npm start` for real, on whichever Node runs this (CI runs it on the
// system's Node 20 and on Node 24, decision 034). On a fresh DATA_DIR it builds what is stale, seeds
// the demo world and listens; then /api/health must answer 200, no esbuild service may be left beside
// the server, and SIGTERM to npm must stop everything cleanly. A minute or two when dist/ is current.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const START_TIMEOUT_MS = 300_000;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Every process descended from `pid`, with its command name (Linux /proc). */
function descendants(pid) {
  const procs = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const after = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      procs.push({
        pid: Number(entry),
        ppid: Number(after[1]),
        state: after[0],
        name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
      });
    } catch {
      // The process ended while we looked.
    }
  }
  const found = [];
  const walk = (p) => {
    for (const proc of procs) {
      if (proc.ppid === p && proc.state !== 'Z') {
        found.push(proc);
        walk(proc.pid);
      }
    }
  };
  walk(pid);
  return found;
}

/** Whether a process still runs (an exited one its parent has not reaped yet does not). */
function alive(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

function fail(what, output) {
  console.error(`✗ ${what}${output ? `\n${output.slice(-4000)}` : ''}`);
  process.exitCode = 1;
}

const port = await freePort();
const dataDir = path.join(ROOT, '.tmp', `start-smoke-${randomBytes(4).toString('hex')}`);
const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, HOST: '127.0.0.1', NODE_ENV: 'development' };
// What would point it away from the embedded database or the demo setup a new user gets.
for (const name of ['DATABASE_URL', 'TEST_DATABASE_URL', 'SMTP_URL', 'PUBLIC_URL', 'SEED', 'DEMO_MODE', 'AUTH_SECRET', 'STORAGE']) {
  delete env[name];
}
console.log(`npm start on Node ${process.version} (port ${port}, DATA_DIR ${path.relative(ROOT, dataDir)})`);
const started = Date.now();
const npm = spawn('npm', ['start'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
let output = '';
npm.stdout.on('data', (d) => (output += d));
npm.stderr.on('data', (d) => (output += d));
const exited = new Promise((resolve) => npm.on('exit', (code, signal) => resolve(code ?? signal)));
let gone = false;
void exited.then(() => (gone = true));

try {
  let health = null;
  while (!health && !gone && Date.now() - started < START_TIMEOUT_MS) {
    health = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then(async (res) => (res.ok ? await res.json() : null))
      .catch(() => null);
    if (!health) await new Promise((r) => setTimeout(r, 500));
  }
  if (!health) throw new Error(`no answer from /api/health${gone ? ' (npm start exited)' : ''}`);
  if (health.status !== 'ok') throw new Error(`/api/health answered ${JSON.stringify(health)}`);
  console.log(`✓ /api/health answers ${JSON.stringify(health)} after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const tree = descendants(npm.pid);
  console.log(`  npm start runs: ${tree.map((p) => `${p.name} (${p.pid})`).join(', ')}`);
  const esbuild = tree.filter((p) => p.name.startsWith('esbuild'));
  if (esbuild.length) throw new Error(`esbuild's service is still running beside the server: ${esbuild.map((p) => p.pid).join(', ')}`);
  console.log('✓ no esbuild service left beside the server');

  npm.kill('SIGTERM');
  await exited;
  const until = Date.now() + 20_000;
  while (tree.some((p) => alive(p.pid)) && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
  const left = tree.filter((p) => alive(p.pid));
  if (left.length) throw new Error(`left running after SIGTERM to npm: ${left.map((p) => `${p.name} (${p.pid})`).join(', ')}`);
  if (!output.includes('shutting down')) throw new Error('the server did not log its shutdown');
  console.log('✓ SIGTERM to npm stopped the server cleanly, nothing left running');
} catch (err) {
  fail(err.message, output);
  for (const p of descendants(npm.pid)) process.kill(p.pid, 'SIGKILL');
  if (!gone) npm.kill('SIGKILL');
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
