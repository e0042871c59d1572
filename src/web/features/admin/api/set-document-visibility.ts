import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Document } from '@shared/schemas/document';
import { api } from '@web/lib/api-client';
import { documentPath, invalidateDocuments } from './get-admin-documents';

/** `PATCH /api/documents/:id` `{ isPublic }`: public approved documents show on the auction's Legal Info tab. */
export function useSetDocumentVisibility() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isPublic }: { id: string; isPublic: boolean }) =>
      api<Document>(documentPath(id), { method: 'PATCH', body: { isPublic } }),
    onSettled: () => invalidateDocuments(qc),
  });
}
