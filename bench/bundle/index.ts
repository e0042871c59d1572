import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWeb } from '../../scripts/build-web.mjs';
import { machine, recordRun, RESULTS, runTimestamp } from '../lib/results';
import { FIRST_LOAD_GOAL_KB, kb, measureFirstLoad } from './first-load';

/**
 * The home route's first JavaScript (issue 3, "Bundle"; goal from issue 26): what a visitor's browser
 * downloads to make `/` interactive — the scripts of index.html (the entry module with its static imports,
 * i.e. its modulepreload links, and any classic script file; the theme script is inline), then the
 * lazily loaded home route chunk with the static imports the entry did not bring — gzipped one by one
 * with node:zlib (default level, as Vite's own report). Goal: ≤ 130 KB gzipped on React 19 (issue 26;
 * 100 KB in issue 13, on Preact; 150 KB in issue 3) (1 KB = 1,024 bytes), no admin and no chart code
 * among those chunks. Chunks the shell or the home page import lazily are not counted, as a visitor's
 * first visit does not fetch them: sonner loads with the first toast, the notifications bell only for
 * signed-in users.
 *
 * It builds the app as `npm run build` does (scripts/build-web.mjs: the server entry, then the browser
 * build, with the build manifest), into .tmp/bench-bundle, so it always measures the current source and
 * never touches dist (which running servers and end-to-end tests read). The build output also says
 * which source modules went into each chunk: that is how admin code is recognised, and it lists the
 * largest modules of the first load.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const OUT_DIR = path.join(ROOT, '.tmp/bench-bundle');
/** `tsx bench/bundle/index.ts --no-record` (or BENCH_RECORD=0) prints without writing RESULTS.md (for trying changes). */
const RECORD = !process.argv.includes('--no-record') && process.env.BENCH_RECORD !== '0';

const fmtKb = (bytes: number) => kb(bytes).toFixed(1);

const INTRO = [
  '## Bundle (`bench/bundle`)',
  '',
  "The home route's initial JavaScript: the scripts of `index.html` (the entry module and its static imports;",
  'until 2026-11-24 also the theme script, now inline in the page), plus the lazily loaded home route chunk and',
  'its static imports, each gzipped (node:zlib, default level). Goal: ≤ 130 KB gzipped on React 19 (issue 26;',
  'it was 100 KB on Preact in issue 13, 150 KB in issue 3) (1 KB = 1,024 bytes), no admin or chart code in it.',
  '`npm run bench -- bundle` repeats it (it builds into `.tmp/bench-bundle`, never `dist`). Newest run first.',
  '',
].join('\n');

async function main() {
  console.log(`bench/bundle: building the web app into ${path.relative(ROOT, OUT_DIR)}…`);
  const started = Date.now();
  const { webDir, output } = await buildWeb({ outDir: OUT_DIR });
  console.log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const load = measureFirstLoad(webDir, output, ROOT);
  const goalOk = kb(load.gz) <= FIRST_LOAD_GOAL_KB;
  const lines = [
    `### ${runTimestamp()}`,
    '',
    `- Machine: ${machine()}`,
    `- Build: \`vite build\` of the current source (browser build), ${load.chunkCount} chunks; a visitor's first load of \`/\` takes ${load.rows.length} files`,
    '',
    '| chunk | loaded by | raw KB | gzip KB |',
    '|---|---|---:|---:|',
    ...load.rows.map((r) => `| ${r.file} | ${r.via} | ${fmtKb(r.raw)} | ${fmtKb(r.gz)} |`),
    `| **total** | | **${fmtKb(load.raw)}** | **${fmtKb(load.gz)}** |`,
    '',
    `- Goal home route initial JavaScript ≤ ${FIRST_LOAD_GOAL_KB} KB gzipped: ${fmtKb(load.gz)} KB — **${goalOk ? 'met' : 'NOT met'}**`,
    `- Admin code in the first load: ${
      load.admin.length === 0
        ? '**none**'
        : `**${load.admin.map((a) => `${a.chunk.file} (${a.modules.map((m) => path.relative(ROOT, m)).join(', ')})`).join('; ')}**`
    }`,
    `- Chart code (recharts) in the first load: ${load.charts.length === 0 ? '**none**' : `**${load.charts.map((c) => c.file).join(', ')}**`}`,
    `- Largest parts of the first load (KB as rendered into the chunks, before minifying and gzip): ${load.largest.map(([id, size]) => `${id} ${fmtKb(size)}`).join(', ')}`,
    '',
  ];
  const text = lines.join('\n');
  console.log(`\n${text}`);
  if (RECORD) {
    recordRun('bundle', INTRO, text);
    console.log(`recorded in ${RESULTS}`);
  } else console.log('(not written to RESULTS.md)');
  // A missed goal is a finding to record and read, not a crash of `npm run bench`.
  if (!goalOk || load.admin.length > 0 || load.charts.length > 0) console.log('bench/bundle: a goal was not met (see above)');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
