import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Eligibility } from '@shared/schemas/bid';
import { api } from '@web/lib/api-client';
import { auctionKeys } from '../../api/auction-keys';

/** `GET /api/auctions/:id/eligibility`: the checklist before a bid on this auction is accepted. */
export function getEligibility(auctionId: string): Promise<Eligibility> {
  return api<Eligibility>(`/api/auctions/${encodeURIComponent(auctionId)}/eligibility`);
}

export const eligibilityQueryOptions = (auctionId: string) =>
  queryOptions({ queryKey: auctionKeys.eligibility(auctionId), queryFn: () => getEligibility(auctionId) });

export function useEligibility(auctionId: string, enabled = true) {
  return useQuery({ ...eligibilityQueryOptions(auctionId), enabled });
}
