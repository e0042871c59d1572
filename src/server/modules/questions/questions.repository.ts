import { and, asc, count, desc, eq, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auctionQuestions, auctions } from '../../db/schema';

export type QuestionRow = typeof auctionQuestions.$inferSelect;

/** The one owner of `auction_questions`. */
export const questionsRepository = {
  /**
   * An auction's questions, newest first: every one for those who manage it; otherwise the answered ones
   * not hidden, and `askerId`'s own not hidden.
   */
  async forAuction(db: Executor, auctionId: string, { manages, askerId }: { manages: boolean; askerId: string | null }) {
    const shown: SQL | undefined = manages
      ? undefined
      : and(
          eq(auctionQuestions.hidden, false),
          askerId
            ? or(sql`${auctionQuestions.answer} is not null`, eq(auctionQuestions.askedBy, askerId))
            : sql`${auctionQuestions.answer} is not null`,
        );
    return db
      .select()
      .from(auctionQuestions)
      .where(and(eq(auctionQuestions.auctionId, auctionId), shown))
      .orderBy(desc(auctionQuestions.createdAt), desc(auctionQuestions.id));
  },

  async findById(db: Executor, id: string) {
    const [row] = await db.select().from(auctionQuestions).where(eq(auctionQuestions.id, id));
    return row ?? null;
  },

  async askedSince(db: Executor, userId: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(auctionQuestions)
      .where(and(eq(auctionQuestions.askedBy, userId), gte(auctionQuestions.createdAt, since)));
    return Number(row?.n ?? 0);
  },

  async insert(db: Executor, values: typeof auctionQuestions.$inferInsert) {
    const [row] = await db.insert(auctionQuestions).values(values).returning();
    return row!;
  },

  async answer(db: Executor, id: string, answer: string, answeredBy: string) {
    const [row] = await db
      .update(auctionQuestions)
      .set({ answer, answeredBy, answeredAt: sql`coalesce(${auctionQuestions.answeredAt}, now())` })
      .where(eq(auctionQuestions.id, id))
      .returning();
    return row ?? null;
  },

  async setHidden(db: Executor, id: string, hidden: boolean) {
    const [row] = await db.update(auctionQuestions).set({ hidden }).where(eq(auctionQuestions.id, id)).returning();
    return row ?? null;
  },

  /** Questions waiting for an answer on `sellerId`'s listings (every listing's when null), oldest first. */
  async unanswered(db: Executor, sellerId: string | null, limit: number) {
    return db
      .select({ question: auctionQuestions, auctionTitle: auctions.title })
      .from(auctionQuestions)
      .innerJoin(auctions, eq(auctions.id, auctionQuestions.auctionId))
      .where(
        and(
          isNull(auctionQuestions.answer),
          eq(auctionQuestions.hidden, false),
          sellerId ? eq(auctions.createdBy, sellerId) : undefined,
          inArray(auctions.status, ['upcoming', 'live', 'ended']),
        ),
      )
      .orderBy(asc(auctionQuestions.createdAt), asc(auctionQuestions.id))
      .limit(limit);
  },
};
