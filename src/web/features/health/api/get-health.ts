import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export type HealthCheck = { status: string; db: 'pglite' | 'postgres'; latencyMs: number; checkedAt: number };

/**
 * `GET /api/health`, timed from this browser: the round trip is a real response time, measured
 * now, not a sample figure.
 */
export const healthQuery = queryOptions({
  queryKey: ['health'] as const,
  queryFn: async (): Promise<HealthCheck> => {
    const started = performance.now();
    const body = await api<{ status: string; db: 'pglite' | 'postgres' }>('/api/health', { cache: 'no-store' });
    return { ...body, latencyMs: Math.round(performance.now() - started), checkedAt: Date.now() };
  },
  refetchInterval: 30_000,
});

export function useHealth() {
  return useQuery(healthQuery);
}
