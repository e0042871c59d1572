import { z } from 'zod';

/**
 * `GET /api/stats`: the home page headline figures (spec §1 "50+ active auctions, 200Cr+ sold,
 * 10K+ bidders"), computed from the data. Amounts are whole rupees.
 */
export const HomeStatsSchema = z.object({
  /** Live + upcoming. */
  activeAuctions: z.number(),
  liveAuctions: z.number(),
  upcomingAuctions: z.number(),
  /** Ended auctions that have a winner. */
  soldAuctions: z.number(),
  /** Sum of the winning (current) bids of the sold auctions, in rupees. */
  soldValue: z.number(),
  /** Distinct users who placed at least one bid. */
  bidders: z.number(),
  /** Accounts holding the buyer role (registered bidders, whether or not they have bid yet). */
  registeredBuyers: z.number(),
});
export type HomeStats = z.infer<typeof HomeStatsSchema>;
