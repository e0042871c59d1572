import { useMutation } from '@tanstack/react-query';
import type { BidStatus } from '@shared/domain/constants';
import type { AdminBid } from '@shared/schemas/admin';
import { api } from '@web/lib/api-client';
import { useRefreshAfterWrite } from '@web/lib/refresh-also';
import { bidKeys } from './bid-keys';

export function changeBidStatus(id: string, status: BidStatus): Promise<AdminBid> {
  return api<AdminBid>(`/api/admin/bids/${encodeURIComponent(id)}`, { method: 'PATCH', body: { status } });
}

/**
 * `PATCH /api/admin/bids/:id` `{ status }`: flag an active bid, or return a flagged one to active.
 * Refreshes the bids, and what the composing route adds (the auction lists, the activity feed).
 */
export function useChangeBidStatus() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: BidStatus }) => changeBidStatus(id, status),
    onSettled: () => refresh(bidKeys.all),
  });
}
