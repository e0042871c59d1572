import { useMutation } from '@tanstack/react-query';
import type { Auction } from '@shared/schemas/auction';
import type { ManagedAuction } from '@shared/schemas/auction-form';
import { api } from '@web/lib/api-client';
import { useRefreshAfterWrite } from '@web/lib/refresh-also';
import { managedAuctionKeys } from './managed-auction-keys';

/** approve: draft → upcoming; start: upcoming → live; end: live → ended, the winner set. */
export type AuctionStatusChange = 'approve' | 'start' | 'end';

export function changeAuctionStatus(id: string, change: AuctionStatusChange, reason?: string): Promise<Auction | ManagedAuction> {
  return api<Auction | ManagedAuction>(`/api/auctions/${encodeURIComponent(id)}/${change}`, {
    method: 'POST',
    body: reason ? { reason } : {},
  });
}

/**
 * The admin's row actions `POST /api/auctions/:id/approve`, `/start` and `/end`. Refreshes every
 * auction list, and what the composing route adds (the dashboard's figures and activity). Approving
 * takes an optional reason for the audit log (decision 042).
 */
export function useChangeAuctionStatus() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: ({ id, change, reason }: { id: string; title: string; change: AuctionStatusChange; reason?: string }) =>
      changeAuctionStatus(id, change, reason),
    onSettled: () => refresh(managedAuctionKeys.all),
  });
}
