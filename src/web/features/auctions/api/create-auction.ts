import type { AuctionCreate, ManagedAuction } from '@shared/schemas/auction-form';
import { api } from '@web/lib/api-client';

/** `POST /api/auctions`: admins and approved vendors; a vendor's listing is always a draft. */
export function createAuction(input: AuctionCreate): Promise<ManagedAuction> {
  return api<ManagedAuction>('/api/auctions', { method: 'POST', body: input });
}
