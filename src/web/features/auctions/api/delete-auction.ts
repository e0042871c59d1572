import { useMutation } from '@tanstack/react-query';
import type { Deleted } from '@shared/schemas/auction-form';
import { api } from '@web/lib/api-client';
import { useRefreshAfterWrite } from '@web/lib/refresh-also';
import { managedAuctionKeys } from './managed-auction-keys';

export function deleteAuction(id: string): Promise<Deleted> {
  return api<Deleted>(`/api/auctions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/**
 * `DELETE /api/auctions/:id`: an admin deletes any auction, a vendor withdraws their own draft.
 * Refreshes every auction list, and what the composing route adds (its dashboard's figures).
 */
export function useDeleteAuction() {
  const refresh = useRefreshAfterWrite();
  return useMutation({ mutationFn: deleteAuction, onSettled: () => refresh(managedAuctionKeys.all) });
}
