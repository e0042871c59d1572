import { and, count, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { EmdDepositStatus } from '../../../shared/domain/constants';
import type { Executor } from '../../db/client';
import { anyContains } from '../../db/search';
import { emdDeposits, profiles } from '../../db/schema';
import { isUtrClaimedElsewhere } from '../../db/utr-claims';

export type EmdDepositRow = typeof emdDeposits.$inferSelect;

export const emdRepository = {
  /** The new row, or null when its UTR is taken: by this table, or by another payment in (migration 0020). */
  async insert(db: Executor, values: typeof emdDeposits.$inferInsert) {
    try {
      const [row] = await db.insert(emdDeposits).values(values).onConflictDoNothing().returning();
      return row ?? null;
    } catch (err) {
      if (isUtrClaimedElsewhere(err)) return null;
      throw err;
    }
  },
  /** The buyer's verified deposits that name the account they came from, latest first (decision 033). */
  async verifiedWithSource(db: Executor, userId: string) {
    return db
      .select()
      .from(emdDeposits)
      .where(and(eq(emdDeposits.userId, userId), eq(emdDeposits.status, 'verified'), isNotNull(emdDeposits.sourceAccount)))
      .orderBy(desc(emdDeposits.createdAt));
  },
  async listForUser(db: Executor, userId: string) {
    return db.select().from(emdDeposits).where(eq(emdDeposits.userId, userId)).orderBy(desc(emdDeposits.createdAt));
  },
  async listAll(db: Executor, filter: { status?: EmdDepositStatus; q?: string }) {
    const conditions: SQL[] = [];
    if (filter.status) conditions.push(eq(emdDeposits.status, filter.status));
    if (filter.q) conditions.push(anyContains(filter.q, [emdDeposits.utrReference, profiles.fullName, profiles.email]));
    return db
      .select({ deposit: emdDeposits, profile: profiles })
      .from(emdDeposits)
      .innerJoin(profiles, eq(profiles.userId, emdDeposits.userId))
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(desc(emdDeposits.createdAt))
      .limit(500);
  },
  async countByStatus(db: Executor, userId?: string) {
    return db
      .select({ status: emdDeposits.status, n: count() })
      .from(emdDeposits)
      .where(userId ? eq(emdDeposits.userId, userId) : undefined)
      .groupBy(emdDeposits.status);
  },
  async findOne(db: Executor, id: string, opts: { lock?: boolean } = {}) {
    const query = db.select().from(emdDeposits).where(eq(emdDeposits.id, id));
    const [row] = opts.lock ? await query.for('update') : await query;
    return row ?? null;
  },
  async findWithProfile(db: Executor, id: string) {
    const [row] = await db
      .select({ deposit: emdDeposits, profile: profiles })
      .from(emdDeposits)
      .innerJoin(profiles, eq(profiles.userId, emdDeposits.userId))
      .where(eq(emdDeposits.id, id));
    return row ?? null;
  },
  async update(db: Executor, id: string, patch: Partial<typeof emdDeposits.$inferInsert>) {
    const [row] = await db.update(emdDeposits).set(patch).where(eq(emdDeposits.id, id)).returning();
    return row ?? null;
  },

  async insertMany(db: Executor, rows: (typeof emdDeposits.$inferInsert)[]) {
    if (rows.length > 0) await db.insert(emdDeposits).values(rows);
  },
};
