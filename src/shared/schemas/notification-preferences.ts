import { z } from 'zod';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from '../domain/notification-kinds';

export { NOTIFICATION_PREFERENCE_MESSAGES } from '../messages/notification-preferences';

/** One switch: a kind of notification on a channel. */
export const NotificationPreferenceSchema = z.strictObject({
  kind: z.enum(NOTIFICATION_KINDS),
  channel: z.enum(NOTIFICATION_CHANNELS),
  enabled: z.boolean(),
});
export type NotificationPreference = z.infer<typeof NotificationPreferenceSchema>;

/** `GET /api/me/notification-preferences`: every kind × channel, with the locked ones marked. */
export const NotificationPreferencesSchema = z.object({
  items: z.array(NotificationPreferenceSchema.extend({ locked: z.boolean() })),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

/** `PUT /api/me/notification-preferences`: the switches to change (the others stay as they are). */
export const UpdateNotificationPreferencesSchema = z.strictObject({
  items: z.array(NotificationPreferenceSchema).max(NOTIFICATION_KINDS.length * NOTIFICATION_CHANNELS.length),
});
export type UpdateNotificationPreferences = z.infer<typeof UpdateNotificationPreferencesSchema>;
