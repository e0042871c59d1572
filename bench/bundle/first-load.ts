import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { adminChunks, htmlScripts, initialChunks, staticClosure, type InitialChunk, type Manifest } from './initial-chunks';

/**
 * The home route's first-load JavaScript of a built web app (the browser build's folder and the build's
 * output), as `bench/bundle` records it and `bench/lighthouse` reports beside its pages. Goal (issue 26):
 * ≤ 130 KB gzipped on React (1 KB = 1,024 bytes), no admin and no chart code among those chunks.
 */
export const FIRST_LOAD_GOAL_KB = 130;
export const HOME_ROUTE = 'app/routes/home.tsx';

/** What the build reports of a chunk or an asset (only the fields used here). */
export type BuildOutput =
  { type: 'chunk'; fileName: string; modules: Record<string, { renderedLength: number }> } | { type: 'asset'; fileName: string };

export type FirstLoad = {
  /** Every file of the first load, in the order the browser meets them, with its size raw and gzipped (bytes). */
  rows: { file: string; via: 'index.html' | 'home route'; raw: number; gz: number }[];
  raw: number;
  gz: number;
  /** Chunks the build wrote in all. */
  chunkCount: number;
  admin: { chunk: InitialChunk; modules: string[] }[];
  charts: InitialChunk[];
  /** The largest packages (by name) and source files (by path from `root`) in it, bytes as rendered into the chunks. */
  largest: [string, number][];
};

export const kb = (bytes: number) => bytes / 1024;

export function measureFirstLoad(webDir: string, output: readonly BuildOutput[], root: string): FirstLoad {
  const chunksOut = output.filter((o): o is Extract<BuildOutput, { type: 'chunk' }> => o.type === 'chunk');
  const manifest = JSON.parse(readFileSync(path.join(webDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const chunks = initialChunks(manifest, { routes: [HOME_ROUTE] });

  // The manifest must agree with what index.html makes the browser fetch.
  const html = htmlScripts(readFileSync(path.join(webDir, 'index.html'), 'utf8'));
  if (html.entry.length !== 1 || html.entry[0] !== manifest['index.html']?.file) {
    throw new Error(`index.html loads ${html.entry.join(', ') || 'no module script'}, the manifest says ${manifest['index.html']?.file}`);
  }
  const entryFiles = new Set(staticClosure(manifest, ['index.html']).map((k) => manifest[k]!.file));
  const stray = html.preload.filter((f) => !entryFiles.has(f));
  if (stray.length > 0) throw new Error(`index.html preloads chunks outside the entry's imports: ${stray.join(', ')}`);

  // Classic scripts of index.html are first-load JavaScript too, outside the chunk graph.
  const files = [
    ...html.classic.map((file) => ({ file, via: 'index.html' as const })),
    ...chunks.map((c) => ({ file: c.file, via: c.via === 'entry' ? ('index.html' as const) : ('home route' as const) })),
  ];
  const rows = files.map((f) => {
    const code = readFileSync(path.join(webDir, f.file));
    return { ...f, raw: code.length, gz: gzipSync(code).length };
  });
  const modulesByFile = Object.fromEntries(chunksOut.map((o) => [o.fileName, Object.keys(o.modules)]));
  const admin = adminChunks(chunks, modulesByFile);
  // The charts of the report screens (recharts and its d3 parts) must stay out of what every visitor loads.
  const charts = chunks.filter((c) => (modulesByFile[c.file] ?? []).some((m) => /node_modules[\\/](recharts|d3-)/.test(m)));

  const inInitial = new Set(chunks.map((c) => c.file));
  const biggest = new Map<string, number>();
  for (const o of chunksOut.filter((c) => inInitial.has(c.fileName))) {
    for (const [id, m] of Object.entries(o.modules)) {
      // A package's files count under the package name; source files under their path.
      const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
      const nm = clean.lastIndexOf('node_modules/');
      const parts = nm === -1 ? [] : clean.slice(nm + 'node_modules/'.length).split('/');
      const key =
        nm !== -1
          ? parts.slice(0, parts[0]?.startsWith('@') ? 2 : 1).join('/')
          : path.isAbsolute(clean)
            ? path.relative(root, clean)
            : clean;
      biggest.set(key, (biggest.get(key) ?? 0) + m.renderedLength);
    }
  }
  return {
    rows,
    raw: rows.reduce((s, r) => s + r.raw, 0),
    gz: rows.reduce((s, r) => s + r.gz, 0),
    chunkCount: chunksOut.length,
    admin,
    charts,
    largest: [...biggest.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12),
  };
}
