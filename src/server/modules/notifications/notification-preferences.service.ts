import {
  defaultPreference,
  isLockedPreference,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from '../../../shared/domain/notification-kinds';
import {
  NOTIFICATION_PREFERENCE_MESSAGES,
  type NotificationPreferences,
  type UpdateNotificationPreferences,
} from '../../../shared/schemas/notification-preferences';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/security/actor';
import { ValidationError } from '../../lib/http/errors';
import { notificationOutboxRepository } from './notification-outbox.repository';

/** Each user's switches per kind and channel (decision 026); no row means the default. */
export function createNotificationPreferencesService(db: Db) {
  async function view(userId: string): Promise<NotificationPreferences> {
    const stored = new Map(
      (await notificationOutboxRepository.preferencesOf(db, userId)).map((r) => [`${r.kind}|${r.channel}`, r.enabled]),
    );
    return {
      items: NOTIFICATION_KINDS.flatMap((kind) =>
        NOTIFICATION_CHANNELS.map((channel) => {
          const locked = isLockedPreference(kind, channel);
          return { kind, channel, enabled: locked || (stored.get(`${kind}|${channel}`) ?? defaultPreference(kind, channel)), locked };
        }),
      ),
    };
  }

  return {
    get: (actor: Actor) => view(actor.userId),

    async update(actor: Actor, input: UpdateNotificationPreferences): Promise<NotificationPreferences> {
      const refused = input.items.find((i) => !i.enabled && isLockedPreference(i.kind, i.channel));
      if (refused) {
        throw new ValidationError(NOTIFICATION_PREFERENCE_MESSAGES.inAppLocked, [
          { path: `items.${input.items.indexOf(refused)}.enabled`, message: NOTIFICATION_PREFERENCE_MESSAGES.inAppLocked },
        ]);
      }
      await notificationOutboxRepository.setPreferences(db, actor.userId, input.items);
      return view(actor.userId);
    },

    /** An e-mail's unsubscribe link: that kind's e-mail off. */
    async unsubscribe(userId: string, kind: NotificationKind): Promise<void> {
      await notificationOutboxRepository.setPreferences(db, userId, [{ kind, channel: 'email', enabled: false }]);
    },
  };
}
export type NotificationPreferencesService = ReturnType<typeof createNotificationPreferencesService>;
