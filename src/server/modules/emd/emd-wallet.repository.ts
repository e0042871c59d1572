import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { EmdEntryKind, EmdHoldStatus, WithdrawalStatus } from '../../../shared/domain/constants';
import type { Executor } from '../../db/client';
import { auctions, emdDeposits, emdHolds, emdLedger, emdWithdrawals, profiles } from '../../db/schema';

export type LedgerEntry = {
  userId: string;
  auctionId?: string | null;
  kind: EmdEntryKind;
  availableDelta?: number;
  heldDelta?: number;
  reference?: string | null;
  /** When it happened; now by default (the seed backdates its history). */
  at?: Date;
};
export type HoldRow = typeof emdHolds.$inferSelect;
export type WithdrawalRow = typeof emdWithdrawals.$inferSelect;

/** The one owner of `emd_ledger`, `emd_holds` and `emd_withdrawals`: the EMD wallet (decision 014). */
export const emdWalletRepository = {
  /** Available and held money of a buyer: the sums of the ledger. */
  async totals(db: Executor, userId: string): Promise<{ available: number; held: number }> {
    const [row] = await db
      .select({
        available: sql<number>`coalesce(sum(${emdLedger.availableDelta}), 0)`.mapWith(Number),
        held: sql<number>`coalesce(sum(${emdLedger.heldDelta}), 0)`.mapWith(Number),
      })
      .from(emdLedger)
      .where(eq(emdLedger.userId, userId));
    return { available: row?.available ?? 0, held: row?.held ?? 0 };
  },
  async append(db: Executor, entries: LedgerEntry[]) {
    if (entries.length === 0) return;
    await db.insert(emdLedger).values(
      entries.map((e) => ({
        userId: e.userId,
        auctionId: e.auctionId ?? null,
        kind: e.kind,
        availableDelta: e.availableDelta ?? 0,
        heldDelta: e.heldDelta ?? 0,
        reference: e.reference ?? null,
        ...(e.at ? { createdAt: e.at } : {}),
      })),
    );
  },

  // ---------------------------------------------------------------- holds
  async findHold(db: Executor, auctionId: string, userId: string) {
    const [row] = await db
      .select()
      .from(emdHolds)
      .where(and(eq(emdHolds.auctionId, auctionId), eq(emdHolds.userId, userId)));
    return row ?? null;
  },
  /** Holds as they stand, with their history's times (the seed). */
  async insertHolds(db: Executor, rows: (typeof emdHolds.$inferInsert)[]) {
    if (rows.length) await db.insert(emdHolds).values(rows);
  },
  /**
   * Harness set-up (benchmarks, the crash test), in bulk: every user gets a deposit covering the EMD
   * of all the auctions and holds it for each of them, as if each had joined every one.
   */
  async fundAndHoldAll(db: Executor, userIds: string[], auctionIds: string[]) {
    const users = `{${userIds.join(',')}}`;
    const ids = `{${auctionIds.join(',')}}`;
    await db.execute(sql`INSERT INTO emd_ledger (user_id, kind, available_delta, reference)
      SELECT u.id, 'deposit', (SELECT sum(emd_amount) FROM auctions WHERE id = ANY(${ids}::uuid[])), 'harness deposit'
      FROM unnest(${users}::text[]) AS u(id)`);
    await db.execute(sql`INSERT INTO emd_holds (auction_id, user_id, amount)
      SELECT a.id, u.id, a.emd_amount FROM auctions a CROSS JOIN unnest(${users}::text[]) AS u(id) WHERE a.id = ANY(${ids}::uuid[])`);
    await db.execute(sql`INSERT INTO emd_ledger (user_id, auction_id, kind, available_delta, held_delta)
      SELECT user_id, auction_id, 'hold', -amount, amount FROM emd_holds WHERE auction_id = ANY(${ids}::uuid[]) AND user_id = ANY(${users}::text[])`);
  },
  /** Holds the auction's EMD for the buyer (again, if an earlier hold was released). */
  async putHold(db: Executor, auctionId: string, userId: string, amount: number) {
    await db
      .insert(emdHolds)
      .values({ auctionId, userId, amount, status: 'held' })
      .onConflictDoUpdate({ target: [emdHolds.auctionId, emdHolds.userId], set: { amount, status: 'held', updatedAt: new Date() } });
  },
  /** The holds of an auction in `status`, taken for update by the caller's transaction. */
  async lockHolds(db: Executor, auctionId: string, status: EmdHoldStatus = 'held'): Promise<HoldRow[]> {
    return db
      .select()
      .from(emdHolds)
      .where(and(eq(emdHolds.auctionId, auctionId), eq(emdHolds.status, status)))
      .orderBy(asc(emdHolds.userId))
      .for('update');
  },
  async setHoldStatus(db: Executor, auctionId: string, userIds: string[], status: EmdHoldStatus) {
    if (userIds.length === 0) return;
    await db
      .update(emdHolds)
      .set({ status, updatedAt: new Date() })
      .where(and(eq(emdHolds.auctionId, auctionId), inArray(emdHolds.userId, userIds)));
  },
  async holdsOf(db: Executor, userId: string) {
    return db
      .select({ hold: emdHolds, auctionTitle: auctions.title })
      .from(emdHolds)
      .innerJoin(auctions, eq(auctions.id, emdHolds.auctionId))
      .where(eq(emdHolds.userId, userId))
      .orderBy(desc(emdHolds.updatedAt));
  },

  // ---------------------------------------------------------------- withdrawals
  async insertWithdrawal(db: Executor, values: typeof emdWithdrawals.$inferInsert) {
    const [row] = await db.insert(emdWithdrawals).values(values).returning();
    return row!;
  },
  async findWithdrawal(db: Executor, id: string, opts: { lock?: boolean } = {}) {
    const query = db.select().from(emdWithdrawals).where(eq(emdWithdrawals.id, id));
    const [row] = opts.lock ? await query.for('update') : await query;
    return row ?? null;
  },
  async updateWithdrawal(db: Executor, id: string, patch: Partial<typeof emdWithdrawals.$inferInsert>) {
    const [row] = await db.update(emdWithdrawals).set(patch).where(eq(emdWithdrawals.id, id)).returning();
    return row ?? null;
  },
  async withdrawalsOf(db: Executor, userId: string) {
    return db.select().from(emdWithdrawals).where(eq(emdWithdrawals.userId, userId)).orderBy(desc(emdWithdrawals.createdAt));
  },
  /** Withdrawals with whose they are and the UTR of the deposit whose account each pays. */
  async listWithdrawals(db: Executor, status?: WithdrawalStatus) {
    return db
      .select({ withdrawal: emdWithdrawals, fullName: profiles.fullName, email: profiles.email, depositUtr: emdDeposits.utrReference })
      .from(emdWithdrawals)
      .innerJoin(profiles, eq(profiles.userId, emdWithdrawals.userId))
      .leftJoin(emdDeposits, eq(emdDeposits.id, emdWithdrawals.depositId))
      .where(status ? eq(emdWithdrawals.status, status) : undefined)
      .orderBy(desc(emdWithdrawals.createdAt))
      .limit(500);
  },
};
