import { describe, expect, it } from 'vitest';
import { adminChunks, htmlScripts, initialChunks, isAdminModule, staticClosure, type Manifest } from './initial-chunks';

/** A small build: the entry shares `_react` with the routes; home and admin share `_card`; admin uses `_chart`. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react-1.js'],
    dynamicImports: ['app/routes/home.tsx', 'app/routes/admin-dashboard.tsx', 'features/bell.tsx'],
  },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_card-1.js': { file: 'assets/card-1.js', imports: ['_react-1.js', '_icons-1.js'] },
  '_icons-1.js': { file: 'assets/icons-1.js', imports: ['_react-1.js'] },
  '_chart-1.js': { file: 'assets/chart-1.js' },
  'app/routes/home.tsx': {
    file: 'assets/home-1.js',
    src: 'app/routes/home.tsx',
    isDynamicEntry: true,
    // A route chunk may import the entry back (shared code left in it); it is loaded once.
    imports: ['index.html', '_card-1.js'],
    dynamicImports: ['features/toaster.tsx'],
  },
  'app/routes/admin-dashboard.tsx': {
    file: 'assets/admin-dashboard-1.js',
    src: 'app/routes/admin-dashboard.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_card-1.js', '_chart-1.js'],
  },
  'features/bell.tsx': { file: 'assets/bell-1.js', isDynamicEntry: true, imports: ['_react-1.js'] },
  'features/toaster.tsx': { file: 'assets/toaster-1.js', isDynamicEntry: true },
};

describe('staticClosure', () => {
  it('follows static imports depth first, once each, and never dynamic ones', () => {
    expect(staticClosure(manifest, ['app/routes/home.tsx'])).toEqual([
      'app/routes/home.tsx',
      'index.html',
      '_react-1.js',
      '_card-1.js',
      '_icons-1.js',
    ]);
  });

  it('skips what is already loaded and fails on a key the manifest lacks', () => {
    expect(staticClosure(manifest, ['_card-1.js'], new Set(['_react-1.js']))).toEqual(['_card-1.js', '_icons-1.js']);
    expect(() => staticClosure(manifest, ['_missing.js'])).toThrow('manifest has no chunk "_missing.js"');
  });
});

describe('initialChunks', () => {
  it('is the entry closure, then the route chunks the entry has not already loaded', () => {
    expect(initialChunks(manifest, { routes: ['app/routes/home.tsx'] })).toEqual([
      { key: 'index.html', file: 'assets/index-1.js', via: 'entry' },
      { key: '_react-1.js', file: 'assets/react-1.js', via: 'entry' },
      { key: 'app/routes/home.tsx', file: 'assets/home-1.js', via: 'route' },
      { key: '_card-1.js', file: 'assets/card-1.js', via: 'route' },
      { key: '_icons-1.js', file: 'assets/icons-1.js', via: 'route' },
    ]);
  });

  it('leaves out lazy chunks nobody asked for: other routes, the bell, the home page’s own lazy imports', () => {
    const files = initialChunks(manifest, { routes: ['app/routes/home.tsx'] }).map((c) => c.file);
    expect(files).not.toContain('assets/admin-dashboard-1.js');
    expect(files).not.toContain('assets/chart-1.js');
    expect(files).not.toContain('assets/bell-1.js');
    expect(files).not.toContain('assets/toaster-1.js');
  });

  it('rejects an entry that is not one and a route the entry cannot load', () => {
    expect(() => initialChunks(manifest, { entry: '_react-1.js' })).toThrow('is not an entry');
    expect(() => initialChunks(manifest, { routes: ['features/toaster.tsx'] })).toThrow('is not lazily imported by the entry');
  });
});

describe('admin code', () => {
  it('recognises the admin feature and admin-* web modules only', () => {
    expect(isAdminModule('/w/src/web/features/admin/components/users/users-table.tsx')).toBe(true);
    expect(isAdminModule('/w/src/web/app/routes/admin-users.tsx')).toBe(true);
    expect(isAdminModule('/w/src/web/features/reports/components/admin-report.tsx?used')).toBe(true);
    expect(isAdminModule('C:\\w\\src\\web\\app\\routes\\admin-bids.tsx')).toBe(true);
    expect(isAdminModule('/w/src/web/app/routes/home.tsx')).toBe(false);
    expect(isAdminModule('/w/src/web/lib/admin.ts')).toBe(false);
    expect(isAdminModule('/w/node_modules/some-lib/admin-panel.js')).toBe(false);
  });

  it('names the chunks that carry admin modules', () => {
    const chunks = initialChunks(manifest, { routes: ['app/routes/home.tsx'] });
    const clean = { 'assets/card-1.js': ['/w/src/web/components/card.tsx'] };
    expect(adminChunks(chunks, clean)).toEqual([]);
    const leaky = { ...clean, 'assets/icons-1.js': ['/w/src/web/features/admin/stat-card.tsx', '/w/src/web/lib/cn.ts'] };
    expect(adminChunks(chunks, leaky)).toEqual([
      {
        chunk: { key: '_icons-1.js', file: 'assets/icons-1.js', via: 'route' },
        modules: ['/w/src/web/features/admin/stat-card.tsx'],
      },
    ]);
  });
});

describe('htmlScripts', () => {
  it('reads the module script, the classic scripts and the modulepreload links of a built index.html', () => {
    const html = `<head>
    <script src="/theme-init.js"></script>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>`;
    expect(htmlScripts(html)).toEqual({
      entry: ['assets/index-1.js'],
      classic: ['theme-init.js'],
      preload: ['assets/react-1.js'],
    });
  });
});
