import type { Sale, SaleAddress } from '@shared/schemas/sale';
import { api } from '@web/lib/api-client';
import { useSaleMutation } from './use-sale-mutation';

/** `PUT /api/auctions/:id/sale/address`: the buyer gives the purchaser's postal address, which the certificate prints. */
export function giveSaleAddress(auctionId: string, input: SaleAddress): Promise<Sale> {
  return api<Sale>(`/api/auctions/${encodeURIComponent(auctionId)}/sale/address`, { method: 'PUT', body: input });
}

export function useGiveSaleAddress(auctionId: string) {
  return useSaleMutation(auctionId, (input: SaleAddress) => giveSaleAddress(auctionId, input));
}
