import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { useRefreshAfterWrite } from '@web/lib/refresh-also';
import { documentKeys } from './document-keys';

export function deleteDocument(id: string): Promise<unknown> {
  return api<unknown>(`/api/documents/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** `DELETE /api/documents/:id`: removes the row and the stored file. */
export function useDeleteDocument() {
  const refresh = useRefreshAfterWrite();
  return useMutation({ mutationFn: deleteDocument, onSettled: () => refresh(documentKeys.all) });
}
