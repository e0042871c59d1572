import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManagedAuction } from '@shared/schemas/auction-form';
import { api } from '@web/lib/api-client';
import { useRefreshAfterWrite } from '@web/lib/refresh-also';
import { saleKeys } from './sale-keys';

/** `POST /api/auctions/:id/sale/resale`: a draft re-sale auction from a sale that did not complete. */
export function createResale(auctionId: string): Promise<ManagedAuction> {
  return api<ManagedAuction>(`/api/auctions/${encodeURIComponent(auctionId)}/sale/resale`, { method: 'POST' });
}

export function useCreateResale(auctionId: string) {
  const qc = useQueryClient();
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: () => createResale(auctionId),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: saleKeys.detail(auctionId) });
      void refresh(saleKeys.lists());
    },
  });
}
