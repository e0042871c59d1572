import type { SQL } from 'drizzle-orm';
import type { Executor } from './client';

/** The rows of a raw SQL statement, on PostgreSQL and PGlite alike. */
export async function rows<T = Record<string, unknown>>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
