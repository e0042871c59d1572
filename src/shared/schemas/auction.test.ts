import { describe, expect, it } from 'vitest';
import { AuctionListQuerySchema, listingSort } from './auction';

describe('listingSort', () => {
  it('is Ending Soon without a search and Relevance with one, unless a sort is chosen', () => {
    expect(listingSort({})).toBe('ending_soon');
    expect(listingSort({ q: '  ' })).toBe('ending_soon');
    expect(listingSort({ q: 'villa' })).toBe('relevance');
    expect(listingSort({ q: 'villa', sort: 'newest' })).toBe('newest');
    expect(listingSort({ sort: 'highest_bid' })).toBe('highest_bid');
  });

  it('takes Relevance without a search as Ending Soon', () => {
    expect(listingSort({ sort: 'relevance' })).toBe('ending_soon');
    expect(listingSort({ q: 'villa', sort: 'relevance' })).toBe('relevance');
  });
});

describe('AuctionListQuerySchema', () => {
  it("accepts the spec's sorts and relevance, and leaves the sort out when none is given", () => {
    for (const sort of ['ending_soon', 'highest_bid', 'most_bids', 'newest', 'relevance'])
      expect(AuctionListQuerySchema.parse({ sort }).sort).toBe(sort);
    expect(AuctionListQuerySchema.parse({}).sort).toBeUndefined();
    expect(AuctionListQuerySchema.parse({ sort: '' }).sort).toBeUndefined();
    expect(AuctionListQuerySchema.safeParse({ sort: 'cheapest' }).success).toBe(false);
  });
});
