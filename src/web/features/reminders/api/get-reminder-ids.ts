import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReminderIds } from '@shared/schemas/notification';
import { api } from '@web/lib/api-client';

export const reminderIdsQueryKey = ['reminders', 'ids'] as const;

/** `GET /api/reminders/ids`: the auctions the caller asked to be reminded about. */
export function getReminderIds(): Promise<ReminderIds> {
  return api<ReminderIds>('/api/reminders/ids');
}

export const reminderIdsQueryOptions = () => queryOptions({ queryKey: reminderIdsQueryKey, queryFn: getReminderIds, staleTime: 60_000 });

/** One request per page, however many cards ask. */
export function useReminderIds(enabled: boolean) {
  return useQuery({ ...reminderIdsQueryOptions(), enabled, select: (d) => new Set(d.ids) });
}
