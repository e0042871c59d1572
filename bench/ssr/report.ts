/**
 * `bench/ssr`'s block for RESULTS.md, from its measurements. Pure, so it is unit-tested.
 */
export const RATIO_GOAL = 0.01;
export const P99_GOAL_MS = 50;

export type Row = {
  name: string;
  /** As the table shows it, e.g. `GET /auction/:id`. */
  request: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Bytes of body and headers per answer, as sent (compressed where the server compresses). */
  bytesPerAnswer: number;
};

export type RunMeta = {
  timestamp: string;
  postgres: string;
  machine: string;
  loadAverage: string;
  auctions: number;
  seedMs: number;
  connections: number;
  seconds: number;
  warmupSeconds: number;
};

const fmt = (n: number) => n.toLocaleString('en-IN', { maximumFractionDigits: 1 });

/** The run's block and whether both goals were met. */
export function ssrBlock(health: Row, page: Row, meta: RunMeta): { text: string; ok: boolean } {
  const ratio = health.rps > 0 ? page.rps / health.rps : 0;
  const ratioOk = ratio >= RATIO_GOAL;
  const p99Ok = page.p99 <= P99_GOAL_MS && page.errors === 0 && page.non2xx === 0;
  const row = (r: Row) =>
    `| ${r.name} (\`${r.request}\`) | ${fmt(r.rps)} | ${r.p50} | ${r.p99} | ${(health.rps > 0 ? r.rps / health.rps : 0).toFixed(3)} | ` +
    `${r.errors} / ${r.non2xx} | ${(r.bytesPerAnswer / 1024).toFixed(1)} |`;
  const lines = [
    `### ${meta.timestamp} — PostgreSQL ${meta.postgres}`,
    '',
    `- Machine: ${meta.machine}; load average at the end ${meta.loadAverage} (1 / 5 / 15 min)`,
    `- Data: the demo world; the page requests take its ${meta.auctions} live and upcoming auctions in turn; seeded in ${(meta.seedMs / 1000).toFixed(1)} s`,
    `- Load: autocannon, ${meta.connections} connections, ${meta.seconds} s per request after ${meta.warmupSeconds} s of warm-up, one server process; ` +
      'every request says `Accept-Encoding: br, gzip`, as a browser does',
    '',
    '| request | req/s | p50 ms | p99 ms | × health | errors / non-2xx | KiB per answer |',
    '|---|---:|---:|---:|---:|---:|---:|',
    row(health),
    row(page),
    '',
    `- Goal page rate ≥ ${RATIO_GOAL} × health: ${fmt(page.rps)} / ${fmt(health.rps)} req/s = ${ratio.toFixed(3)} × — **${ratioOk ? 'met' : 'missed'}**`,
    `- Goal page p99 ≤ ${P99_GOAL_MS} ms: ${page.p99} ms${page.errors + page.non2xx > 0 ? `, with ${page.errors} errors and ${page.non2xx} non-2xx answers` : ''} — **${p99Ok ? 'met' : 'missed'}**`,
    '',
  ];
  return { text: lines.join('\n'), ok: ratioOk && p99Ok };
}
