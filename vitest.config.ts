import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  resolve: {
    alias: { '@shared': r('./src/shared'), '@server': r('./src/server'), '@web': r('./src/web') },
  },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
    globalSetup: ['./src/server/test/global-setup.ts'],
    pool: 'forks',
    // Two cores: one test file per core (the default leaves one idle).
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
