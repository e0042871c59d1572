import type { Sale, SaleExtension } from '@shared/schemas/sale';
import { api } from '@web/lib/api-client';
import { useSaleMutation } from './use-sale-mutation';

/** `POST /api/auctions/:id/sale/extension`: the balance's deadline moved by written agreement, with its reason. */
export function extendSale(auctionId: string, input: SaleExtension): Promise<Sale> {
  return api<Sale>(`/api/auctions/${encodeURIComponent(auctionId)}/sale/extension`, { method: 'POST', body: input });
}

export function useExtendSale(auctionId: string) {
  return useSaleMutation(auctionId, (input: SaleExtension) => extendSale(auctionId, input));
}
