import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Auction } from '@shared/schemas/auction';
import type { Deleted, ManagedAuction } from '@shared/schemas/auction-form';
import { api } from '@web/lib/api-client';
import { invalidateAuctions } from './get-admin-auctions';

export type AuctionAction = 'approve' | 'start' | 'end' | 'delete';

const auctionPath = (id: string) => `/api/auctions/${encodeURIComponent(id)}`;

/**
 * The admin's row actions: `POST /api/auctions/:id/approve` (draft → upcoming),
 * `/start` (upcoming → live), `/end` (live → ended, winner set) and `DELETE /api/auctions/:id`.
 */
export function useAuctionAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; title: string; action: AuctionAction }): Promise<Deleted | Auction | ManagedAuction> =>
      action === 'delete'
        ? api<Deleted>(auctionPath(id), { method: 'DELETE' })
        : api<Auction | ManagedAuction>(`${auctionPath(id)}/${action}`, { method: 'POST', body: {} }),
    onSettled: () => invalidateAuctions(qc),
  });
}
