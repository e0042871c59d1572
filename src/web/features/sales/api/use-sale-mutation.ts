import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Sale } from '@shared/schemas/sale';
import { useRefreshAfterWrite } from '@web/lib/refresh-also';
import { saleKeys } from './sale-keys';

/**
 * A step of the sale: the answer is the sale as it now is, so it replaces the cached one at once;
 * the sales lists, and what the composing route adds (the auction's page), are refreshed.
 */
export function useSaleMutation<V>(auctionId: string, run: (vars: V) => Promise<Sale>) {
  const qc = useQueryClient();
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: run,
    onSuccess: (sale) => {
      qc.setQueryData(saleKeys.detail(auctionId), sale);
      void refresh(saleKeys.lists());
    },
  });
}
