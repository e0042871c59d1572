import type { Hub, HubClient } from '../../realtime/hub';

export type CatalogueCacheOptions = {
  /** Longest an answer is reused even when no change event arrives (writes that publish nothing). */
  ttlMs?: number;
  maxEntries?: number;
};

type Entry = { value: unknown; generation: number; expiresAt: number };

/**
 * Listing answers (serialised pages, counts), reused until the catalogue changes.
 *
 * NOTE: every committed change to an auction (bid, edit, start, end, create, delete) is published
 * on the `auctions` topic after commit, on this process or, through PostgreSQL NOTIFY, on another.
 * Each such event bumps the generation and so drops every answer at once. An answer computed
 * while the generation moved is not stored, so a query that read the database before a commit
 * can never be kept as the answer after it. Twice the TTL bounds how stale a change that publishes
 * nothing (a seed, a hand edit in SQL) can stay (see `get`).
 */
export function createCatalogueCache({ ttlMs = 5_000, maxEntries = 500 }: CatalogueCacheOptions = {}) {
  const entries = new Map<string, Entry>();
  const inflight = new Map<string, Promise<unknown>>();
  let generation = 0;

  function invalidate() {
    generation += 1;
    entries.clear();
    inflight.clear();
  }

  /** Computes `key` once however many callers wait for it, and keeps the answer unless the catalogue changed meanwhile. */
  function refresh<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const pending = inflight.get(key) as Promise<T> | undefined;
    if (pending) return pending;
    const started = generation;
    const promise: Promise<T> = compute().then(
      (value) => {
        if (inflight.get(key) === promise) inflight.delete(key);
        if (generation === started) {
          entries.delete(key);
          entries.set(key, { value, generation: started, expiresAt: Date.now() + ttlMs });
          if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
        }
        return value;
      },
      (err: unknown) => {
        if (inflight.get(key) === promise) inflight.delete(key);
        throw err;
      },
    );
    inflight.set(key, promise);
    return promise;
  }

  return {
    get generation() {
      return generation;
    },
    invalidate,

    /**
     * The cached answer for `key`, or `compute()`'s; concurrent misses of one key share one computation.
     * NOTE: an answer past its TTL with no change event since is still served for one more TTL while
     * a single refresh runs in the background, so a busy listing never stalls every caller on the
     * recomputation each time the TTL runs out. A change event still drops every answer at once.
     */
    async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return compute();
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.generation === generation && now < hit.expiresAt + ttlMs) {
        // Refresh recency: Map iteration order is insertion order, the oldest is evicted first.
        entries.delete(key);
        entries.set(key, hit);
        if (now >= hit.expiresAt && !inflight.has(key)) refresh(key, compute).catch(() => {});
        return hit.value as T;
      }
      return refresh(key, compute);
    },

    /**
     * Listens for change events as a silent member of the `auctions` topic, so events from other
     * server processes (delivered by the bus into the hub) invalidate too; an event `ignore` picks
     * (given its name) leaves the answers alone.
     */
    watch(hub: Hub, { ignore }: { ignore?: (event: string) => boolean } = {}) {
      const listener = {
        readyState: 1,
        OPEN: 1,
        bufferedAmount: 0,
        send(payload: Buffer | string) {
          if (ignore?.(eventName(payload))) return;
          invalidate();
        },
        terminate() {},
        close() {},
      };
      const client: HubClient = {
        socket: listener as unknown as HubClient['socket'],
        userId: null,
        role: null,
        topics: new Set(),
      };
      hub.subscribe(client, 'auctions');
      return () => hub.unsubscribe(client, 'auctions');
    },
  };
}
export type CatalogueCache = ReturnType<typeof createCatalogueCache>;

/** The name of the event a hub message carries (`{"type":"event","topic":…,"event":"bid.placed",…}`), or ''. */
function eventName(payload: Buffer | string): string {
  const head = typeof payload === 'string' ? payload.slice(0, 120) : payload.toString('utf8', 0, 120);
  return /"event":"([^"]+)"/.exec(head)?.[1] ?? '';
}
