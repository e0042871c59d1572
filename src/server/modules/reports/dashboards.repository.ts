import { and, countDistinct, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rows } from '../../db/rows';
import { auctions, bids } from '../../db/schema';
import { AUCTIONS_WITH_SALES, FIGURES } from './figures';

const n = (v: unknown) => Number(v ?? 0);

/** The dashboards' figures; every money figure is FIGURES' one definition (decision 014). */
export const dashboardsRepository = {
  async adminFigures(db: Executor) {
    const [r] = await rows<Record<string, unknown>>(
      db,
      sql`select count(*) as total,
                 count(*) filter (where a.status = 'live') as live,
                 count(*) filter (where a.status = 'draft') as drafts,
                 ${FIGURES.platformRevenue} as revenue,
                 (select count(*) from profiles) as users,
                 (select count(*) from bids) as bids
          from auctions a`,
    );
    return { total: n(r?.total), live: n(r?.live), drafts: n(r?.drafts), revenue: n(r?.revenue), users: n(r?.users), bids: n(r?.bids) };
  },
  async vendorFigures(db: Executor, vendorId: string) {
    const [r] = await rows<Record<string, unknown>>(
      db,
      sql`select count(*) as total,
                 count(*) filter (where a.status = 'live') as live,
                 count(*) filter (where a.status = 'ended') as ended,
                 ${FIGURES.sold} as sold,
                 ${FIGURES.salesValue} as revenue
          from ${AUCTIONS_WITH_SALES} where a.created_by = ${vendorId}`,
    );
    const [b] = await db
      .select({ bidders: countDistinct(bids.userId) })
      .from(bids)
      .innerJoin(auctions, eq(auctions.id, bids.auctionId))
      .where(eq(auctions.createdBy, vendorId));
    return { total: n(r?.total), live: n(r?.live), ended: n(r?.ended), sold: n(r?.sold), revenue: n(r?.revenue), bidders: b?.bidders ?? 0 };
  },
  async buyerFigures(db: Executor, userId: string) {
    const [active] = await db
      .select({ n: countDistinct(bids.auctionId) })
      .from(bids)
      .innerJoin(auctions, eq(auctions.id, bids.auctionId))
      .where(and(eq(bids.userId, userId), eq(bids.status, 'active'), eq(auctions.status, 'live')));
    const [won] = await rows<Record<string, unknown>>(
      db,
      sql`select ${FIGURES.won(userId)} as won, ${FIGURES.spent(userId)} as spent from sales s where s.buyer_id = ${userId}`,
    );
    return { activeBids: active?.n ?? 0, won: n(won?.won), spent: n(won?.spent) };
  },
};
