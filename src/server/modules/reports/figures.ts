import { sql, type SQL } from 'drizzle-orm';

/**
 * The one definition of each money figure (decision 014), as SQL over `auctions a left join sales s`
 * (see `AUCTIONS_WITH_SALES`). The admin dashboard, the vendor dashboard and every report use these,
 * so the same figure agrees wherever it is shown; `FIGURE_DEFINITIONS` says on screen what each sums.
 */

/** The auctions, each with its sale once it has ended (most have none yet). */
export const AUCTIONS_WITH_SALES = sql.raw('auctions a left join sales s on s.auction_id = a.id');

/** A completed sale: the buyer paid the price in full and the certificate was issued. */
const COMPLETED = sql.raw(`s.stage = 'completed'`);
/** A sale going ahead or done: confirmed to its buyer (deposit due, balance due) or completed. */
const CONFIRMED = sql.raw(`s.stage in ('deposit_due', 'balance_due', 'completed')`);

export const FIGURES = {
  /** Spec §2, word for word: "sum of current bids of ended auctions". */
  platformRevenue: sql`coalesce(sum(a.current_bid) filter (where a.status = 'ended'), 0)`,
  /** Completed sales, and the prices they were sold for (gross sales, a vendor's total revenue). */
  sold: sql`count(*) filter (where ${COMPLETED})`,
  salesValue: sql`coalesce(sum(s.price) filter (where ${COMPLETED}), 0)`,
  /** A buyer's: the sales confirmed to them, and the prices of those completed. */
  won: (userId: string): SQL => sql`count(*) filter (where ${CONFIRMED} and s.buyer_id = ${userId})`,
  spent: (userId: string): SQL => sql`coalesce(sum(s.price) filter (where ${COMPLETED} and s.buyer_id = ${userId}), 0)`,
  /** Over buyers' `profiles p`: the EMD in their wallets, held or available (`emd_amount` is the wallet's balance). */
  emdInWallets: sql`coalesce(sum(p.emd_amount), 0)`,
  /** When a sale's value counts in a series: the day it completed. */
  completedAt: sql.raw('s.completed_at'),
} as const;
