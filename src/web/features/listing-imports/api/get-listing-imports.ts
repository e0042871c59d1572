import { useQuery } from '@tanstack/react-query';
import type { ListingImportList } from '@shared/schemas/listing-import';
import { api } from '@web/lib/api-client';
import { listingImportKeys } from './listing-import-keys';

/** `GET /api/vendor/listing-imports`: the caller's ten most recent imports, newest first. */
export function useRecentListingImports() {
  return useQuery({
    queryKey: listingImportKeys.recent(),
    queryFn: () => api<ListingImportList>('/api/vendor/listing-imports'),
  });
}
