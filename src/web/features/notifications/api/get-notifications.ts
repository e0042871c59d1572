import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@shared/domain/languages';
import type { NotificationList } from '@shared/schemas/notification';
import { useLanguage } from '@web/i18n/i18n';
import { api } from '@web/lib/api-client';

/** Every language's list (the key's prefix: writes and invalidations reach them all). */
export const notificationsQueryKey = ['notifications'] as const;

/** `GET /api/notifications`: the newest 50 (spec §9) and the unread count of all, each event's text in the language. */
export function getNotifications(language: Language): Promise<NotificationList> {
  return api<NotificationList>(`/api/notifications?lang=${language}`);
}

export const notificationsQueryOptions = (language: Language) =>
  queryOptions({ queryKey: [...notificationsQueryKey, language], queryFn: () => getNotifications(language), staleTime: 30_000 });

export function useNotifications(enabled: boolean) {
  return useQuery({ ...notificationsQueryOptions(useLanguage()), enabled });
}
