import { formatShort } from '@shared/domain/money';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { useReportsText } from '@web/i18n/ns/reports';
import { ReportCard } from './report-layout';
import { usePropertyTerms } from '@web/i18n/ns/common';

type Row = { propertyType: string; auctions: number; bids: number; value: number };

export function TypeBreakdown({ title, rows, valueLabel }: { title: string; rows: Row[]; valueLabel: string }) {
  const t = useReportsText();
  const terms = usePropertyTerms();
  return (
    <ReportCard title={title}>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('typeBreakdown.none')}</p>
      ) : (
        <Table stackOnPhone>
          <TableHeader>
            <TableRow>
              <TableHead>{t('table.propertyType')}</TableHead>
              <TableHead className="text-right">{t('table.auctions')}</TableHead>
              <TableHead className="text-right">{t('table.bids')}</TableHead>
              <TableHead className="text-right">{valueLabel}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.propertyType}>
                <TableCell>{terms.propertyType(r.propertyType)}</TableCell>
                <TableCell className="tabular text-right">{r.auctions}</TableCell>
                <TableCell className="tabular text-right">{r.bids}</TableCell>
                <TableCell className="tabular text-right">{formatShort(r.value)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </ReportCard>
  );
}
