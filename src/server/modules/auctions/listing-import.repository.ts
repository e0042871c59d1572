import { and, desc, eq, sql } from 'drizzle-orm';
import type { ImportIssue, ImportStatus } from '../../../shared/schemas/listing-import';
import type { Executor } from '../../db/client';
import { listingImports } from '../../db/schema';

export type ListingImportRow = typeof listingImports.$inferSelect;

export const listingImportRepository = {
  async insert(db: Executor, values: typeof listingImports.$inferInsert): Promise<ListingImportRow> {
    const [row] = await db.insert(listingImports).values(values).returning();
    return row!;
  },

  async find(db: Executor, id: string, createdBy: string | null): Promise<ListingImportRow | null> {
    const mine = createdBy === null ? eq(listingImports.id, id) : and(eq(listingImports.id, id), eq(listingImports.createdBy, createdBy));
    const [row] = await db.select().from(listingImports).where(mine);
    return row ?? null;
  },

  async recent(db: Executor, createdBy: string, limit: number): Promise<ListingImportRow[]> {
    return db
      .select()
      .from(listingImports)
      .where(eq(listingImports.createdBy, createdBy))
      .orderBy(desc(listingImports.createdAt))
      .limit(limit);
  },

  /** A batch written: its rows counted, in the batch's transaction. */
  async progressed(db: Executor, id: string, processed: number, imported: number): Promise<void> {
    await db
      .update(listingImports)
      .set({ processed: sql`${listingImports.processed} + ${processed}`, imported: sql`${listingImports.imported} + ${imported}` })
      .where(eq(listingImports.id, id));
  },

  async finish(db: Executor, id: string, status: ImportStatus, extraIssues: ImportIssue[] = []): Promise<void> {
    await db
      .update(listingImports)
      .set({
        status,
        finishedAt: new Date(),
        ...(extraIssues.length
          ? {
              issues: sql`${listingImports.issues} || ${JSON.stringify(extraIssues)}::jsonb`,
              issueCount: sql`${listingImports.issueCount} + ${extraIssues.length}`,
            }
          : {}),
      })
      .where(eq(listingImports.id, id));
  },

  /** Imports a stopped process left running: failed, so their page stops waiting. */
  async failInterrupted(db: Executor, before: Date): Promise<number> {
    const rows = await db
      .update(listingImports)
      .set({ status: 'failed', finishedAt: new Date() })
      .where(and(eq(listingImports.status, 'importing'), sql`${listingImports.createdAt} < ${before}`))
      .returning({ id: listingImports.id });
    return rows.length;
  },
};
