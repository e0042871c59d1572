import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BidStatus } from '@shared/domain/constants';
import type { AdminBid } from '@shared/schemas/admin';
import { api } from '@web/lib/api-client';
import { adminBidsKey } from './get-admin-bids';
import { refreshAfterWrite } from '@web/lib/query-client';

/** `PATCH /api/admin/bids/:id` `{ status }`: flag an active bid, or return a flagged one to active. */
export function useChangeBidStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: BidStatus }) =>
      api<AdminBid>(`/api/admin/bids/${encodeURIComponent(id)}`, { method: 'PATCH', body: { status } }),
    onSettled: () => refreshAfterWrite(qc, adminBidsKey, ['admin', 'activity'], ['admin', 'auctions']),
  });
}
