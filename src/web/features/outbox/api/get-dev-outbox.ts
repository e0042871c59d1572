import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@web/lib/api-client';
import type { OutboxResponse } from './outbox-types';

/** `GET /api/dev/outbox`: open to anyone in demo mode; null when the server is not in demo mode (404). */
export async function fetchDevOutbox(): Promise<OutboxResponse | null> {
  try {
    return await api<OutboxResponse>('/api/dev/outbox');
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

export const devOutboxQuery = queryOptions({
  queryKey: ['outbox', 'dev'],
  queryFn: fetchDevOutbox,
  staleTime: 0,
  retry: false,
});

export function useDevOutbox() {
  return useQuery(devOutboxQuery);
}
