import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_RECENT_ACTIVITY } from '@shared/domain/constants';
import type { ActivityList } from '@shared/schemas/audit';
import { api } from '@web/lib/api-client';
import { auditKeys } from './audit-keys';

export const activityQuery = (limit = ADMIN_RECENT_ACTIVITY) =>
  queryOptions({
    queryKey: auditKeys.activity(limit),
    queryFn: () => api<ActivityList>('/api/admin/activity', { query: { limit } }),
  });

/** `GET /api/admin/activity`: the newest audit events (admins). */
export function useActivity(limit = ADMIN_RECENT_ACTIVITY) {
  return useQuery(activityQuery(limit));
}
