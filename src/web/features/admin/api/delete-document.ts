import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { documentPath, invalidateDocuments } from './get-admin-documents';

/** `DELETE /api/documents/:id`: removes the row and the stored file. */
export function useDeleteDocument() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<unknown>(documentPath(id), { method: 'DELETE' }),
    onSettled: () => invalidateDocuments(qc),
  });
}
