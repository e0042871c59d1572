import { and, asc, count, desc, eq, gte, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AuctionSort, AuctionStatus, Category, PropertyType } from '../../../shared/domain/constants';
import { imagesOfAuctions } from '../../db/auction-images';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../db/search';
import type { auctionImages } from '../../db/schema';
import { auctionSearch, auctions } from '../../db/schema';

export type AuctionRow = typeof auctions.$inferSelect;
export type AuctionImageRow = typeof auctionImages.$inferSelect;

/** Which rows a caller may see at all: everything, or every non-draft plus their own drafts. */
export type Visibility = { kind: 'all' } | { kind: 'public'; ownerId?: string };

export type ListingFilters = {
  visibility: Visibility;
  q?: string;
  statuses?: AuctionStatus[];
  propertyType?: PropertyType;
  category?: Category;
  location?: string;
  minPrice?: number;
  maxPrice?: number;
  featured?: boolean;
  createdBy?: string;
};

function visibilityCondition(v: Visibility): SQL | undefined {
  if (v.kind === 'all') return undefined;
  // NOTE: drafts are unapproved listings: only admins and the owning vendor see them.
  return v.ownerId ? or(ne(auctions.status, 'draft'), eq(auctions.createdBy, v.ownerId)) : ne(auctions.status, 'draft');
}

/** Every filter except status and property type, which the counts leave out in turn. */
function baseConditions(f: ListingFilters): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [visibilityCondition(f.visibility)];
  if (f.q) {
    // Title, location and description, through the trigram index of auction_search. Control
    // characters (the field separator among them) are dropped, so a match never spans two fields.
    // eslint-disable-next-line no-control-regex
    const p = containsPattern(f.q.replace(/[\u0000-\u001f]/g, ''));
    conditions.push(
      // NOTE: doc is stored lower-cased, so LIKE on the lower-cased pattern is ILIKE, only cheaper.
      sql`${auctions.id} in (select ${auctionSearch.auctionId} from ${auctionSearch} where ${auctionSearch.doc} like lower(${p}))`,
    );
  }
  if (f.location) conditions.push(ilike(auctions.location, containsPattern(f.location)));
  if (f.category) conditions.push(eq(auctions.category, f.category));
  if (f.minPrice !== undefined) conditions.push(gte(auctions.currentBid, f.minPrice));
  if (f.maxPrice !== undefined) conditions.push(lte(auctions.currentBid, f.maxPrice));
  if (f.featured !== undefined) conditions.push(eq(auctions.featured, f.featured));
  if (f.createdBy) conditions.push(eq(auctions.createdBy, f.createdBy));
  return conditions;
}

const closed = sql`(${auctions.status} in ('ended', 'cancelled'))`;

/**
 * NOTE: every order ends on `id` so equal keys never swap between pages. Ending Soon lists open
 * auctions (live, upcoming, draft) by end time, soonest first, then closed ones (ended,
 * cancelled) with the most recently closed first.
 */
function orderFor(sort: AuctionSort): SQL[] {
  switch (sort) {
    case 'ending_soon':
      return [
        asc(closed),
        sql`(case when ${closed} then null else ${auctions.endTime} end) asc nulls last`,
        // Spelled out to match auctions_ending_soon_idx exactly (end_time is never null).
        sql`${auctions.endTime} desc nulls last`,
        asc(auctions.id),
      ];
    case 'highest_bid':
      return [desc(auctions.currentBid), asc(auctions.id)];
    case 'most_bids':
      return [desc(auctions.bidCount), asc(auctions.id)];
    case 'newest':
      return [desc(auctions.createdAt), asc(auctions.id)];
  }
}

export const auctionsRepository = {
  async listPage(db: Executor, filters: ListingFilters, { sort, limit, offset }: { sort: AuctionSort; limit: number; offset: number }) {
    const conditions = baseConditions(filters);
    if (filters.statuses) conditions.push(inArray(auctions.status, filters.statuses));
    if (filters.propertyType) conditions.push(eq(auctions.propertyType, filters.propertyType));
    return db
      .select()
      .from(auctions)
      .where(and(...conditions))
      .orderBy(...orderFor(sort))
      .limit(limit)
      .offset(offset);
  },

  /**
   * Rows per (status, property type) under every filter but those two; the service folds them
   * into the per-status counts, the per-type counts and the total. One scan for all three.
   */
  async countGroups(db: Executor, filters: ListingFilters) {
    return db
      .select({ status: auctions.status, propertyType: auctions.propertyType, n: count() })
      .from(auctions)
      .where(and(...baseConditions(filters)))
      .groupBy(auctions.status, auctions.propertyType);
  },

  async findById(db: Executor, id: string) {
    const [row] = await db.select().from(auctions).where(eq(auctions.id, id));
    return row ?? null;
  },

  /** Only what access checks need, so the reserve price stays in this one query. */
  async findAccess(db: Executor, id: string) {
    const [row] = await db
      .select({ id: auctions.id, status: auctions.status, createdBy: auctions.createdBy })
      .from(auctions)
      .where(eq(auctions.id, id));
    return row ?? null;
  },

  async reservePrice(db: Executor, id: string) {
    const [row] = await db.select({ reservePrice: auctions.reservePrice }).from(auctions).where(eq(auctions.id, id));
    return row ?? null;
  },

  imagesFor: imagesOfAuctions,
};
