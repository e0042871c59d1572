import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Actor } from '../../lib/security/actor';
import { createBidderCache } from './bidder-cache';

const actor = { userId: 'u1' } as Actor;

afterEach(() => vi.useRealTimers());

describe('bidder cache', () => {
  it('serves a bidder for its lifetime, asks for one refresh past its refresh point, then forgets', () => {
    vi.useFakeTimers();
    const cache = createBidderCache({ ttlMs: 1000, random: () => 0.25 }); // refresh point: 600 ms
    cache.set('cookie', actor);
    vi.advanceTimersByTime(599);
    expect(cache.get('cookie')).toEqual({ actor, refresh: false });
    vi.advanceTimersByTime(2);
    expect(cache.get('cookie')).toEqual({ actor, refresh: true });
    expect(cache.get('cookie')).toEqual({ actor, refresh: false });
    vi.advanceTimersByTime(400);
    expect(cache.get('cookie')).toBeNull();
  });

  it('spreads the refreshes of bidders remembered at the same moment over half to nine tenths of the lifetime', () => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
    const draws = [0, 0.5, 1];
    const cache = createBidderCache({ ttlMs: 1000, random: () => draws.shift()! });
    for (const key of ['a', 'b', 'c']) cache.set(key, actor);
    const refreshedAt = (ms: number) => {
      vi.setSystemTime(ms);
      return ['a', 'b', 'c'].filter((k) => cache.get(k)?.refresh);
    };
    expect(refreshedAt(499)).toEqual([]);
    expect(refreshedAt(501)).toEqual(['a']);
    expect(refreshedAt(701)).toEqual(['b']);
    expect(refreshedAt(901)).toEqual(['c']);
  });

  it('forgets a key set to null, and keeps its size bounded', () => {
    const cache = createBidderCache({ ttlMs: 1000, max: 10 });
    cache.set('a', actor);
    cache.set('a', null);
    expect(cache.get('a')).toBeNull();
    for (let i = 0; i < 25; i++) cache.set(`k${i}`, actor);
    expect(cache.get('k24')).not.toBeNull();
    expect(cache.get('k0')).toBeNull();
  });

  it('forgets every entry of a user whose session ended, and no one else’s', () => {
    const cache = createBidderCache();
    const other = { userId: 'u2' } as Actor;
    cache.set('laptop', actor);
    cache.set('phone', actor);
    cache.set('someone else', other);
    cache.forgetUser('u1');
    expect(cache.get('laptop')).toBeNull();
    expect(cache.get('phone')).toBeNull();
    expect(cache.get('someone else')).toEqual({ actor: other, refresh: false });
  });

  it('does not keep an answer looked up before the user was forgotten, but keeps one looked up after', () => {
    const cache = createBidderCache();
    const before = cache.since();
    cache.forgetUser('u1');
    cache.set('cookie', actor, before);
    expect(cache.get('cookie')).toBeNull();
    cache.set('cookie', actor, cache.since());
    expect(cache.get('cookie')).toEqual({ actor, refresh: false });
  });
});
