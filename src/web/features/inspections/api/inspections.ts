import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Inspection, InspectionList, InspectionProposalInput, InspectionRequestInput } from '@shared/schemas/inspection';
import { api } from '@web/lib/api-client';

/** Every `['inspections', …]` query key, spelled here and nowhere else. */
export const inspectionKeys = {
  all: ['inspections'] as const,
  mine: (auctionId?: string) => ['inspections', 'mine', auctionId ?? 'all'] as const,
  officer: (filter: { auctionId?: string; date?: string }) =>
    ['inspections', 'officer', filter.auctionId ?? '', filter.date ?? ''] as const,
};

const enc = encodeURIComponent;

/** The calendar invitation of an accepted visit (`GET /api/inspections/:id/invite.ics`), for a plain link. */
export const inviteUrl = (id: string, lang?: string) => `/api/inspections/${enc(id)}/invite.ics${lang ? `?lang=${enc(lang)}` : ''}`;

/** `GET /api/me/inspections`: the caller's requests, of one auction when given. */
export function useMyInspections(auctionId?: string, enabled = true) {
  return useQuery({
    queryKey: inspectionKeys.mine(auctionId),
    queryFn: () => api<InspectionList>('/api/me/inspections', { query: auctionId ? { auctionId } : undefined }),
    enabled,
  });
}

/** `GET /api/vendor/inspections`: the requests on the caller's listings (every listing's for admins). */
export function useOfficerInspections(filter: { auctionId?: string; date?: string }) {
  return useQuery({
    queryKey: inspectionKeys.officer(filter),
    queryFn: () =>
      api<InspectionList>('/api/vendor/inspections', {
        query: { ...(filter.auctionId ? { auctionId: filter.auctionId } : {}), ...(filter.date ? { date: filter.date } : {}) },
      }),
  });
}

function useInspectionMutation<V>(call: (vars: V) => Promise<Inspection>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => qc.invalidateQueries({ queryKey: inspectionKeys.all }) });
}

/** `POST /api/auctions/:id/inspections`. */
export function useRequestInspection(auctionId: string) {
  return useInspectionMutation((body: InspectionRequestInput) =>
    api<Inspection>(`/api/auctions/${enc(auctionId)}/inspections`, { method: 'POST', body }),
  );
}

/** The officer's `accept` or `decline` (`PUT /api/inspections/:id/…`), with a note. */
export function useAnswerInspection() {
  return useInspectionMutation(({ id, answer, note }: { id: string; answer: 'accept' | 'decline'; note?: string }) =>
    api<Inspection>(`/api/inspections/${enc(id)}/${answer}`, { method: 'PUT', body: { note } }),
  );
}

/** `PUT /api/inspections/:id/propose`: another slot in the window. */
export function useProposeInspection() {
  return useInspectionMutation(({ id, ...body }: InspectionProposalInput & { id: string }) =>
    api<Inspection>(`/api/inspections/${enc(id)}/propose`, { method: 'PUT', body }),
  );
}

/** The buyer's `accept-proposal` or `cancel` (`PUT /api/inspections/:id/…`). */
export function useBuyerInspectionAction() {
  return useInspectionMutation(({ id, action }: { id: string; action: 'accept-proposal' | 'cancel' }) =>
    api<Inspection>(`/api/inspections/${enc(id)}/${action}`, { method: 'PUT' }),
  );
}
