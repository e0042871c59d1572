import { useMutation } from '@tanstack/react-query';
import type { Document, DocumentUploadFields } from '@shared/schemas/document';
import { useRefreshAfterWrite } from '@web/lib/refresh-also';
import { uploadWithProgress } from '@web/lib/upload-with-progress';
import { documentKeys } from './document-keys';

export type DocumentUpload = {
  auctionId: string;
  fields: DocumentUploadFields;
  file: File;
  /** The share of the file sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
};

export function uploadDocument({ auctionId, fields, file, onProgress }: DocumentUpload): Promise<Document> {
  const body = new FormData();
  if (fields.name) body.append('name', fields.name);
  body.append('type', fields.type);
  body.append('category', fields.category);
  body.append('isPublic', String(fields.isPublic));
  body.append('file', file, file.name);
  return uploadWithProgress<Document>(`/api/auctions/${encodeURIComponent(auctionId)}/documents`, body, { onProgress });
}

/**
 * `POST /api/auctions/:id/documents` (multipart: the file and its fields), reporting its progress;
 * the server checks the content. Refreshes the documents, and what the composing route adds (the
 * dashboard and activity).
 */
export function useUploadDocument() {
  const refresh = useRefreshAfterWrite();
  return useMutation({ mutationFn: uploadDocument, onSuccess: () => refresh(documentKeys.all) });
}
