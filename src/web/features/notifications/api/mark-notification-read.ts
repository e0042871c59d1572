import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationList } from '@shared/schemas/notification';
import { api } from '@web/lib/api-client';
import { notificationsQueryKey } from './get-notifications';

export function markNotificationRead(id: string): Promise<unknown> {
  return api(`/api/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' });
}

/** Marks one notification read; the list shows it read at once and settles on the server's answer. */
export function useMarkNotificationRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: async (id) => {
      await qc.cancelQueries({ queryKey: notificationsQueryKey });
      qc.setQueriesData<NotificationList>({ queryKey: notificationsQueryKey }, (list) => {
        if (!list) return list;
        const target = list.items.find((n) => n.id === id);
        if (!target || target.read) return list;
        return {
          items: list.items.map((n) => (n.id === id ? { ...n, read: true } : n)),
          unreadCount: Math.max(0, list.unreadCount - 1),
        };
      });
    },
    // Spec §8: notification failures are only logged; the refetch restores the truth.
    onError: (err) => console.error(err),
    onSettled: () => qc.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
