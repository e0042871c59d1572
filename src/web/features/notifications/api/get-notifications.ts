import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationList } from '@shared/schemas/notification';
import { api } from '@web/lib/api-client';

export const notificationsQueryKey = ['notifications'] as const;

/** `GET /api/notifications`: the newest 50 (spec §9) and the unread count of all. */
export function getNotifications(): Promise<NotificationList> {
  return api<NotificationList>('/api/notifications');
}

export const notificationsQueryOptions = () =>
  queryOptions({ queryKey: notificationsQueryKey, queryFn: getNotifications, staleTime: 30_000 });

export function useNotifications(enabled: boolean) {
  return useQuery({ ...notificationsQueryOptions(), enabled });
}
