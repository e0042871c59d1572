import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingImport } from '@shared/schemas/listing-import';
import { api } from '@web/lib/api-client';
import { listingImportKeys } from './listing-import-keys';

/** How often an import that is still writing its rows is read again. */
export const IMPORT_POLL_MS = 1_000;

export const listingImportQueryOptions = (id: string) =>
  queryOptions({
    queryKey: listingImportKeys.detail(id),
    queryFn: () => api<ListingImport>(`/api/vendor/listing-imports/${encodeURIComponent(id)}`),
    // Read every second while rows are being written; a finished import no longer changes.
    refetchInterval: (query) => (query.state.data?.status === 'importing' ? IMPORT_POLL_MS : false),
  });

/** `GET /api/vendor/listing-imports/:id`: one of the caller's imports (none while `id` is null). */
export function useListingImport(id: string | null) {
  return useQuery({ ...listingImportQueryOptions(id ?? ''), enabled: id !== null });
}
