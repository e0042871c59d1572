import { z } from 'zod';
import { ActionReasonSchema } from './action-reason';
import { formatIstDate } from '../domain/date-format';
import { formatINR } from '../domain/money';
import { AUCTION_STATUSES, BID_STATUSES, RECENT_BIDS_LIMIT } from '../domain/constants';
import { defineMessages } from '../messages/define';

/** Indian grouping, no decimals: ₹1,25,00,000. */
const rupees = formatINR;

/** What a bidder reads when a bid is refused (spec §5 and §8, word for word where the spec gives them). */
export const BID_MESSAGES = defineMessages('bid', {
  tooLow: (currentBid: number) => `Bid must be higher than current bid of ${rupees(currentBid)}`,
  increment: (increment: number) => `Minimum bid increment is ${rupees(increment)}`,
  amountRequired: 'Please enter a bid amount',
  amountWhole: 'Bid amount must be a whole number of rupees',
  amountPositive: 'Bid amount must be greater than 0',
  signInRequired: 'Please sign in to place a bid.',
  buyersOnly: 'Only buyer accounts can place bids.',
  approvalPending: 'Your account is awaiting approval. You can bid once an admin has verified it.',
  approvalSuspended: 'Your account is suspended, so you cannot place bids. Please contact support.',
  approvalRejected: 'Your account was not approved, so you cannot place bids. Please contact support.',
  /** Decision 014: a bid needs the auction's EMD held (joining the auction); says what is still needed. */
  emdRequired: (emdAmount: number, available: number) =>
    available >= emdAmount
      ? `Join this auction to bid: it holds its EMD of ${rupees(emdAmount)} from your EMD wallet.`
      : `Join this auction to bid: it needs an EMD of ${rupees(emdAmount)} held from your EMD wallet, which has ${rupees(available)} available. Deposit ${rupees(emdAmount - available)} more, then join.`,
  notLive: 'This auction is not accepting bids.',
  ended: 'This auction has ended.',
  finalAfterEnd: 'This auction has ended and its result is settled, so its bids can no longer change.',
  rateLimited: 'You are bidding too fast. Please wait a moment and try again.',
  placedTitle: 'Bid Placed Successfully!',
  placed: (amount: number) => `Your bid of ${rupees(amount)} has been placed.`,
  invalidTitle: 'Invalid Bid',
  failedTitle: 'Failed to Place Bid',
  failedFallback: 'Please try again',
} as const);

/** Error codes of `POST /api/auctions/:id/bids` (ARCHITECTURE §5, contract). */
export const BID_ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_APPROVED',
  'EMD_REQUIRED',
  'AUCTION_NOT_LIVE',
  'BID_TOO_LOW',
  'BID_INCREMENT',
  /** A manual bid equal to another bidder's earlier maximum (decision 020). */
  'BID_COVERED',
  'VALIDATION',
  'RATE_LIMITED',
  'NOT_FOUND',
] as const;
export type BidErrorCode = (typeof BID_ERROR_CODES)[number];

/** Body of `POST /api/auctions/:id/bids`. Whole rupees. */
export const PlaceBidSchema = z.object({
  amount: z
    .number({ error: (i) => (i.input === undefined ? BID_MESSAGES.amountRequired : BID_MESSAGES.amountWhole) })
    .int(BID_MESSAGES.amountWhole)
    .positive(BID_MESSAGES.amountPositive)
    .max(Number.MAX_SAFE_INTEGER, BID_MESSAGES.amountWhole),
});
export type PlaceBid = z.infer<typeof PlaceBidSchema>;

/** Header a client may send so that a retried request returns the first outcome instead of bidding twice. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IdempotencyKeySchema = z.string().trim().min(1).max(200);

/** A bid as listed to anyone: the bidder is an alias unless the caller is an admin or the bidder. */
export const BidSchema = z.object({
  id: z.string(),
  auctionId: z.string(),
  amount: z.number(),
  status: z.enum(BID_STATUSES),
  createdAt: z.string(),
  /** Placed by the server for the bidder's maximum (decision 020). */
  automatic: z.boolean(),
  /** "Bidder 4F2A": the bidder's alias in this auction, unrelated to theirs in any other (decision 038). */
  bidderAlias: z.string(),
  /** The bidder's name; only for admins and for the bidder's own bids, otherwise null. */
  bidderName: z.string().nullable(),
  isMine: z.boolean(),
});
export type Bid = z.infer<typeof BidSchema>;

/** The auction right after a bid was accepted (also the data of the `bid.placed` event). */
export const AuctionBidStateSchema = z.object({
  auctionId: z.string(),
  currentBid: z.number(),
  bidCount: z.number(),
  biddersCount: z.number(),
  endTime: z.string(),
  /** True when this bid fell inside the soft-close window and moved the end. */
  extended: z.boolean(),
});
export type AuctionBidState = z.infer<typeof AuctionBidStateSchema>;

/** 201 of `POST /api/auctions/:id/bids`: the bid, plus the auction's state after it. */
export const PlacedBidSchema = BidSchema.extend({ auction: AuctionBidStateSchema });
export type PlacedBid = z.infer<typeof PlacedBidSchema>;

export const BidListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(RECENT_BIDS_LIMIT),
});
export const BidListSchema = z.object({
  items: z.array(BidSchema),
  /**
   * The caller's own highest bid that counts in this auction (null when they have none, or are not
   * signed in): with the newest bids, where the caller stands — leading or outbid (issue 28).
   */
  mine: z.object({ highestBid: z.number() }).nullable().optional(),
});
export type BidList = z.infer<typeof BidListSchema>;

/** Most recent entries kept in `bidHistory` of the summary. */
export const BID_HISTORY_LIMIT = 500;

/** `GET /api/auctions/:id/bids/summary` (spec §3 bids_public). */
export const BidSummarySchema = z.object({
  bidCount: z.number(),
  highestBid: z.number().nullable(),
  lowestBid: z.number().nullable(),
  /** Oldest first; at most BID_HISTORY_LIMIT of the latest active bids. */
  bidHistory: z.array(z.object({ amount: z.number(), timestamp: z.string() })),
});
export type BidSummary = z.infer<typeof BidSummarySchema>;

/** The auction beside a row of the buyer's own lists (their bids, their maximums). */
export const MyAuctionSummarySchema = z.object({
  title: z.string(),
  location: z.string(),
  status: z.enum(AUCTION_STATUSES),
  currentBid: z.number(),
  endTime: z.string(),
});

/** One row of `GET /api/me/bids` (buyer dashboard). */
export const MyBidSchema = z.object({
  id: z.string(),
  auctionId: z.string(),
  amount: z.number(),
  status: z.enum(BID_STATUSES),
  createdAt: z.string(),
  auction: MyAuctionSummarySchema,
  /** Spec §4: the auction is live and its current bid equals this bid's amount. */
  winning: z.boolean(),
  /** The auction has ended and the caller is its winner. */
  won: z.boolean(),
});
export type MyBid = z.infer<typeof MyBidSchema>;
export const MyBidListSchema = z.object({ items: z.array(MyBidSchema) });
export type MyBidList = z.infer<typeof MyBidListSchema>;

export const MyBidsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(200),
});

/** Admin: change a bid's status (spec §4: flagged can become active again). */
/** `PATCH /api/admin/bids/:id`: the new status and an optional reason for the audit log (decision 042). */
export const BidStatusChangeSchema = z.object({ status: z.enum(BID_STATUSES), reason: ActionReasonSchema });

/** Admin Start and End (spec §4 and the §8 toasts). */
export const LIFECYCLE_MESSAGES = defineMessages('lifecycle', {
  notUpcoming: 'Only an upcoming auction can be started.',
  notLive: 'Only a live auction can be ended.',
  startedTitle: 'Auction Started',
  started: (title: string) => `${title} is now live!`,
  startFailed: 'Failed to start auction',
  endedTitle: 'Auction Ended',
  ended: (title: string) => `${title} has been ended.`,
  endFailed: 'Failed to end auction',
  extended: 'Auction extended',
} as const);

/** The lines of the eligibility checklist. */
export const ELIGIBILITY_MESSAGES = defineMessages('eligibility', {
  signedIn: 'Signed in',
  signInFirst: 'Sign in first.',
  buyer: 'A buyer account',
  kycApproved: 'KYC approved',
  emdNeeded: (amount: number) => `This auction's EMD of ${rupees(amount)} must be held from a buyer's EMD wallet.`,
  emdHeld: (amount: number) => `EMD of ${rupees(amount)} held for this auction`,
  emdJoin: (amount: number, available: number) =>
    `Join this auction to hold its EMD of ${rupees(amount)} (${rupees(available)} available in your EMD wallet).`,
  emdShort: (amount: number, available: number) =>
    `Available ${rupees(available)} of ${rupees(amount)} needed: deposit ${rupees(amount - available)} more to your EMD wallet, then join.`,
  joined: 'Joined before the EMD cut-off',
  joinBy: (cutoff: Date | string) => `Join by ${formatIstDate(cutoff, 'full')}, the EMD cut-off.`,
  open: 'Bidding is open',
  opensAt: (start: Date | string) => `Bidding opens on ${formatIstDate(start, 'full')}.`,
} as const);

/** The keys of the eligibility checklist, in the order a buyer meets them. */
export const ELIGIBILITY_CHECKS = ['signed_in', 'buyer', 'kyc', 'emd', 'emd_cutoff', 'live'] as const;
export type EligibilityCheckKey = (typeof ELIGIBILITY_CHECKS)[number];
/** The one thing that fixes a check that is not met. */
export const ELIGIBILITY_ACTIONS = ['sign_in', 'join', 'deposit'] as const;

/** A message's key and parameters (`Said`, decision 043), as an answer carries them. */
export const SaidSchema = z.object({
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

/**
 * `GET /api/auctions/:id/eligibility` (contract: `{ eligible, checks: [{ key, ok, message }] }`): what a
 * caller still needs before a bid on this auction is accepted, each with the action that fixes it.
 */
export const EligibilitySchema = z.object({
  eligible: z.boolean(),
  checks: z.array(
    z.object({
      key: z.enum(ELIGIBILITY_CHECKS),
      ok: z.boolean(),
      message: z.string(),
      /** The message's key in the `messages` catalogue and its parameters, when it has figures (decision 043). */
      said: SaidSchema.optional(),
      action: z.enum(ELIGIBILITY_ACTIONS).nullable(),
      /** For the EMD cut-off and the start: the moment it refers to, for a countdown. */
      deadline: z.string().nullable(),
    }),
  ),
  /** The auction's EMD and the caller's wallet, when the caller is a buyer. */
  emd: z.object({ amount: z.number(), available: z.number().nullable(), held: z.boolean() }),
});
export type Eligibility = z.infer<typeof EligibilitySchema>;
