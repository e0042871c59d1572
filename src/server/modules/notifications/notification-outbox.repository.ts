import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/domain/languages';
import type { DeliveryChannel, NotificationChannel, NotificationKind } from '../../../shared/domain/notification-kinds';
import type { Executor } from '../../db/client';
import { notificationDeliveries, notificationOutbox, notificationPreferences } from '../../db/schema';

/** An event the worker has claimed, with what it needs to deliver it. */
export type ClaimedEvent = {
  id: string;
  userId: string;
  kind: NotificationKind;
  event: string;
  params: Record<string, unknown>;
  auctionId: string | null;
  attempts: number;
  createdAt: Date;
  email: string | null;
  name: string | null;
  language: Language;
  /** The user's switches for this kind (absent: the default). */
  prefs: Partial<Record<NotificationChannel, boolean>>;
  /** What earlier attempts already did per channel. */
  done: Partial<Record<DeliveryChannel, 'sent' | 'skipped' | 'failed'>>;
};

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

/** The owner of `notification_outbox`, `notification_deliveries` and `notification_preferences` (decision 026). */
export const notificationOutboxRepository = {
  /**
   * Deletes up to `limit` delivered or failed events created before `before`, with what each channel
   * made of them; pending ones stay whatever their age. Returns how many.
   */
  async prune(db: Executor, before: Date, limit: number): Promise<number> {
    const result = await db.execute(sql`
      DELETE FROM notification_outbox WHERE id IN (
        SELECT id FROM notification_outbox
        WHERE created_at < ${before.toISOString()}::timestamptz AND status <> 'pending'
        ORDER BY created_at LIMIT ${limit})
      RETURNING id`);
    return rowsOf(result).length;
  },

  /**
   * Claims up to `limit` due events for `leaseMs`: one statement, `FOR UPDATE SKIP LOCKED`, so two
   * workers (two server processes) never claim the same event; a worker that dies leaves its claim to
   * lapse, and the event is tried again (at least once).
   */
  async claim(db: Executor, { now, limit, leaseMs }: { now: Date; limit: number; leaseMs: number }): Promise<ClaimedEvent[]> {
    const at = now.toISOString();
    const until = new Date(now.getTime() + leaseMs).toISOString();
    const result = await db.execute(sql`
      WITH due AS (
        SELECT id FROM notification_outbox
        WHERE status = 'pending' AND next_attempt_at <= ${at}::timestamptz
          AND (locked_until IS NULL OR locked_until <= ${at}::timestamptz)
        ORDER BY next_attempt_at
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED
      ), claimed AS (
        UPDATE notification_outbox o SET locked_until = ${until}::timestamptz, attempts = o.attempts + 1
        FROM due WHERE o.id = due.id
        RETURNING o.id, o.user_id, o.kind, o.event, o.params, o.auction_id, o.attempts, o.created_at
      )
      SELECT c.*, u.email, u.name, coalesce(p.language, 'en') AS language,
        coalesce((SELECT json_object_agg(np.channel, np.enabled) FROM notification_preferences np
          WHERE np.user_id = c.user_id AND np.kind = c.kind), '{}'::json) AS prefs,
        coalesce((SELECT json_object_agg(d.channel, d.status) FROM notification_deliveries d
          WHERE d.event_id = c.id), '{}'::json) AS done
      FROM claimed c
      LEFT JOIN users u ON u.id = c.user_id
      LEFT JOIN profiles p ON p.user_id = c.user_id`);
    return rowsOf(result).map((r) => ({
      id: String(r.id),
      userId: String(r.user_id),
      kind: r.kind as NotificationKind,
      event: String(r.event),
      params: (typeof r.params === 'string' ? JSON.parse(r.params) : r.params) as Record<string, unknown>,
      auctionId: r.auction_id ? String(r.auction_id) : null,
      attempts: Number(r.attempts),
      createdAt: new Date(r.created_at as string),
      email: r.email ? String(r.email) : null,
      name: r.name ? String(r.name) : null,
      language: r.language as Language,
      prefs: (typeof r.prefs === 'string' ? JSON.parse(r.prefs) : r.prefs) as ClaimedEvent['prefs'],
      done: (typeof r.done === 'string' ? JSON.parse(r.done) : r.done) as ClaimedEvent['done'],
    }));
  },

  /**
   * Where an outbid event stands among the user's outbids on the same auction: whether a later one
   * exists, and when the last outbid e-mail about that auction went out.
   */
  async outbidPace(db: Executor, e: Pick<ClaimedEvent, 'id' | 'userId' | 'auctionId' | 'createdAt'>) {
    const [row] = rowsOf(
      await db.execute(sql`
        SELECT EXISTS (SELECT 1 FROM notification_outbox o
            WHERE o.user_id = ${e.userId} AND o.auction_id = ${e.auctionId} AND o.event = 'outbid'
              AND (o.created_at, o.id) > (${e.createdAt.toISOString()}::timestamptz, ${e.id}::uuid)) AS superseded,
          (SELECT max(d.created_at) FROM notification_outbox o
            JOIN notification_deliveries d ON d.event_id = o.id AND d.channel = 'email' AND d.status = 'sent'
            WHERE o.user_id = ${e.userId} AND o.auction_id = ${e.auctionId} AND o.event = 'outbid' AND o.id <> ${e.id}::uuid) AS last_sent`),
    );
    return { superseded: row?.superseded === true, lastSentAt: row?.last_sent ? new Date(row.last_sent as string) : null };
  },

  /** What one channel made of an event; a channel once sent stays sent. */
  async recordDelivery(
    db: Executor,
    eventId: string,
    channel: DeliveryChannel,
    status: 'sent' | 'skipped' | 'failed',
    detail: string | null,
  ) {
    await db
      .insert(notificationDeliveries)
      .values({ eventId, channel, status, detail })
      .onConflictDoUpdate({
        target: [notificationDeliveries.eventId, notificationDeliveries.channel],
        set: { status, detail, createdAt: new Date() },
        setWhere: sql`${notificationDeliveries.status} <> 'sent'`,
      });
  },

  /** The end of an attempt: done, failed for good, due again at `nextAttemptAt`, or deferred to then without counting. */
  async finish(
    db: Executor,
    id: string,
    outcome:
      | { status: 'done' | 'failed'; at: Date; lastError?: string | null }
      | { status: 'pending'; nextAttemptAt: Date; lastError: string }
      | { status: 'deferred'; nextAttemptAt: Date },
  ) {
    await db
      .update(notificationOutbox)
      .set(
        outcome.status === 'deferred'
          ? // Waiting is not a failed attempt: the claim's count is given back.
            {
              status: 'pending',
              nextAttemptAt: outcome.nextAttemptAt,
              attempts: sql`${notificationOutbox.attempts} - 1`,
              lockedUntil: null,
            }
          : outcome.status === 'pending'
            ? { status: 'pending', nextAttemptAt: outcome.nextAttemptAt, lastError: outcome.lastError, lockedUntil: null }
            : { status: outcome.status, doneAt: outcome.at, lastError: outcome.lastError ?? null, lockedUntil: null },
      )
      .where(eq(notificationOutbox.id, id));
  },

  // ------------------------------------------------------------------ preferences

  /**
   * The time of the user's latest event of this name written after `since`, or null (a rate limit's
   * memory: bounded by time, so the `created_at` index finds it without reading the user's history).
   */
  async latestEventSince(db: Executor, userId: string, event: string, since: Date): Promise<Date | null> {
    const [row] = await db
      .select({ at: notificationOutbox.createdAt })
      .from(notificationOutbox)
      .where(and(gt(notificationOutbox.createdAt, since), eq(notificationOutbox.userId, userId), eq(notificationOutbox.event, event)))
      .orderBy(desc(notificationOutbox.createdAt))
      .limit(1);
    return row?.at ?? null;
  },

  /** Holds, until the transaction ends, a lock named by `key` (one user's rate-limited write at a time). */
  async lockKey(tx: Executor, key: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
  },

  async preferencesOf(db: Executor, userId: string) {
    return db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  },

  async setPreferences(db: Executor, userId: string, rows: { kind: NotificationKind; channel: NotificationChannel; enabled: boolean }[]) {
    if (rows.length === 0) return;
    await db
      .insert(notificationPreferences)
      .values(rows.map((r) => ({ userId, ...r })))
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.kind, notificationPreferences.channel],
        set: { enabled: sql`excluded.enabled`, updatedAt: new Date() },
      });
  },
};
