import { nextMinimumBid } from '@shared/domain/bidding';
import type { Auction } from '@shared/schemas/auction';
import { BID_MESSAGES } from '@shared/schemas/bid';

type BidFigures = Pick<Auction, 'currentBid' | 'startingBid' | 'bidIncrement' | 'bidCount'>;

/**
 * The server's bid rules, mirrored so a bad amount is caught before the round trip (spec §5).
 * The server decides: this only saves a request.
 */
export function bidProblem(amount: number | null, a: BidFigures): string | null {
  if (amount === null) return BID_MESSAGES.amountRequired;
  if (!Number.isSafeInteger(amount)) return BID_MESSAGES.amountWhole;
  if (amount <= 0) return BID_MESSAGES.amountPositive;
  if (amount <= a.currentBid) return BID_MESSAGES.tooLow(a.currentBid);
  if (amount < nextMinimumBid(a)) return BID_MESSAGES.increment(a.bidIncrement);
  return null;
}
