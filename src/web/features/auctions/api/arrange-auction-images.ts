import type { AuctionImagesResponse, ImageArrange } from '@shared/schemas/upload';
import { api } from '@web/lib/api-client';

/** `PATCH /api/auctions/:id/images`: a new order and/or the primary image. */
export function arrangeAuctionImages(auctionId: string, input: ImageArrange): Promise<AuctionImagesResponse> {
  return api<AuctionImagesResponse>(`/api/auctions/${encodeURIComponent(auctionId)}/images`, {
    method: 'PATCH',
    body: input,
  });
}
