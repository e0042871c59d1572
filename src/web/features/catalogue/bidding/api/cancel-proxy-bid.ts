import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyProxyBid } from '@shared/schemas/proxy-bid';
import { api } from '@web/lib/api-client';
import { useRefreshAfterWrite } from '@web/lib/refresh-also';
import { auctionKeys } from '../../api/auction-keys';

/** `DELETE /api/auctions/:id/proxy-bid`: refused (409 MAX_LEADING) while the maximum leads. */
export function cancelProxyBid(auctionId: string): Promise<void> {
  return api<void>(`/api/auctions/${encodeURIComponent(auctionId)}/proxy-bid`, { method: 'DELETE' });
}

/** Also refreshes what the composing route adds (the buyer's dashboard list). */
export function useCancelProxyBid(auctionId: string) {
  const qc = useQueryClient();
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: () => cancelProxyBid(auctionId),
    onSuccess: () => {
      qc.setQueryData<MyProxyBid>(auctionKeys.proxyBid(auctionId), { proxy: null });
      void refresh();
    },
    // A refusal means the cached maximum was out of date (it leads now): ask again.
    onError: () => void refresh(auctionKeys.proxyBid(auctionId)),
  });
}
