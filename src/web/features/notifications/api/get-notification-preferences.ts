import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationPreferences } from '@shared/schemas/notification-preferences';
import { api } from '@web/lib/api-client';

export const notificationPreferencesKey = ['notification-preferences'] as const;

export function getNotificationPreferences(): Promise<NotificationPreferences> {
  return api<NotificationPreferences>('/api/me/notification-preferences');
}

export const notificationPreferencesQueryOptions = queryOptions({
  queryKey: notificationPreferencesKey,
  queryFn: getNotificationPreferences,
});

/** `GET /api/me/notification-preferences`: every kind × channel switch of the signed-in user. */
export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions);
}
