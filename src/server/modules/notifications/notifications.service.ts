import { randomUUID } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { NOTIFICATIONS_LIMIT } from '../../../shared/domain/constants';
import { defaultPreference, NOTIFICATION_KINDS, type DeliveryChannel } from '../../../shared/domain/notification-kinds';
import { NOTIFICATION_PREFERENCE_MESSAGES } from '../../../shared/schemas/notification-preferences';
import {
  NOTIFICATION_TEXTS,
  TEST_NOTIFICATION_INTERVAL_MS,
  type Notification,
  type NotificationList,
  type TestNotification,
} from '../../../shared/schemas/notification';
import type { Db, Executor } from '../../db/client';
import { AppError, HTTP, NotFoundError } from '../../lib/http/errors';
import { isUuid } from '../../lib/security/ids';
import type { Publisher } from '../../realtime/bus';
import type { Actor } from '../../lib/security/actor';
import { bellData, bellText, type NotificationNote } from '../../../shared/messages/notifications';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/domain/languages';
import { notificationOutboxRepository } from './notification-outbox.repository';
import { notificationsRepository, type CompleteNotification, type NotificationRow, type WatcherEvent } from './notifications.repository';

/** A second test notification within TEST_NOTIFICATION_INTERVAL_MS. */
export class TestNotificationTooSoonError extends AppError {
  constructor() {
    super(HTTP.TOO_MANY_REQUESTS, 'RATE_LIMITED', NOTIFICATION_PREFERENCE_MESSAGES.testTooSoon);
  }
}

/**
 * A notification to write: every one we send is about an auction (spec §2: a click opens it), except
 * the account's and the EMD wallet's, which open the dashboard. Its event, kind and parameters come
 * from the text catalogue (`NOTIFICATION_TEXTS`); the title and message are its English text.
 */
export type NotificationDraft = NotificationNote & { userId: string; auctionId?: string | null };
export type CreatedNotification = { userId: string; notification: Notification };

/** A bell row as its owner reads it, in the language asked for (decision 028: the event's text in that language). */
export function toNotificationDto(
  row: Pick<NotificationRow, 'id' | 'title' | 'message' | 'read' | 'data' | 'createdAt'>,
  lang: Language = DEFAULT_LANGUAGE,
): Notification {
  return {
    id: row.id,
    ...bellText(row, lang),
    read: row.read,
    data: (row.data ?? {}) as Notification['data'],
    createdAt: row.createdAt.toISOString(),
  };
}

/** A complete row (id and time fixed here); the bell's row and the outbox row share the id. */
function notificationRow(draft: NotificationDraft, at: Date): CompleteNotification & { read: boolean; data: Record<string, unknown> } {
  return {
    id: randomUUID(),
    userId: draft.userId,
    title: draft.title,
    message: draft.message,
    read: false,
    data: bellData(draft, draft.auctionId),
    createdAt: at,
    kind: draft.kind,
    event: draft.event,
    params: draft.params,
    auctionId: draft.auctionId ?? null,
  };
}

export function createNotificationsService(db: Db, publisher: Publisher) {
  const committedListeners: (() => void)[] = [];
  /** Pushes committed notifications to their owners' open tabs, and wakes the outbox worker. */
  const announce = (created: CreatedNotification[]): void => {
    for (const c of created) publisher.publish(`user:${c.userId}`, 'notification.created', c.notification);
    if (created.length) for (const wake of committedListeners) wake();
  };
  return {
    async list(actor: Actor, lang: Language = DEFAULT_LANGUAGE): Promise<NotificationList> {
      const [rows, unreadCount] = await Promise.all([
        notificationsRepository.listForUser(db, actor.userId, NOTIFICATIONS_LIMIT),
        notificationsRepository.countUnread(db, actor.userId),
      ]);
      return { items: rows.map((r) => toNotificationDto(r, lang)), unreadCount };
    },

    async markRead(actor: Actor, id: string): Promise<Notification> {
      const row = isUuid(id) ? await notificationsRepository.markRead(db, actor.userId, id) : null;
      if (!row) throw new NotFoundError('Notification not found');
      return toNotificationDto(row);
    },

    async markAllRead(actor: Actor): Promise<{ updated: number }> {
      return { updated: await notificationsRepository.markAllRead(db, actor.userId) };
    },

    async remove(actor: Actor, id: string): Promise<void> {
      const removed = isUuid(id) ? await notificationsRepository.remove(db, actor.userId, id) : false;
      if (!removed) throw new NotFoundError('Notification not found');
    },

    /**
     * "Send me a test notification" (decision 045): one event through the same outbox as every other,
     * to the caller only — the bell at once, e-mail and push by the worker, in the caller's language —
     * at most one per TEST_NOTIFICATION_INTERVAL_MS. E-mail and push go out when the caller has the
     * channel on for some kind. NOTE: under a lock per user, so two requests at once cannot both pass.
     */
    async sendTest(actor: Actor, at = new Date()): Promise<TestNotification> {
      const { created, channels } = await db.transaction(async (tx) => {
        await notificationOutboxRepository.lockKey(tx, `notification-test:${actor.userId}`);
        const since = new Date(at.getTime() - TEST_NOTIFICATION_INTERVAL_MS);
        if (await notificationOutboxRepository.latestEventSince(tx, actor.userId, 'test', since)) throw new TestNotificationTooSoonError();
        const stored = await notificationOutboxRepository.preferencesOf(tx, actor.userId);
        const on = (channel: DeliveryChannel) =>
          NOTIFICATION_KINDS.some(
            (kind) => stored.find((p) => p.kind === kind && p.channel === channel)?.enabled ?? defaultPreference(kind, channel),
          );
        const channels = { email: on('email'), push: on('push') };
        const rows = [notificationRow({ ...NOTIFICATION_TEXTS.test(channels), userId: actor.userId }, at)];
        const written = await notificationsRepository.insertMany(tx, rows);
        return {
          created: rows.filter((r) => written.has(r.id)).map((r) => ({ userId: r.userId, notification: toNotificationDto(r) })),
          channels,
        };
      });
      announce(created);
      // The bell may have left its row out (the account kind off there); the outbox still has the event.
      if (created.length === 0) for (const wake of committedListeners) wake();
      return { inApp: created.length > 0, ...channels };
    },

    /**
     * Writes notifications inside the caller's transaction: the bell's rows (unless the user switched
     * that kind off in the bell) and one outbox row per event for the worker (decision 026). Announce
     * the result once it has committed.
     */
    async create(tx: Executor, drafts: NotificationDraft[], at = new Date()): Promise<CreatedNotification[]> {
      const rows = drafts.map((d) => notificationRow(d, at));
      const written = await notificationsRepository.insertMany(tx, rows);
      return rows.filter((r) => written.has(r.id)).map((r) => ({ userId: r.userId, notification: toNotificationDto(r) }));
    },

    /**
     * The same writes as `create`, as statements for a caller that must make them part of its own
     * single statement (the bid batch); announce `created` once that has committed.
     * NOTE: `created` lists every draft: the statement cannot say which the bell left out, and a tab
     * told of one it then does not find only refetches its list.
     */
    statementFor(drafts: NotificationDraft[], at: Date): { statements: SQL[]; created: CreatedNotification[] } {
      const rows = drafts.map((d) => notificationRow(d, at));
      return {
        statements: [notificationsRepository.outboxStatement(rows), notificationsRepository.insertStatement(rows)],
        created: rows.map((r) => ({ userId: r.userId, notification: toNotificationDto(r) })),
      };
    },

    /** An event for each auction's watchers, as statements for the caller's single statement (`statementFor`'s sibling). */
    watchersStatementFor(events: WatcherEvent[], at: Date): SQL[] {
      return notificationsRepository.watcherStatements(events, at);
    },

    /** Announces, once committed, the watchers' rows `watchersStatementFor` wrote for an event at a time. */
    async announceToWatchers(auctionIds: string[], event: NotificationNote['event'], at: Date): Promise<void> {
      const written = await notificationsRepository.watcherRows(db, auctionIds, event, at);
      announce(written.map((row) => ({ userId: row.userId, notification: toNotificationDto(row) })));
    },

    announce,

    /** Called after each commit that wrote events (the worker's wake-up). */
    onCommitted(listener: () => void): void {
      committedListeners.push(listener);
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
