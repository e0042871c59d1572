import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { parseConfig } from '../config';
import { openDatabase } from '../db/client';
import { ORIGIN, signIn } from '../test/test-app';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'neelami-admin-create-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function withoutDatabaseUrl(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...rest } = env;
  return rest;
}

/** The command as an operator runs it, the password piped in. */
const run = (password: string, ...args: string[]) =>
  spawnSync('npx', ['tsx', 'src/server/cli/admin-create.ts', ...args], {
    input: `${password}\n`,
    encoding: 'utf8',
    // The embedded database in a folder of its own, whatever the shell says.
    env: { ...withoutDatabaseUrl(process.env), DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
  });

describe('npm run admin:create', () => {
  it(
    'creates an admin who can sign in and open the admin pages; refuses a short password and a taken e-mail',
    { timeout: 120_000 },
    async () => {
      expect(run('short', '--email', 'ops@bank.example').status).toBe(1);
      const created = run('s3cret-pass', '--email', 'ops@bank.example', '--name', 'Ops Team');
      expect(created.status, created.stderr).toBe(0);
      expect(created.stdout).toContain('Created the admin ops@bank.example');
      const again = run('other-pass', '--email', 'ops@bank.example');
      expect(again.status).toBe(1);
      expect(again.stderr).toContain('exists already');

      const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
      const app = await buildApp({ config: { ...parseConfig({ NODE_ENV: 'test' }), seed: false }, database });
      try {
        const cookie = await signIn(app, 'ops@bank.example', 's3cret-pass');
        const users = await app.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie, origin: ORIGIN } });
        expect(users.statusCode).toBe(200);
        expect(users.json().items.map((u: { email: string }) => u.email)).toEqual(['ops@bank.example']);
      } finally {
        await app.close();
        await database.close();
      }
    },
  );
});
