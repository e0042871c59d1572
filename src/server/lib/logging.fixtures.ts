import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Writable } from 'node:stream';
import { buildApp } from '../app';
import { parseConfig, type Config } from '../config';
import type { TestContext } from '../test/test-app';
import { openTestDatabase, TEST_MEDIA_ROOT } from '../test/test-db';

export type LogLine = { level: number; msg: string; reqId?: string; [key: string]: unknown };

export const LEVEL = { debug: 20, info: 30, warn: 40, error: 50 } as const;

/**
 * Like createTestApp, with the app's log captured: every line pino writes, parsed, in `lines`
 * (the server's real logger and serializers, writing to a stream instead of stdout).
 */
export async function createLoggedApp(overrides: Partial<Config> = {}, level = 'info'): Promise<TestContext & { lines: LogLine[] }> {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  const database = await openTestDatabase();
  const dirKey = randomBytes(6).toString('hex');
  const config: Config = {
    ...parseConfig({ NODE_ENV: 'test', AUTH_RATE_LIMIT: '1000' }),
    mediaDir: path.join(TEST_MEDIA_ROOT, dirKey),
    documentsDir: path.join(TEST_MEDIA_ROOT, `${dirKey}-documents`),
    ...overrides,
  };
  const app = await buildApp({ config, database, logger: { level, stream } });
  await app.ready();
  return {
    app,
    database,
    config,
    lines,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
