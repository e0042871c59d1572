import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { NotificationKind } from '../../../shared/domain/notification-kinds';
import type { NotificationNote } from '../../../shared/messages/notifications';
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

/** The id of a watcher's event: derived from (auction, watcher `w.user_id`, event, time), so a writer and a reader agree. */
const watcherEventId = (auctionId: SQL, event: SQL, when: string): SQL =>
  sql`md5(${auctionId}::text || ':' || w.user_id || ':' || ${event} || ':' || ${when})::uuid`;

/** An event for an auction's watchers (`watcherStatements`). */
export type WatcherEvent = { auctionId: string; except: string | null; note: NotificationNote };

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

  /**
   * An event for every watcher of each auction (but `except`, who caused it), as two statements a
   * caller's single statement carries (the bid batch's "auction extended"): the outbox rows and the
   * bell's rows, with the same ids. NOTE: the ids are derived from (auction, watcher, event, time), so
   * the two inserts agree without reading the watchers first, and `watcherRows` finds the rows again.
   */
  watcherStatements(events: WatcherEvent[], at: Date): SQL[] {
    const values = events.map((e) => ({
      auction_id: e.auctionId,
      except_user: e.except,
      title: e.note.title,
      message: e.note.message,
      kind: e.note.kind,
      event: e.note.event,
      params: e.note.params,
    }));
    const when = at.toISOString();
    const from = sql`FROM json_to_recordset(${JSON.stringify(values)}::json)
        AS e(auction_id uuid, except_user text, title text, message text, kind text, event text, params jsonb)
      JOIN watchlist w ON w.auction_id = e.auction_id AND w.user_id IS DISTINCT FROM e.except_user`;
    const id = watcherEventId(sql`e.auction_id`, sql`e.event`, when);
    return [
      sql`INSERT INTO notification_outbox (id, user_id, kind, event, params, auction_id, next_attempt_at, created_at)
        SELECT ${id}, w.user_id, e.kind, e.event, e.params, e.auction_id, ${when}::timestamptz, ${when}::timestamptz ${from}`,
      sql`INSERT INTO notifications (id, user_id, title, message, read, data, created_at)
        SELECT ${id}, w.user_id, e.title, e.message, false,
          jsonb_build_object('auctionId', e.auction_id, 'event', e.event, 'params', e.params), ${when}::timestamptz ${from}
        WHERE NOT EXISTS (SELECT 1 FROM notification_preferences p
          WHERE p.user_id = w.user_id AND p.kind = e.kind AND p.channel = 'in_app' AND NOT p.enabled)`,
    ];
  },

  /** The bell's rows `watcherStatements` wrote for an event at a time, to announce once committed. */
  async watcherRows(db: Executor, auctionIds: string[], event: string, at: Date): Promise<NotificationRow[]> {
    if (auctionIds.length === 0) return [];
    const ids = `{${auctionIds.join(',')}}`;
    return db
      .select()
      .from(notifications)
      .where(
        sql`${notifications.id} IN (SELECT ${watcherEventId(sql`w.auction_id`, sql`${event}`, at.toISOString())}
          FROM watchlist w WHERE w.auction_id = ANY(${ids}::uuid[]))`,
      );
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
