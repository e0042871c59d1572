import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_RECENT_ACTIVITY } from '@shared/domain/constants';
import type { ActivityList } from '@shared/schemas/audit';
import { api } from '@web/lib/api-client';

export const activityKey = ['admin', 'activity'] as const;

export const activityQuery = (limit = ADMIN_RECENT_ACTIVITY) =>
  queryOptions({
    queryKey: [...activityKey, limit] as const,
    queryFn: () => api<ActivityList>('/api/admin/activity', { query: { limit } }),
  });

/** `GET /api/admin/activity`: the newest audit events. */
export function useActivity(limit = ADMIN_RECENT_ACTIVITY) {
  return useQuery(activityQuery(limit));
}
