import { useMutation } from '@tanstack/react-query';
import type { Document, DocumentReview } from '@shared/schemas/document';
import { api } from '@web/lib/api-client';
import { useRefreshAfterWrite } from '@web/lib/refresh-also';
import { documentKeys } from './document-keys';

export function reviewDocument(id: string, input: DocumentReview): Promise<Document> {
  return api<Document>(`/api/admin/documents/${encodeURIComponent(id)}/review`, { method: 'POST', body: input });
}

/** `POST /api/admin/documents/:id/review`: approve, or reject with a reason. */
export function useReviewDocument() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: DocumentReview }) => reviewDocument(id, input),
    onSettled: () => refresh(documentKeys.all),
  });
}
