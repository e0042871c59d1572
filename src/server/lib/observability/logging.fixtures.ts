import { Writable } from 'node:stream';
import type { Config } from '../../config';
import { createTestApp, type TestContext } from '../../test/test-app';

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
  const ctx = await createTestApp(overrides, { logger: { level, stream } });
  return { ...ctx, lines };
}
