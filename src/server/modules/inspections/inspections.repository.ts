import { and, asc, count, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auctions, inspectionRequests, profiles, users } from '../../db/schema';

export type InspectionRow = typeof inspectionRequests.$inferSelect;
export type InspectionWithAuction = {
  inspection: InspectionRow;
  auctionTitle: string;
  location: string;
  address: string | null;
  inspectionFrom: Date | null;
  inspectionTo: Date | null;
  buyerName: string | null;
};

const withAuction = {
  inspection: inspectionRequests,
  auctionTitle: auctions.title,
  location: auctions.location,
  address: auctions.address,
  inspectionFrom: auctions.inspectionFrom,
  inspectionTo: auctions.inspectionTo,
  buyerName: sql<string | null>`coalesce(nullif(${profiles.fullName}, ''), ${users.name})`,
};

/** Accepted visits not yet reminded whose slot begins within `aheadMs` of `now`, soonest first. */
export function dueRemindersQuery(db: Executor, now: Date, aheadMs: number, limit: number) {
  return db
    .select({ id: inspectionRequests.id })
    .from(inspectionRequests)
    .where(
      and(
        eq(inspectionRequests.status, 'accepted'),
        isNull(inspectionRequests.remindedAt),
        gt(inspectionRequests.visitAt, now),
        lte(inspectionRequests.visitAt, new Date(now.getTime() + aheadMs)),
      ),
    )
    .orderBy(asc(inspectionRequests.visitAt))
    .limit(limit);
}

/** Requests with their auction's title and their buyer's name (`withAuction`), to be filtered and ordered. */
function selectWithAuction(db: Executor) {
  return db
    .select(withAuction)
    .from(inspectionRequests)
    .innerJoin(auctions, eq(auctions.id, inspectionRequests.auctionId))
    .innerJoin(users, eq(users.id, inspectionRequests.buyerId))
    .leftJoin(profiles, eq(profiles.userId, inspectionRequests.buyerId))
    .$dynamic();
}

/** The one owner of `inspection_requests`. */
export const inspectionsRepository = {
  async findById(db: Executor, id: string) {
    const [row] = await db.select().from(inspectionRequests).where(eq(inspectionRequests.id, id));
    return row ?? null;
  },

  /** One request with its auction's title and its buyer's name. */
  async findWithAuction(db: Executor, id: string): Promise<InspectionWithAuction | null> {
    const [row] = await selectWithAuction(db).where(eq(inspectionRequests.id, id));
    return row ?? null;
  },

  /** The buyer's request on an auction still waiting or booked, if any. */
  async openFor(db: Executor, auctionId: string, buyerId: string) {
    const [row] = await db
      .select({ id: inspectionRequests.id })
      .from(inspectionRequests)
      .where(
        and(
          eq(inspectionRequests.auctionId, auctionId),
          eq(inspectionRequests.buyerId, buyerId),
          inArray(inspectionRequests.status, ['requested', 'proposed', 'accepted']),
        ),
      );
    return row ?? null;
  },

  /** The buyer's requests still waiting, and their accepted visits yet to come, across every auction. */
  async countOpen(db: Executor, buyerId: string, now: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(inspectionRequests)
      .where(
        and(
          eq(inspectionRequests.buyerId, buyerId),
          or(
            inArray(inspectionRequests.status, ['requested', 'proposed']),
            and(eq(inspectionRequests.status, 'accepted'), gt(inspectionRequests.visitAt, now)),
          ),
        ),
      );
    return Number(row?.n ?? 0);
  },

  async insert(db: Executor, values: typeof inspectionRequests.$inferInsert) {
    const [row] = await db.insert(inspectionRequests).values(values).returning();
    return row!;
  },

  /** Changes a request if it is still in one of `from` (another change got there first otherwise: null). */
  async update(db: Executor, id: string, from: readonly InspectionRow['status'][], set: Partial<typeof inspectionRequests.$inferInsert>) {
    const [row] = await db
      .update(inspectionRequests)
      .set({ ...set, updatedAt: sql`now()` })
      .where(and(eq(inspectionRequests.id, id), inArray(inspectionRequests.status, [...from])))
      .returning();
    return row ?? null;
  },

  /** A buyer's requests, the coming visits first; or only those on one auction. */
  async ofBuyer(db: Executor, buyerId: string, auctionId: string | undefined, limit: number): Promise<InspectionWithAuction[]> {
    return selectWithAuction(db)
      .where(and(eq(inspectionRequests.buyerId, buyerId), auctionId ? eq(inspectionRequests.auctionId, auctionId) : undefined))
      .orderBy(sql`${inspectionRequests.visitAt} desc`, asc(inspectionRequests.id))
      .limit(limit);
  },

  /** Requests on `sellerId`'s listings (every listing's when null), by day and slot; optionally of one auction or one day. */
  async forOfficer(
    db: Executor,
    sellerId: string | null,
    filter: { auctionId?: string; date?: string },
    limit: number,
  ): Promise<InspectionWithAuction[]> {
    const where: (SQL | undefined)[] = [
      sellerId ? eq(auctions.createdBy, sellerId) : undefined,
      filter.auctionId ? eq(inspectionRequests.auctionId, filter.auctionId) : undefined,
      filter.date ? eq(inspectionRequests.visitDate, filter.date) : undefined,
    ];
    return selectWithAuction(db)
      .where(and(...where))
      .orderBy(asc(inspectionRequests.visitAt), asc(inspectionRequests.createdAt), asc(inspectionRequests.id))
      .limit(limit);
  },

  /** The user's accepted visits (as the buyer), for their calendar feed. */
  async acceptedOf(db: Executor, buyerId: string, limit: number): Promise<InspectionWithAuction[]> {
    return selectWithAuction(db)
      .where(and(eq(inspectionRequests.buyerId, buyerId), eq(inspectionRequests.status, 'accepted')))
      .orderBy(sql`${inspectionRequests.visitAt} desc`)
      .limit(limit);
  },

  /** Claims up to `limit` due reminders: marks them reminded and returns them (rows another process took are skipped). */
  async claimDueReminders(db: Executor, now: Date, aheadMs: number, limit: number): Promise<InspectionWithAuction[]> {
    const due = dueRemindersQuery(db, now, aheadMs, limit).for('update', { skipLocked: true });
    const claimed = await db
      .update(inspectionRequests)
      .set({ remindedAt: now })
      .where(inArray(inspectionRequests.id, due))
      .returning({ id: inspectionRequests.id });
    if (!claimed.length) return [];
    return selectWithAuction(db).where(
      inArray(
        inspectionRequests.id,
        claimed.map((c) => c.id),
      ),
    );
  },
};
