import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createBidderAliases } from './bidder-aliases';

describe('bidder aliases (decision 038)', () => {
  const aliases = createBidderAliases('a-secret-of-at-least-thirty-two-characters');
  const auctions = Array.from({ length: 200 }, () => randomUUID());

  it('gives a bidder one alias per auction, in the form the screens have always shown', () => {
    const first = aliases.of(auctions[0]!, 'user-1');
    expect(first).toMatch(/^Bidder [0-9A-F]{4}$/);
    expect(aliases.of(auctions[0]!, 'user-1')).toBe(first);
    expect(aliases.of(auctions[0]!.toUpperCase(), 'user-1')).toBe(first);
  });

  it('gives the same bidder unrelated aliases in different auctions', () => {
    const seen = new Set(auctions.map((a) => aliases.of(a, 'user-1')));
    // 200 draws of 65,536: a handful coincide at most.
    expect(seen.size).toBeGreaterThan(190);
  });

  it('depends on the server’s secret, so nobody can compute it from the ids alone', () => {
    const other = createBidderAliases('another-secret-of-at-least-thirty-two-chars');
    const differing = auctions.filter((a) => other.of(a, 'user-1') !== aliases.of(a, 'user-1'));
    expect(differing.length).toBeGreaterThan(190);
  });
});
