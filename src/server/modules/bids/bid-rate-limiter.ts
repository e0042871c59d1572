import type { Db } from '../../db/client';
import { bidsRepository } from './bids.repository';

/** Bids per user: a burst of `burst`, refilled at `perSecond` (ARCHITECTURE §8: bidding is rate-limited). */
export type BidRateLimit = { perSecond: number; burst: number };
export const DEFAULT_BID_RATE_LIMIT: BidRateLimit = { perSecond: 10, burst: 10 };

/** Takes one token from a bidder's bucket; false when none is left. */
export type BidRateLimiter = { take(userId: string): boolean | Promise<boolean> };

/**
 * A token bucket per user, in memory: for the embedded database, which one process owns. (With
 * several processes each would keep its own buckets and a user could reach N times the rate: on
 * PostgreSQL the buckets live in the database, see createDatabaseBidRateLimiter.)
 */
export function createBidRateLimiter({ perSecond, burst }: BidRateLimit, now: () => number = Date.now): BidRateLimiter {
  const buckets = new Map<string, { tokens: number; at: number }>();
  let lastSweep = now();

  function sweep(t: number) {
    // A bucket idle long enough to be full again carries no information; forget it.
    const idleMs = (burst / perSecond) * 1000;
    for (const [key, b] of buckets) if (t - b.at > idleMs) buckets.delete(key);
    lastSweep = t;
  }

  return {
    take(userId: string): boolean {
      if (!Number.isFinite(perSecond)) return true;
      const t = now();
      if (t - lastSweep > 60_000) sweep(t);
      const b = buckets.get(userId) ?? { tokens: burst, at: t };
      b.tokens = Math.min(burst, b.tokens + ((t - b.at) / 1000) * perSecond);
      b.at = t;
      buckets.set(userId, b);
      if (b.tokens < 1) return false;
      b.tokens -= 1;
      return true;
    },
  };
}

/**
 * The same token bucket, one row per bidder in `bid_rate_buckets`, taken in one statement: every
 * server process on one PostgreSQL shares it. The database's clock refills it, so processes whose
 * clocks disagree still agree on the rate. A refused take leaves the row as it was.
 */
export function createDatabaseBidRateLimiter(db: Db, { perSecond, burst }: BidRateLimit): BidRateLimiter {
  if (!Number.isFinite(perSecond)) return { take: () => true };
  return {
    async take(userId: string): Promise<boolean> {
      return bidsRepository.takeRateToken(db, userId, perSecond, burst);
    },
  };
}
