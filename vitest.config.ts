import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { compiledCatalogues } from './src/web/i18n/compile-catalogue';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  // The screens' catalogues arrive compiled, as in the build (decision 036).
  plugins: [compiledCatalogues()],
  resolve: {
    alias: { '@shared': r('./src/shared'), '@server': r('./src/server'), '@web': r('./src/web') },
  },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
    globalSetup: ['./src/server/test/global-setup.ts'],
    pool: 'forks',
    // NOTE: test files share their worker's modules instead of importing the server anew each: the
    // import (Fastify, Better Auth, Drizzle, react-email) was most of a file's time. Every file still
    // builds its own app on a database of its own (`createTestApp`), so no state crosses files; a module
    // that keeps process state (the date language) is set back by the test that changed it.
    isolate: false,
    // Two cores: one test file per core (the default leaves one idle).
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
