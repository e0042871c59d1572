import { z } from 'zod';
import { PROXY_STATUSES } from '../domain/constants';
import { formatINR } from '../domain/money';
import { AuctionBidStateSchema, MyAuctionSummarySchema } from './bid';
import { defineMessages } from '../messages/define';

/** Indian grouping, no decimals: ₹1,25,00,000. */
const rupees = formatINR;

/**
 * Proxy (automatic) bidding, decision 020: a buyer sets a private maximum and the server bids for
 * them only as much as needed, in the same transaction as the bid that challenged them.
 */

export const PROXY_MESSAGES = defineMessages('proxy', {
  setLabel: 'Set maximum bid',
  raiseLabel: 'Raise maximum bid',
  setTitle: 'Maximum bid set',
  set: (max: number) => `Your maximum is ${rupees(max)}. Neelami bids for you only as much as needed to keep the lead.`,
  leading: (max: number) => `Your maximum ${rupees(max)} — you are leading`,
  exhausted: (max: number) => `Outbid: your maximum ${rupees(max)} was reached`,
  /** Set, not leading, not yet passed: rare (another maximum set earlier holds the same amount). */
  waiting: (max: number) => `Your maximum ${rupees(max)} is set`,
  tooLow: (minimum: number) => `Your maximum must be at least ${rupees(minimum)}, the next minimum bid.`,
  notHigher: (max: number) => `Your maximum of ${rupees(max)} is leading: a new maximum must be higher.`,
  cancelLeading: 'Your maximum is leading, so it cannot be cancelled now. You can raise it.',
  cancelledTitle: 'Maximum bid cancelled',
  notFound: 'You have no maximum bid on this auction.',
  /** A manual bid equal to an earlier maximum: the earlier maximum holds that amount. */
  covered: (amount: number) => `Another bidder's earlier maximum already covers ${rupees(amount)}. Bid higher to take the lead.`,
  failedTitle: 'Failed to Set Maximum Bid',
} as const);

/** Body of `POST /api/auctions/:id/proxy-bid`. Whole rupees. */
export const SetProxyBidSchema = z.object({
  maxAmount: z
    .number({ error: 'Please enter a maximum amount' })
    .int('The maximum must be a whole number of rupees')
    .positive('The maximum must be greater than 0')
    .max(Number.MAX_SAFE_INTEGER, 'The maximum must be a whole number of rupees'),
});
export type SetProxyBid = z.infer<typeof SetProxyBidSchema>;

/** A maximum as its owner (and only its owner, or an admin) sees it. */
export const ProxyBidSchema = z.object({
  auctionId: z.string(),
  maxAmount: z.number(),
  status: z.enum(PROXY_STATUSES),
  /** The owner holds the highest active bid of the auction. */
  leading: z.boolean(),
  /** When this maximum was set (or last raised): of two equal maximums the earlier wins. */
  setAt: z.string(),
});
export type ProxyBid = z.infer<typeof ProxyBidSchema>;

/** `GET /api/auctions/:id/proxy-bid`: the caller's maximum on the auction, if any. */
export const MyProxyBidSchema = z.object({ proxy: ProxyBidSchema.nullable() });
export type MyProxyBid = z.infer<typeof MyProxyBidSchema>;

/** 200 of `POST /api/auctions/:id/proxy-bid`: the maximum as stored, and the auction right after it. */
export const ProxyBidSetSchema = z.object({ proxy: ProxyBidSchema, auction: AuctionBidStateSchema });
export type ProxyBidSet = z.infer<typeof ProxyBidSetSchema>;

/** `GET /api/me/proxy-bids`: the buyer dashboard's maximums on auctions not yet ended. */
export const MyProxyBidListSchema = z.object({
  items: z.array(ProxyBidSchema.extend({ auction: MyAuctionSummarySchema })),
});
export type MyProxyBidList = z.infer<typeof MyProxyBidListSchema>;

/** Data of the `proxy.updated` event, sent to its owner's topic only (`user:<id>`). */
export const ProxyUpdatedEventSchema = z.object({ auctionId: z.string(), proxy: ProxyBidSchema.nullable() });
export type ProxyUpdatedEvent = z.infer<typeof ProxyUpdatedEventSchema>;
