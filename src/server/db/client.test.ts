import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { rows } from './rows';
import { testDbKind } from '../test/test-db';

describe.skipIf(testDbKind() !== 'postgres')('the PostgreSQL pool', () => {
  it("sets every connection's parallel workers per statement when asked, and leaves the server's own otherwise", async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const workersOf = async (parallelWorkers?: number) => {
      const database = await openDatabase({ kind: 'postgres', url, poolSize: 2, parallelWorkers });
      try {
        const read = () => rows<{ n: string }>(database.db, sql`select current_setting('max_parallel_workers_per_gather') as n`);
        // Two connections at once, so both of the pool's are asked.
        const answers = await Promise.all([read(), read()]);
        return answers.map(([row]) => row!.n);
      } finally {
        await database.close();
      }
    };
    const serverOwn = (await workersOf())[0];
    expect(await workersOf(0)).toEqual(['0', '0']);
    expect(await workersOf(3)).toEqual(['3', '3']);
    expect(serverOwn).not.toBe('3');
  });
});
