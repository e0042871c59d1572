/** Every `['reports', …]` query key, spelled here and nowhere else: the report pages and the dashboards' figures. */
export const reportKeys = {
  all: ['reports'] as const,
  report: (kind: 'buyer' | 'vendor' | 'admin', query: object) => [...reportKeys.all, kind, query] as const,
  /** The figures of a dashboard (the admin's, a vendor's own, a buyer's own). */
  dashboard: (kind: 'buyer' | 'vendor' | 'admin') => [...reportKeys.all, 'dashboard', kind] as const,
  /** The admin's reconciliation of EMD, sale money and fees (decision 042). */
  reconciliation: () => [...reportKeys.all, 'reconciliation'] as const,
};
