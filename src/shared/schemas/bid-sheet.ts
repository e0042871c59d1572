import { z } from 'zod';
import { BID_LOG_KINDS } from '../bid-log';
import { LANGUAGES } from '../domain/languages';

/**
 * One line of an ended auction's bid sheet (issue 31): an entry of the bid log in its order, with the
 * bidder named in full (the sheet is for the seller and admins only).
 */
export const BidSheetRowSchema = z.object({
  seq: z.number().int().positive(),
  kind: z.enum(BID_LOG_KINDS),
  /** The seq of the bid a flag, restore or removal is about. */
  ref: z.number().int().positive().nullable(),
  /** The bidder's code in this auction, as the public log shows it. */
  bidderCode: z.string(),
  /** Null once the bidder's account is gone. */
  bidderName: z.string().nullable(),
  amount: z.number(),
  at: z.string().describe('Server time, ISO 8601 with milliseconds'),
  automatic: z.boolean(),
});
export type BidSheetRow = z.infer<typeof BidSheetRowSchema>;

export const BidSheetSignOffSchema = z.object({
  signedByName: z.string(),
  signedAt: z.string(),
  /** The bid log's head the sheet was signed against. */
  headSeq: z.number().int().nonnegative(),
  headHash: z.string(),
});
export type BidSheetSignOff = z.infer<typeof BidSheetSignOffSchema>;

export const BID_SHEET_RESULTS = ['no_bids', 'winner', 'not_accepted'] as const;
export type BidSheetResult = (typeof BID_SHEET_RESULTS)[number];

/** `GET /api/auctions/:id/bid-sheet`: what the PDF and the CSV print. */
export const BidSheetSchema = z.object({
  auctionId: z.string(),
  title: z.string(),
  sellerName: z.string(),
  startTime: z.string(),
  closedAt: z.string(),
  reservePrice: z.number().nullable(),
  /** No bids; a winner (the highest bidder, the reserve met or accepted); or the highest bid not (yet) accepted. */
  result: z.enum(BID_SHEET_RESULTS),
  highestBid: z.number().nullable(),
  winnerCode: z.string().nullable(),
  winnerName: z.string().nullable(),
  rows: z.array(BidSheetRowSchema),
  head: z.object({ seq: z.number().int().nonnegative(), hash: z.string() }),
  signOff: BidSheetSignOffSchema.nullable(),
  /** Whether the caller may sign it off now (the auction's own seller, not yet signed). */
  canSignOff: z.boolean(),
});
export type BidSheet = z.infer<typeof BidSheetSchema>;

export const BidSheetFileQuery = z.object({ lang: z.enum(LANGUAGES).optional() });

export { BID_SHEET_MESSAGES } from '../messages/bid-sheet';
