import { z } from 'zod';
import { AUCTION_STATUSES } from '../domain/constants';

// NOTE: the spec §8 toasts live in a zod-free module so that pages can show them without loading zod.
export { WATCHLIST_MESSAGES } from '../messages/watchlist';

/** One watched auction (spec §3: joined with id, title, location, current_bid, end_time, status). */
export const WatchlistEntrySchema = z.object({
  auctionId: z.string(),
  title: z.string(),
  location: z.string(),
  startingBid: z.number(),
  currentBid: z.number(),
  startTime: z.string(),
  endTime: z.string(),
  status: z.enum(AUCTION_STATUSES),
  /** Small WebP of the primary image (else the first), or null when the auction has none. */
  thumbUrl: z.string().nullable(),
  addedAt: z.string(),
});
export type WatchlistEntry = z.infer<typeof WatchlistEntrySchema>;

/** `GET /api/watchlist`: the caller's entries, newest first. */
export const WatchlistSchema = z.object({ items: z.array(WatchlistEntrySchema) });
export type Watchlist = z.infer<typeof WatchlistSchema>;

/** `GET /api/watchlist/ids`: just the watched auction ids, for the hearts on cards. */
export const WatchlistIdsSchema = z.object({ auctionIds: z.array(z.string()) });
export type WatchlistIds = z.infer<typeof WatchlistIdsSchema>;

/** `POST /api/watchlist` body. Adding twice is harmless. */
export const WatchlistAddSchema = z.object({ auctionId: z.string().trim().min(1).max(100) });
export type WatchlistAdd = z.infer<typeof WatchlistAddSchema>;

/** Answer of `POST /api/watchlist` and `DELETE /api/watchlist/:auctionId`. */
export const WatchlistChangeSchema = z.object({ auctionId: z.string(), watching: z.boolean() });
export type WatchlistChange = z.infer<typeof WatchlistChangeSchema>;
