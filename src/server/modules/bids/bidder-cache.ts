import type { Actor } from '../../lib/security/actor';

/**
 * Who is bidding, remembered for a few seconds per session cookie.
 *
 * NOTE: a bid request spends most of its time proving who it comes from (session lookup, roles,
 * profile: four queries before the bid's own transaction). During a storm the same bidders send
 * bid after bid, so the answer is kept for `ttlMs`, and only for bidders who were allowed to bid.
 * What may change meanwhile is re-checked where it matters: the bid transaction reads the bidder's
 * role, approval and EMD from the database again. A session that ends (sign-out, a revoked session,
 * a password reset) is told to every server, which calls `forgetUser`: the user's entries go at once,
 * and a lookup that began before that cannot bring them back (see `since`). Past a point between half
 * and nine tenths of its life, drawn at random for each entry, an entry is still served but refreshed
 * in the background, so busy bidders never wait on a lookup, and bidders who signed in together do
 * not all refresh together (64 of them at once held the bid queue up for a tenth of a second in the
 * bids benchmark).
 */
export function createBidderCache({
  ttlMs = 5_000,
  max = 10_000,
  random = Math.random,
}: { ttlMs?: number; max?: number; random?: () => number } = {}) {
  const entries = new Map<string, { actor: Actor; at: number; refreshAfter: number; refreshing: boolean }>();
  /** Each user's keys, so that forgetting a user touches only their entries (never a scan). */
  const keysOf = new Map<string, Set<string>>();
  /** The user's last `forgetUser`, as a count of all of them so far; oldest first. */
  const forgottenAt = new Map<string, number>();
  let forgotten = 0;

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    const keys = keysOf.get(entry.actor.userId);
    keys?.delete(key);
    if (keys?.size === 0) keysOf.delete(entry.actor.userId);
  }

  return {
    /** The remembered bidder, and whether the caller should refresh it (once; see `set`). */
    get(key: string): { actor: Actor; refresh: boolean } | null {
      const hit = entries.get(key);
      if (!hit) return null;
      const age = Date.now() - hit.at;
      if (age > ttlMs) {
        drop(key);
        return null;
      }
      const refresh = age > hit.refreshAfter && !hit.refreshing;
      if (refresh) hit.refreshing = true;
      return { actor: hit.actor, refresh };
    },
    /** Taken before a session lookup and handed to `set` with its answer. */
    since(): number {
      return forgotten;
    },
    /**
     * Remembers an eligible bidder, or forgets the key when `actor` is null (signed out, no longer
     * eligible). An answer looked up `since` a moment after which the user was forgotten is stale
     * (the session may have ended after the lookup read it) and is not kept.
     */
    set(key: string, actor: Actor | null, since?: number) {
      drop(key);
      if (!actor) return;
      if (since !== undefined && (forgottenAt.get(actor.userId) ?? -1) > since) return;
      if (entries.size >= max) {
        // Oldest first: Map keeps insertion order.
        for (const k of entries.keys()) {
          drop(k);
          if (entries.size < max * 0.9) break;
        }
      }
      entries.set(key, { actor, at: Date.now(), refreshAfter: ttlMs * (0.5 + 0.4 * random()), refreshing: false });
      let keys = keysOf.get(actor.userId);
      if (!keys) keysOf.set(actor.userId, (keys = new Set()));
      keys.add(key);
    },
    /** A session of the user ended: every entry of theirs goes (their other sessions just look up once more). */
    forgetUser(userId: string) {
      for (const key of [...(keysOf.get(userId) ?? [])]) drop(key);
      forgotten += 1;
      forgottenAt.delete(userId);
      forgottenAt.set(userId, forgotten);
      // Only lookups in flight need these marks; the oldest are long settled.
      if (forgottenAt.size > max) forgottenAt.delete(forgottenAt.keys().next().value!);
    },
  };
}
export type BidderCache = ReturnType<typeof createBidderCache>;
