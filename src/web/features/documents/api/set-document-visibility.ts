import { useMutation } from '@tanstack/react-query';
import type { Document } from '@shared/schemas/document';
import { api } from '@web/lib/api-client';
import { useRefreshAfterWrite } from '@web/lib/refresh-also';
import { documentKeys } from './document-keys';

export function setDocumentVisibility(id: string, isPublic: boolean): Promise<Document> {
  return api<Document>(`/api/documents/${encodeURIComponent(id)}`, { method: 'PATCH', body: { isPublic } });
}

/** `PATCH /api/documents/:id` `{ isPublic }`: public approved documents show on the auction's Legal Info tab. */
export function useSetDocumentVisibility() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: ({ id, isPublic }: { id: string; isPublic: boolean }) => setDocumentVisibility(id, isPublic),
    onSettled: () => refresh(documentKeys.all),
  });
}
