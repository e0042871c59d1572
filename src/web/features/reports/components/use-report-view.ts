import { useReportsText } from '@web/i18n/ns/reports';
import { useReport, type ReportKind, type ReportOf } from '../api/get-report';
import { bucketLabel } from '../lib/bucket-label';
import { downloadCsv } from '../lib/csv';
import { useReportParams } from './use-report-params';
import { usePropertyTerms } from '@web/i18n/ns/common';

/**
 * What every report screen shares: the period and type from the URL, the report itself, its series
 * labelled for the charts, and the props of ReportLayout (description, toolbar, CSV export, states).
 * The report's scope (`<kind>.scope`) starts the description ("Your bidding" → "Your bidding over the last 6 months").
 * NOTE: the CSV export keeps its English column names, for the spreadsheets that read it.
 */
export function useReportView<K extends ReportKind>(kind: K, csvRows: (data: ReportOf[K]) => (string | number)[][]) {
  const t = useReportsText();
  const terms = usePropertyTerms();
  const [query, setQuery] = useReportParams();
  const { data, status, refetch } = useReport(kind, query);
  const series: ReportOf[K]['series'] = data?.series ?? [];
  const chart = series.map((s) => ({ ...s, label: bucketLabel(s.bucket, query.period, t) }));
  const description = t('layout.description', { scope: t(`${kind}.scope`), period: t(`period.${query.period}`) });
  const layout = {
    description: query.propertyType ? t('layout.withType', { description, type: terms.propertyType(query.propertyType) }) : description,
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
