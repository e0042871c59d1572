import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Deleted } from '@shared/schemas/auction-form';
import { api } from '@web/lib/api-client';
import { invalidateVendorAuctions } from './get-vendor-auctions';

/** `DELETE /api/auctions/:id`: a vendor may withdraw their own draft. */
export function useDeleteVendorAuction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<Deleted>(`/api/auctions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => invalidateVendorAuctions(qc),
  });
}
