import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_RECENT_ACTIVITY } from '@shared/domain/constants';
import type { Language } from '@shared/domain/languages';
import type { ActivityList } from '@shared/schemas/audit';
import { useLanguage } from '@web/i18n/i18n';
import { api } from '@web/lib/api-client';
import { auditKeys } from './audit-keys';

export const activityQuery = (language: Language, limit = ADMIN_RECENT_ACTIVITY) =>
  queryOptions({
    queryKey: auditKeys.activity(limit, language),
    queryFn: () => api<ActivityList>('/api/admin/activity', { query: { limit, lang: language } }),
  });

/** `GET /api/admin/activity`: the newest audit events (admins), each summary in the page's language. */
export function useActivity(limit = ADMIN_RECENT_ACTIVITY) {
  return useQuery(activityQuery(useLanguage(), limit));
}
