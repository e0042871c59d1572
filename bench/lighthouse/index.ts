import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWeb } from '../../scripts/build-web.mjs';
import { FIRST_LOAD_GOAL_KB, measureFirstLoad } from '../bundle/first-load';
import { startChild } from '../lib/child-process';
import { loadAverage, machine, recordRun, runTimestamp } from '../lib/results';
import {
  CATEGORIES,
  categoryFailures,
  firstLoadLine,
  goalLines,
  lcpElement,
  keptRun,
  pageFigures,
  problems,
  runFailure,
  TABLE_HEAD,
  tableRow,
  type Lhr,
  type PageFigures,
} from './report';

/**
 * The first page on a phone (issue 13, part 5; issue 26, part 5): Lighthouse's mobile preset (a mid-range
 * phone, simulated slow 4G and a 4× slower CPU) on `/`, `/live-auctions` and a live auction's page of the
 * embedded demo server, which it starts with the demo world seeded and the web app built from the current
 * source as `npm run build` builds it (scripts/build-web.mjs: the server entry that renders the pages into
 * .tmp/bench-lighthouse/ssr, the browser build into .tmp/bench-lighthouse/web, precompressed; never dist).
 * Each page is measured RUNS times with the performance, accessibility, best practices and SEO categories,
 * and the run with the median performance score is kept: the four scores, TTFB, FCP, LCP, TBT, CLS, the
 * bytes transferred and the LCP element. Beside them, the home route's first JavaScript as `bench/bundle`
 * measures it, computed from the same build.
 * Goals (issue 26): on each page LCP ≤ 1.5 s, TBT ≤ 200 ms, CLS ≤ 0.05, performance ≥ 95, accessibility,
 * best practices and SEO 100; the home route's first JavaScript ≤ 130 KB gzipped.
 *
 * Needs the `lighthouse` package (a dev dependency) and Chromium (CHROME_PATH, default /usr/bin/chromium),
 * and an idle machine for figures worth recording.
 * BENCH_RECORD=0 prints without writing RESULTS.md; BENCH_LIGHTHOUSE_RUNS sets the runs per page (3).
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const OUT_DIR = path.join(ROOT, '.tmp/bench-lighthouse');
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RECORD = process.env.BENCH_RECORD !== '0';

type LighthouseFn = (
  url: string,
  flags: { port: number; output: 'json'; logLevel: 'error'; onlyCategories: readonly string[] },
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
  'server (demo world seeded, web app built from the current source as `npm run build` builds it, precompressed):',
  "`/`, `/live-auctions` and a live auction's page. The median of 3 runs per page by performance score. Since",
  '2026-11-28 (issue 26: React 19, pages rendered on the server) each run also scores accessibility, best practices',
  "and SEO, and records TTFB and CLS (TTFB as Lighthouse simulates it with the other timings); the home route's first",
  "JavaScript is `bench/bundle`'s measure of the same build. Goals (issue 26): on each page LCP ≤ 1.5 s, TBT ≤ 200 ms,",
  'CLS ≤ 0.05, performance ≥ 95, accessibility, best practices and SEO 100; first JavaScript ≤ 130 KB gzipped.',
  "Runs before 2026-11-28 measured the client-rendered Preact build, performance only, against issue 13's goals",
  '(LCP ≤ 1.5 s, score ≥ 95). `npm run bench -- lighthouse` repeats it, on an idle machine. Newest run first.',
  '',
].join('\n');

async function main() {
  const { lighthouse, launcher } = await loadLighthouse();

  console.log(`bench/lighthouse: building the web app into ${path.relative(ROOT, OUT_DIR)}…`);
  const { webDir, output } = await buildWeb({ outDir: OUT_DIR });
  const firstLoad = measureFirstLoad(webDir, output, ROOT);

  // NOTE: NODE_ENV as production sets it (Dockerfile): the server entry picks React's production build by it.
  const server = startChild(new URL('./server.ts', import.meta.url), { args: [webDir], env: { NODE_ENV: 'production' } });
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
    // The server's first answers fill its caches; a visitor after the first meets them warm. Each page must
    // arrive rendered: an empty root is the page the browser renders, which is not what is measured here.
    for (const p of pages) {
      const html = await (await fetch(`${origin}${p.path}`)).text();
      if (html.includes('<div id="root"></div>')) throw new Error(`${p.path} was not rendered on the server`);
    }

    const rows: { name: string; path: string; figures: PageFigures; lhr: Lhr }[] = [];
    for (const p of pages) {
      const runs: { figures: PageFigures; lhr: Lhr }[] = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(`${origin}${p.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${p.path}`);
        runs.push({ figures: pageFigures(result.lhr), lhr: result.lhr });
        const failure = runFailure(result.lhr);
        console.log(`  ${p.name} run ${i + 1}: ${failure ? `failed: ${failure}` : JSON.stringify(runs.at(-1)!.figures)}`);
        for (const w of result.lhr.runWarnings ?? []) console.log(`    warning: ${w}`);
      }
      const kept = keptRun(runs);
      rows.push({ name: p.name, path: p.path.replace(auctionId, ':id'), ...kept });
    }

    const lines = [
      `### ${runTimestamp()}`,
      '',
      `- Machine: ${machine()}; load average ${loadAverage()}`,
      `- Chromium: ${CHROME_PATH}; ${RUNS} run(s) per page, the median by performance score kept`,
      '- Build: `scripts/build-web.mjs` (server entry and browser build); the pages are rendered on the server',
      '',
      ...TABLE_HEAD,
      ...rows.map((r) => tableRow({ ...r, lcpElement: lcpElement(r.lhr) })),
      '',
      ...goalLines(rows),
      firstLoadLine(firstLoad.gz, firstLoad.rows.length, FIRST_LOAD_GOAL_KB),
      ...rows.flatMap((r) => {
        const failure = runFailure(r.lhr);
        return failure ? [`- ${r.name}: every run failed, Lighthouse says ${failure.replaceAll('\n', ' ')}`] : [];
      }),
      '',
    ];
    const block = lines.join('\n');
    console.log(`\n${block}`);
    for (const r of rows) {
      const found = [...problems(r.lhr), ...categoryFailures(r.lhr)];
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
