import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SampleImage, SampleUploadResult } from '@shared/schemas/admin';
import { api } from '@web/lib/api-client';

export const sampleImagesQuery = queryOptions({
  queryKey: ['admin', 'sample-images'] as const,
  queryFn: () => api<{ items: SampleImage[] }>('/api/admin/sample-images'),
});

/** `GET /api/admin/sample-images`: the bundled images and whether each is in storage yet. */
export function useSampleImages() {
  return useQuery(sampleImagesQuery);
}

/** `POST /api/admin/sample-images/:name`: copies one bundled image into storage, overwriting. */
export function uploadSampleImage(name: string): Promise<SampleUploadResult> {
  return api<SampleUploadResult>(`/api/admin/sample-images/${encodeURIComponent(name)}`, { method: 'POST', body: {} });
}
