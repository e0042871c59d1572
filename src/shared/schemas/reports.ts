import { z } from 'zod';
import { PLATFORM_COMMISSION_PERCENT, PROPERTY_TYPES } from '../domain/constants';

export const REPORT_PERIODS = ['1m', '3m', '6m', '1y'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export const REPORT_PERIOD_LABELS: Record<ReportPeriod, string> = {
  '1m': '1 month',
  '3m': '3 months',
  '6m': '6 months',
  '1y': '1 year',
};
/** The Filter button narrows the period's charts and rankings to one property type. */
export const ReportQuerySchema = z.object({
  period: z.enum(REPORT_PERIODS).default('6m'),
  propertyType: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), z.enum(PROPERTY_TYPES).optional()),
});
export type ReportQuery = z.infer<typeof ReportQuerySchema>;

/** One bucket of a time series: a week for the 1-month period, otherwise a month. */
const bucket = { bucket: z.string() };

const TypeBreakdownSchema = z.array(z.object({ propertyType: z.string(), auctions: z.number(), bids: z.number(), value: z.number() }));

export const BuyerReportSchema = z.object({
  period: z.enum(REPORT_PERIODS),
  summary: z.object({
    totalBids: z.number(),
    auctionsBidOn: z.number(),
    auctionsWon: z.number(),
    totalSpent: z.number(),
    averageBid: z.number(),
    winRate: z.number(),
  }),
  series: z.array(z.object({ ...bucket, bids: z.number(), amount: z.number() })),
  byPropertyType: TypeBreakdownSchema,
  byCity: z.array(z.object({ city: z.string(), bids: z.number() })),
  insights: z.array(z.string()),
});
export type BuyerReport = z.infer<typeof BuyerReportSchema>;

export const TopAuctionSchema = z.object({
  id: z.string(),
  title: z.string(),
  location: z.string(),
  status: z.string(),
  currentBid: z.number(),
  bidCount: z.number(),
  biddersCount: z.number(),
});

export const VendorReportSchema = z.object({
  period: z.enum(REPORT_PERIODS),
  summary: z.object({
    listings: z.number(),
    live: z.number(),
    sold: z.number(),
    revenue: z.number(),
    averageSalePrice: z.number(),
    bidsReceived: z.number(),
    distinctBidders: z.number(),
    sellThroughRate: z.number(),
  }),
  series: z.array(z.object({ ...bucket, revenue: z.number(), bids: z.number() })),
  byPropertyType: TypeBreakdownSchema,
  topAuctions: z.array(TopAuctionSchema),
  insights: z.array(z.string()),
});
export type VendorReport = z.infer<typeof VendorReportSchema>;

export const AdminReportSchema = z.object({
  period: z.enum(REPORT_PERIODS),
  commissionPercent: z.literal(PLATFORM_COMMISSION_PERCENT),
  overview: z.object({
    auctionsByStatus: z.record(z.string(), z.number()),
    usersByRole: z.record(z.string(), z.number()),
    totalBids: z.number(),
    grossSales: z.number(),
    platformFees: z.number(),
  }),
  series: z.array(z.object({ ...bucket, newUsers: z.number(), bids: z.number(), grossSales: z.number(), platformFees: z.number() })),
  byPropertyType: TypeBreakdownSchema,
  topAuctions: z.array(TopAuctionSchema),
  topVendors: z.array(z.object({ vendorId: z.string(), name: z.string(), listings: z.number(), sold: z.number(), revenue: z.number() })),
  users: z.object({
    byVerification: z.record(z.string(), z.number()),
    buyers: z.number(),
    buyersWithEmd: z.number(),
  }),
  financial: z.object({
    grossSales: z.number(),
    platformFees: z.number(),
    averageSalePrice: z.number(),
    emdHeld: z.number(),
    pendingDeposits: z.number(),
    pendingDepositAmount: z.number(),
  }),
  health: z.object({
    uptimeSeconds: z.number(),
    databaseLatencyMs: z.number(),
    database: z.string(),
    memoryMb: z.number(),
  }),
});
export type AdminReport = z.infer<typeof AdminReportSchema>;

/**
 * `GET /api/admin/reconciliation` (decision 042): where the money stands, computed from the data. EMD in
 * whole rupees: collected (verified deposits), pending (deposits awaiting review), held for auctions
 * now, applied to sales, forfeited, refunded (withdrawals paid) and awaiting refund (withdrawals asked
 * for). Sale money: reported (every payment a buyer reported that was not rejected), verified, pending.
 * Fees: the commission on completed sales, as the admin report counts it.
 */
export const ReconciliationSchema = z.object({
  emd: z.object({
    collected: z.number(),
    pending: z.number(),
    held: z.number(),
    applied: z.number(),
    forfeited: z.number(),
    refunded: z.number(),
    refundRequested: z.number(),
    /** What buyers' wallets hold now, available or held (the admin report's "EMD in wallets"). */
    inWallets: z.number(),
  }),
  sales: z.object({
    completedCount: z.number(),
    grossSales: z.number(),
    reported: z.number(),
    verified: z.number(),
    pending: z.number(),
  }),
  fees: z.object({ commissionPercent: z.number(), platformFees: z.number() }),
  generatedAt: z.string(),
});
export type Reconciliation = z.infer<typeof ReconciliationSchema>;
