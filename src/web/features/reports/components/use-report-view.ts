import { REPORT_PERIOD_LABELS } from '@shared/schemas/reports';
import { useReport, type ReportKind, type ReportOf } from '../api/get-report';
import { bucketLabel } from '../lib/bucket-label';
import { downloadCsv } from '../lib/csv';
import { useReportParams } from './use-report-params';

/**
 * What every report screen shares: the period and type from the URL, the report itself, its series
 * labelled for the charts, and the props of ReportLayout (description, toolbar, CSV export, states).
 * `scope` starts the description ("Your bidding" → "Your bidding over the last 6 months").
 */
export function useReportView<K extends ReportKind>(kind: K, scope: string, csvRows: (data: ReportOf[K]) => (string | number)[][]) {
  const [query, setQuery] = useReportParams();
  const { data, status, refetch } = useReport(kind, query);
  const series: ReportOf[K]['series'] = data?.series ?? [];
  const chart = series.map((s) => ({ ...s, label: bucketLabel(s.bucket, query.period) }));
  const layout = {
    description: `${scope} over the last ${REPORT_PERIOD_LABELS[query.period]}${query.propertyType ? ` · ${query.propertyType}` : ''}`,
    query,
    onChange: setQuery,
    onExport: () => {
      if (data) downloadCsv(`neelami-${kind}-report-${query.period}.csv`, csvRows(data));
    },
    status,
    onRetry: () => void refetch(),
  };
  return { data, chart, layout };
}
