import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BidSheet, BidSheetSignOff } from '@shared/schemas/bid-sheet';
import { api } from '@web/lib/api-client';
import { bidKeys } from './bid-keys';

const sheetPath = (auctionId: string) => `/api/auctions/${encodeURIComponent(auctionId)}/bid-sheet`;

/** The addresses of the sheet's files, in a language: plain links, downloaded by the browser. */
export const bidSheetFile = (auctionId: string, format: 'pdf' | 'csv', language: string) =>
  `${sheetPath(auctionId)}.${format}?lang=${language}`;

/** `GET /api/auctions/:id/bid-sheet`: an ended auction's bid sheet, for its seller and admins. */
export function useBidSheet(auctionId: string, enabled: boolean) {
  return useQuery({ queryKey: bidKeys.sheet(auctionId), queryFn: () => api<BidSheet>(sheetPath(auctionId)), enabled });
}

/** `POST /api/auctions/:id/bid-sheet/sign-off`: the seller signs the sheet off, once. */
export function useSignOffBidSheet(auctionId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<BidSheetSignOff>(`${sheetPath(auctionId)}/sign-off`, { method: 'POST' }),
    onSettled: () => qc.invalidateQueries({ queryKey: bidKeys.sheet(auctionId) }),
  });
}
