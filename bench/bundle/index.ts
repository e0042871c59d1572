import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { machine, recordRun, RESULTS, runTimestamp } from '../lib/results';
import { adminChunks, htmlScripts, initialChunks, staticClosure, type Manifest } from './initial-chunks';

/**
 * The home route's initial JavaScript (issue 3, "Bundle"): what a visitor's browser downloads to
 * show `/` — the scripts of index.html (the entry module with its static imports, i.e. its
 * modulepreload links, and any classic script file; the theme script is inline), then the lazily loaded home route chunk with the static
 * imports the entry did not bring — gzipped one by one with node:zlib (default level, as Vite's own
 * report). Goal: ≤ 100 KB (issue 13; 150 KB in issue 3) (1 KB = 1,024 bytes), no admin and no chart code among those chunks. Chunks the
 * shell or the home page import lazily are not counted, as a visitor's first visit does not fetch
 * them: sonner loads with the first toast, the notifications bell only for signed-in users.
 *
 * It builds the app itself, into .tmp/bench-bundle/web with the build manifest on, so it always
 * measures the current source and never touches dist/web (which running servers and end-to-end
 * tests read). The build output also says which source modules went into each chunk: that is
 * how admin code is recognised, and it lists the largest modules of the first load.
 */
const GOAL_KB = 100;
const HOME_ROUTE = 'app/routes/home.tsx';
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const OUT_DIR = path.join(ROOT, '.tmp/bench-bundle/web');
/** `tsx bench/bundle/index.ts --no-record` prints without writing RESULTS.md (for trying changes). */
const RECORD = !process.argv.includes('--no-record');

const kb = (bytes: number) => bytes / 1024;
const fmtKb = (bytes: number) => kb(bytes).toFixed(1);

type OutChunk = { type: 'chunk'; fileName: string; modules: Record<string, { renderedLength: number }> };
type OutAsset = { type: 'asset'; fileName: string };

async function buildWeb(): Promise<OutChunk[]> {
  const result = await build({
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: OUT_DIR, emptyOutDir: true, manifest: true },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? (r.output as (OutChunk | OutAsset)[]) : []));
  return outputs.filter((o): o is OutChunk => o.type === 'chunk');
}

const INTRO = [
  '## Bundle (`bench/bundle`)',
  '',
  "The home route's initial JavaScript: the scripts of `index.html` (the entry module and its static imports;",
  'until 2026-11-24 also the theme script, now inline in the page), plus the lazily loaded home route chunk and',
  'its static imports, each gzipped (node:zlib, default level). Goal: ≤ 100 KB gzipped (issue 13; it was 150 KB)',
  '(1 KB = 1,024 bytes), no admin or chart code in it.',
  '`npm run bench -- bundle` repeats it (it builds into `.tmp/bench-bundle`, never `dist/web`). Newest run first.',
  '',
].join('\n');

async function main() {
  console.log(`bench/bundle: building the web app into ${path.relative(ROOT, OUT_DIR)}…`);
  const started = Date.now();
  const output = await buildWeb();
  console.log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const manifest = JSON.parse(readFileSync(path.join(OUT_DIR, '.vite/manifest.json'), 'utf8')) as Manifest;
  const chunks = initialChunks(manifest, { routes: [HOME_ROUTE] });

  // The manifest must agree with what index.html makes the browser fetch.
  const html = htmlScripts(readFileSync(path.join(OUT_DIR, 'index.html'), 'utf8'));
  if (html.entry.length !== 1 || html.entry[0] !== manifest['index.html']?.file) {
    throw new Error(`index.html loads ${html.entry.join(', ') || 'no module script'}, the manifest says ${manifest['index.html']?.file}`);
  }
  const entryFiles = new Set(staticClosure(manifest, ['index.html']).map((k) => manifest[k]!.file));
  const stray = html.preload.filter((f) => !entryFiles.has(f));
  if (stray.length > 0) throw new Error(`index.html preloads chunks outside the entry's imports: ${stray.join(', ')}`);

  // Classic scripts of index.html (the theme script) are first-load JavaScript too, outside the chunk graph.
  const files = [
    ...html.classic.map((file) => ({ file, via: 'index.html' })),
    ...chunks.map((c) => ({ file: c.file, via: c.via === 'entry' ? 'index.html' : 'home route' })),
  ];
  const rows = files.map((f) => {
    const code = readFileSync(path.join(OUT_DIR, f.file));
    return { ...f, raw: code.length, gz: gzipSync(code).length };
  });
  const total = rows.reduce((s, r) => s + r.gz, 0);
  const totalRaw = rows.reduce((s, r) => s + r.raw, 0);
  const modulesByFile = Object.fromEntries(output.map((o) => [o.fileName, Object.keys(o.modules)]));
  const admin = adminChunks(chunks, modulesByFile);
  // The charts of the report screens (recharts and its d3 parts) must stay out of what every visitor loads.
  const charts = chunks.filter((c) => (modulesByFile[c.file] ?? []).some((m) => /node_modules[\\/](recharts|d3-)/.test(m)));
  const goalOk = kb(total) <= GOAL_KB;

  const inInitial = new Set(chunks.map((c) => c.file));
  const biggest = new Map<string, number>();
  for (const o of output.filter((c) => inInitial.has(c.fileName))) {
    for (const [id, m] of Object.entries(o.modules)) {
      // A package's files count under the package name; source files under their path.
      const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
      const nm = clean.lastIndexOf('node_modules/');
      const parts = nm === -1 ? [] : clean.slice(nm + 'node_modules/'.length).split('/');
      const key =
        nm !== -1
          ? parts.slice(0, parts[0]?.startsWith('@') ? 2 : 1).join('/')
          : path.isAbsolute(clean)
            ? path.relative(ROOT, clean)
            : clean;
      biggest.set(key, (biggest.get(key) ?? 0) + m.renderedLength);
    }
  }
  const top = [...biggest.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12);

  const lines = [
    `### ${runTimestamp()}`,
    '',
    `- Machine: ${machine()}`,
    `- Build: \`vite build\` of the current source, ${output.length} chunks; a visitor's first load of \`/\` takes ${rows.length} files`,
    '',
    '| chunk | loaded by | raw KB | gzip KB |',
    '|---|---|---:|---:|',
    ...rows.map((r) => `| ${r.file} | ${r.via} | ${fmtKb(r.raw)} | ${fmtKb(r.gz)} |`),
    `| **total** | | **${fmtKb(totalRaw)}** | **${fmtKb(total)}** |`,
    '',
    `- Goal home route initial JavaScript ≤ ${GOAL_KB} KB gzipped: ${fmtKb(total)} KB — **${goalOk ? 'met' : 'NOT met'}**`,
    `- Admin code in the first load: ${
      admin.length === 0
        ? '**none**'
        : `**${admin.map((a) => `${a.chunk.file} (${a.modules.map((m) => path.relative(ROOT, m)).join(', ')})`).join('; ')}**`
    }`,
    `- Chart code (recharts) in the first load: ${charts.length === 0 ? '**none**' : `**${charts.map((c) => c.file).join(', ')}**`}`,
    `- Largest parts of the first load (KB as rendered into the chunks, before minifying and gzip): ${top.map(([id, size]) => `${id} ${fmtKb(size)}`).join(', ')}`,
    '',
  ];
  const text = lines.join('\n');
  console.log(`\n${text}`);
  if (RECORD) {
    recordRun('bundle', INTRO, text);
    console.log(`recorded in ${RESULTS}`);
  }
  // A missed goal is a finding to record and read, not a crash of `npm run bench`.
  if (!goalOk || admin.length > 0 || charts.length > 0) console.log('bench/bundle: a goal was not met (see above)');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
