import { useMutation } from '@tanstack/react-query';
import type { BidStatus } from '@shared/domain/constants';
import type { AdminBid } from '@shared/schemas/admin';
import { api } from '@web/lib/api-client';
import { activityKey } from './get-activity';
import { adminBidsKey } from './get-admin-bids';
import { useRefreshAfterWrite } from '@web/lib/refresh-also';

/** `PATCH /api/admin/bids/:id` `{ status }`: flag an active bid, or return a flagged one to active. */
export function useChangeBidStatus() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: BidStatus }) =>
      api<AdminBid>(`/api/admin/bids/${encodeURIComponent(id)}`, { method: 'PATCH', body: { status } }),
    onSettled: () => refresh(adminBidsKey, activityKey),
  });
}
