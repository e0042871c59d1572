import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { AuctionStatus } from '../../../shared/domain/constants';
import type { Language } from '../../../shared/domain/languages';
import type { Executor } from '../../db/client';
import { rows } from '../../db/rows';
import { auctions, calendarFeeds } from '../../db/schema';

/** What a calendar event of an auction is made of. */
export type CalendarAuction = {
  id: string;
  title: string;
  location: string;
  address: string | null;
  status: AuctionStatus;
  startingBid: number;
  emdAmount: number;
  startTime: Date;
  endTime: Date;
  emdCutoff: Date | null;
  updatedAt: Date;
};

/** Auctions a feed holds at most: the latest by their start. */
export const FEED_LIMIT = 500;

/** The one owner of `calendar_feeds`; reads the auctions a user follows. */
export const calendarRepository = {
  async feedOf(db: Executor, userId: string) {
    const [row] = await db.select({ createdAt: calendarFeeds.createdAt }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
    return row ?? null;
  },

  /** Sets the user's feed to this token's hash, replacing any earlier one. */
  async putFeed(db: Executor, userId: string, tokenHash: string) {
    const [row] = await db
      .insert(calendarFeeds)
      .values({ userId, tokenHash })
      .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: sql`now()` } })
      .returning({ createdAt: calendarFeeds.createdAt });
    return row!;
  },

  async deleteFeed(db: Executor, userId: string) {
    await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  },

  /** The owner of a feed by its token's hash, with the language they read Neelami in. */
  async ownerOf(db: Executor, tokenHash: string): Promise<{ userId: string; language: Language } | null> {
    const [row] = await rows<{ user_id: string; language: Language | null }>(
      db,
      sql`select f.user_id, p.language from calendar_feeds f left join profiles p on p.user_id = f.user_id where f.token_hash = ${tokenHash}`,
    );
    return row ? { userId: row.user_id, language: row.language ?? 'en' } : null;
  },

  /** The listed auctions the user watches, has a reminder on or has joined (an EMD hold), the latest first. */
  async followedBy(db: Executor, userId: string): Promise<CalendarAuction[]> {
    const followed = sql`(select auction_id from watchlist where user_id = ${userId}
      union select auction_id from reminders where user_id = ${userId}
      union select auction_id from emd_holds where user_id = ${userId})`;
    return db
      .select({
        id: auctions.id,
        title: auctions.title,
        location: auctions.location,
        address: auctions.address,
        status: auctions.status,
        startingBid: auctions.startingBid,
        emdAmount: auctions.emdAmount,
        startTime: auctions.startTime,
        endTime: auctions.endTime,
        emdCutoff: auctions.emdCutoff,
        updatedAt: auctions.updatedAt,
      })
      .from(auctions)
      .where(and(ne(auctions.status, 'draft'), sql`${auctions.id} in ${followed}`))
      .orderBy(desc(auctions.startTime), asc(auctions.id))
      .limit(FEED_LIMIT);
  },
};
