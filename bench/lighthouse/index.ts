import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { precompress } from '../../scripts/build-precompress.mjs';
import { startChild } from '../lib/child-process';
import { loadAverage, machine, recordRun, runTimestamp } from '../lib/results';
import { lcpElement, median, pageFigures, problems, type Lhr, type PageFigures } from './report';

/**
 * The first page on a phone (issue 13, part 5): Lighthouse's mobile preset (a mid-range phone,
 * simulated slow 4G and a 4× slower CPU) on `/`, `/live-auctions` and a live auction's page of the
 * embedded demo server, which it starts with the demo world seeded and the web app built from the
 * current source (into .tmp/bench-lighthouse, never dist/web) and precompressed as `npm run build` does.
 * Each page is measured RUNS times and the run with the median performance score is kept: score,
 * First Contentful Paint, Largest Contentful Paint, Total Blocking Time and the bytes transferred.
 * Goals: LCP ≤ 1.5 s and a score ≥ 95 on all three.
 *
 * Needs the `lighthouse` package (a dev dependency) and Chromium (CHROME_PATH, default /usr/bin/chromium).
 * BENCH_RECORD=0 prints without writing RESULTS.md; BENCH_LIGHTHOUSE_RUNS sets the runs per page (3).
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const OUT_DIR = path.join(ROOT, '.tmp/bench-lighthouse/web');
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const LCP_GOAL_MS = 1_500;
const SCORE_GOAL = 95;
const RECORD = process.env.BENCH_RECORD !== '0';

type LighthouseFn = (
  url: string,
  flags: { port: number; output: 'json'; logLevel: 'error'; onlyCategories: string[] },
) => Promise<{ lhr: Lhr } | undefined>;
type ChromeLauncher = {
  launch(opts: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): Promise<void> | void }>;
};

/** Loaded by name at run time: the benchmark is the package's only user, and says so when it is missing. */
async function loadLighthouse(): Promise<{ lighthouse: LighthouseFn; launcher: ChromeLauncher }> {
  const names = ['lighthouse', 'chrome-launcher'];
  try {
    const [lh, cl] = await Promise.all(names.map((n) => import(n) as Promise<Record<string, unknown>>));
    return { lighthouse: lh!.default as LighthouseFn, launcher: cl as unknown as ChromeLauncher };
  } catch (err) {
    console.error(`bench/lighthouse needs the lighthouse package: npm i -D lighthouse (${(err as Error).message})`);
    process.exit(1);
  }
}

const INTRO = [
  '## Lighthouse on a phone (`bench/lighthouse`)',
  '',
  "Lighthouse's mobile preset (simulated slow 4G, 4× CPU slowdown) in Debian's Chromium against the embedded demo",
  'server (demo world seeded, web app built from the current source and precompressed): `/`, `/live-auctions` and',
  `a live auction's page. The median of ${RUNS} runs per page by performance score. Goals (issue 13): LCP ≤ 1.5 s`,
  'and a score ≥ 95 on each. `npm run bench -- lighthouse` repeats it. Newest run first.',
  '',
].join('\n');

async function main() {
  const { lighthouse, launcher } = await loadLighthouse();

  console.log(`bench/lighthouse: building the web app into ${path.relative(ROOT, OUT_DIR)}…`);
  await build({ configFile: path.join(ROOT, 'vite.config.ts'), logLevel: 'warn', build: { outDir: OUT_DIR, emptyOutDir: true } });
  precompress(OUT_DIR);

  const server = startChild(new URL('./server.ts', import.meta.url), { args: [OUT_DIR] });
  const { origin } = await server.next<{ origin: string }>('ready', 600_000);
  const chrome = await launcher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  try {
    const live = (await (await fetch(`${origin}/api/auctions?status=live&pageSize=1`)).json()) as { items: { id: string }[] };
    const auctionId = live.items[0]?.id;
    if (!auctionId) throw new Error('the demo world has no live auction');
    const pages = [
      { name: 'home', path: '/' },
      { name: 'live auctions', path: '/live-auctions' },
      { name: 'auction', path: `/auction/${auctionId}` },
    ];
    // The server's first answers fill its caches; a visitor after the first meets them warm.
    for (const p of pages) await (await fetch(`${origin}${p.path}`)).text();

    const rows: { name: string; path: string; figures: PageFigures; lhr: Lhr }[] = [];
    for (const p of pages) {
      const runs: { figures: PageFigures; lhr: Lhr }[] = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(`${origin}${p.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${p.path}`);
        runs.push({ figures: pageFigures(result.lhr), lhr: result.lhr });
        console.log(`  ${p.name} run ${i + 1}: ${JSON.stringify(runs.at(-1)!.figures)}`);
      }
      const kept = median(runs, (r) => r.figures.score);
      rows.push({ name: p.name, path: p.path.replace(auctionId, ':id'), ...kept });
    }

    const ok = (f: PageFigures) => f.lcpMs <= LCP_GOAL_MS && f.score >= SCORE_GOAL;
    const lines = [
      `### ${runTimestamp()}`,
      '',
      `- Machine: ${machine()}; load average ${loadAverage()}`,
      `- Chromium: ${CHROME_PATH}; ${RUNS} run(s) per page, the median by score kept`,
      '',
      '| page | score | FCP s | LCP s | TBT ms | transferred KiB | LCP element | goals |',
      '|---|---:|---:|---:|---:|---:|---|---|',
      ...rows.map(
        (r) =>
          `| ${r.name} (\`${r.path}\`) | ${r.figures.score} | ${(r.figures.fcpMs / 1000).toFixed(2)} | ${(r.figures.lcpMs / 1000).toFixed(2)} | ` +
          `${Math.round(r.figures.tbtMs)} | ${r.figures.kib.toFixed(0)} | ${lcpElement(r.lhr).replaceAll('|', '\\|')} | ${ok(r.figures) ? 'met' : 'missed'} |`,
      ),
      '',
    ];
    const block = lines.join('\n');
    console.log(`\n${block}`);
    for (const r of rows) {
      const found = problems(r.lhr);
      if (found.length > 0) console.log(`${r.name}: what Lighthouse would improve\n${found.map((f) => `  - ${f}`).join('\n')}`);
    }
    if (RECORD) recordRun('lighthouse', INTRO, block);
    else console.log('(BENCH_RECORD=0: not written to RESULTS.md)');
  } finally {
    await chrome.kill();
    await server.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
