import { Link } from 'react-router';
import { formatShort } from '@shared/domain/money';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { useReportsText } from '@web/i18n/ns/reports';
import { ReportCard } from './report-layout';

type Row = { id: string; title: string; location: string; status: string; currentBid: number; bidCount: number; biddersCount: number };

export function TopAuctions({ rows }: { rows: Row[] }) {
  const t = useReportsText();
  return (
    <ReportCard title={t('topAuctions.title')}>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('topAuctions.none')}</p>
      ) : (
        <Table stackOnPhone>
          <TableHeader>
            <TableRow>
              <TableHead>{t('table.auction')}</TableHead>
              <TableHead>{t('table.status')}</TableHead>
              <TableHead className="text-right">{t('table.bids')}</TableHead>
              <TableHead className="text-right">{t('table.bidders')}</TableHead>
              <TableHead className="text-right">{t('table.currentBid')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.id}>
                <TableCell>
                  <Link to={`/auction/${r.id}`} className="font-medium text-primary hover:underline" translate="no">
                    {r.title}
                  </Link>
                  <div className="text-xs text-muted-foreground" translate="no">
                    {r.location}
                  </div>
                </TableCell>
                <TableCell className="capitalize">{t(`status.${r.status}`, { defaultValue: r.status })}</TableCell>
                <TableCell className="tabular text-right">{r.bidCount}</TableCell>
                <TableCell className="tabular text-right">{r.biddersCount}</TableCell>
                <TableCell className="tabular text-right">{formatShort(r.currentBid)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </ReportCard>
  );
}
