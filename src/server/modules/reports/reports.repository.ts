import { sql, type SQL } from 'drizzle-orm';
import { IST } from '../../../shared/domain/date-format';
import type { Executor } from '../../db/client';
import { rows } from '../../db/rows';
import { AUCTIONS_WITH_SALES, FIGURES } from './figures';

export type Unit = 'week' | 'month';

/** A buyer's own bids that count: a flagged bid was taken out of the auction by an admin. */
const counted = (alias: string) => sql.raw(`${alias}.status <> 'flagged'`);

const n = (v: unknown) => Number(v ?? 0);

/** Optional property-type condition on the auctions alias `a`. */
const ofType = (type?: string) => (type ? sql`and a.property_type = ${type}` : sql``);

/** Buckets are cut in Indian time so a month means an Indian calendar month. */
const bucketOf = (unit: Unit, column: SQL) =>
  sql`to_char(date_trunc(${unit}, ${column} at time zone ${sql.raw(`'${IST}'`)}), 'YYYY-MM-DD')`;

/** Every query here is read-only aggregation; `since` bounds the period. */
export const reportsRepository = {
  // ------------------------------------------------------------------ buyer
  async buyerSummary(db: Executor, userId: string) {
    const [r] = await rows<Record<string, unknown>>(
      db,
      sql`select count(*) as total_bids,
                 count(distinct b.auction_id) as auctions_bid_on,
                 coalesce(avg(b.amount), 0) as average_bid,
                 (select ${FIGURES.won(userId)} from sales s where s.buyer_id = ${userId}) as won,
                 (select ${FIGURES.spent(userId)} from sales s where s.buyer_id = ${userId}) as spent,
                 (select count(distinct b2.auction_id) from bids b2 join auctions a2 on a2.id = b2.auction_id
                    where b2.user_id = ${userId} and ${counted('b2')} and a2.status = 'ended') as ended_bid_on
          from bids b where b.user_id = ${userId} and ${counted('b')}`,
    );
    return {
      totalBids: n(r?.total_bids),
      auctionsBidOn: n(r?.auctions_bid_on),
      averageBid: Math.round(n(r?.average_bid)),
      auctionsWon: n(r?.won),
      totalSpent: n(r?.spent),
      endedBidOn: n(r?.ended_bid_on),
    };
  },
  async buyerSeries(db: Executor, userId: string, unit: Unit, since: Date, type?: string) {
    return (
      await rows<{ bucket: string; bids: unknown; amount: unknown }>(
        db,
        sql`select ${bucketOf(unit, sql`b.created_at`)} as bucket, count(*) as bids, coalesce(sum(b.amount), 0) as amount
            from bids b join auctions a on a.id = b.auction_id
            where b.user_id = ${userId} and ${counted('b')} and b.created_at >= ${since} ${ofType(type)} group by 1`,
      )
    ).map((r) => ({ bucket: r.bucket, bids: n(r.bids), amount: n(r.amount) }));
  },
  async buyerByType(db: Executor, userId: string, since: Date, type?: string) {
    return (
      await rows<Record<string, unknown>>(
        db,
        sql`select a.property_type, count(distinct a.id) as auctions, count(*) as bids, coalesce(max(b.amount), 0) as value
            from bids b join auctions a on a.id = b.auction_id
            where b.user_id = ${userId} and ${counted('b')} and b.created_at >= ${since} ${ofType(type)} group by 1 order by bids desc`,
      )
    ).map((r) => ({ propertyType: String(r.property_type), auctions: n(r.auctions), bids: n(r.bids), value: n(r.value) }));
  },
  async buyerByCity(db: Executor, userId: string, since: Date, type?: string) {
    return (
      await rows<{ city: string; bids: unknown }>(
        db,
        sql`select trim(split_part(a.location, ',', array_length(string_to_array(a.location, ','), 1))) as city, count(*) as bids
            from bids b join auctions a on a.id = b.auction_id
            where b.user_id = ${userId} and ${counted('b')} and b.created_at >= ${since} ${ofType(type)} group by 1 order by bids desc limit 5`,
      )
    ).map((r) => ({ city: r.city, bids: n(r.bids) }));
  },

  // ------------------------------------------------------------------ vendor
  async vendorSummary(db: Executor, vendorId: string) {
    const [r] = await rows<Record<string, unknown>>(
      db,
      sql`select count(*) as listings,
                 count(*) filter (where a.status = 'live') as live,
                 count(*) filter (where a.status = 'ended') as ended,
                 ${FIGURES.sold} as sold,
                 ${FIGURES.salesValue} as revenue,
                 coalesce(sum(a.bid_count), 0) as bids,
                 (select count(distinct b.user_id) from bids b join auctions a2 on a2.id = b.auction_id where a2.created_by = ${vendorId}) as bidders
          from ${AUCTIONS_WITH_SALES} where a.created_by = ${vendorId}`,
    );
    return {
      listings: n(r?.listings),
      live: n(r?.live),
      ended: n(r?.ended),
      sold: n(r?.sold),
      revenue: n(r?.revenue),
      bidsReceived: n(r?.bids),
      distinctBidders: n(r?.bidders),
    };
  },
  async vendorSeries(db: Executor, vendorId: string, unit: Unit, since: Date, type?: string) {
    const revenue = await rows<{ bucket: string; revenue: unknown }>(
      db,
      sql`select ${bucketOf(unit, FIGURES.completedAt)} as bucket, ${FIGURES.salesValue} as revenue
          from ${AUCTIONS_WITH_SALES} where a.created_by = ${vendorId} and ${FIGURES.completedAt} >= ${since} ${ofType(type)} group by 1`,
    );
    const bidsRows = await rows<{ bucket: string; bids: unknown }>(
      db,
      sql`select ${bucketOf(unit, sql`b.created_at`)} as bucket, count(*) as bids
          from bids b join auctions a on a.id = b.auction_id
          where a.created_by = ${vendorId} and b.created_at >= ${since} ${ofType(type)} group by 1`,
    );
    return {
      revenue: revenue.map((r) => ({ bucket: r.bucket, value: n(r.revenue) })),
      bids: bidsRows.map((r) => ({ bucket: r.bucket, value: n(r.bids) })),
    };
  },
  async byType(db: Executor, since: Date, vendorId?: string, type?: string) {
    const owner = vendorId ? sql`and a.created_by = ${vendorId}` : sql``;
    return (
      await rows<Record<string, unknown>>(
        db,
        sql`select a.property_type, count(*) as auctions, coalesce(sum(a.bid_count), 0) as bids, ${FIGURES.salesValue} as value
            from ${AUCTIONS_WITH_SALES} where a.end_time >= ${since} ${owner} ${ofType(type)} group by 1 order by auctions desc`,
      )
    ).map((r) => ({ propertyType: String(r.property_type), auctions: n(r.auctions), bids: n(r.bids), value: n(r.value) }));
  },
  async topAuctions(db: Executor, since: Date, vendorId?: string, type?: string) {
    const owner = vendorId ? sql`and a.created_by = ${vendorId}` : sql``;
    return (
      await rows<Record<string, unknown>>(
        db,
        sql`select a.id, a.title, a.location, a.status, a.current_bid, a.bid_count, a.bidders_count
            from auctions a where a.status <> 'draft' and a.end_time >= ${since} ${owner} ${ofType(type)}
            order by a.bid_count desc, a.current_bid desc limit 5`,
      )
    ).map((r) => ({
      id: String(r.id),
      title: String(r.title),
      location: String(r.location),
      status: String(r.status),
      currentBid: n(r.current_bid),
      bidCount: n(r.bid_count),
      biddersCount: n(r.bidders_count),
    }));
  },

  // ------------------------------------------------------------------ admin
  async auctionsByStatus(db: Executor) {
    const r = await rows<{ status: string; count: unknown }>(db, sql`select status, count(*) as count from auctions group by 1`);
    return Object.fromEntries(r.map((x) => [x.status, n(x.count)]));
  },
  async usersByRole(db: Executor) {
    const r = await rows<{ role: string; count: unknown }>(db, sql`select role, count(*) as count from user_roles group by 1`);
    return Object.fromEntries(r.map((x) => [x.role, n(x.count)]));
  },
  async usersByVerification(db: Executor) {
    const r = await rows<{ status: string; count: unknown }>(
      db,
      sql`select verification_status as status, count(*) as count from profiles group by 1`,
    );
    return Object.fromEntries(r.map((x) => [x.status, n(x.count)]));
  },
  async buyersEmd(db: Executor) {
    const [r] = await rows<Record<string, unknown>>(
      db,
      sql`select count(*) as buyers, count(*) filter (where p.emd_paid) as with_emd,
                 ${FIGURES.emdInWallets} as emd_held
          from profiles p join user_roles r on r.user_id = p.user_id and r.role = 'buyer'`,
    );
    return { buyers: n(r?.buyers), buyersWithEmd: n(r?.with_emd), emdHeld: n(r?.emd_held) };
  },
  async sales(db: Executor) {
    const [r] = await rows<Record<string, unknown>>(
      db,
      sql`select ${FIGURES.salesValue} as gross, ${FIGURES.sold} as sold, (select count(*) from bids) as bids from ${AUCTIONS_WITH_SALES}`,
    );
    return { grossSales: n(r?.gross), sold: n(r?.sold), totalBids: n(r?.bids) };
  },
  async pendingDeposits(db: Executor) {
    const [r] = await rows<Record<string, unknown>>(
      db,
      sql`select count(*) as count, coalesce(sum(amount), 0) as amount from emd_deposits where status = 'pending'`,
    );
    return { pendingDeposits: n(r?.count), pendingDepositAmount: n(r?.amount) };
  },
  async adminSeries(db: Executor, unit: Unit, since: Date, type?: string) {
    const users = await rows<{ bucket: string; v: unknown }>(
      db,
      sql`select ${bucketOf(unit, sql`created_at`)} as bucket, count(*) as v from profiles where created_at >= ${since} group by 1`,
    );
    const bidsRows = await rows<{ bucket: string; v: unknown }>(
      db,
      sql`select ${bucketOf(unit, sql`b.created_at`)} as bucket, count(*) as v from bids b join auctions a on a.id = b.auction_id
          where b.created_at >= ${since} ${ofType(type)} group by 1`,
    );
    const sales = await rows<{ bucket: string; v: unknown }>(
      db,
      sql`select ${bucketOf(unit, FIGURES.completedAt)} as bucket, ${FIGURES.salesValue} as v from ${AUCTIONS_WITH_SALES}
          where ${FIGURES.completedAt} >= ${since} ${ofType(type)} group by 1`,
    );
    const map = (r: { bucket: string; v: unknown }[]) => r.map((x) => ({ bucket: x.bucket, value: n(x.v) }));
    return { newUsers: map(users), bids: map(bidsRows), grossSales: map(sales) };
  },
  async topVendors(db: Executor, since: Date, type?: string) {
    return (
      await rows<Record<string, unknown>>(
        db,
        sql`select a.created_by as vendor_id, coalesce(p.company_name, p.full_name, u.name) as name, count(*) as listings,
                   ${FIGURES.sold} as sold, ${FIGURES.salesValue} as revenue
            from ${AUCTIONS_WITH_SALES} join users u on u.id = a.created_by left join profiles p on p.user_id = a.created_by
            where a.end_time >= ${since} ${ofType(type)}
            group by 1, 2 order by revenue desc, listings desc limit 5`,
      )
    ).map((r) => ({
      vendorId: String(r.vendor_id),
      name: String(r.name),
      listings: n(r.listings),
      sold: n(r.sold),
      revenue: n(r.revenue),
    }));
  },
  async ping(db: Executor) {
    const started = performance.now();
    await db.execute(sql`select 1`);
    return performance.now() - started;
  },
};

/**
 * The reconciliation's sums (decision 042), one pass over each money table. NOTE: a read across the
 * EMD and sales tables, as every report is; their own repositories stay the only writers.
 */
export async function reconciliationSums(db: Executor) {
  const [r] = await rows<Record<string, unknown>>(
    db,
    sql`select
      (select coalesce(sum(amount), 0) from emd_deposits where status = 'verified') as collected,
      (select coalesce(sum(amount), 0) from emd_deposits where status = 'pending') as deposits_pending,
      (select coalesce(sum(amount), 0) from emd_holds where status = 'held') as held,
      (select coalesce(sum(amount), 0) from emd_holds where status = 'applied') as applied,
      (select coalesce(sum(amount), 0) from emd_holds where status = 'forfeited') as forfeited,
      (select coalesce(sum(amount), 0) from emd_withdrawals where status = 'paid') as refunded,
      (select coalesce(sum(amount), 0) from emd_withdrawals where status = 'requested') as refund_requested,
      (select ${FIGURES.emdInWallets} from profiles p) as in_wallets,
      (select ${FIGURES.sold} from ${AUCTIONS_WITH_SALES}) as completed_count,
      (select ${FIGURES.salesValue} from ${AUCTIONS_WITH_SALES}) as gross_sales,
      (select coalesce(sum(amount), 0) from sale_payments where status <> 'rejected') as reported,
      (select coalesce(sum(amount), 0) from sale_payments where status = 'verified') as verified,
      (select coalesce(sum(amount), 0) from sale_payments where status = 'pending') as payments_pending`,
  );
  const v = (k: string) => n(r?.[k]);
  return {
    collected: v('collected'),
    depositsPending: v('deposits_pending'),
    held: v('held'),
    applied: v('applied'),
    forfeited: v('forfeited'),
    refunded: v('refunded'),
    refundRequested: v('refund_requested'),
    inWallets: v('in_wallets'),
    completedCount: v('completed_count'),
    grossSales: v('gross_sales'),
    reported: v('reported'),
    verified: v('verified'),
    paymentsPending: v('payments_pending'),
  };
}
