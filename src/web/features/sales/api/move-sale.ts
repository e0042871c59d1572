import type { Sale } from '@shared/schemas/sale';
import { api } from '@web/lib/api-client';
import { useSaleMutation } from './use-sale-mutation';

/** The seller's steps that need no more than a yes: accept a bid below the reserve, let it lapse, confirm the sale. */
export type SaleStep = 'accept' | 'lapse' | 'confirm';

export function moveSale(auctionId: string, step: SaleStep): Promise<Sale> {
  return api<Sale>(`/api/auctions/${encodeURIComponent(auctionId)}/sale/${step}`, { method: 'POST' });
}

export function useMoveSale(auctionId: string) {
  return useSaleMutation(auctionId, (step: SaleStep) => moveSale(auctionId, step));
}
