import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { DocumentCategory, DocumentStatus } from '@shared/domain/constants';
import type { AdminDocumentList, DocumentTab } from '@shared/schemas/document';
import { api } from '@web/lib/api-client';
import { refreshAfterWrite } from '@web/lib/query-client';

export type AdminDocumentFilters = { q: string; tab: DocumentTab; category: DocumentCategory | 'all'; status: DocumentStatus | 'all' };

export const adminDocumentsKey = ['admin', 'documents'] as const;

export const adminDocumentsQuery = (f: AdminDocumentFilters) =>
  queryOptions({
    queryKey: [...adminDocumentsKey, f] as const,
    queryFn: () =>
      api<AdminDocumentList>('/api/admin/documents', {
        query: { q: f.q.trim() || undefined, tab: f.tab, category: f.category, status: f.status, pageSize: 500 },
      }),
    placeholderData: keepPreviousData,
    // Admin lists change under other people's hands: every visit to a tab or filter asks again.
    staleTime: 0,
  });

/** `GET /api/admin/documents`: every auction's documents with the counts of the cards. */
export function useAdminDocuments(filters: AdminDocumentFilters) {
  return useQuery(adminDocumentsQuery(filters));
}

export function invalidateDocuments(qc: QueryClient) {
  return refreshAfterWrite(qc, adminDocumentsKey, ['admin', 'dashboard'], ['admin', 'activity'], ['auctions']);
}

export const documentPath = (id: string) => `/api/documents/${encodeURIComponent(id)}`;
