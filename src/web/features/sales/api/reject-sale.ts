import type { Sale } from '@shared/schemas/sale';
import { api } from '@web/lib/api-client';
import { useSaleMutation } from './use-sale-mutation';

/** `POST /api/auctions/:id/sale/reject`: the authorised officer does not confirm the sale, with a reason. */
export function rejectSale(auctionId: string, reason: string): Promise<Sale> {
  return api<Sale>(`/api/auctions/${encodeURIComponent(auctionId)}/sale/reject`, { method: 'POST', body: { reason } });
}

export function useRejectSale(auctionId: string) {
  return useSaleMutation(auctionId, (reason: string) => rejectSale(auctionId, reason));
}
