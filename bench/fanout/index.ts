import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { startChild, type BenchChild } from '../lib/child-process';
import { loadAverage, machine, recordRun, RESULTS, runTimestamp } from '../lib/results';

/**
 * Fan-out (issue 4): 5,000 and 10,000 WebSocket watchers of one auction, held by client processes on
 * this machine. From the commit of a bid to its receipt by the last watcher: p50 and p99, and the
 * server's memory per connection. Beside it, in the same run and with the same clients, a bare `ws`
 * server broadcasting the same payload: the floor on this machine. Goal: p99 ≤ 1.25 × the bare one's.
 *
 *   tsx bench/fanout/index.ts
 * The app runs on PostgreSQL (FANOUT_DATABASE_URL, BENCH_DATABASE_URL, TEST_DATABASE_URL, else
 * postgres://root@127.0.0.1:5432/postgres; a scratch database), or on PGlite when none is reachable.
 * FANOUT_SIZES, FANOUT_ROUNDS (default 100) and FANOUT_CLIENT_PROCESSES tune the run.
 */
const SIZES = (process.env.FANOUT_SIZES ?? '5000,10000').split(',').map(Number);
const CLIENT_PROCESSES = Number(process.env.FANOUT_CLIENT_PROCESSES ?? 2);
const ROUNDS = Number(process.env.FANOUT_ROUNDS ?? 100);
const WARMUP_ROUNDS = 3;
const GOAL = 1.25;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Child = BenchChild;

/** FANOUT_CPU_PROF=<dir> profiles the app server (for tuning; not used by `npm run bench`). */
function start(file: string, args: string[] = [], env: Record<string, string> = {}): Child {
  const profile =
    process.env.FANOUT_CPU_PROF && file === './server.ts' ? ['--cpu-prof', `--cpu-prof-dir=${process.env.FANOUT_CPU_PROF}`] : [];
  return startChild(new URL(file, import.meta.url), { args, env, nodeArgs: ['--expose-gc', ...profile] });
}

const stop = (c: Child) => c.stop();

type Memory = { rss: number; heapUsed: number };
type Measure = {
  kind: 'app' | 'bare';
  watchers: number;
  p50: number;
  p99: number;
  max: number;
  rssPerConn: number;
  heapPerConn: number;
  connectS: number;
};

/** Nearest rank. */
function percentile(sorted: number[], p: number) {
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? 0;
}

async function measure(kind: 'app' | 'bare', watchers: number, dbUrl: string | undefined): Promise<Measure> {
  const server = start(kind === 'app' ? './server.ts' : './bare.ts', [], dbUrl ? { FANOUT_DATABASE_URL: dbUrl } : {});
  const clients: Child[] = [];
  try {
    const ready = await server.next<{ port: number; topic?: string }>('ready');
    const topic = ready.topic ?? `auction:${randomUUID()}`;
    const url = kind === 'app' ? `ws://127.0.0.1:${ready.port}/api/realtime` : `ws://127.0.0.1:${ready.port}`;
    server.proc.send({ type: 'memory' });
    const before = await server.next<Memory>('memory');
    const per = Math.ceil(watchers / CLIENT_PROCESSES);
    const t0 = Date.now();
    for (let i = 0; i < CLIENT_PROCESSES; i++) {
      clients.push(start('./clients.ts', [url, topic, String(Math.min(per, watchers - i * per))]));
    }
    await Promise.all(clients.map((c) => c.next('ready', 300_000)));
    const connectS = (Date.now() - t0) / 1000;
    await sleep(500);
    server.proc.send({ type: 'memory' });
    const after = await server.next<Memory>('memory');

    const lasts = new Map<string, number>();
    const ids: string[] = [];
    for (let r = 0; r < ROUNDS + WARMUP_ROUNDS; r++) {
      let id: string;
      if (kind === 'app') {
        server.proc.send({ type: 'bid' });
        const res = await server.next<{ status: number; id: string }>('bid');
        if (res.status !== 201) throw new Error(`bid refused: ${res.status}`);
        id = res.id;
      } else {
        id = randomUUID();
        server.proc.send({ type: 'broadcast', id, topic, data: samplePayload(id, r) });
      }
      const got = await Promise.all(clients.map((c) => c.next<{ id: string; last: number }>('got', 30_000)));
      if (got.some((g) => g.id !== id)) throw new Error('events arrived out of order');
      if (r >= WARMUP_ROUNDS) {
        lasts.set(id, Math.max(...got.map((g) => g.last)));
        ids.push(id);
      }
      await sleep(150);
    }
    server.proc.send({ type: 'commits' });
    const { commits } = await server.next<{ commits: [string, number][] }>('commits');
    const committed = new Map(commits);
    const latencies = ids.map((id) => lasts.get(id)! - committed.get(id)!).sort((a, b) => a - b);
    return {
      kind,
      watchers,
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      max: latencies[latencies.length - 1] ?? 0,
      rssPerConn: (after.rss - before.rss) / watchers,
      heapPerConn: (after.heapUsed - before.heapUsed) / watchers,
      connectS,
    };
  } finally {
    await Promise.all(clients.map(stop));
    await stop(server);
  }
}

/** The same shape and size as the app's bid.placed event data. */
function samplePayload(id: string, r: number) {
  const auctionId = randomUUID();
  return {
    auctionId,
    currentBid: 10_000_000 + r * 100_000,
    bidCount: r + 1,
    biddersCount: 1,
    endTime: new Date().toISOString(),
    extended: false,
    bid: { id, auctionId, amount: 10_000_000 + r * 100_000, createdAt: new Date().toISOString(), bidderAlias: 'Bidder 4F2A' },
  };
}

async function scratchDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const base =
    process.env.FANOUT_DATABASE_URL ??
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://root@127.0.0.1:5432/postgres';
  const probe = new pg.Client({ connectionString: base });
  try {
    await probe.connect();
    await probe.end();
  } catch {
    console.log(`PostgreSQL not reachable at ${base}: the app runs on PGlite.`);
    return null;
  }
  const name = `neelami_bench_fanout_${randomBytes(3).toString('hex')}`;
  const admin = async (q: string) => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    try {
      await c.query(q);
    } finally {
      await c.end();
    }
  };
  await admin(`create database ${name}`);
  const u = new URL(base);
  u.pathname = `/${name}`;
  return { url: u.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

const fmt = (n: number, d = 0) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });

const INTRO =
  '## Fan-out (`bench/fanout`)\n\n' +
  `Watchers of one auction held by ${CLIENT_PROCESSES} client processes on the same machine. Latency: from the commit of a\n` +
  `bid (when its event leaves for the watchers) to its receipt by the last watcher, over ${ROUNDS} bids. Beside it, in the same\n` +
  'run and with the same clients, a bare `ws` server broadcasting the same payload: the floor here.\n' +
  "Goal: p99 ≤ 1.25 × the bare broadcast's. Memory: growth of the server process per connected, subscribed watcher. Newest run first.";

async function main() {
  const db = await scratchDatabase();
  const rows: [Measure, Measure][] = [];
  try {
    for (const n of SIZES) {
      console.log(`${fmt(n)} watchers: bare ws …`);
      const bare = await measure('bare', n, undefined);
      console.log(`  p50 ${fmt(bare.p50, 1)} ms, p99 ${fmt(bare.p99, 1)} ms`);
      console.log(`${fmt(n)} watchers: Neelami …`);
      const app = await measure('app', n, db?.url);
      console.log(`  p50 ${fmt(app.p50, 1)} ms, p99 ${fmt(app.p99, 1)} ms, ${fmt(app.rssPerConn / 1024, 1)} KiB/connection`);
      rows.push([app, bare]);
    }
  } finally {
    await db?.drop();
  }
  const lines = [
    `### ${runTimestamp()} — app on ${db ? 'PostgreSQL (LISTEN/NOTIFY bus on)' : 'PGlite'}`,
    '',
    `- Machine: ${machine()}; load average at the end ${loadAverage()} (1 / 5 / 15 min; other work shares these cores)`,
    '',
    '| watchers | server | p50 ms | p99 ms | max ms | p99 × bare | RSS per connection | heap per connection |',
    '|---:|---|---:|---:|---:|---:|---:|---:|',
  ];
  const verdicts: string[] = [];
  for (const [app, bare] of rows) {
    const ratio = app.p99 / bare.p99;
    lines.push(
      `| ${fmt(app.watchers)} | Neelami | ${fmt(app.p50, 1)} | ${fmt(app.p99, 1)} | ${fmt(app.max, 1)} | ${ratio.toFixed(2)} × | ${fmt(app.rssPerConn / 1024, 1)} KiB | ${fmt(app.heapPerConn / 1024, 1)} KiB |`,
      `| ${fmt(bare.watchers)} | bare ws | ${fmt(bare.p50, 1)} | ${fmt(bare.p99, 1)} | ${fmt(bare.max, 1)} | 1.00 × | ${fmt(bare.rssPerConn / 1024, 1)} KiB | ${fmt(bare.heapPerConn / 1024, 1)} KiB |`,
    );
    verdicts.push(`${fmt(app.watchers)}: ${ratio.toFixed(2)} × — **${ratio <= GOAL ? 'met' : 'NOT met'}**`);
  }
  lines.push('', `- Goal p99 ≤ ${GOAL} × bare: ${verdicts.join('; ')}`, '');
  const block = lines.join('\n');
  if (process.env.BENCH_RECORD === '0') console.log(block);
  else {
    recordRun('fanout', INTRO, block);
    console.log(`recorded in ${RESULTS}`);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
