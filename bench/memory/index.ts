import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadAverage, machine, recordRun, RESULTS, runTimestamp } from '../lib/results';
import { freePort } from '../lib/free-port';

/**
 * The embedded server's resident memory (issue 25, finding 16): the server started exactly as
 * `npm start` starts it (`node scripts/start.mjs`, which builds what is stale and then runs the
 * compiled server in that same process) on a fresh DATA_DIR, so the first start creates the PGlite
 * database and seeds the demo world; then again on the same DATA_DIR (a restart). Each time the RSS
 * is read after start and after some traffic (public pages and API reads, images, sign-ins), with
 * where it goes: the V8 heap (from /metrics), PGlite's WebAssembly memory, the rest of the anonymous
 * memory (compiled code, the C heap: sharp/libvips, zlib, pino…) and the mapped files (node itself,
 * libraries). Goal: ≤ 300 MB after start.
 */
const GOAL_MB = 300;
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const RECORD = !process.argv.includes('--no-record');
const METRICS_TOKEN = 'bench-memory-token';
const MB = 2 ** 20;

type Snapshot = {
  rssMb: number;
  hwmMb: number;
  heapUsedMb: number;
  heapTotalMb: number;
  wasmMb: number;
  otherAnonMb: number;
  filesMb: number;
};

/** Resident memory of a process, split by kind of mapping (Linux /proc/<pid>/smaps). */
function residentBreakdown(pid: number): { wasmMb: number; anonMb: number; filesMb: number } {
  let wasm = 0;
  let anon = 0;
  let files = 0;
  let current: { anon: boolean; sizeKb: number } | null = null;
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      const sizeKb = (parseInt(head[2]!, 16) - parseInt(head[1]!, 16)) / 1024;
      const name = head[3]!.trim();
      current = { anon: name === '' || name === '[heap]', sizeKb };
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (!rss || !current) continue;
    const kb = Number(rss[1]);
    // NOTE: PGlite's WebAssembly memory is the one anonymous mapping of 128 MB or more (its initial size).
    if (current.anon && current.sizeKb >= 128 * 1024) wasm += kb;
    else if (current.anon) anon += kb;
    else files += kb;
  }
  return { wasmMb: wasm / 1024, anonMb: anon / 1024, filesMb: files / 1024 };
}

function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(m?.[1] ?? 0) / 1024;
}

async function metric(origin: string, name: string): Promise<number> {
  const text = await (await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name} `) || l.startsWith(`${name}{`));
  return Number(line?.split(' ').at(-1) ?? NaN);
}

async function snapshot(pid: number, origin: string): Promise<Snapshot> {
  const heapUsed = await metric(origin, 'nodejs_heap_size_used_bytes');
  const heapTotal = await metric(origin, 'nodejs_heap_size_total_bytes');
  const parts = residentBreakdown(pid);
  return {
    rssMb: statusMb(pid, 'VmRSS'),
    hwmMb: statusMb(pid, 'VmHWM'),
    heapUsedMb: heapUsed / MB,
    heapTotalMb: heapTotal / MB,
    wasmMb: parts.wasmMb,
    // The V8 heap lives in anonymous memory too: what remains is code, the C heap and other buffers.
    otherAnonMb: Math.max(0, parts.anonMb - heapTotal / MB),
    filesMb: parts.filesMb,
  };
}

type Started = { child: ChildProcess; origin: string; output: () => string; seconds: number };

async function startLikeNpmStart(dataDir: string): Promise<Started> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'TEST_DATABASE_URL', 'SMTP_URL', 'SEED', 'DEMO_MODE', 'AUTH_SECRET', 'STORAGE', 'NODE_ENV'])
    delete env[name];
  Object.assign(env, { PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: origin, DATA_DIR: dataDir, METRICS_TOKEN });
  const started = Date.now();
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output.slice(-3000)}`);
    if (Date.now() - started > 600_000) throw new Error(`no answer from /api/health:\n${output.slice(-3000)}`);
    const ok = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 300));
  }
  // Whatever the start scheduled right after listening (the scheduler's first tick) has run.
  await new Promise((r) => setTimeout(r, 3000));
  return { child, origin, output: () => output, seconds: (Date.now() - started) / 1000 };
}

async function stop(server: Started) {
  const exited = new Promise((r) => server.child.once('exit', r));
  server.child.kill('SIGTERM');
  await exited;
}

/** Some of what visitors and a buyer do: pages, the catalogue, auctions, images, sign-ins. Returns the request count. */
async function traffic(origin: string): Promise<number> {
  const get = (url: string, headers: Record<string, string> = {}) =>
    fetch(`${origin}${url}`, { headers: { 'accept-encoding': 'br, gzip', ...headers } }).then(async (r) => {
      await r.arrayBuffer();
      if (r.status >= 500) throw new Error(`${url} answered ${r.status}`);
      return r;
    });
  const res = await fetch(`${origin}/api/auctions?pageSize=60`);
  const ids = ((await res.json()) as { items: { id: string }[] }).items.map((a) => a.id);
  const urls: string[] = [];
  for (const id of ids) urls.push(`/api/auctions/${id}`, `/api/auctions/${id}/bids`, `/api/auctions/${id}/documents`, `/auctions/${id}`);
  for (const id of ids.slice(0, 20)) {
    const auction = (await (await fetch(`${origin}/api/auctions/${id}`)).json()) as { images?: { imageUrl: string; thumbUrl: string }[] };
    for (const image of auction.images ?? []) urls.push(image.imageUrl, image.thumbUrl);
  }
  for (const q of ['status=live', 'status=upcoming&sort=newest', 'q=thane', 'q=garden&sort=most_bids', 'page=2'])
    urls.push(`/api/auctions?${q}`);
  urls.push('/', '/api/stats', '/api/sellers', '/sitemap.xml', '/robots.txt');
  let count = 1 + Math.min(ids.length, 20);
  for (let round = 0; round < 3; round++) {
    for (let i = 0; i < urls.length; i += 8) {
      await Promise.all(urls.slice(i, i + 8).map((u) => get(u)));
      count += urls.slice(i, i + 8).length;
    }
  }
  for (const email of ['rahul.mehta@neelami.in', 'sneha.patil@neelami.in', 'admin@neelami.in']) {
    const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email, password: 'neelami123' }),
    });
    if (!signIn.ok) throw new Error(`sign-in of ${email} answered ${signIn.status}`);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    for (const u of ['/api/me', '/api/notifications', '/api/watchlist', '/api/me/bids', '/api/buyer/dashboard', '/api/admin/dashboard']) {
      await get(u, { cookie });
      count += 1;
    }
    count += 1;
  }
  return count;
}

const INTRO = [
  '## Memory (`bench/memory`)',
  '',
  'The embedded server as `npm start` runs it (`node scripts/start.mjs`: it builds what is stale, then runs the',
  'compiled server in the same process) on a fresh `DATA_DIR` (the first start creates the PGlite database and',
  'seeds the demo world), then restarted on the same `DATA_DIR`. Resident memory (RSS) after start and after',
  "some traffic (every public auction's page and API reads, 20 auctions' images, catalogue queries, three",
  'sign-ins with their dashboards, three rounds), and where it goes: the V8 heap, PGlite’s WebAssembly',
  'memory, the rest of the anonymous memory (compiled code, the C heap of sharp/libvips, zlib, buffers) and',
  'mapped files (the node binary, libraries). Goal: ≤ 300 MB after start (1 MB = 2²⁰ bytes).',
  '`npm run bench -- memory` repeats it. Newest run first.',
  '',
].join('\n');

const fmt = (n: number) => n.toFixed(0);
const row = (label: string, s: Snapshot) =>
  `| ${label} | ${fmt(s.rssMb)} | ${fmt(s.hwmMb)} | ${fmt(s.heapUsedMb)} / ${fmt(s.heapTotalMb)} | ${fmt(s.wasmMb)} | ${fmt(s.otherAnonMb)} | ${fmt(s.filesMb)} |`;

async function main() {
  const dataDir = mkdtempSync(path.join(ROOT, '.tmp', 'bench-memory-'));
  const rows: string[] = [];
  const facts: string[] = [];
  let worstAfterStart = 0;
  try {
    for (const label of ['first start (fresh DATA_DIR)', 'restart (same DATA_DIR)']) {
      console.log(`bench/memory: ${label}…`);
      const server = await startLikeNpmStart(dataDir);
      const pid = server.child.pid!;
      const afterStart = await snapshot(pid, server.origin);
      const requests = await traffic(server.origin);
      const afterTraffic = await snapshot(pid, server.origin);
      await stop(server);
      worstAfterStart = Math.max(worstAfterStart, afterStart.rssMb);
      rows.push(row(`${label}: after start`, afterStart), row(`${label}: after ${requests} requests`, afterTraffic));
      const built = [
        server.output().includes('building the web app') ? 'built the web app' : null,
        server.output().includes('compiling the server') ? 'compiled the server' : null,
      ].filter(Boolean);
      facts.push(`${label}: answered after ${server.seconds.toFixed(1)} s${built.length ? ` (it ${built.join(' and ')} first)` : ''}`);
      console.log(`  RSS ${fmt(afterStart.rssMb)} MB after start, ${fmt(afterTraffic.rssMb)} MB after ${requests} requests`);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const block = [
    `### ${runTimestamp()}`,
    '',
    `- Machine: ${machine()}; load average at the end ${loadAverage()} (1 / 5 / 15 min; other work shares these cores)`,
    ...facts.map((f) => `- ${f}`),
    '',
    '| moment | RSS MB | peak RSS MB | V8 heap used / total MB | PGlite WebAssembly MB | other anonymous MB | files MB |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    `- Goal ≤ ${GOAL_MB} MB after start: worst ${fmt(worstAfterStart)} MB — **${worstAfterStart <= GOAL_MB ? 'met' : 'missed'}**`,
    '',
  ].join('\n');
  console.log(`\n${block}`);
  if (RECORD) {
    recordRun('memory', INTRO, block);
    console.log(`written to ${path.relative(ROOT, RESULTS)}`);
  }
}

await main();
