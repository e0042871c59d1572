// `npm run lint` (its API part): builds the app in this process on an empty in-memory database,
// writes the API document it serves at /api/docs/json to .tmp/openapi.json, and lints that with
// Redocly's recommended rules and no ignore file. A warning fails it as an error does: the document
// is what a client generator (a bank's, a partner's) reads.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/server/app';
import { parseConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = path.join(ROOT, '.tmp', 'openapi.json');

/** The document as the server serves it; nothing is listened on and no row is read. */
export async function apiDocument(): Promise<unknown> {
  const database = await openDatabase({ kind: 'pglite' });
  const app = await buildApp({ config: parseConfig({ NODE_ENV: 'test' }), database, vapid: null });
  try {
    await app.ready();
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    if (res.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${res.statusCode}`);
    return res.json();
  } finally {
    await app.close();
    await database.close();
  }
}

mkdirSync(path.dirname(OUT), { recursive: true });
writeFileSync(OUT, `${JSON.stringify(await apiDocument(), null, 2)}\n`);
const redocly = path.join(ROOT, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
const lint = spawnSync(process.execPath, [redocly, 'lint', OUT, '--extends=recommended-strict', '--format=codeframe'], {
  stdio: 'inherit',
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
});
process.exit(lint.status ?? 1);
