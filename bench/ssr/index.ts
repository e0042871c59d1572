import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildWeb } from '../../scripts/build-web.mjs';
import { startChild } from '../lib/child-process';
import { loadAverage, machine, recordRun, RESULTS, runTimestamp } from '../lib/results';
import { P99_GOAL_MS, RATIO_GOAL, ssrBlock, type Row } from './report';

/**
 * Server rendering under load (issue 26, part 5): server-rendered auction pages (`GET /auction/:id`, the
 * demo world's live and upcoming auctions in turn) per second, with p50 and p99, at 10 concurrent clients,
 * beside `GET /api/health` on the same server in the same run. Goals: the page's rate ≥ 0.01 × health's
 * and its p99 ≤ 50 ms.
 *
 * It builds the web app as `npm run build` does (scripts/build-web.mjs: the server entry into
 * .tmp/bench-ssr/ssr, the browser build into .tmp/bench-ssr/web; never dist), creates a scratch
 * PostgreSQL database (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://root@127.0.0.1:5432/test
 * is the administrator's connection), starts the production server on it in a process of its own with
 * the demo world seeded, measures each request for BENCH_SSR_SECONDS (10) after a 2 s warm-up, and drops
 * the database. A run takes about a minute with its build; the figures mean something only on an idle
 * machine. BENCH_RECORD=0 prints without writing RESULTS.md.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const OUT_DIR = path.join(ROOT, '.tmp/bench-ssr');
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const SECONDS = Math.max(1, Number(process.env.BENCH_SSR_SECONDS ?? 10));
const WARMUP_SECONDS = Math.min(2, SECONDS);
const CONNECTIONS = 10;
const RECORD = process.env.BENCH_RECORD !== '0';
const ACCEPT = { 'accept-encoding': 'br, gzip' };

const INTRO = [
  '## Server rendering (`bench/ssr`)',
  '',
  "Server-rendered auction pages (`GET /auction/:id`, the demo world's live and upcoming auctions in turn) beside",
  '`GET /api/health` on the same server in the same run: the production server on PostgreSQL with the demo world',
  'seeded and the web app built as `npm run build` builds it, autocannon with 10 connections for a fixed time per',
  'request, every request accepting brotli and gzip as a browser does. Goals (issue 26): the page at ≥ 0.01 × health’s',
  'rate, with p99 ≤ 50 ms. Needs an idle machine: the server and the load generator share its cores.',
  '`npm run bench -- ssr` repeats it. Newest run first.',
  '',
].join('\n');

async function admin<T>(query: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return (await client.query(query)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The ids of every live and upcoming auction, as a visitor's listing gives them. */
async function activeAuctions(origin: string): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const res = await fetch(`${origin}/api/auctions?status=live,upcoming&pageSize=60&page=${page}`);
    const list = (await res.json()) as { items: { id: string }[]; total: number };
    ids.push(...list.items.map((a) => a.id));
    if (list.items.length === 0 || ids.length >= list.total) return ids;
  }
}

async function measure(origin: string, name: string, request: string, paths: readonly string[], seconds: number): Promise<Row> {
  let n = 0;
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: seconds,
    headers: ACCEPT,
    requests: [{ method: 'GET', path: paths[0], setupRequest: (req) => ({ ...req, path: paths[n++ % paths.length] }) }],
  });
  return {
    name,
    request,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    bytesPerAnswer: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
  };
}

async function main() {
  console.log(`bench/ssr: building the web app into ${path.relative(ROOT, OUT_DIR)}…`);
  const { webDir } = await buildWeb({ outDir: OUT_DIR });

  const database = `neelami_bench_ssr_${randomBytes(3).toString('hex')}`;
  const [{ server_version: version = '?' } = {}] = await admin<{ server_version?: string }>('show server_version');
  await admin(`create database ${database}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  console.log(`bench/ssr: seeding the demo world into ${database} and starting the server…`);
  // NOTE: NODE_ENV as production sets it (Dockerfile): the server entry picks React's production build by it.
  const server = startChild(new URL('./server.ts', import.meta.url), { args: [webDir, url.toString()], env: { NODE_ENV: 'production' } });
  const stopAll = async () => {
    await server.stop();
    await admin(`drop database if exists ${database} with (force)`);
  };
  process.once('SIGINT', () => void stopAll().finally(() => process.exit(130)));

  let health: Row, page: Row, auctions: number, seedMs: number;
  try {
    const ready = await server.next<{ origin: string; seedMs: number }>('ready', 600_000);
    const { origin } = ready;
    seedMs = ready.seedMs;
    const ids = await activeAuctions(origin);
    if (ids.length === 0) throw new Error('the demo world has no live or upcoming auction');
    auctions = ids.length;
    const pages = ids.map((id) => `/auction/${id}`);
    // Each page must arrive rendered: an empty root is the page the browser renders, not what is measured here.
    for (const p of pages) {
      const res = await fetch(`${origin}${p}`);
      const html = await res.text();
      if (res.status !== 200 || html.includes('<div id="root"></div>'))
        throw new Error(`${p} was not rendered on the server (${res.status})`);
    }

    console.log(`bench/ssr: ${auctions} auction pages; ${SECONDS} s per request after ${WARMUP_SECONDS} s of warm-up`);
    await measure(origin, 'health', '', ['/api/health'], WARMUP_SECONDS);
    health = await measure(origin, 'health', 'GET /api/health', ['/api/health'], SECONDS);
    console.log(`  health        ${health.rps.toFixed(0).padStart(7)} req/s  p50 ${health.p50} ms  p99 ${health.p99} ms`);
    await measure(origin, 'auction page', '', pages, WARMUP_SECONDS);
    page = await measure(origin, 'auction page', 'GET /auction/:id', pages, SECONDS);
    console.log(`  auction page  ${page.rps.toFixed(0).padStart(7)} req/s  p50 ${page.p50} ms  p99 ${page.p99} ms`);
  } finally {
    await stopAll();
  }

  const { text, ok } = ssrBlock(health, page, {
    timestamp: runTimestamp(),
    postgres: version.split(' ')[0] ?? version,
    machine: machine(),
    loadAverage: loadAverage(),
    auctions,
    seedMs,
    connections: CONNECTIONS,
    seconds: SECONDS,
    warmupSeconds: WARMUP_SECONDS,
  });
  console.log(`\n${text}`);
  if (RECORD) {
    recordRun('ssr', INTRO, text);
    console.log(`recorded in ${RESULTS}`);
  } else console.log('(BENCH_RECORD=0: not written to RESULTS.md)');
  // A missed goal is a finding to record and read, not a crash of `npm run bench`.
  if (!ok) console.log(`bench/ssr: a goal was not met (page ≥ ${RATIO_GOAL} × health, p99 ≤ ${P99_GOAL_MS} ms; see above)`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
