import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentList } from '@shared/schemas/document';
import { api, ApiError } from '@web/lib/api-client';
import { documentKeys } from './document-keys';

/** The auction's published documents. A missing endpoint or auction reads as "none published". */
export async function getAuctionDocuments(auctionId: string): Promise<DocumentList> {
  try {
    return await api<DocumentList>(`/api/auctions/${encodeURIComponent(auctionId)}/documents`);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return { items: [] };
    throw err;
  }
}

export const auctionDocumentsQueryOptions = (auctionId: string) =>
  queryOptions({ queryKey: documentKeys.ofAuction(auctionId), queryFn: () => getAuctionDocuments(auctionId) });

/** `GET /api/auctions/:id/documents`: what the Legal Info tab lists. */
export function useAuctionDocuments(auctionId: string, enabled = true) {
  return useQuery({ ...auctionDocumentsQueryOptions(auctionId), enabled });
}
