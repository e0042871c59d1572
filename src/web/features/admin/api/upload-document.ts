import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Document, DocumentUploadFields } from '@shared/schemas/document';
import { api } from '@web/lib/api-client';
import { invalidateDocuments } from './get-admin-documents';

export type DocumentUpload = { auctionId: string; fields: DocumentUploadFields; file: File };

/** `POST /api/auctions/:id/documents` (multipart: the file and its fields); the server checks the content. */
export function useUploadDocument() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ auctionId, fields, file }: DocumentUpload) => {
      const body = new FormData();
      if (fields.name) body.append('name', fields.name);
      body.append('type', fields.type);
      body.append('category', fields.category);
      body.append('isPublic', String(fields.isPublic));
      body.append('file', file, file.name);
      return api<Document>(`/api/auctions/${encodeURIComponent(auctionId)}/documents`, { method: 'POST', body });
    },
    onSuccess: () => invalidateDocuments(qc),
  });
}
