import { useQuery } from '@tanstack/react-query';
import type { AdminBidDetail } from '@shared/schemas/admin';
import { api } from '@web/lib/api-client';
import { bidKeys } from './bid-keys';

export function getBid(id: string): Promise<AdminBidDetail> {
  return api<AdminBidDetail>(`/api/admin/bids/${encodeURIComponent(id)}`);
}

/** `GET /api/admin/bids/:id`: the bid with its whole auction and bidder (admins). */
export function useBid(id: string | null) {
  return useQuery({ queryKey: bidKeys.detail(id), queryFn: () => getBid(id ?? ''), enabled: !!id });
}
