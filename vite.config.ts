import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { THEME_INIT_SCRIPT } from './src/shared/theme-init.ts';
import { compiledCatalogues } from './src/web/i18n/compile-catalogue.ts';
import { serviceWorker } from './scripts/vite-service-worker.mjs';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Preloads the font the first paint's text is set in (Inter's Latin subset), so that the browser asks for
 * it with the page instead of once the styles are in and the text is laid out.
 */
const preloadFirstFont = (): Plugin => ({
  name: 'neelami-preload-first-font',
  transformIndexHtml: {
    order: 'post',
    handler(_html, ctx) {
      const font = Object.keys(ctx.bundle ?? {}).find((file) => /^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/.test(file));
      return font
        ? [{ tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${font}`, crossorigin: '' }, injectTo: 'head' }]
        : [];
    },
  },
});

/** Writes the theme script into index.html's head, first, so it runs before the styles paint anything. */
const themeInit = (): Plugin => ({
  name: 'neelami-theme-init',
  transformIndexHtml: () => [{ tag: 'script', children: THEME_INIT_SCRIPT, injectTo: 'head-prepend' }],
});

/**
 * The browser build (dist/web) and, with `--ssr` (scripts/build-web.mjs), the server entry that renders
 * pages with React (dist/ssr, decision 035).
 */
export default defineConfig(({ isSsrBuild, mode }) => ({
  root: r('./src/web'),
  publicDir: isSsrBuild ? false : r('./src/web/public'),
  // The service worker is written after the app, from the build manifest (decision 027).
  plugins: [
    compiledCatalogues(),
    react(),
    tailwindcss(),
    ...(isSsrBuild ? [] : [themeInit(), preloadFirstFont(), serviceWorker({ template: r('./src/web/sw/service-worker.js') })]),
  ],
  resolve: {
    alias: [
      { find: '@shared', replacement: r('./src/shared') },
      { find: '@web', replacement: r('./src/web') },
    ],
  },
  build: isSsrBuild
    ? { outDir: r('./dist/ssr'), emptyOutDir: true, sourcemap: true, manifest: false, copyPublicDir: false }
    : {
        outDir: r('./dist/web'),
        emptyOutDir: true,
        sourcemap: false,
        // The server reads it to preload a landing page's route chunks with its HTML (src/server/lib/http/spa.ts).
        manifest: true,
      },
  // NOTE: the server entry carries the web app's libraries in itself: a production install has only the
  // server's packages (decision 017), and React, the router and the query cache are build packages.
  ssr: { noExternal: true },
  // NOTE: React's production build in the server entry, whatever NODE_ENV the server runs with (`npm start` sets none).
  ...(isSsrBuild && mode === 'production' ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', ws: true },
      '/media': 'http://localhost:3000',
    },
  },
}));
