import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationList } from '@shared/schemas/notification';
import { api } from '@web/lib/api-client';
import { notificationsQueryKey } from './get-notifications';

export function deleteNotification(id: string): Promise<unknown> {
  return api(`/api/notifications/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteNotification() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onMutate: async (id) => {
      await qc.cancelQueries({ queryKey: notificationsQueryKey });
      qc.setQueriesData<NotificationList>({ queryKey: notificationsQueryKey }, (list) => {
        if (!list) return list;
        const target = list.items.find((n) => n.id === id);
        if (!target) return list;
        return {
          items: list.items.filter((n) => n.id !== id),
          unreadCount: target.read ? list.unreadCount : Math.max(0, list.unreadCount - 1),
        };
      });
    },
    onError: (err) => console.error(err),
    onSettled: () => qc.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
