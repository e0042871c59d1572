import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCatalogueCache } from './catalogue-cache';

afterEach(() => vi.useRealTimers());

/** A computation whose answers the test releases one by one. */
function controlled() {
  const waiting: ((v: string) => void)[] = [];
  let calls = 0;
  return {
    compute: () => {
      calls += 1;
      return new Promise<string>((resolve) => waiting.push(resolve));
    },
    get calls() {
      return calls;
    },
    release(value: string) {
      waiting.shift()!(value);
    },
  };
}

const settle = () => new Promise((r) => setImmediate(r));

/** A cache (TTL 1 s, the clock faked) holding 'v1' for 'k', computed by `c`. */
async function primed() {
  vi.useFakeTimers({ toFake: ['Date'] });
  const cache = createCatalogueCache({ ttlMs: 1000 });
  const c = controlled();
  const first = cache.get('k', c.compute);
  c.release('v1');
  await first;
  return { cache, c };
}

describe('catalogue cache', () => {
  it('computes a key once for callers that miss together, then serves the answer', async () => {
    const cache = createCatalogueCache({ ttlMs: 1000 });
    const c = controlled();
    const a = cache.get('k', c.compute);
    const b = cache.get('k', c.compute);
    c.release('one');
    expect(await a).toBe('one');
    expect(await b).toBe('one');
    expect(await cache.get('k', c.compute)).toBe('one');
    expect(c.calls).toBe(1);
  });

  it('drops every answer on a change, and never keeps an answer computed across one', async () => {
    const cache = createCatalogueCache({ ttlMs: 1000 });
    const c = controlled();
    const before = cache.get('k', c.compute);
    cache.invalidate(); // a bid commits while the query runs
    c.release('stale');
    expect(await before).toBe('stale');
    const after = cache.get('k', c.compute);
    c.release('fresh');
    expect(await after).toBe('fresh');
    expect(c.calls).toBe(2);
  });

  it('past its TTL serves the answer it has while one refresh runs, then the refreshed one', async () => {
    const { cache, c } = await primed();
    vi.setSystemTime(Date.now() + 1500);
    expect(await cache.get('k', c.compute)).toBe('v1');
    expect(await cache.get('k', c.compute)).toBe('v1');
    expect(c.calls).toBe(2); // one refresh for both callers
    c.release('v2');
    await settle();
    expect(await cache.get('k', c.compute)).toBe('v2');
    expect(c.calls).toBe(2);
  });

  it('waits for a fresh answer once an answer is more than a TTL past its expiry, or after a change', async () => {
    const { cache, c } = await primed();
    vi.setSystemTime(Date.now() + 2001);
    const late = cache.get('k', c.compute);
    c.release('v2');
    expect(await late).toBe('v2');
    cache.invalidate();
    const changed = cache.get('k', c.compute);
    c.release('v3');
    expect(await changed).toBe('v3');
  });

  it('keeps serving the answer it has when a background refresh fails, and tries again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = createCatalogueCache({ ttlMs: 1000 });
    await cache.get('k', async () => 'v1');
    vi.setSystemTime(Date.now() + 1200);
    const failing = vi.fn(async () => {
      throw new Error('database away');
    });
    expect(await cache.get('k', failing)).toBe('v1');
    await settle();
    expect(await cache.get('k', failing)).toBe('v1');
    await settle();
    expect(failing).toHaveBeenCalledTimes(2);
  });
});
