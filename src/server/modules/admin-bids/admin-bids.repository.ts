import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { BidStatus } from '../../../shared/domain/constants';
import type { BidTypeFilter } from '../../../shared/schemas/admin';
import type { Executor } from '../../db/client';
import { anyContains } from '../../db/search';
import { auctions, bids, profiles, users } from '../../db/schema';

export type BidFilter = { q?: string; type?: BidTypeFilter; status?: BidStatus };

function whereOf({ q, type, status }: BidFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (status) conditions.push(eq(bids.status, status));
  if (type) conditions.push(sql`lower(${auctions.propertyType}::text) = ${type}`);
  if (q) conditions.push(anyContains(q, [auctions.title, profiles.fullName, users.name]));
  return conditions.length ? and(...conditions) : undefined;
}

const columns = {
  bid: bids,
  auction: {
    id: auctions.id,
    title: auctions.title,
    location: auctions.location,
    propertyType: auctions.propertyType,
    status: auctions.status,
  },
  bidderName: profiles.fullName,
  bidderUserName: users.name,
  bidderEmail: users.email,
  emdPaid: profiles.emdPaid,
};

export const adminBidsRepository = {
  async list(db: Executor, filter: BidFilter, page: { limit: number; offset: number }) {
    return db
      .select(columns)
      .from(bids)
      .innerJoin(auctions, eq(auctions.id, bids.auctionId))
      .innerJoin(users, eq(users.id, bids.userId))
      .leftJoin(profiles, eq(profiles.userId, bids.userId))
      .where(whereOf(filter))
      .orderBy(desc(bids.createdAt), desc(bids.id))
      .limit(page.limit)
      .offset(page.offset);
  },
  async count(db: Executor, filter: BidFilter) {
    const [row] = await db
      .select({ n: count() })
      .from(bids)
      .innerJoin(auctions, eq(auctions.id, bids.auctionId))
      .innerJoin(users, eq(users.id, bids.userId))
      .leftJoin(profiles, eq(profiles.userId, bids.userId))
      .where(whereOf(filter));
    return row?.n ?? 0;
  },
  async totals(db: Executor) {
    const [row] = await db
      .select({
        total: count(),
        totalValue: sql<number>`coalesce(sum(${bids.amount}), 0)`.mapWith(Number),
        active: sql<number>`count(*) filter (where ${bids.status} = 'active')`.mapWith(Number),
        completed: sql<number>`count(*) filter (where ${bids.status} = 'completed')`.mapWith(Number),
        flagged: sql<number>`count(*) filter (where ${bids.status} = 'flagged')`.mapWith(Number),
      })
      .from(bids);
    return row ?? { total: 0, totalValue: 0, active: 0, completed: 0, flagged: 0 };
  },
  async findOne(db: Executor, bidId: string) {
    const [row] = await db
      .select(columns)
      .from(bids)
      .innerJoin(auctions, eq(auctions.id, bids.auctionId))
      .innerJoin(users, eq(users.id, bids.userId))
      .leftJoin(profiles, eq(profiles.userId, bids.userId))
      .where(eq(bids.id, bidId));
    return row ?? null;
  },
};
