import { BID_MESSAGES } from '../../../shared/schemas/bid';
import { AppError, HTTP } from '../../lib/errors';

export class EmdRequiredError extends AppError {
  constructor() {
    super(HTTP.FORBIDDEN, 'EMD_REQUIRED', BID_MESSAGES.emdRequired);
  }
}
export class AuctionNotLiveError extends AppError {
  constructor(message: string = BID_MESSAGES.notLive) {
    super(HTTP.CONFLICT, 'AUCTION_NOT_LIVE', message);
  }
}
export class BidTooLowError extends AppError {
  constructor(readonly currentBid: number) {
    super(HTTP.CONFLICT, 'BID_TOO_LOW', BID_MESSAGES.tooLow(currentBid));
  }
}
export class BidIncrementError extends AppError {
  constructor(readonly increment: number) {
    super(HTTP.CONFLICT, 'BID_INCREMENT', BID_MESSAGES.increment(increment));
  }
}
export class BidRateLimitedError extends AppError {
  constructor() {
    super(HTTP.TOO_MANY_REQUESTS, 'RATE_LIMITED', BID_MESSAGES.rateLimited);
  }
}
export class IdempotencyKeyReusedError extends AppError {
  constructor() {
    super(HTTP.CONFLICT, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a bid on another auction.');
  }
}
