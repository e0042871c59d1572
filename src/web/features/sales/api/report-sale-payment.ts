import type { Sale, SalePaymentReport } from '@shared/schemas/sale';
import { api } from '@web/lib/api-client';
import { useSaleMutation } from './use-sale-mutation';

/** `POST /api/auctions/:id/sale/payments`: the buyer reports a transfer (the 25% deposit or the balance) by its UTR. */
export function reportSalePayment(auctionId: string, input: SalePaymentReport): Promise<Sale> {
  return api<Sale>(`/api/auctions/${encodeURIComponent(auctionId)}/sale/payments`, { method: 'POST', body: input });
}

export function useReportSalePayment(auctionId: string) {
  return useSaleMutation(auctionId, (input: SalePaymentReport) => reportSalePayment(auctionId, input));
}
