import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlertFrequency, SavedSearchPage, SavedSearchParams } from '@shared/domain/saved-searches';
import type { SavedSearch, SavedSearchList } from '@shared/schemas/saved-search';
import { api } from '@web/lib/api-client';

/** Every `['saved-searches', …]` query key, spelled here and nowhere else. */
export const savedSearchKeys = { all: ['saved-searches'] as const };

const enc = encodeURIComponent;

export type NewSavedSearch = {
  name: string;
  page: SavedSearchPage;
  params: SavedSearchParams;
  frequency: AlertFrequency;
  digestHour: number;
};
export type SavedSearchPatch = Partial<{ name: string; paused: boolean; frequency: AlertFrequency; digestHour: number }>;

/** `GET /api/saved-searches`: the caller's saved searches, newest first. */
export function useSavedSearches() {
  return useQuery({ queryKey: savedSearchKeys.all, queryFn: () => api<SavedSearchList>('/api/saved-searches') });
}

/** `POST /api/saved-searches`. */
export function useSaveSearch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: NewSavedSearch) => api<SavedSearch>('/api/saved-searches', { method: 'POST', body }),
    onSettled: () => qc.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}

/** `PATCH /api/saved-searches/:id`: rename, pause or resume, or change how often its alerts come. */
export function useUpdateSavedSearch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...patch }: SavedSearchPatch & { id: string }) =>
      api<SavedSearch>(`/api/saved-searches/${enc(id)}`, { method: 'PATCH', body: patch }),
    onSettled: () => qc.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}

/** `DELETE /api/saved-searches/:id`. */
export function useDeleteSavedSearch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<null>(`/api/saved-searches/${enc(id)}`, { method: 'DELETE' }),
    onSettled: () => qc.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
