import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentCategory, DocumentStatus } from '@shared/domain/constants';
import type { AdminDocumentList, DocumentTab } from '@shared/schemas/document';
import { api } from '@web/lib/api-client';
import { documentKeys } from './document-keys';

export type DocumentFilters = { q: string; tab: DocumentTab; category: DocumentCategory | 'all'; status: DocumentStatus | 'all' };

export const documentsQuery = (f: DocumentFilters) =>
  queryOptions({
    queryKey: documentKeys.list(f),
    queryFn: () =>
      api<AdminDocumentList>('/api/admin/documents', {
        query: { q: f.q.trim() || undefined, tab: f.tab, category: f.category, status: f.status, pageSize: 500 },
      }),
    placeholderData: keepPreviousData,
    // Admin lists change under other people's hands: every visit to a tab or filter asks again.
    staleTime: 0,
  });

/** `GET /api/admin/documents`: every auction's documents with the counts of the cards (admins). */
export function useDocuments(filters: DocumentFilters) {
  return useQuery(documentsQuery(filters));
}
