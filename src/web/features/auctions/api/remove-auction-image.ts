import type { AuctionImagesResponse } from '@shared/schemas/upload';
import { api } from '@web/lib/api-client';

/** `DELETE /api/auctions/:id/images` with the image's URL; the server removes the file and the row. */
export function removeAuctionImage(auctionId: string, imageUrl: string): Promise<AuctionImagesResponse> {
  return api<AuctionImagesResponse>(`/api/auctions/${encodeURIComponent(auctionId)}/images`, {
    method: 'DELETE',
    body: { imageUrl },
  });
}
