import { randomUUID } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { NOTIFICATIONS_LIMIT } from '../../../shared/domain/constants';
import type { Notification, NotificationList } from '../../../shared/schemas/notification';
import type { Db, Executor } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { Publisher } from '../../realtime/bus';
import type { Actor } from '../../lib/actor';
import { notificationsRepository, type NewNotification, type NotificationRow } from './notifications.repository';

/** A notification to write: every one we send is about an auction (spec §2: a click opens it). */
export type NotificationDraft = { userId: string; title: string; message: string; auctionId: string };
export type CreatedNotification = { userId: string; notification: Notification };

export function toNotificationDto(row: Pick<NotificationRow, 'id' | 'title' | 'message' | 'read' | 'data' | 'createdAt'>): Notification {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    read: row.read,
    data: (row.data ?? {}) as Notification['data'],
    createdAt: row.createdAt.toISOString(),
  };
}

/** A complete row (id and time fixed here). */
function notificationRow(
  draft: NotificationDraft,
  at: Date,
): NewNotification & { id: string; createdAt: Date; read: boolean; data: { auctionId: string } } {
  return {
    id: randomUUID(),
    userId: draft.userId,
    title: draft.title,
    message: draft.message,
    read: false,
    data: { auctionId: draft.auctionId },
    createdAt: at,
  };
}

export function createNotificationsService(db: Db, publisher: Publisher) {
  return {
    async list(actor: Actor): Promise<NotificationList> {
      const [rows, unreadCount] = await Promise.all([
        notificationsRepository.listForUser(db, actor.userId, NOTIFICATIONS_LIMIT),
        notificationsRepository.countUnread(db, actor.userId),
      ]);
      return { items: rows.map(toNotificationDto), unreadCount };
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

    /** Writes notifications inside the caller's transaction; announce the result once it has committed. */
    async create(tx: Executor, drafts: NotificationDraft[], at = new Date()): Promise<CreatedNotification[]> {
      const rows = await notificationsRepository.insertMany(
        tx,
        drafts.map((d) => notificationRow(d, at)),
      );
      return rows.map((r) => ({ userId: r.userId, notification: toNotificationDto(r) }));
    },

    /**
     * The same write as `create`, as a statement for a caller that must make it part of its own single
     * statement (the bid batch); announce `created` once that has committed.
     */
    statementFor(drafts: NotificationDraft[], at: Date): { statement: SQL; created: CreatedNotification[] } {
      const rows = drafts.map((d) => notificationRow(d, at));
      return {
        statement: notificationsRepository.insertStatement(rows),
        created: rows.map((r) => ({ userId: r.userId, notification: toNotificationDto(r) })),
      };
    },

    /** Pushes committed notifications to their owners' open tabs. */
    announce(created: CreatedNotification[]): void {
      for (const c of created) publisher.publish(`user:${c.userId}`, 'notification.created', c.notification);
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
