import { describe, expect, it } from 'vitest';
import { createBidRateLimiter } from './bid-rate-limiter';

describe('bid rate limiter', () => {
  it('allows a burst, then one bid per refill interval, per user', () => {
    let t = 1_000_000;
    const limiter = createBidRateLimiter({ perSecond: 10, burst: 10 }, () => t);
    const burst = Array.from({ length: 12 }, () => limiter.take('a'));
    expect(burst.filter(Boolean)).toHaveLength(10);
    expect(limiter.take('b')).toBe(true);
    t += 100;
    expect(limiter.take('a')).toBe(true);
    expect(limiter.take('a')).toBe(false);
    t += 5_000;
    expect(Array.from({ length: 11 }, () => limiter.take('a')).filter(Boolean)).toHaveLength(10);
  });

  it('never limits when the rate is unbounded', () => {
    const limiter = createBidRateLimiter({ perSecond: Infinity, burst: Infinity });
    expect(Array.from({ length: 1000 }, () => limiter.take('a')).every(Boolean)).toBe(true);
  });
});
