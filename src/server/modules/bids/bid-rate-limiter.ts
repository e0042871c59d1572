/** Bids per user: a burst of `burst`, refilled at `perSecond` (ARCHITECTURE §8: bidding is rate-limited). */
export type BidRateLimit = { perSecond: number; burst: number };
export const DEFAULT_BID_RATE_LIMIT: BidRateLimit = { perSecond: 10, burst: 10 };

/**
 * A token bucket per user, in memory. NOTE: each server process keeps its own buckets, so with N
 * processes a user could reach N times the rate; the bid transaction, not this, keeps bids correct.
 */
export function createBidRateLimiter({ perSecond, burst }: BidRateLimit, now: () => number = Date.now) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  let lastSweep = now();

  function sweep(t: number) {
    // A bucket idle long enough to be full again carries no information; forget it.
    const idleMs = (burst / perSecond) * 1000;
    for (const [key, b] of buckets) if (t - b.at > idleMs) buckets.delete(key);
    lastSweep = t;
  }

  return {
    /** Takes one token; false when the user has none left. */
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
export type BidRateLimiter = ReturnType<typeof createBidRateLimiter>;
