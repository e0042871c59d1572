import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PendingBuyerList } from '@shared/schemas/admin';
import { api } from '@web/lib/api-client';
import { accountKeys } from './account-keys';

export const pendingBuyersQuery = queryOptions({
  queryKey: accountKeys.pendingBuyers(),
  queryFn: () => api<PendingBuyerList>('/api/vendor/pending-buyers'),
});

/** `GET /api/vendor/pending-buyers`: buyers awaiting approval (verified vendors only). */
export function usePendingBuyers(enabled: boolean) {
  return useQuery({ ...pendingBuyersQuery, enabled });
}
