import type { BidderStanding } from '../../../shared/domain/access';
import { BID_MESSAGES } from '../../../shared/schemas/bid';
import { PROXY_MESSAGES } from '../../../shared/schemas/proxy-bid';
import { said } from '../../../shared/messages/define';
import { AppError, ForbiddenError, HTTP, NotApprovedError, NotFoundError, UnauthenticatedError } from '../../lib/http/errors';
import type { Refusal } from './decide-batch';
import { AUCTION_MESSAGES } from '../../../shared/messages/auction';

export class EmdRequiredError extends AppError {
  constructor(emdAmount: number, available: number) {
    super(
      HTTP.FORBIDDEN,
      'EMD_REQUIRED',
      BID_MESSAGES.emdRequired(emdAmount, available),
      undefined,
      available >= emdAmount
        ? said('bid.emdRequiredJoin', { amount: emdAmount })
        : said('bid.emdRequiredShort', { amount: emdAmount, available, more: emdAmount - available }),
    );
  }
}
export class AuctionNotLiveError extends AppError {
  constructor(message: string = BID_MESSAGES.notLive) {
    super(HTTP.CONFLICT, 'AUCTION_NOT_LIVE', message);
  }
}
export class BidTooLowError extends AppError {
  constructor(readonly currentBid: number) {
    super(HTTP.CONFLICT, 'BID_TOO_LOW', BID_MESSAGES.tooLow(currentBid), undefined, said('bid.tooLow', { amount: currentBid }));
  }
}
export class BidIncrementError extends AppError {
  constructor(readonly increment: number) {
    super(HTTP.CONFLICT, 'BID_INCREMENT', BID_MESSAGES.increment(increment), undefined, said('bid.increment', { amount: increment }));
  }
}
export class BidRateLimitedError extends AppError {
  constructor() {
    super(HTTP.TOO_MANY_REQUESTS, 'RATE_LIMITED', BID_MESSAGES.rateLimited);
  }
}
export class IdempotencyKeyReusedError extends AppError {
  constructor() {
    super(
      HTTP.CONFLICT,
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was already used for a different bid (another auction or amount).',
    );
  }
}

/** The error a bidder gets for the first rule of `bidderStanding` they fail (spec §1, §6). */
export function standingError(standing: Exclude<BidderStanding, 'eligible'>): AppError {
  switch (standing) {
    case 'signed_out':
      return new UnauthenticatedError(BID_MESSAGES.signInRequired);
    case 'not_buyer':
      return new ForbiddenError(BID_MESSAGES.buyersOnly);
    case 'pending':
      return new NotApprovedError(BID_MESSAGES.approvalPending);
    case 'suspended':
      return new NotApprovedError(BID_MESSAGES.approvalSuspended);
    case 'rejected':
      return new NotApprovedError(BID_MESSAGES.approvalRejected);
  }
}

export function refusalError(refusal: Refusal): AppError {
  switch (refusal.code) {
    case 'AUCTION_NOT_FOUND':
      return new NotFoundError(AUCTION_MESSAGES.notFound);
    case 'STANDING':
      return standingError(refusal.standing);
    case 'EMD_REQUIRED':
      return new EmdRequiredError(refusal.emdAmount, refusal.available);
    case 'AUCTION_NOT_LIVE':
      return new AuctionNotLiveError(refusal.ended ? BID_MESSAGES.ended : BID_MESSAGES.notLive);
    case 'BID_TOO_LOW':
      return new BidTooLowError(refusal.currentBid);
    case 'BID_INCREMENT':
      return new BidIncrementError(refusal.increment);
    case 'IDEMPOTENCY_KEY_REUSED':
      return new IdempotencyKeyReusedError();
    case 'PROXY_COVERED':
      return proxyRefusal('BID_COVERED', 'covered', refusal.amount);
    case 'PROXY_TOO_LOW':
      return proxyRefusal('MAX_TOO_LOW', 'tooLow', refusal.minimum);
    case 'PROXY_NOT_HIGHER':
      return proxyRefusal('MAX_NOT_HIGHER', 'notHigher', refusal.maxAmount);
  }
}

/** A refused maximum (409): its English names the amount, and so does its key (decision 043). */
function proxyRefusal(code: string, text: 'covered' | 'tooLow' | 'notHigher', amount: number): AppError {
  return new AppError(HTTP.CONFLICT, code, PROXY_MESSAGES[text](amount), undefined, said(`proxy.${text}`, { amount }));
}
