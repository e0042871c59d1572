import type { AuctionImagesResponse } from '@shared/schemas/upload';
import { uploadWithProgress } from '@web/lib/upload-with-progress';

/**
 * `POST /api/auctions/:id/images` (multipart), one file per request so each file reports its own
 * progress.
 */
export function uploadAuctionImage(auctionId: string, file: File, onProgress: (fraction: number) => void): Promise<AuctionImagesResponse> {
  const body = new FormData();
  body.append('images', file, file.name);
  return uploadWithProgress<AuctionImagesResponse>(`/api/auctions/${encodeURIComponent(auctionId)}/images`, body, { onProgress });
}
