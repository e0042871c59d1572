import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** The one owner of `push_subscriptions`. */
export const pushRepository = {
  /**
   * Saves a browser's subscription for `row.userId` and says whether it did. NOTE: an endpoint names one
   * browser profile, so when another user signs in on it and subscribes, the row becomes theirs, but
   * only if the keys sent are the ones stored: the auth secret is known only to that browser and to us,
   * so knowing an endpoint alone moves nobody's pushes (decision 037). Decided in the one statement,
   * so two requests cannot both pass a check made before the write.
   */
  async save(db: Executor, row: { userId: string; endpoint: string; p256dh: string; auth: string; userAgent: string | null }) {
    const saved = await db
      .insert(pushSubscriptions)
      .values(row)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          userId: sql`excluded.user_id`,
          p256dh: sql`excluded.p256dh`,
          auth: sql`excluded.auth`,
          userAgent: sql`excluded.user_agent`,
        },
        setWhere: sql`${pushSubscriptions.userId} = excluded.user_id
          or (${pushSubscriptions.p256dh} = excluded.p256dh and ${pushSubscriptions.auth} = excluded.auth)`,
      })
      .returning({ id: pushSubscriptions.id });
    return saved.length > 0;
  },

  /** Keeps the user's newest `keep` subscriptions (by creation) and deletes the others. */
  async keepNewest(db: Executor, userId: string, keep: number) {
    const newest = db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(keep);
    await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
  },

  async deleteForUser(db: Executor, userId: string, endpoint: string) {
    await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  },

  async deleteByIds(db: Executor, ids: string[]) {
    if (ids.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
  },

  async listForUser(db: Executor, userId: string): Promise<PushSubscriptionRow[]> {
    return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  },

  async markDelivered(db: Executor, ids: string[], at: Date) {
    if (ids.length > 0) await db.update(pushSubscriptions).set({ lastSuccessAt: at }).where(inArray(pushSubscriptions.id, ids));
  },
};
