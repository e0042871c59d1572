import path from 'node:path';

/**
 * The server Playwright starts: the real app, freshly seeded, on PGlite in a throw-away data
 * directory, or on a fresh PostgreSQL database when E2E_DB=postgres (with TEST_DATABASE_URL).
 */
export function e2eServer() {
  const port = Number(process.env.E2E_PORT ?? 3210);
  const dataDir = path.resolve('.tmp', `e2e-${process.env.E2E_DB ?? 'pglite'}-${port}`);
  const env: Record<string, string> = {
    PORT: String(port),
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT: '1000',
    PUBLIC_URL: `http://localhost:${port}`,
  };
  let command = `rm -rf ${dataDir} && npx tsx src/server/main.ts`;
  if (process.env.E2E_DB === 'postgres' && process.env.TEST_DATABASE_URL) {
    const admin = process.env.TEST_DATABASE_URL;
    const u = new URL(admin);
    u.pathname = '/neelami_e2e';
    env.DATABASE_URL = u.toString();
    command = `psql "${admin}" -qc "drop database if exists neelami_e2e with (force)" -c "create database neelami_e2e" && ${command}`;
  }
  return { url: `http://localhost:${port}`, command, env };
}
