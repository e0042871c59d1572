import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Actor } from '../users/users.service';
import { createBidderCache } from './bidder-cache';

const actor = { userId: 'u1' } as Actor;

afterEach(() => vi.useRealTimers());

describe('bidder cache', () => {
  it('serves a bidder for its lifetime, asks for one refresh past half of it, then forgets', () => {
    vi.useFakeTimers();
    const cache = createBidderCache({ ttlMs: 1000 });
    cache.set('cookie', actor);
    expect(cache.get('cookie')).toEqual({ actor, refresh: false });
    vi.advanceTimersByTime(600);
    expect(cache.get('cookie')).toEqual({ actor, refresh: true });
    expect(cache.get('cookie')).toEqual({ actor, refresh: false });
    vi.advanceTimersByTime(500);
    expect(cache.get('cookie')).toBeNull();
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
});
