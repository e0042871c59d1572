import { useMutation } from '@tanstack/react-query';
import type { BidStatus } from '@shared/domain/constants';
import type { AdminBid } from '@shared/schemas/admin';
import { api } from '@web/lib/api-client';
import { useRefreshAfterWrite } from '@web/lib/refresh-also';
import { bidKeys } from './bid-keys';

export function changeBidStatus(id: string, status: BidStatus, reason?: string): Promise<AdminBid> {
  return api<AdminBid>(`/api/admin/bids/${encodeURIComponent(id)}`, { method: 'PATCH', body: { status, ...(reason ? { reason } : {}) } });
}

/**
 * `PATCH /api/admin/bids/:id` `{ status, reason? }`: flag an active bid, or return a flagged one to active
 * (the optional reason goes to the audit log, decision 042).
 * Refreshes the bids, and what the composing route adds (the auction lists, the activity feed).
 */
export function useChangeBidStatus() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: ({ id, status, reason }: { id: string; status: BidStatus; reason?: string }) => changeBidStatus(id, status, reason),
    onSettled: () => refresh(bidKeys.all),
  });
}
