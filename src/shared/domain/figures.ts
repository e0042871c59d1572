/**
 * What each money figure of the dashboards and reports sums, in the words shown under it (decision
 * 014: one definition per figure). Platform Revenue keeps the spec's name and sum (§2: "sum of current
 * bids of ended auctions") and says plainly that this is not money received (decision 042); a sale counts
 * once it is completed (the price paid in full, the certificate issued).
 */
export const FIGURE_DEFINITIONS = {
  platformRevenue: 'Final bids of every ended auction, sold or not: not money received',
  grossSales: 'Prices of completed sales',
  platformFees: 'Commission on the prices of completed sales',
  totalRevenue: 'Prices of your completed sales',
  avgSalePrice: 'Average price of your completed sales',
  soldAuctions: 'Auctions whose sale completed',
  auctionsWon: 'Sales confirmed to you',
  totalSpent: 'Prices of your completed purchases',
  emdInWallets: 'EMD in buyers’ wallets, held or available',
} as const;
export type FigureKey = keyof typeof FIGURE_DEFINITIONS;
