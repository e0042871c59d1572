import type { Sale } from '@shared/schemas/sale';
import { api } from '@web/lib/api-client';
import { useSaleMutation } from './use-sale-mutation';

export type PaymentReview = { paymentId: string; verify: true } | { paymentId: string; verify: false; reason: string };

/** `POST /api/sale-payments/:id/verify` or `…/reject`: the seller checks a reported payment against the bank statement. */
export function reviewSalePayment(review: PaymentReview): Promise<Sale> {
  const base = `/api/sale-payments/${encodeURIComponent(review.paymentId)}`;
  return review.verify
    ? api<Sale>(`${base}/verify`, { method: 'POST' })
    : api<Sale>(`${base}/reject`, { method: 'POST', body: { reason: review.reason } });
}

export function useReviewSalePayment(auctionId: string) {
  return useSaleMutation(auctionId, reviewSalePayment);
}
