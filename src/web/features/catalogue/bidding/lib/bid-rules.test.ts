import { describe, expect, it } from 'vitest';
import { BID_MESSAGES } from '@shared/schemas/bid';
import { bidProblem } from './bid-rules';

const auction = { currentBid: 10_000_000, startingBid: 9_000_000, bidIncrement: 500_000, bidCount: 3 };
const fresh = { currentBid: 9_000_000, startingBid: 9_000_000, bidIncrement: 500_000, bidCount: 0 };

describe('bidProblem', () => {
  it('accepts the minimum bid: current bid plus the increment', () => {
    expect(bidProblem(10_500_000, auction)).toBeNull();
  });
  it('measures the first bid from the starting bid', () => {
    expect(bidProblem(9_500_000, fresh)).toBeNull();
    expect(bidProblem(9_400_000, fresh)).toBe(BID_MESSAGES.increment(500_000));
  });
  it('rejects a bid at or below the current bid with its amount in INR', () => {
    expect(bidProblem(10_000_000, auction)).toBe('Bid must be higher than current bid of ₹1,00,00,000');
  });
  it('rejects a bid below the minimum increment', () => {
    expect(bidProblem(10_100_000, auction)).toBe('Minimum bid increment is ₹5,00,000');
  });
  it('asks for an amount when the input is empty', () => {
    expect(bidProblem(null, auction)).toBe(BID_MESSAGES.amountRequired);
  });
});
