import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { NotificationKind } from '../../../shared/domain/notification-kinds';
import { notifications } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;
/** A notification with its id and time fixed, and its event for the outbox. */
export type CompleteNotification = NewNotification & {
  id: string;
  createdAt: Date;
  kind: NotificationKind;
  event: string;
  params: Record<string, unknown>;
  auctionId?: string | null;
};

/** The one owner of `notifications`. */
export const notificationsRepository = {
  /**
   * The insert of complete rows as one statement that a caller's larger statement can carry (the bid
   * batch writes its outbid notifications in its own single write). A row whose kind the user switched
   * off in the bell is left out (`RETURNING id` says which were written).
   */
  insertStatement(rows: CompleteNotification[]): SQL {
    const values = rows.map((r) => ({ id: r.id, user_id: r.userId, title: r.title, message: r.message, data: r.data ?? {}, kind: r.kind }));
    const at = rows[0]?.createdAt.toISOString() ?? new Date(0).toISOString();
    return sql`INSERT INTO notifications (id, user_id, title, message, read, data, created_at)
      SELECT n.id, n.user_id, n.title, n.message, false, n.data, ${at}::timestamptz
      FROM json_to_recordset(${JSON.stringify(values)}::json) AS n(id uuid, user_id text, title text, message text, data jsonb, kind text)
      WHERE NOT EXISTS (SELECT 1 FROM notification_preferences p
        WHERE p.user_id = n.user_id AND p.kind = n.kind AND p.channel = 'in_app' AND NOT p.enabled)
      RETURNING id`;
  },

  /**
   * The same events as outbox rows (decision 026), one per event, with the same ids: the worker
   * delivers them to e-mail and push after the commit.
   */
  outboxStatement(rows: CompleteNotification[]): SQL {
    const values = rows.map((r) => ({
      id: r.id,
      user_id: r.userId,
      kind: r.kind,
      event: r.event,
      params: r.params,
      auction_id: r.auctionId ?? null,
    }));
    const at = rows[0]?.createdAt.toISOString() ?? new Date(0).toISOString();
    return sql`INSERT INTO notification_outbox (id, user_id, kind, event, params, auction_id, next_attempt_at, created_at)
      SELECT o.id, o.user_id, o.kind, o.event, o.params, o.auction_id, ${at}::timestamptz, ${at}::timestamptz
      FROM json_to_recordset(${JSON.stringify(values)}::json) AS o(id uuid, user_id text, kind text, event text, params jsonb, auction_id uuid)`;
  },

  /** Both writes, for a caller with its own transaction; the ids of the bell's rows written. */
  async insertMany(db: Executor, rows: CompleteNotification[]): Promise<Set<string>> {
    if (rows.length === 0) return new Set();
    await db.execute(this.outboxStatement(rows));
    const written = (await db.execute(this.insertStatement(rows))) as unknown as { rows: { id: string }[] };
    return new Set(written.rows.map((r) => String(r.id)));
  },

  /** Past notifications only for the bell, with no event to deliver (the demo seed's history). */
  async insertPast(db: Executor, rows: NewNotification[]) {
    if (rows.length === 0) return;
    await db.insert(notifications).values(rows);
  },

  async listForUser(db: Executor, userId: string, limit: number) {
    return db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit);
  },
  async countUnread(db: Executor, userId: string) {
    const [row] = await db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
    return row?.n ?? 0;
  },
  async markRead(db: Executor, userId: string, id: string) {
    const [row] = await db
      .update(notifications)
      .set({ read: true })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning();
    return row ?? null;
  },
  async markAllRead(db: Executor, userId: string) {
    const rows = await db
      .update(notifications)
      .set({ read: true })
      .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
      .returning({ id: notifications.id });
    return rows.length;
  },
  async remove(db: Executor, userId: string, id: string) {
    const rows = await db
      .delete(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning({ id: notifications.id });
    return rows.length > 0;
  },
};
