import type { BidStatus, ProxyStatus, Role, VerificationStatus } from '../../../shared/domain/constants';

/**
 * What the bid batch reads of the database under the auctions' row locks: the repository returns
 * these, the decision (`decide-batch.ts`) takes them. Neither owns the other.
 */

/** A stored maximum. */
export type ProxyRecord = { userId: string; maxAmount: number; status: ProxyStatus; setAt: Date };

/** A bid already stored under one of the batch's Idempotency-Keys. */
export type StoredBid = { id: string; auctionId: string; userId: string; key: string; amount: number; status: BidStatus; createdAt: Date };

/**
 * A bidder as the database has them now (the caller's view may be seconds old): roles, approval,
 * whether they hold this auction's EMD, and (when they do not) what their EMD wallet has available.
 */
export type BidderRecord = {
  /**
   * The alias this bidder already has in the auction's log (decision 038): their later bids there keep
   * it. Null before their first logged bid there.
   */
  alias?: string | null;
  roles: Role[];
  verificationStatus: VerificationStatus;
  emdPaid: boolean;
  holdsEmd: boolean;
  available: number;
};
