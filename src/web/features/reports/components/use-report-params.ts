import { useSearchParams } from 'react-router';
import { PROPERTY_TYPES, type PropertyType } from '@shared/domain/constants';
import { REPORT_PERIODS, type ReportPeriod, type ReportQuery } from '@shared/schemas/reports';

/** Period and property-type filter live in the URL, so a report link reopens the same view. */
export function useReportParams(): [ReportQuery, (next: Partial<ReportQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const p = params.get('period');
  const t = params.get('type');
  const query: ReportQuery = {
    period: REPORT_PERIODS.includes(p as ReportPeriod) ? (p as ReportPeriod) : '6m',
    propertyType: PROPERTY_TYPES.includes(t as PropertyType) ? (t as PropertyType) : undefined,
  };
  const update = (next: Partial<ReportQuery>) => {
    const merged = { ...query, ...next };
    const sp = new URLSearchParams(params);
    sp.set('period', merged.period);
    if (merged.propertyType) sp.set('type', merged.propertyType);
    else sp.delete('type');
    setParams(sp, { replace: true });
  };
  return [query, update];
}
