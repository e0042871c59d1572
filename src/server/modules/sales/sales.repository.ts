import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { SalePaymentKind, SaleStage } from '../../../shared/domain/constants';
import type { Executor } from '../../db/client';
import { rows } from '../../db/rows';
import { auctions, profiles, salePayments, sales } from '../../db/schema';
import { isUtrClaimedElsewhere } from '../../db/utr-claims';

export type SaleRow = typeof sales.$inferSelect;
export type NewSaleRow = typeof sales.$inferInsert;
export type SalePaymentRow = typeof salePayments.$inferSelect;

/** The stages that run against a deadline, and those in which the sale is still going ahead. */
const DEADLINE_STAGES: SaleStage[] = ['reserve_not_met', 'deposit_due', 'balance_due'];
/** The stages with a deadline, spelt as sales_deadline_idx's condition so the planner can use it (decision 040). */
const inDeadlineStage = sql`${sales.stage} in ('reserve_not_met', 'deposit_due', 'balance_due')`;
const OPEN_STAGES: SaleStage[] = [...DEADLINE_STAGES, 'awaiting_confirmation'];

/** The deadline that matters in each stage that has one. */
const currentDeadline = sql`(case ${sales.stage}
  when 'reserve_not_met' then ${sales.decisionDueAt}
  when 'deposit_due' then ${sales.depositDueAt}
  when 'balance_due' then ${sales.balanceDueAt} end)`;

/** A payment of the stage's own kind waits for review (a report in time holds a deadline off until then). */
const pendingOfStage = sql`exists (select 1 from ${salePayments} p where p.auction_id = ${sales.auctionId} and p.status = 'pending'
  and p.kind = (case ${sales.stage} when 'deposit_due' then 'deposit' else 'balance' end)::sale_payment_kind)`;

/** The one owner of `sales` and `sale_payments`: the sale after the close (decision 014). */
export const salesRepository = {
  async insert(db: Executor, row: NewSaleRow) {
    const [inserted] = await db.insert(sales).values(row).returning();
    return inserted!;
  },
  async find(db: Executor, auctionId: string, opts: { lock?: boolean } = {}) {
    const query = db
      .select({
        sale: sales,
        title: auctions.title,
        sellerId: auctions.createdBy,
        buyerName: profiles.fullName,
        buyerContact: {
          email: profiles.email,
          phone: profiles.phone,
          pan: profiles.pan,
          organisation: profiles.companyName,
          gst: profiles.gst,
        },
      })
      .from(sales)
      .innerJoin(auctions, eq(auctions.id, sales.auctionId))
      .leftJoin(profiles, eq(profiles.userId, sales.buyerId))
      .where(eq(sales.auctionId, auctionId));
    const [row] = opts.lock ? await query.for('update', { of: sales }) : await query;
    return row ?? null;
  },
  async update(db: Executor, auctionId: string, patch: Partial<NewSaleRow>) {
    const [row] = await db
      .update(sales)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(sales.auctionId, auctionId))
      .returning();
    return row!;
  },

  /**
   * Sales whose deadline has passed (its last millisecond included) with nothing waiting to be verified, locked for this transaction.
   * NOTE: SKIP LOCKED lets several server processes share the work, as the lifecycle does.
   */
  async lockOverdue(tx: Executor, now: Date, limit: number): Promise<SaleRow[]> {
    return overdueQuery(tx, now, limit);
  },

  /** Sales whose deadline is within `ahead`, whose party has not been reminded of it yet and has not already paid it. */
  async lockToRemind(tx: Executor, now: Date, ahead: number, limit: number): Promise<SaleRow[]> {
    return toRemindQuery(tx, now, ahead, limit);
  },

  /** Sales still in progress whose buyer is one of `userIds`, locked for this transaction. */
  async lockOpenOf(tx: Executor, userIds: string[]): Promise<SaleRow[]> {
    if (userIds.length === 0) return [];
    return tx
      .select()
      .from(sales)
      .where(and(inArray(sales.buyerId, userIds), inArray(sales.stage, OPEN_STAGES)))
      .orderBy(asc(sales.auctionId))
      .for('update');
  },

  /** The sales lists of the dashboards: a buyer's, a seller's, or every one. */
  async list(db: Executor, who: { buyerId?: string; sellerId?: string }, stage?: SaleStage) {
    const conditions: (SQL | undefined)[] = [
      who.buyerId ? eq(sales.buyerId, who.buyerId) : undefined,
      who.sellerId ? eq(auctions.createdBy, who.sellerId) : undefined,
      stage ? eq(sales.stage, stage) : undefined,
    ];
    return db
      .select({
        sale: sales,
        title: auctions.title,
        dueAt: sql<Date | null>`${currentDeadline}`.mapWith((v) => (v ? new Date(v as string) : null)),
        paymentPending: sql<boolean>`${pendingOfStage}`.mapWith((v) => v === true || v === 't'),
      })
      .from(sales)
      .innerJoin(auctions, eq(auctions.id, sales.auctionId))
      .where(and(...conditions))
      .orderBy(desc(sales.closedAt))
      .limit(200);
  },

  // ---------------------------------------------------------------- payments
  /** The new row, or null when its UTR is taken: by this table, or by another payment in (migration 0020). */
  async insertPayment(db: Executor, values: typeof salePayments.$inferInsert) {
    try {
      const [row] = await db.insert(salePayments).values(values).onConflictDoNothing().returning();
      return row ?? null;
    } catch (err) {
      if (isUtrClaimedElsewhere(err)) return null;
      throw err;
    }
  },
  async findPayment(db: Executor, id: string, opts: { lock?: boolean } = {}) {
    const query = db.select().from(salePayments).where(eq(salePayments.id, id));
    const [row] = opts.lock ? await query.for('update') : await query;
    return row ?? null;
  },
  async updatePayment(db: Executor, id: string, patch: Partial<typeof salePayments.$inferInsert>) {
    const [row] = await db.update(salePayments).set(patch).where(eq(salePayments.id, id)).returning();
    return row!;
  },
  async paymentsOf(db: Executor, auctionId: string) {
    return db.select().from(salePayments).where(eq(salePayments.auctionId, auctionId)).orderBy(asc(salePayments.createdAt));
  },
  async pendingPayment(db: Executor, auctionId: string, kind: SalePaymentKind) {
    const [row] = await db
      .select()
      .from(salePayments)
      .where(and(eq(salePayments.auctionId, auctionId), eq(salePayments.kind, kind), eq(salePayments.status, 'pending')));
    return row ?? null;
  },
  /** Verified payments of a sale, by kind (the certificate lists them). */
  async verifiedPayments(db: Executor, auctionId: string) {
    return db
      .select()
      .from(salePayments)
      .where(and(eq(salePayments.auctionId, auctionId), eq(salePayments.status, 'verified')))
      .orderBy(asc(salePayments.createdAt));
  },

  /** The auction whose completed sale carries this certificate number, or null. */
  async completedSaleByCertificate(db: Executor, certificateNumber: string): Promise<string | null> {
    const [row] = await db
      .select({ auctionId: sales.auctionId })
      .from(sales)
      .where(and(eq(sales.certificateNumber, certificateNumber), eq(sales.stage, 'completed')));
    return row?.auctionId ?? null;
  },
  /** What the sale certificate states: the property, the parties, the price and the dates (reads only). */
  async certificateDetails(db: Executor, auctionId: string) {
    const [row] = await rows<Record<string, unknown>>(
      db,
      sql`select a.title, a.location, a.address, a.district, a.property_type, a.area_sq_ft, a.possession, a.encumbrances,
                 a.authorised_officer_name, a.start_time, a.end_time,
                 coalesce(sp.company_name, sp.full_name, su.name) as seller_name,
                 coalesce(bp.full_name, bu.name) as buyer_name, bu.email as buyer_email, bp.pan as buyer_pan,
                 s.buyer_address, s.price, s.emd_amount, s.closed_at, s.confirmed_at, s.completed_at, s.certificate_number
          from sales s
          join auctions a on a.id = s.auction_id
          join users su on su.id = a.created_by left join profiles sp on sp.user_id = a.created_by
          left join users bu on bu.id = s.buyer_id left join profiles bp on bp.user_id = s.buyer_id
          where s.auction_id = ${auctionId}`,
    );
    if (!row) return null;
    const date = (v: unknown) => (v ? new Date(v as string | Date) : null);
    return {
      title: String(row.title),
      location: String(row.location),
      address: (row.address as string | null) ?? null,
      district: (row.district as string | null) ?? null,
      propertyType: String(row.property_type),
      areaSqFt: row.area_sq_ft === null ? null : Number(row.area_sq_ft),
      possession: (row.possession as string | null) ?? null,
      encumbrances: (row.encumbrances as string | null) ?? null,
      authorisedOfficer: (row.authorised_officer_name as string | null) ?? null,
      startTime: date(row.start_time)!,
      endTime: date(row.end_time)!,
      sellerName: String(row.seller_name),
      buyerName: (row.buyer_name as string | null) ?? null,
      buyerEmail: (row.buyer_email as string | null) ?? null,
      buyerAddress: (row.buyer_address as string | null) ?? null,
      buyerPan: (row.buyer_pan as string | null) ?? null,
      price: Number(row.price),
      emdAmount: Number(row.emd_amount),
      closedAt: date(row.closed_at)!,
      confirmedAt: date(row.confirmed_at),
      completedAt: date(row.completed_at),
      certificateNumber: (row.certificate_number as string | null) ?? null,
    };
  },
};

/**
 * The deadline job's statements (decision 040), apart so that a test can `EXPLAIN` them: both read
 * sales_deadline_idx, the stage condition spelt as its own.
 */
export function overdueQuery(tx: Executor, now: Date, limit: number) {
  return tx
    .select()
    .from(sales)
    .where(and(inDeadlineStage, sql`${currentDeadline} < ${now.toISOString()}::timestamptz`, sql`not ${pendingOfStage}`))
    .orderBy(asc(currentDeadline))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export function toRemindQuery(tx: Executor, now: Date, ahead: number, limit: number) {
  return tx
    .select()
    .from(sales)
    .where(
      and(
        inDeadlineStage,
        isNull(sales.remindedAt),
        sql`${currentDeadline} <= ${new Date(now.getTime() + ahead).toISOString()}::timestamptz`,
        sql`${currentDeadline} > ${now.toISOString()}::timestamptz`,
        sql`not ${pendingOfStage}`,
      ),
    )
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** A sale with its auction's title, seller and buyer, as `find` reads it. */
export type LoadedSale = NonNullable<Awaited<ReturnType<typeof salesRepository.find>>>;
