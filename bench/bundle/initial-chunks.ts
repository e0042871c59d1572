/**
 * Which chunks of a Vite build a browser downloads on its first visit to a route, read from the
 * build manifest (`.vite/manifest.json`). Pure: no file system, so it is unit-tested on small manifests.
 */

/** One manifest entry, as Vite writes it (only the fields used here). */
export type ManifestChunk = {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};

export type Manifest = Record<string, ManifestChunk>;

export type InitialChunk = {
  /** Manifest key, e.g. `index.html`, `app/routes/home.tsx` or `_money-95Z4X-DT.js`. */
  key: string;
  /** Output path under the build folder, e.g. `assets/index-tRUnvy_y.js`. */
  file: string;
  /** Why it loads: `entry` (the HTML's script and its static imports) or `route` (the lazy route chunk and its static imports). */
  via: 'entry' | 'route';
};

/**
 * The static import closure of `roots`, in discovery order, skipping keys already in `seen`.
 * Dynamic imports are not followed: they load later, when the code asks for them.
 */
export function staticClosure(manifest: Manifest, roots: readonly string[], seen = new Set<string>()): string[] {
  const order: string[] = [];
  const stack = [...roots].reverse();
  while (stack.length > 0) {
    const key = stack.pop()!;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk "${key}"`);
    seen.add(key);
    order.push(key);
    for (const dep of [...(chunk.imports ?? [])].reverse()) if (!seen.has(dep)) stack.push(dep);
  }
  return order;
}

/**
 * The JavaScript a first visit downloads: the HTML entry and its static imports (what the
 * `<script type="module">` and its modulepreload links fetch), then each lazily loaded route
 * module that the visited route renders, with the static imports the entry did not already bring.
 * `routes` are manifest keys of the route modules (e.g. `app/routes/home.tsx`); each must be a
 * dynamic import reachable from the entry's static closure, else the router could not load it.
 */
export function initialChunks(
  manifest: Manifest,
  { entry = 'index.html', routes = [] }: { entry?: string; routes?: readonly string[] } = {},
): InitialChunk[] {
  const root = manifest[entry];
  if (!root?.isEntry) throw new Error(`"${entry}" is not an entry of this manifest`);
  const seen = new Set<string>();
  const fromEntry = staticClosure(manifest, [entry], seen);
  const reachable = new Set(fromEntry.flatMap((k) => manifest[k]!.dynamicImports ?? []));
  for (const route of routes) {
    if (!reachable.has(route)) throw new Error(`route module "${route}" is not lazily imported by the entry`);
  }
  const fromRoutes = staticClosure(manifest, routes, seen);
  return [
    ...fromEntry.map((key) => ({ key, file: manifest[key]!.file, via: 'entry' as const })),
    ...fromRoutes.map((key) => ({ key, file: manifest[key]!.file, via: 'route' as const })),
  ];
}

/** Web modules of the admin console: the admin feature and any `admin-*` module (its routes, its report). */
export function isAdminModule(id: string): boolean {
  const p = id.replaceAll('\\', '/').replace(/\?.*$/, '');
  return p.includes('/src/web/features/admin/') || /\/src\/web\/(.+\/)?admin-[^/]*$/.test(p);
}

/**
 * The chunks of `chunks` that carry admin code, with the admin modules found in each.
 * `modulesByFile` maps an output file (e.g. `assets/home-DBcE6fbF.js`) to the source module ids
 * bundled into it, as the build output reports them.
 */
export function adminChunks(
  chunks: readonly InitialChunk[],
  modulesByFile: Readonly<Record<string, readonly string[]>>,
): { chunk: InitialChunk; modules: string[] }[] {
  return chunks
    .map((chunk) => ({ chunk, modules: (modulesByFile[chunk.file] ?? []).filter(isAdminModule) }))
    .filter((c) => c.modules.length > 0);
}

/**
 * Script paths of a built index.html, without the leading slash: module scripts (`entry`), classic
 * scripts (`classic`, e.g. the theme script that runs before the first paint) and modulepreload links.
 */
export function htmlScripts(html: string): { entry: string[]; classic: string[]; preload: string[] } {
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1];
  const strip = (u: string) => u.replace(/^\//, '');
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  const isModule = (t: string) => /\stype="module"/.test(t);
  const entry = scripts
    .filter(isModule)
    .flatMap((t) => attr(t, 'src') ?? [])
    .map(strip);
  const classic = scripts
    .filter((t) => !isModule(t))
    .flatMap((t) => attr(t, 'src') ?? [])
    .map(strip);
  const preload = [...html.matchAll(/<link\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((t) => /\srel="modulepreload"/.test(t))
    .flatMap((t) => attr(t, 'href') ?? [])
    .map(strip);
  return { entry, classic, preload };
}
