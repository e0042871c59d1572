import autocannon from 'autocannon';
import { startChild, type BenchChild } from '../lib/child-process';
import { loadAverage, machine, recordRun, RESULTS, runTimestamp } from '../lib/results';
import type { BenchSeed } from '../listing/seed';

/**
 * A national catalogue (issue 13): `GET /api/auctions` at 150,000 auctions (and 10,000 beside it) on
 * PostgreSQL with the listing's answers uncached (CATALOGUE_CACHE_MS=0), so that every request runs
 * its queries as a query never asked before would, beside `GET /api/health` on the same server in the
 * same run. The counts table's sums stay cached as in production, where only a change other than a
 * bid drops them (decision 025); nothing changes during the run. Goals: every shape p99 ≤ 20 ms at 150,000, throughput ≥ 0.1 × health.
 * The slowest shape's statements are recorded with `EXPLAIN (ANALYZE, BUFFERS)`.
 *   tsx bench/catalogue/index.ts   (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://root@127.0.0.1:5432/postgres;
 *                                   BENCH_CATALOGUE_SIZES=10000,150000; BENCH_DURATION_S; BENCH_CONNECTIONS)
 */
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SIZES = (process.env.BENCH_CATALOGUE_SIZES ?? '10000,150000').split(',').map(Number);
const P99_GOAL_MS = 20;
const RATIO_GOAL = 0.1;
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres';

// NOTE: not a price bound that changes with each request, as bench/listing makes its requests
// distinct: a price is a filter the counts table cannot answer, so it would measure another path
// than the one a visitor's query takes. With the cache off, a repeated query costs what a new one does.
type Shape = { name: string; path: string };

const SHAPES: Shape[] = [
  { name: 'default: live, Ending Soon, page 1', path: '/api/auctions?status=live&sort=ending_soon' },
  { name: 'search a common word ("garden")', path: '/api/auctions?q=garden' },
  { name: 'search a rarer word ("penthouse")', path: '/api/auctions?q=penthouse' },
  { name: 'misspelt place ("Thaane")', path: '/api/auctions?q=Thaane' },
  {
    name: 'Pune, ₹25 L–₹3 Cr, Highest Bid',
    path: '/api/auctions?location=Pune&minPrice=2500000&maxPrice=30000000&sort=highest_bid',
  },
  { name: 'Newest, page 200', path: '/api/auctions?sort=newest&page=200' },
  {
    name: 'facets: Maharashtra, Residential, active',
    path: '/api/auctions?state=Maharashtra&propertyType=Residential&status=active',
  },
];

type Row = { name: string; rps: number; p50: number; p99: number; errors: number; non2xx: number };
type Ready = { port: number; kind: string; seed: BenchSeed; seedMs: number };
type Plan = { sql: string; plan: string };

async function measure(port: number, name: string, path: string, duration: number): Promise<Row> {
  const result = await autocannon({ url: `http://127.0.0.1:${port}${path}`, connections: CONNECTIONS, duration });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function runSize(size: number): Promise<{ size: number; ready: Ready; rows: Row[]; slowest: Row; plans: Plan[] }> {
  console.log(`seeding ${size.toLocaleString('en-IN')} auctions and starting the server …`);
  const child: BenchChild = startChild(new URL('../listing/server.ts', import.meta.url), {
    env: {
      BENCH_DATABASE_URL: DATABASE_URL,
      BENCH_AUCTIONS: String(size),
      BENCH_DB_NAME: 'neelami_bench_catalogue',
      CATALOGUE_CACHE_MS: '0',
    },
  });
  try {
    const ready = await child.next<Ready>('ready', 1_800_000);
    console.log(`  seeded in ${(ready.seedMs / 1000).toFixed(1)} s`);
    const rows: Row[] = [];
    for (const s of [{ name: 'health', path: '/api/health' }, ...SHAPES]) {
      await measure(ready.port, s.name, s.path, 2); // warm-up: JIT, caches, connection pool
      const row = await measure(ready.port, s.name, s.path, DURATION_S);
      rows.push(row);
      console.log(`  ${s.name.padEnd(44)} ${row.rps.toFixed(0).padStart(7)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms`);
    }
    const slowest = rows.filter((r) => r.name !== 'health').reduce((a, b) => (b.p99 > a.p99 ? b : a));
    const shape = SHAPES.find((s) => s.name === slowest.name)!;
    child.proc.send({ type: 'explain', path: shape.path });
    const { plans } = await child.next<{ plans: Plan[] }>('explained');
    return { size, ready, rows, slowest, plans };
  } finally {
    await child.stop();
  }
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en-IN', { maximumFractionDigits: digits });

function report(runs: Awaited<ReturnType<typeof runSize>>[]): { text: string; ok: boolean } {
  const lines = [`### ${runTimestamp()} — PostgreSQL`, '', `- Machine: ${machine()}`];
  for (const { size, ready } of runs) {
    lines.push(
      `- ${fmt(size)} auctions (${Object.entries(ready.seed.byStatus)
        .map(([k, v]) => `${fmt(v)} ${k}`)
        .join(', ')}), ${fmt(ready.seed.bids)} bids; seeded in ${(ready.seedMs / 1000).toFixed(0)} s`,
    );
  }
  lines.push(
    `- Load: autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per shape after a 2 s warm-up, listing answers uncached, the counts table's sums cached; load average at the end ${loadAverage()} (1 / 5 / 15 min)`,
    '',
    `| shape | ${runs.map((r) => `${fmt(r.size)}: req/s | p50 ms | p99 ms | × health`).join(' | ')} |`,
    `|---|${runs.map(() => '---:|---:|---:|---:').join('|')}|`,
  );
  for (const [i, row] of runs[0]!.rows.entries()) {
    const cells = runs.map(({ rows }) => {
      const r = rows[i]!;
      const health = rows[0]!;
      const bad = r.errors + r.non2xx > 0 ? ` (${r.errors} errors, ${r.non2xx} non-2xx)` : '';
      return `${fmt(r.rps)}${bad} | ${r.p50} | ${r.p99} | ${r === health ? '' : (r.rps / health.rps).toFixed(2)}`;
    });
    lines.push(`| ${row.name} | ${cells.join(' | ')} |`);
  }
  const largest = runs[runs.length - 1]!;
  const shapes = largest.rows.slice(1);
  const health = largest.rows[0]!;
  const failed = shapes.filter((r) => r.errors + r.non2xx > 0);
  const worstP99 = Math.max(...shapes.map((r) => r.p99));
  const worstRatio = Math.min(...shapes.map((r) => r.rps / health.rps));
  const p99Ok = worstP99 <= P99_GOAL_MS && failed.length === 0;
  const ratioOk = worstRatio >= RATIO_GOAL;
  lines.push(
    '',
    `- Goal every shape p99 ≤ ${P99_GOAL_MS} ms at ${fmt(largest.size)}: worst ${worstP99} ms (${largest.slowest.name}) — **${p99Ok ? 'met' : 'NOT met'}**` +
      (failed.length ? `; failed requests in: ${failed.map((r) => r.name).join(', ')}` : ''),
    `- Goal throughput ≥ ${RATIO_GOAL} × health at ${fmt(largest.size)}: worst ${worstRatio.toFixed(2)} × — **${ratioOk ? 'met' : 'NOT met'}**`,
    '',
    `<details><summary>EXPLAIN (ANALYZE, BUFFERS) of the slowest shape at ${fmt(largest.size)}, "${largest.slowest.name}", one request</summary>`,
    '',
    ...largest.plans.flatMap((p) => ['```sql', p.sql, '```', '```', p.plan, '```', '']),
    '</details>',
    '',
  );
  return { text: lines.join('\n'), ok: p99Ok && ratioOk };
}

const INTRO = [
  '## A national catalogue (`bench/catalogue`)',
  '',
  '`GET /api/auctions` on PostgreSQL at 150,000 auctions, and at 10,000 for comparison, with the listing’s answers',
  'uncached (`CATALOGUE_CACHE_MS=0`: every request runs its queries as a query never asked before would), beside',
  '`GET /api/health` in the same run; the counts table’s sums stay cached as in production (only a change other',
  'than a bid drops them; decision 025), except in the 04:32 run, which read them on every request too. Goals: every shape p99 ≤ 20 ms at 150,000 and throughput ≥ 0.1 × health. The slowest shape’s',
  'statements follow each run with their plans. Newest run first.',
  '',
].join('\n');

async function main() {
  const runs = [];
  for (const size of SIZES) runs.push(await runSize(size));
  const { text, ok } = report(runs);
  console.log(`\n${text}`);
  if (process.env.BENCH_RECORD !== '0') {
    recordRun('catalogue', INTRO, text);
    console.log(`recorded in ${RESULTS}`);
  }
  // A missed goal is a finding to record and read, not a crash of `npm run bench`.
  if (!ok) console.log('bench/catalogue: a goal was not met (see above)');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
