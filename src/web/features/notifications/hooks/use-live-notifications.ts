import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { NOTIFICATIONS_LIMIT } from '@shared/domain/constants';
import { DEFAULT_LANGUAGE } from '@shared/domain/languages';
import { currentLanguage, PSEUDO } from '@web/i18n/i18n';
import type { EventMessage } from '@shared/realtime';
import type { NotificationList } from '@shared/schemas/notification';
import { useRealtimeTopic } from '@web/lib/use-realtime';
import { notificationsQueryKey } from '../api/get-notifications';

/** New notifications arrive over the `user` topic; after a reconnect the list is refetched. */
export function useLiveNotifications(enabled: boolean) {
  const qc = useQueryClient();
  const resync = useCallback(() => void qc.invalidateQueries({ queryKey: notificationsQueryKey }), [qc]);
  const onEvent = useCallback(
    (msg: EventMessage) => {
      if (msg.event !== 'notification.created') return;
      const n = msg.data;
      // The server announces the English text; another language's list asks for the event in its words.
      if (currentLanguage() !== DEFAULT_LANGUAGE && currentLanguage() !== PSEUDO) return resync();
      qc.setQueriesData<NotificationList>({ queryKey: notificationsQueryKey }, (list) => {
        if (!list) return list;
        if (list.items.some((x) => x.id === n.id)) return list;
        return {
          items: [n, ...list.items].slice(0, NOTIFICATIONS_LIMIT),
          unreadCount: list.unreadCount + (n.read ? 0 : 1),
        };
      });
    },
    [qc, resync],
  );
  useRealtimeTopic(enabled ? 'user' : null, onEvent, { onResync: resync });
}
