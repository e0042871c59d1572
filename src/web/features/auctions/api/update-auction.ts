import type { AuctionUpdate, ManagedAuction } from '@shared/schemas/auction-form';
import { api } from '@web/lib/api-client';

/** `PATCH /api/auctions/:id` with only the fields that changed. */
export function updateAuction(id: string, patch: AuctionUpdate): Promise<ManagedAuction> {
  return api<ManagedAuction>(`/api/auctions/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch });
}
