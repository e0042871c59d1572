import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Auction } from '@shared/schemas/auction';
import type { MyProxyBid, ProxyBidSet } from '@shared/schemas/proxy-bid';
import { api } from '@web/lib/api-client';
import { useRefreshAfterWrite } from '@web/lib/refresh-also';
import { auctionKeys } from '../../api/auction-keys';
import { applyBidState } from './place-bid';

/** `POST /api/auctions/:id/proxy-bid`: sets or raises the caller's maximum; the server may bid for them at once. */
export function setProxyBid(auctionId: string, maxAmount: number): Promise<ProxyBidSet> {
  return api<ProxyBidSet>(`/api/auctions/${encodeURIComponent(auctionId)}/proxy-bid`, { method: 'POST', body: { maxAmount } });
}

/** Updates the auction and the maximum in place, and refreshes what the composing route adds (the buyer's dashboard list). */
export function useSetProxyBid(auctionId: string) {
  const qc = useQueryClient();
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (maxAmount: number) => setProxyBid(auctionId, maxAmount),
    onSuccess: ({ proxy, auction }) => {
      qc.setQueryData<MyProxyBid>(auctionKeys.proxyBid(auctionId), { proxy });
      qc.setQueryData<Auction>(auctionKeys.detail(auctionId), (a) => applyBidState(a, auction));
      void qc.invalidateQueries({ queryKey: auctionKeys.bids(auctionId) });
    },
    onSettled: () => void refresh(),
  });
}
