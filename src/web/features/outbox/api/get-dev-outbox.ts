import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@web/lib/api-client';
import type { Outbox, OutboxItem } from '@shared/schemas/mail';

/**
 * What `GET /api/dev/outbox` gave: `off` when the server is not in demo mode (404); `refused` when it
 * is but this browser is on another machine (403, decision 011), with the server's explanation.
 */
export type DevOutbox = { state: 'open'; items: OutboxItem[] } | { state: 'refused'; message: string } | { state: 'off' };

export async function fetchDevOutbox(): Promise<DevOutbox> {
  try {
    const { items } = await api<Outbox>('/api/dev/outbox');
    return { state: 'open', items };
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return { state: 'off' };
    if (err instanceof ApiError && err.status === 403) return { state: 'refused', message: err.message };
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
