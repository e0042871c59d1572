import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notifications } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

/** The one owner of `notifications`. */
export const notificationsRepository = {
  /**
   * The insert of complete rows as one statement that a caller's larger statement can carry (the bid
   * batch writes its outbid notifications in its own single write).
   */
  insertStatement(rows: (NewNotification & { id: string; createdAt: Date })[]): SQL {
    const values = rows.map((r) => ({ id: r.id, user_id: r.userId, title: r.title, message: r.message, data: r.data ?? {} }));
    const at = rows[0]?.createdAt.toISOString() ?? new Date(0).toISOString();
    return sql`INSERT INTO notifications (id, user_id, title, message, read, data, created_at)
      SELECT n.id, n.user_id, n.title, n.message, false, n.data, ${at}::timestamptz
      FROM json_to_recordset(${JSON.stringify(values)}::json) AS n(id uuid, user_id text, title text, message text, data jsonb)`;
  },
  async insertMany(db: Executor, rows: NewNotification[]) {
    if (rows.length === 0) return [];
    return db.insert(notifications).values(rows).returning();
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
