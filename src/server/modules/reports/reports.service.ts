import { PLATFORM_COMMISSION_PERCENT } from '../../../shared/domain/constants';
import { IST_OFFSET_MS } from '../../../shared/domain/date-format';
import type { AdminReport, BuyerReport, Reconciliation, ReportPeriod, ReportQuery, VendorReport } from '../../../shared/schemas/reports';
import type { Database } from '../../db/client';
import { requireRole } from '../../lib/security/access';
import type { Actor } from '../../lib/security/actor';
import { reconciliationSums, reportsRepository as repo, type Unit } from './reports.repository';

const MONTHS: Record<ReportPeriod, number> = { '1m': 1, '3m': 3, '6m': 6, '1y': 12 };

/** The buckets of a period, oldest first, as IST calendar dates (YYYY-MM-DD of each bucket's start). */
export function periodBuckets(period: ReportPeriod, now: Date): { unit: Unit; since: Date; buckets: string[] } {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  const buckets: string[] = [];
  if (period === '1m') {
    // Weeks start on Monday, as PostgreSQL's date_trunc('week') does.
    const day = (ist.getUTCDay() + 6) % 7;
    const monday = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate() - day);
    for (let i = 4; i >= 0; i--) buckets.push(new Date(monday - i * 7 * 86_400_000).toISOString().slice(0, 10));
  } else {
    for (let i = MONTHS[period] - 1; i >= 0; i--) {
      buckets.push(new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth() - i, 1)).toISOString().slice(0, 10));
    }
  }
  const since = new Date(Date.parse(`${buckets[0]}T00:00:00Z`) - IST_OFFSET_MS);
  return { unit: period === '1m' ? 'week' : 'month', since, buckets };
}

function fill(buckets: string[], values: { bucket: string; value: number }[]): Map<string, number> {
  const map = new Map(buckets.map((b) => [b, 0]));
  for (const v of values) if (map.has(v.bucket)) map.set(v.bucket, v.value);
  return map;
}

const fee = (gross: number) => Math.round((gross * PLATFORM_COMMISSION_PERCENT) / 100);
const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

/** Reports compute every figure from the data; each role sees only its own report. */
export function createReportsService(database: Database, startedAt = Date.now()) {
  const { db } = database;
  return {
    async buyer(actor: Actor | null, { period, propertyType: type }: ReportQuery, now = new Date()): Promise<BuyerReport> {
      const me = requireRole(actor, 'buyer');
      const { unit, since, buckets } = periodBuckets(period, now);
      const [summary, series, byPropertyType, byCity] = await Promise.all([
        repo.buyerSummary(db, me.userId),
        repo.buyerSeries(db, me.userId, unit, since, type),
        repo.buyerByType(db, me.userId, since, type),
        repo.buyerByCity(db, me.userId, since, type),
      ]);
      const bids = fill(
        buckets,
        series.map((s) => ({ bucket: s.bucket, value: s.bids })),
      );
      const amount = fill(
        buckets,
        series.map((s) => ({ bucket: s.bucket, value: s.amount })),
      );
      const insights: string[] = [];
      if (summary.totalBids === 0) insights.push('You have not bid yet: browse live auctions to place your first bid.');
      if (byPropertyType[0]) insights.push(`Most of your bids in this period were on ${byPropertyType[0].propertyType} property.`);
      if (byCity[0]) insights.push(`${byCity[0].city} is where you bid most (${byCity[0].bids} bids).`);
      if (summary.endedBidOn > 0)
        insights.push(`${summary.auctionsWon} of the ${summary.endedBidOn} ended auctions you bid on were confirmed to you.`);
      return {
        period,
        summary: {
          totalBids: summary.totalBids,
          auctionsBidOn: summary.auctionsBidOn,
          auctionsWon: summary.auctionsWon,
          totalSpent: summary.totalSpent,
          averageBid: summary.averageBid,
          winRate: pct(summary.auctionsWon, summary.endedBidOn),
        },
        series: buckets.map((b) => ({ bucket: b, bids: bids.get(b) ?? 0, amount: amount.get(b) ?? 0 })),
        byPropertyType,
        byCity,
        insights,
      };
    },

    async vendor(actor: Actor | null, { period, propertyType: type }: ReportQuery, now = new Date()): Promise<VendorReport> {
      const me = requireRole(actor, 'vendor');
      const { unit, since, buckets } = periodBuckets(period, now);
      const [summary, series, byPropertyType, topAuctions] = await Promise.all([
        repo.vendorSummary(db, me.userId),
        repo.vendorSeries(db, me.userId, unit, since, type),
        repo.byType(db, since, me.userId, type),
        repo.topAuctions(db, since, me.userId, type),
      ]);
      const revenue = fill(buckets, series.revenue);
      const bids = fill(buckets, series.bids);
      const sellThroughRate = pct(summary.sold, summary.ended);
      const insights: string[] = [];
      if (summary.listings === 0) insights.push('List your first property to start receiving bids.');
      if (summary.ended > 0) insights.push(`${sellThroughRate}% of your ended auctions were sold (their sale completed).`);
      if (topAuctions[0] && topAuctions[0].bidCount > 0) {
        insights.push(`"${topAuctions[0].title}" drew the most bids (${topAuctions[0].bidCount}).`);
      }
      if (summary.listings > 0) {
        insights.push(`On average ${(summary.bidsReceived / summary.listings).toFixed(1)} bids per listing.`);
      }
      return {
        period,
        summary: {
          listings: summary.listings,
          live: summary.live,
          sold: summary.sold,
          revenue: summary.revenue,
          averageSalePrice: summary.sold > 0 ? Math.round(summary.revenue / summary.sold) : 0,
          bidsReceived: summary.bidsReceived,
          distinctBidders: summary.distinctBidders,
          sellThroughRate,
        },
        series: buckets.map((b) => ({ bucket: b, revenue: revenue.get(b) ?? 0, bids: bids.get(b) ?? 0 })),
        byPropertyType,
        topAuctions,
        insights,
      };
    },

    async admin(actor: Actor | null, { period, propertyType: type }: ReportQuery, now = new Date()): Promise<AdminReport> {
      requireRole(actor, 'admin');
      const { unit, since, buckets } = periodBuckets(period, now);
      const [
        auctionsByStatus,
        usersByRole,
        byVerification,
        emd,
        sales,
        deposits,
        series,
        byPropertyType,
        topAuctions,
        topVendors,
        latency,
      ] = await Promise.all([
        repo.auctionsByStatus(db),
        repo.usersByRole(db),
        repo.usersByVerification(db),
        repo.buyersEmd(db),
        repo.sales(db),
        repo.pendingDeposits(db),
        repo.adminSeries(db, unit, since, type),
        repo.byType(db, since, undefined, type),
        repo.topAuctions(db, since, undefined, type),
        repo.topVendors(db, since, type),
        repo.ping(db),
      ]);
      const newUsers = fill(buckets, series.newUsers);
      const bids = fill(buckets, series.bids);
      const gross = fill(buckets, series.grossSales);
      return {
        period,
        commissionPercent: PLATFORM_COMMISSION_PERCENT,
        overview: {
          auctionsByStatus,
          usersByRole,
          totalBids: sales.totalBids,
          grossSales: sales.grossSales,
          platformFees: fee(sales.grossSales),
        },
        series: buckets.map((b) => ({
          bucket: b,
          newUsers: newUsers.get(b) ?? 0,
          bids: bids.get(b) ?? 0,
          grossSales: gross.get(b) ?? 0,
          platformFees: fee(gross.get(b) ?? 0),
        })),
        byPropertyType,
        topAuctions,
        topVendors,
        users: { byVerification, buyers: emd.buyers, buyersWithEmd: emd.buyersWithEmd },
        financial: {
          grossSales: sales.grossSales,
          platformFees: fee(sales.grossSales),
          averageSalePrice: sales.sold > 0 ? Math.round(sales.grossSales / sales.sold) : 0,
          emdHeld: emd.emdHeld,
          ...deposits,
        },
        health: {
          uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
          databaseLatencyMs: Math.round(latency * 10) / 10,
          database: database.kind,
          memoryMb: Math.round(process.memoryUsage().rss / 1024 / 1024),
        },
      };
    },

    /** The admin's reconciliation (decision 042): EMD, sale money and fees as the data has them now. */
    async reconciliation(actor: Actor | null, now = new Date()): Promise<Reconciliation> {
      requireRole(actor, 'admin');
      const s = await reconciliationSums(db);
      return {
        emd: {
          collected: s.collected,
          pending: s.depositsPending,
          held: s.held,
          applied: s.applied,
          forfeited: s.forfeited,
          refunded: s.refunded,
          refundRequested: s.refundRequested,
          inWallets: s.inWallets,
        },
        sales: {
          completedCount: s.completedCount,
          grossSales: s.grossSales,
          reported: s.reported,
          verified: s.verified,
          pending: s.paymentsPending,
        },
        fees: { commissionPercent: PLATFORM_COMMISSION_PERCENT, platformFees: fee(s.grossSales) },
        generatedAt: now.toISOString(),
      };
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
