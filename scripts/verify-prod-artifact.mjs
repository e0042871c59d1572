#!/usr/bin/env node
// `npm run verify:prod`: checks that the production artifact works as a deployment uses it. In a
// scratch copy of the repository (the files git knows, committed or not, never dist/ or node_modules):
//   1. `npm run build` (with this checkout's node_modules), then the Dockerfile's production install,
//      `npm ci --omit=dev` without devDependencies, which must warn of no unsupported engine and
//      bring no build tool (and `npm ci` of every package must warn of none either);
//   2. `node dist/server/main.js` with NODE_ENV=production on a new PostgreSQL database: it migrates,
//      seeds nothing, serves the web app (compressed, cached) and the API, robots.txt and the sitemap;
//   3. `node dist/server/cli/admin-create.js` creates an admin, the password read from standard input;
//   4. SIGTERM: the server logs its shutdown and exits 0;
//   5. `npm start`, then SIGTERM to npm itself: the server shuts down cleanly and nothing is left running.
// The database (created and dropped on VERIFY_DATABASE_URL, else TEST_DATABASE_URL, else the local
// server) and the copy are removed afterwards; `--keep` keeps the copy. Takes a few minutes (npm ci).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const KEEP = process.argv.includes('--keep');
const ADMIN_URL = process.env.VERIFY_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
/** Packages only the build needs: none may be in a production install. */
const BUILD_ONLY = ['vite', 'tsx', 'esbuild', 'react', 'tailwindcss', 'vitest', 'typescript'];

const step = (what) => console.log(`\n▸ ${what}`);
const ok = (what) => console.log(`  ✓ ${what}`);
class CheckFailed extends Error {}
function check(condition, what, detail = '') {
  if (!condition) throw new CheckFailed(`${what}${detail ? `\n${detail}` : ''}`);
  ok(what);
}

/** Runs a command to its end; its output is returned (and shown when it fails). */
function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...opts });
  const output = `${r.stdout ?? ''}${r.stderr ?? ''}`;
  if (r.status !== 0) throw new CheckFailed(`${cmd} ${args.join(' ')} exited with ${r.status ?? r.signal}\n${output.slice(-4000)}`);
  return output;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** One HTTP request with the body as sent (no decompression). */
function request(port, urlPath, headers = {}, method = 'GET') {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: urlPath, method, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A process whose output is collected; `exited` resolves to its exit code (or signal name). */
function start(cmd, args, opts) {
  const child = spawn(cmd, args, { ...opts, stdio: ['ignore', 'pipe', 'pipe'] });
  const out = { text: '' };
  child.stdout.on('data', (d) => (out.text += d));
  child.stderr.on('data', (d) => (out.text += d));
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
  return { child, out, exited };
}

async function waitForHealth(port, proc, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  let exited = false;
  void proc.exited.then(() => (exited = true));
  while (Date.now() < until && !exited) {
    const res = await request(port, '/api/health').catch(() => null);
    if (res?.status === 200) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new CheckFailed(`the server did not answer /api/health${exited ? ' (it exited)' : ''}\n${proc.out.text.slice(-4000)}`);
}

/** Every process descended from `pid` (Linux /proc). */
function descendants(pid) {
  const parentOf = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name is in parentheses and may hold spaces: the fields after it are fixed.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parentOf.set(Number(entry), ppid);
    } catch {
      // The process ended while we looked.
    }
  }
  const found = [];
  const walk = (p) => {
    for (const [child, parent] of parentOf) {
      if (parent === p) {
        found.push(child);
        walk(child);
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

async function main() {
  const work = mkdtempSync(path.join(os.tmpdir(), 'neelami-prod-'));
  const copy = path.join(work, 'app');
  const dbName = `neelami_verify_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  const running = [];
  let connected = false;
  let failed = false;
  try {
    step(`copying the repository into ${copy}`);
    const files = run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT })
      .split('\0')
      .filter((f) => f && existsSync(path.join(ROOT, f)));
    for (const f of files) {
      mkdirSync(path.dirname(path.join(copy, f)), { recursive: true });
      cpSync(path.join(ROOT, f), path.join(copy, f));
    }
    ok(`${files.length} files`);

    step('npm run build (with this checkout’s node_modules)');
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
    run('npm', ['run', 'build'], { cwd: copy });
    rmSync(path.join(copy, 'node_modules'));
    for (const f of ['dist/web/index.html', 'dist/web/index.html.br', 'dist/server/main.js', 'dist/server/cli/admin-create.js']) {
      check(existsSync(path.join(copy, f)), `built ${f}`);
    }
    check(existsSync(path.join(copy, 'dist/server/db/migrations/meta/_journal.json')), 'the migrations are copied into dist/server');

    step('the install: npm ci --dry-run (every package), then the production install of the Dockerfile');
    const engines = run('npm', ['ci', '--dry-run'], { cwd: copy });
    check(
      !engines.includes('EBADENGINE'),
      `no package refuses Node ${process.version}`,
      engines
        .split('\n')
        .filter((l) => l.includes('EBADENGINE'))
        .join('\n'),
    );
    const dryRun = run('npm', ['ci', '--omit=dev', '--dry-run'], { cwd: copy });
    ok(`npm ci --omit=dev alone would install ${dryRun.split('\n').filter((l) => l.startsWith('add ')).length} packages`);
    // NOTE: as the Dockerfile does: without the devDependencies, npm keeps none of them for being an optional peer of a dependency.
    run('npm', ['pkg', 'delete', 'devDependencies'], { cwd: copy });
    const install = run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], { cwd: copy });
    check(
      !install.includes('EBADENGINE'),
      `npm ci --omit=dev ${/added \d+ packages/.exec(install)?.[0] ?? 'installed'} and warned of no engine`,
    );
    const present = BUILD_ONLY.filter((p) => existsSync(path.join(copy, 'node_modules', p)));
    check(present.length === 0, 'no build tool or web library is installed', present.join(', '));

    step(`a new database, ${dbName}`);
    await admin.connect();
    connected = true;
    await admin.query(`create database ${dbName}`);
    const dbUrl = new URL(ADMIN_URL);
    dbUrl.pathname = `/${dbName}`;
    const port = await freePort();
    const env = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      DATABASE_URL: dbUrl.href,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: path.join(work, 'data'),
    };

    step('node dist/server/main.js');
    const server = start(process.execPath, ['dist/server/main.js'], { cwd: copy, env });
    running.push(server);
    await waitForHealth(port, server);
    ok('it answers /api/health');
    const db = new pg.Client({ connectionString: dbUrl.href });
    await db.connect();
    try {
      const journal = JSON.parse(readFileSync(path.join(copy, 'dist/server/db/migrations/meta/_journal.json'), 'utf8'));
      const applied = (await db.query('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0].n;
      check(applied === journal.entries.length, `it applied the ${journal.entries.length} migrations`, `applied: ${applied}`);
      const counts = (await db.query('select (select count(*) from users)::int as users, (select count(*) from auctions)::int as auctions'))
        .rows[0];
      check(counts.users === 0 && counts.auctions === 0, 'it seeded nothing', JSON.stringify(counts));

      const home = await request(port, '/');
      const html = home.body.toString();
      check(home.status === 200 && html.includes('<div id="root">'), 'it serves the web app at /');
      check(home.headers['cache-control'] === 'no-cache', 'the page is checked on every visit (no-cache)');
      const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
      check(Boolean(script), `index.html names its main script (${script})`);
      const br = await request(port, script, { 'accept-encoding': 'gzip, deflate, br' });
      const plain = await request(port, script);
      check(
        br.status === 200 && br.headers['content-encoding'] === 'br',
        `the main script goes in brotli: ${plain.body.length} → ${br.body.length} bytes`,
      );
      check(br.headers['cache-control'] === 'public, max-age=31536000, immutable', 'hashed files are cached for a year');
      check(plain.headers['content-encoding'] === undefined, 'and as it is to a client that accepts no compression');
      const api = await request(port, '/api/auctions', { 'accept-encoding': 'br' });
      check(api.status === 200 && /json/.test(api.headers['content-type']), 'the API answers /api/auctions');
      const robots = await request(port, '/robots.txt');
      check(robots.status === 200 && robots.body.toString().includes(`Sitemap: ${env.PUBLIC_URL}/sitemap.xml`), 'it serves robots.txt');
      const sitemap = await request(port, '/sitemap.xml');
      check(sitemap.status === 200 && /application\/xml/.test(sitemap.headers['content-type']), 'it serves sitemap.xml');

      step('node dist/server/cli/admin-create.js');
      const created = spawnSync(
        process.execPath,
        ['dist/server/cli/admin-create.js', '--email', 'admin@verify.example', '--name', 'Verify Admin'],
        {
          cwd: copy,
          env,
          input: 'a-long-enough-password-1\n',
          encoding: 'utf8',
        },
      );
      check(created.status === 0, 'it exits 0', `${created.stdout}${created.stderr}`);
      const admins = (
        await db.query(
          `select count(*)::int as n from users u join user_roles r on r.user_id = u.id where u.email = 'admin@verify.example' and r.role = 'admin'`,
        )
      ).rows[0].n;
      check(admins === 1, 'the admin exists');
    } finally {
      await db.end();
    }

    step('SIGTERM to the server');
    server.child.kill('SIGTERM');
    const code = await Promise.race([server.exited, new Promise((r) => setTimeout(() => r('timeout'), 20_000))]);
    check(code === 0, 'it exits 0', `exit: ${code}\n${server.out.text.slice(-2000)}`);
    check(server.out.text.includes('shutting down'), 'after logging its shutdown');

    step('npm start, then SIGTERM to npm');
    const startPort = await freePort();
    const npmStart = start('npm', ['start'], {
      cwd: copy,
      env: { ...env, PORT: String(startPort), PUBLIC_URL: `http://127.0.0.1:${startPort}` },
    });
    running.push(npmStart);
    await waitForHealth(startPort, npmStart);
    check(
      npmStart.out.text.includes('the web app is up to date') && !npmStart.out.text.includes('compiling'),
      'it runs the build as it is',
    );
    const tree = descendants(npmStart.child.pid);
    ok(`npm ${npmStart.child.pid} runs ${tree.length} processes: ${tree.join(', ')}`);
    process.kill(npmStart.child.pid, 'SIGTERM');
    await npmStart.exited;
    const until = Date.now() + 20_000;
    while (tree.some(alive) && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
    check(!tree.some(alive), 'no process is left running', tree.filter(alive).join(', '));
    check(npmStart.out.text.includes('shutting down'), 'the server logged its shutdown', npmStart.out.text.slice(-2000));
  } catch (err) {
    failed = true;
    console.error(`\n✗ ${err instanceof CheckFailed ? err.message : (err?.stack ?? err)}`);
  } finally {
    // After a failure: whatever this run started and is still running (npm's children included).
    for (const p of running) {
      if (p.child.exitCode !== null || p.child.signalCode !== null) continue;
      for (const pid of [...descendants(p.child.pid), p.child.pid].filter(alive)) process.kill(pid, 'SIGKILL');
    }
    if (connected) {
      await admin
        .query(`drop database if exists ${dbName} with (force)`)
        .catch((e) => console.error(`could not drop ${dbName}: ${e.message}`));
      await admin.end();
    }
    if (KEEP || failed) console.log(`\nThe copy stays in ${copy}`);
    else rmSync(work, { recursive: true, force: true });
  }
  if (failed) process.exit(1);
  console.log('\nThe production artifact works.');
}

await main();
