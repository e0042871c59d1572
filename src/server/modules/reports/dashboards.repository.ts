import { and, count, countDistinct, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auctions, bids, profiles } from '../../db/schema';

const num = (expr: ReturnType<typeof sql>) => sql<number>`${expr}`.mapWith(Number);

export const dashboardsRepository = {
  async adminFigures(db: Executor) {
    const [a] = await db
      .select({
        total: count(),
        live: num(sql`count(*) filter (where ${auctions.status} = 'live')`),
        drafts: num(sql`count(*) filter (where ${auctions.status} = 'draft')`),
        revenue: num(sql`coalesce(sum(${auctions.currentBid}) filter (where ${auctions.status} = 'ended'), 0)`),
      })
      .from(auctions);
    const [u] = await db.select({ n: count() }).from(profiles);
    const [b] = await db.select({ n: count() }).from(bids);
    return { ...a!, users: u?.n ?? 0, bids: b?.n ?? 0 };
  },
  async vendorFigures(db: Executor, vendorId: string) {
    const [a] = await db
      .select({
        total: count(),
        live: num(sql`count(*) filter (where ${auctions.status} = 'live')`),
        ended: num(sql`count(*) filter (where ${auctions.status} = 'ended')`),
        sold: num(sql`count(*) filter (where ${auctions.status} = 'ended' and ${auctions.winnerId} is not null)`),
        revenue: num(
          sql`coalesce(sum(${auctions.currentBid}) filter (where ${auctions.status} = 'ended' and ${auctions.winnerId} is not null), 0)`,
        ),
      })
      .from(auctions)
      .where(eq(auctions.createdBy, vendorId));
    const [b] = await db
      .select({ bidders: countDistinct(bids.userId) })
      .from(bids)
      .innerJoin(auctions, eq(auctions.id, bids.auctionId))
      .where(eq(auctions.createdBy, vendorId));
    return { ...a!, bidders: b?.bidders ?? 0 };
  },
  async buyerFigures(db: Executor, userId: string) {
    const [active] = await db
      .select({ n: countDistinct(bids.auctionId) })
      .from(bids)
      .innerJoin(auctions, eq(auctions.id, bids.auctionId))
      .where(and(eq(bids.userId, userId), eq(bids.status, 'active'), eq(auctions.status, 'live')));
    const [won] = await db
      .select({ n: count(), spent: num(sql`coalesce(sum(${auctions.currentBid}), 0)`) })
      .from(auctions)
      .where(and(eq(auctions.status, 'ended'), eq(auctions.winnerId, userId)));
    return { activeBids: active?.n ?? 0, won: won?.n ?? 0, spent: won?.spent ?? 0 };
  },
};
