import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Reconciliation } from '@shared/schemas/reports';
import { api } from '@web/lib/api-client';
import { reportKeys } from './report-keys';

export const reconciliationQuery = queryOptions({
  queryKey: reportKeys.reconciliation(),
  queryFn: () => api<Reconciliation>('/api/admin/reconciliation'),
});

/** `GET /api/admin/reconciliation`: EMD, sale money and fees as the data has them now (admins, decision 042). */
export function useReconciliation() {
  return useQuery(reconciliationQuery);
}
