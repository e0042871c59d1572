import { describe, expect, it } from 'vitest';
import { nextMinimumBid } from './next-minimum-bid';

describe('nextMinimumBid', () => {
  it('is the starting bid plus the increment when there are no bids', () => {
    expect(nextMinimumBid({ currentBid: 5_000_000, startingBid: 5_000_000, bidIncrement: 500_000, bidCount: 0 })).toBe(5_500_000);
  });

  it('is the current bid plus the increment once someone has bid', () => {
    expect(nextMinimumBid({ currentBid: 7_500_000, startingBid: 5_000_000, bidIncrement: 500_000, bidCount: 3 })).toBe(8_000_000);
  });

  it('falls back to the starting bid when the current bid is missing', () => {
    expect(nextMinimumBid({ currentBid: null, startingBid: 1_000_000, bidIncrement: 100_000, bidCount: 2 })).toBe(1_100_000);
  });
});
