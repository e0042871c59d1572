import { useMutation } from '@tanstack/react-query';
import type { Document, DocumentUploadFields } from '@shared/schemas/document';
import { api } from '@web/lib/api-client';
import { useRefreshAfterWrite } from '@web/lib/refresh-also';
import { documentKeys } from './document-keys';

export type DocumentUpload = { auctionId: string; fields: DocumentUploadFields; file: File };

export function uploadDocument({ auctionId, fields, file }: DocumentUpload): Promise<Document> {
  const body = new FormData();
  if (fields.name) body.append('name', fields.name);
  body.append('type', fields.type);
  body.append('category', fields.category);
  body.append('isPublic', String(fields.isPublic));
  body.append('file', file, file.name);
  return api<Document>(`/api/auctions/${encodeURIComponent(auctionId)}/documents`, { method: 'POST', body });
}

/**
 * `POST /api/auctions/:id/documents` (multipart: the file and its fields); the server checks the
 * content. Refreshes the documents, and what the composing route adds (the dashboard and activity).
 */
export function useUploadDocument() {
  const refresh = useRefreshAfterWrite();
  return useMutation({ mutationFn: uploadDocument, onSuccess: () => refresh(documentKeys.all) });
}
