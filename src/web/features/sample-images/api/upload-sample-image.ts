import type { SampleUploadResult } from '@shared/schemas/admin';
import { api } from '@web/lib/api-client';

/** `POST /api/admin/sample-images/:name`: copies one bundled image into storage, overwriting. */
export function uploadSampleImage(name: string): Promise<SampleUploadResult> {
  return api<SampleUploadResult>(`/api/admin/sample-images/${encodeURIComponent(name)}`, { method: 'POST', body: {} });
}
