import { amountRefusal } from '@shared/domain/bidding';
import type { Auction } from '@shared/schemas/auction';
import { BID_MESSAGES } from '@shared/schemas/bid';

type BidFigures = Pick<Auction, 'currentBid' | 'startingBid' | 'bidIncrement' | 'bidCount'>;

/**
 * The server's bid rules (amountRefusal of @shared/domain/bidding, the same function the server
 * decides with), worded for the bid form so a bad amount is caught before the round trip (spec §5).
 * The server decides: this only saves a request.
 */
export function bidProblem(amount: number | null, a: BidFigures): string | null {
  if (amount === null) return BID_MESSAGES.amountRequired;
  if (!Number.isSafeInteger(amount)) return BID_MESSAGES.amountWhole;
  if (amount <= 0) return BID_MESSAGES.amountPositive;
  const refusal = amountRefusal(amount, a);
  if (refusal?.code === 'BID_TOO_LOW') return BID_MESSAGES.tooLow(refusal.currentBid);
  if (refusal?.code === 'BID_INCREMENT') return BID_MESSAGES.increment(refusal.increment);
  return null;
}
