import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SaleStage } from '@shared/domain/constants';
import type { SaleList } from '@shared/schemas/sale';
import { api } from '@web/lib/api-client';
import { saleKeys } from './sale-keys';

export type SaleStageFilter = SaleStage | 'all';

/** `GET /api/sales`: the caller's sales (a buyer's purchases, a vendor's auctions', every one for admins). */
export function getSales(stage: SaleStageFilter): Promise<SaleList> {
  return api<SaleList>('/api/sales', { query: { stage: stage === 'all' ? undefined : stage } });
}

export const salesQueryOptions = (stage: SaleStageFilter) =>
  queryOptions({ queryKey: saleKeys.list(stage), queryFn: () => getSales(stage), placeholderData: keepPreviousData });

export function useSales(stage: SaleStageFilter = 'all') {
  return useQuery(salesQueryOptions(stage));
}
