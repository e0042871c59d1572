import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SampleImage } from '@shared/schemas/admin';
import { api } from '@web/lib/api-client';

export const sampleImagesQuery = queryOptions({
  queryKey: ['sample-images'] as const,
  queryFn: () => api<{ items: SampleImage[] }>('/api/admin/sample-images'),
});

/** `GET /api/admin/sample-images`: the bundled images and whether each is in storage yet. */
export function useSampleImages() {
  return useQuery(sampleImagesQuery);
}
