/**
 * What each money figure of the dashboards and reports sums, in the words shown under it (decision
 * 014: one definition per figure). Platform Revenue keeps the spec's own words (§2); a sale counts
 * once it is completed (the price paid in full, the certificate issued).
 */
export const FIGURE_DEFINITIONS = {
  platformRevenue: 'Sum of current bids of ended auctions',
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
