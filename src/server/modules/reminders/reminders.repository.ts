import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auctions, reminders } from '../../db/schema';

/** The one owner of `reminders`. */
export const remindersRepository = {
  async auctionStatus(db: Executor, auctionId: string) {
    const [row] = await db.select({ status: auctions.status }).from(auctions).where(eq(auctions.id, auctionId));
    return row?.status ?? null;
  },
  async idsForUser(db: Executor, userId: string) {
    const rows = await db
      .select({ auctionId: reminders.auctionId })
      .from(reminders)
      .where(eq(reminders.userId, userId))
      .orderBy(desc(reminders.createdAt));
    return rows.map((r) => r.auctionId);
  },
  async add(db: Executor, userId: string, auctionId: string) {
    await db.insert(reminders).values({ userId, auctionId }).onConflictDoNothing();
  },
  async remove(db: Executor, userId: string, auctionId: string) {
    await db.delete(reminders).where(and(eq(reminders.userId, userId), eq(reminders.auctionId, auctionId)));
  },
  /** Marks the auction's unsent reminders as sent; returns whose they were. */
  async takeUnsent(db: Executor, auctionId: string): Promise<string[]> {
    const rows = await db
      .update(reminders)
      .set({ notifiedAt: sql`clock_timestamp()` })
      .where(and(eq(reminders.auctionId, auctionId), isNull(reminders.notifiedAt)))
      .returning({ userId: reminders.userId });
    return rows.map((r) => r.userId);
  },

  /** Whose reminder the auction has, told at its start or not. */
  async holdersOf(db: Executor, auctionId: string): Promise<string[]> {
    const rows = await db.select({ userId: reminders.userId }).from(reminders).where(eq(reminders.auctionId, auctionId));
    return rows.map((r) => r.userId);
  },

  async insertMany(db: Executor, rows: (typeof reminders.$inferInsert)[]) {
    if (rows.length > 0) await db.insert(reminders).values(rows);
  },
};
