import { DownloadIcon, FilterIcon } from 'lucide-react';
import { REPORT_PERIODS, type ReportPeriod, type ReportQuery } from '@shared/schemas/reports';
import { PropertyTypeSelect } from '@web/components/auction/property-type-select';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '@web/components/ui/popover';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { useReportsText } from '@web/i18n/ns/reports';
import { usePropertyTerms } from '@web/i18n/ns/common';

export function ReportToolbar({
  query,
  onChange,
  onExport,
  exportDisabled,
}: {
  query: ReportQuery;
  onChange: (next: Partial<ReportQuery>) => void;
  onExport: () => void;
  exportDisabled: boolean;
}) {
  const t = useReportsText();
  const terms = usePropertyTerms();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Select value={query.period} onValueChange={(v) => onChange({ period: v as ReportPeriod })}>
        <SelectTrigger className="w-36" aria-label={t('toolbar.period')}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {REPORT_PERIODS.map((p) => (
            <SelectItem key={p} value={p}>
              {t(`period.${p}`)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Popover>
        <PopoverTrigger asChild>
          <Button variant="outline">
            <FilterIcon aria-hidden />
            {t('toolbar.filter')}
            {query.propertyType ? <Badge variant="secondary">{terms.propertyType(query.propertyType)}</Badge> : null}
          </Button>
        </PopoverTrigger>
        <PopoverContent className="grid w-64 gap-3 p-4">
          <Label htmlFor="report-type">{t('toolbar.propertyType')}</Label>
          <PropertyTypeSelect
            id="report-type"
            value={query.propertyType ?? 'all'}
            onValueChange={(v) => onChange({ propertyType: v === 'all' ? undefined : v })}
          />
          <p className="text-xs text-muted-foreground">{t('toolbar.narrows')}</p>
        </PopoverContent>
      </Popover>
      <Button variant="outline" onClick={onExport} disabled={exportDisabled}>
        <DownloadIcon aria-hidden />
        {t('toolbar.export')}
      </Button>
    </div>
  );
}
