import type { AuctionImagesResponse } from '@shared/schemas/upload';
import { ApiError } from '@web/lib/api-client';

/**
 * `POST /api/auctions/:id/images` (multipart), one file per request so each file reports its own
 * progress. XMLHttpRequest rather than fetch: only it reports upload progress.
 */
export function uploadAuctionImage(auctionId: string, file: File, onProgress: (fraction: number) => void): Promise<AuctionImagesResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/auctions/${encodeURIComponent(auctionId)}/images`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let data: unknown;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        data = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(data as AuctionImagesResponse);
        return;
      }
      const err = (data as { error?: { code?: string; message?: string } } | null)?.error;
      reject(new ApiError(xhr.status, err?.code ?? 'HTTP_ERROR', err?.message ?? `Upload failed (${xhr.status})`));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'Network error: the upload did not reach the server'));
    const body = new FormData();
    body.append('images', file, file.name);
    xhr.send(body);
  });
}
