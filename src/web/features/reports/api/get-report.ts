import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminReport, BuyerReport, ReportQuery, VendorReport } from '@shared/schemas/reports';
import { api } from '@web/lib/api-client';
import { reportKeys } from './report-keys';

export type ReportKind = 'buyer' | 'vendor' | 'admin';
export type ReportOf = { buyer: BuyerReport; vendor: VendorReport; admin: AdminReport };

export function reportQueryOptions<K extends ReportKind>(kind: K, query: ReportQuery) {
  return queryOptions({
    queryKey: reportKeys.report(kind, query),
    queryFn: () => api<ReportOf[K]>(`/api/reports/${kind}`, { query }),
    placeholderData: (previous) => previous,
  });
}

export function useReport<K extends ReportKind>(kind: K, query: ReportQuery) {
  return useQuery(reportQueryOptions(kind, query));
}
