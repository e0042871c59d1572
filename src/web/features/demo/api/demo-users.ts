import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DemoUsersResponse } from '@shared/schemas/demo';
import { api, ApiError } from '@web/lib/api-client';

/** The server answers 404 when DEMO_MODE is off: /demo-setup then shows the app's 404 page. */
export const isDemoDisabled = (err: unknown) => err instanceof ApiError && err.status === 404;

/**
 * `POST /api/demo-users` creates the four demo buyers if they are missing and returns them; it is
 * idempotent, so the page calls it on load.
 */
export const demoUsersQuery = queryOptions({
  queryKey: ['demo-users'],
  queryFn: () => api<DemoUsersResponse>('/api/demo-users', { method: 'POST', body: {} }),
  staleTime: 0,
  gcTime: 0,
  refetchOnWindowFocus: false,
  retry: false,
});

export function useDemoUsers() {
  return useQuery(demoUsersQuery);
}

/** `POST /api/demo-users/reset` deletes the demo buyers (with their bids) and creates them again. */
export function useResetDemoUsers() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<DemoUsersResponse>('/api/demo-users/reset', { method: 'POST', body: {} }),
    onSuccess: (data) => qc.setQueryData(demoUsersQuery.queryKey, data),
  });
}
