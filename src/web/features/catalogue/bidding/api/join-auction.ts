import { useMutation } from '@tanstack/react-query';
import type { Participation } from '@shared/schemas/emd';
import { api } from '@web/lib/api-client';
import { useRefreshAfterWrite } from '@web/lib/refresh-also';
import { auctionKeys } from '../../api/auction-keys';

/** `POST /api/auctions/:id/participation`: holds the auction's EMD from the buyer's wallet, so they may bid. */
export function joinAuction(auctionId: string): Promise<Participation> {
  return api<Participation>(`/api/auctions/${encodeURIComponent(auctionId)}/participation`, { method: 'POST' });
}

/** Refreshes the checklist, and what the composing route adds (the buyer's wallet). */
export function useJoinAuction(auctionId: string) {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: () => joinAuction(auctionId),
    onSettled: () => {
      void refresh(auctionKeys.eligibility(auctionId));
    },
  });
}
