import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SaleNotice, SaleNoticeInput } from '@shared/schemas/sale-notice';
import { api } from '@web/lib/api-client';
import { useRefreshAfterWrite } from '@web/lib/refresh-also';
import { documentKeys } from './document-keys';

const noticePath = (auctionId: string) => `/api/auctions/${encodeURIComponent(auctionId)}/sale-notice`;

/** The notice as a PDF in a language: a plain link, opened by the browser (a draft says DRAFT on it). */
export const saleNoticeFile = (auctionId: string, language: SaleNotice['languages'][number]) =>
  `${noticePath(auctionId)}.pdf?lang=${language}`;

/** `GET /api/auctions/:id/sale-notice`: the prepared notice, if any, for the auction's seller and admins. */
export function useSaleNotice(auctionId: string) {
  return useQuery({ queryKey: documentKeys.saleNotice(auctionId), queryFn: () => api<SaleNotice>(noticePath(auctionId)) });
}

/** `PUT /api/auctions/:id/sale-notice`: an officer prepares the notice, or changes it before it is approved. */
export function useSaveSaleNotice(auctionId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SaleNoticeInput) => api<SaleNotice>(noticePath(auctionId), { method: 'PUT', body: input }),
    onSuccess: (notice) => qc.setQueryData(documentKeys.saleNotice(auctionId), notice),
    // A refusal (already approved, the auction started) means what is on screen is out of date.
    onError: () => qc.invalidateQueries({ queryKey: documentKeys.saleNotice(auctionId) }),
  });
}

/**
 * `POST /api/auctions/:id/sale-notice/approve`: another officer (or an admin) approves it. The server
 * then adds the notice to the auction's documents and sets the listing's sale-notice date, so the
 * documents and, through the route's <RefreshAlso>, the auction's own page are read again.
 */
export function useApproveSaleNotice(auctionId: string) {
  const qc = useQueryClient();
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: () => api<SaleNotice>(`${noticePath(auctionId)}/approve`, { method: 'POST' }),
    onSuccess: (notice) => {
      qc.setQueryData(documentKeys.saleNotice(auctionId), notice);
      void refresh(documentKeys.ofAuction(auctionId), documentKeys.lists());
    },
    onError: () => qc.invalidateQueries({ queryKey: documentKeys.saleNotice(auctionId) }),
  });
}
