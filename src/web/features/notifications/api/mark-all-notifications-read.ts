import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationList } from '@shared/schemas/notification';
import { api } from '@web/lib/api-client';
import { notificationsQueryKey } from './get-notifications';

export function markAllNotificationsRead(): Promise<unknown> {
  return api('/api/notifications/read-all', { method: 'POST' });
}

export function useMarkAllNotificationsRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: async () => {
      await qc.cancelQueries({ queryKey: notificationsQueryKey });
      qc.setQueriesData<NotificationList>({ queryKey: notificationsQueryKey }, (list) =>
        list ? { items: list.items.map((n) => ({ ...n, read: true })), unreadCount: 0 } : list,
      );
    },
    onError: (err) => console.error(err),
    onSettled: () => qc.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
