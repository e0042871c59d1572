import autocannon from 'autocannon';
import { startChild } from '../lib/child-process';
import { loadAverage, machine, recordRun, RESULTS, runTimestamp } from '../lib/results';
import type { BenchSeed } from './seed';

/**
 * Listing at 10,000 auctions: filtered and sorted `GET /api/auctions` against `GET /api/health`
 * on the same server in the same run. Goals (issue 3): listing p99 ≤ 20 ms and listing throughput
 * ≥ 0.3 × health. The cached rows measure what visitors get; the "distinct query" rows defeat
 * the cache (every request differs) and so measure the database path alone.
 */
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const P99_GOAL_MS = 20;
const RATIO_GOAL = 0.3;

type Scenario = { name: string; path: string; unique?: boolean; listing: boolean };

const SCENARIOS: Scenario[] = [
  { name: 'health', path: '/api/health', listing: false },
  { name: 'default (Ending Soon, page 1)', path: '/api/auctions', listing: true },
  { name: 'live, Ending Soon', path: '/api/auctions?status=live&sort=ending_soon', listing: true },
  { name: 'home featured, active', path: '/api/auctions?featured=true&status=active&pageSize=3', listing: true },
  {
    name: 'upcoming Residential, Newest, page 2',
    path: '/api/auctions?status=upcoming&propertyType=Residential&sort=newest&page=2',
    listing: true,
  },
  {
    name: 'Pune, ₹25 L–₹3 Cr, Highest Bid',
    path: '/api/auctions?location=Pune&minPrice=2500000&maxPrice=30000000&sort=highest_bid',
    listing: true,
  },
  { name: 'search "garden", Most Bids', path: '/api/auctions?q=garden&sort=most_bids', listing: true },
  {
    name: 'distinct query: default (no cache)',
    path: '/api/auctions?sort=ending_soon',
    unique: true,
    listing: false,
  },
  {
    name: 'distinct query: search + filters (no cache)',
    path: '/api/auctions?q=station&propertyType=Residential&sort=highest_bid',
    unique: true,
    listing: false,
  },
];

type Row = { scenario: Scenario; rps: number; p50: number; p99: number; errors: number; non2xx: number };

async function startServer(): Promise<{ port: number; kind: string; seed: BenchSeed; seedMs: number; stop: () => Promise<void> }> {
  const child = startChild(new URL('./server.ts', import.meta.url));
  const ready = await child.next<{ port: number; kind: string; seed: BenchSeed; seedMs: number }>('ready', 600_000);
  return { ...ready, stop: child.stop };
}

async function run(port: number, s: Scenario, duration: number): Promise<Row> {
  let n = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration,
    requests: [
      s.unique
        ? {
            method: 'GET',
            path: s.path,
            // A price ceiling above every auction changes no result but makes each request a new query.
            setupRequest: (req) => ({ ...req, path: `${s.path}&maxPrice=${1_000_000_000_000 + (n += 1)}` }),
          }
        : { method: 'GET', path: s.path },
    ],
  });
  return {
    scenario: s,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

function report(rows: Row[], meta: { kind: string; seed: BenchSeed; seedMs: number }): { text: string; ok: boolean } {
  const health = rows.find((r) => r.scenario.name === 'health')!;
  const listing = rows.filter((r) => r.scenario.listing);
  const worstP99 = Math.max(...listing.map((r) => r.p99));
  const worstRatio = Math.min(...listing.map((r) => r.rps / health.rps));
  const p99Ok = worstP99 <= P99_GOAL_MS;
  const ratioOk = worstRatio >= RATIO_GOAL;
  const fmt = (n: number) => n.toLocaleString('en-IN', { maximumFractionDigits: 1 });
  const lines = [
    `### ${runTimestamp()} — ${meta.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}`,
    '',
    `- Machine: ${machine()}`,
    `- Data: ${fmt(meta.seed.auctions)} auctions (${Object.entries(meta.seed.byStatus)
      .map(([k, v]) => `${v} ${k}`)
      .join(
        ', ',
      )}), ${fmt(meta.seed.images)} image rows, ${fmt(meta.seed.bids)} bids, ${meta.seed.users} users; seeded in ${(meta.seedMs / 1000).toFixed(1)} s`,
    `- Load: autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per scenario, one server process; machine load average at the end ${loadAverage()} (1 / 5 / 15 min; other work shares these cores)`,
    '',
    '| scenario | req/s | p50 ms | p99 ms | × health | errors / non-2xx |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.scenario.name} | ${fmt(r.rps)} | ${r.p50} | ${r.p99} | ${(r.rps / health.rps).toFixed(2)} | ${r.errors} / ${r.non2xx} |`,
    ),
    '',
    `- Goal listing p99 ≤ ${P99_GOAL_MS} ms: worst ${worstP99} ms — **${p99Ok ? 'met' : 'NOT met'}**`,
    `- Goal listing throughput ≥ ${RATIO_GOAL} × health: worst ${worstRatio.toFixed(2)} × — **${ratioOk ? 'met' : 'NOT met'}**`,
    '- The goals are judged on the cached scenarios; the "distinct query" rows (every request a new query, so',
    '  nothing is cached) show the database path for comparison.',
    '',
  ];
  return { text: lines.join('\n'), ok: p99Ok && ratioOk };
}

const INTRO = [
  '## Listing (`bench/listing`)',
  '',
  'Filtered and sorted `GET /api/auctions` at 10,000 auctions against `GET /api/health` on the same',
  'server in the same run. Goals: listing p99 ≤ 20 ms, listing throughput ≥ 0.3 × health. Newest run first.',
  '',
].join('\n');

async function main() {
  console.log('bench/listing: seeding 10,000 auctions and starting the server…');
  const server = await startServer();
  console.log(`server on port ${server.port} (${server.kind}), seeded in ${(server.seedMs / 1000).toFixed(1)} s`);
  const rows: Row[] = [];
  try {
    for (const s of SCENARIOS) {
      await run(server.port, s, 2); // warm-up: JIT, caches, connection pool
      const row = await run(server.port, s, DURATION_S);
      rows.push(row);
      console.log(`  ${s.name.padEnd(44)} ${row.rps.toFixed(0).padStart(7)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms`);
    }
  } finally {
    await server.stop();
  }
  const { text, ok } = report(rows, server);
  console.log(`\n${text}`);
  recordRun('listing', INTRO, text);
  console.log(`recorded in ${RESULTS}`);
  // A missed goal is a finding to record and read, not a crash of `npm run bench`.
  if (!ok) console.log('bench/listing: a goal was not met (see above)');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
