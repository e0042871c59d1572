import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PushPublicKey } from '@shared/schemas/push';
import { api } from '@web/lib/api-client';

export const pushPublicKeyQueryKey = ['push', 'public-key'] as const;

/** `GET /api/push/public-key`: the VAPID key this server signs pushes with, or push is off. */
export function getPushPublicKey(): Promise<PushPublicKey> {
  return api<PushPublicKey>('/api/push/public-key');
}

export const pushPublicKeyQueryOptions = () =>
  queryOptions({ queryKey: pushPublicKeyQueryKey, queryFn: getPushPublicKey, staleTime: Infinity });

/** Asked only where the browser can receive pushes at all. */
export function usePushPublicKey(enabled: boolean) {
  return useQuery({ ...pushPublicKeyQueryOptions(), enabled });
}
