import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeed, NewCalendarFeed } from '@shared/schemas/calendar';
import { api } from '@web/lib/api-client';

/** Every `['calendar-feed', …]` query key, spelled here and nowhere else. */
export const calendarFeedKeys = { all: ['calendar-feed'] as const };

const PATH = '/api/me/calendar-feed';

export const calendarFeedQueryOptions = () =>
  queryOptions({ queryKey: calendarFeedKeys.all, queryFn: () => api<CalendarFeed>(PATH), staleTime: 0 });

/** `GET /api/me/calendar-feed`: whether the caller has a private calendar feed, and since when. */
export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions());
}

/** `POST /api/me/calendar-feed`: a new secret address (shown only in this answer); the one before stops working. */
export function useNewCalendarFeed() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<NewCalendarFeed>(PATH, { method: 'POST' }),
    onSettled: () => qc.invalidateQueries({ queryKey: calendarFeedKeys.all }),
  });
}

/** `DELETE /api/me/calendar-feed`: turns the feed off; its address stops working. */
export function useStopCalendarFeed() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>(PATH, { method: 'DELETE' }),
    onSettled: () => qc.invalidateQueries({ queryKey: calendarFeedKeys.all }),
  });
}
