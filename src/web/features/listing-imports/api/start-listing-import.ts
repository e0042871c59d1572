import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportMode, ListingImport } from '@shared/schemas/listing-import';
import { useRefreshAfterWrite } from '@web/lib/refresh-also';
import { uploadWithProgress } from '@web/lib/upload-with-progress';
import { listingImportKeys } from './listing-import-keys';

export type ListingImportUpload = {
  mode: ImportMode;
  /** The spreadsheet (.csv or .xlsx). */
  file: File;
  /** The zip of photos and sale notices the rows name, if any. */
  attachments: File | null;
  /** The share of the files sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
};

export function startListingImport({ mode, file, attachments, onProgress }: ListingImportUpload): Promise<ListingImport> {
  const body = new FormData();
  // NOTE: the mode goes before the files: the server reads the multipart stream in order and needs it
  // before it reads the rows.
  body.append('mode', mode);
  body.append('file', file, file.name);
  if (attachments) body.append('attachments', attachments, attachments.name);
  return uploadWithProgress<ListingImport>('/api/vendor/listing-imports', body, { onProgress });
}

/**
 * `POST /api/vendor/listing-imports` (multipart: the mode, the spreadsheet, the zip), reporting the
 * upload's progress. The answer is the import as it starts (or already rejected, or done): it is
 * kept as that import's query, which then polls while rows are written (see `useListingImport`).
 */
export function useStartListingImport() {
  const qc = useQueryClient();
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: startListingImport,
    onSuccess: (started) => {
      qc.setQueryData(listingImportKeys.detail(started.id), started);
      // The recent imports, and what the composing route adds (the listings, once drafts were written).
      void refresh(listingImportKeys.recent());
    },
  });
}
