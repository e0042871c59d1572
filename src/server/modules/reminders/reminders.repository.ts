import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auctions, reminders } from '../../db/schema';

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
};
