import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import type { Outbox } from '@shared/schemas/mail';

export const outboxQuery = queryOptions({
  queryKey: ['outbox', 'admin'],
  queryFn: () => api<Outbox>('/api/admin/outbox'),
  staleTime: 5_000,
});

/** Admins read every e-mail the server has written to the outbox (newest first, 100 at most). */
export function useOutbox() {
  return useQuery(outboxQuery);
}
