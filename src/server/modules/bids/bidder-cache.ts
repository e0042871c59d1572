import type { Actor } from '../../lib/actor';

/**
 * Who is bidding, remembered for a few seconds per session cookie.
 *
 * NOTE: a bid request spends most of its time proving who it comes from (session lookup, roles,
 * profile: four queries before the bid's own transaction). During a storm the same bidders send
 * bid after bid, so the answer is kept for `ttlMs`, and only for bidders who were allowed to bid.
 * What may change meanwhile is re-checked where it matters: the bid transaction reads the bidder's
 * role, approval and EMD from the database again. Only a sign-out is seen up to `ttlMs` late, and a
 * signed-out browser no longer has the cookie (Better Auth's own cookie cache trusts a cookie for
 * minutes). Past a point between half and nine tenths of its life, drawn at random for each entry,
 * an entry is still served but refreshed in the background, so busy bidders never wait on a lookup,
 * and bidders who signed in together do not all refresh together (64 of them at once held the bid
 * queue up for a tenth of a second in the bids benchmark).
 */
export function createBidderCache({
  ttlMs = 5_000,
  max = 10_000,
  random = Math.random,
}: { ttlMs?: number; max?: number; random?: () => number } = {}) {
  const entries = new Map<string, { actor: Actor; at: number; refreshAfter: number; refreshing: boolean }>();
  return {
    /** The remembered bidder, and whether the caller should refresh it (once; see `set`). */
    get(key: string): { actor: Actor; refresh: boolean } | null {
      const hit = entries.get(key);
      if (!hit) return null;
      const age = Date.now() - hit.at;
      if (age > ttlMs) {
        entries.delete(key);
        return null;
      }
      const refresh = age > hit.refreshAfter && !hit.refreshing;
      if (refresh) hit.refreshing = true;
      return { actor: hit.actor, refresh };
    },
    /** Remembers an eligible bidder, or forgets the key when `actor` is null (signed out, no longer eligible). */
    set(key: string, actor: Actor | null) {
      if (!actor) {
        entries.delete(key);
        return;
      }
      if (entries.size >= max && !entries.has(key)) {
        // Oldest first: Map keeps insertion order.
        for (const k of entries.keys()) {
          entries.delete(k);
          if (entries.size < max * 0.9) break;
        }
      }
      entries.delete(key);
      entries.set(key, { actor, at: Date.now(), refreshAfter: ttlMs * (0.5 + 0.4 * random()), refreshing: false });
    },
  };
}
export type BidderCache = ReturnType<typeof createBidderCache>;
