import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Document, DocumentReview } from '@shared/schemas/document';
import { api } from '@web/lib/api-client';
import { invalidateDocuments } from './get-admin-documents';

/** `POST /api/admin/documents/:id/review`: approve, or reject with a reason. */
export function useReviewDocument() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: DocumentReview }) =>
      api<Document>(`/api/admin/documents/${encodeURIComponent(id)}/review`, { method: 'POST', body: input }),
    onSettled: () => invalidateDocuments(qc),
  });
}
