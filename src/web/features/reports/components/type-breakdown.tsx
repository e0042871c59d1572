import { formatShort } from '@shared/domain/money';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { ReportCard } from './report-layout';

type Row = { propertyType: string; auctions: number; bids: number; value: number };

export function TypeBreakdown({ title, rows, valueLabel }: { title: string; rows: Row[]; valueLabel: string }) {
  return (
    <ReportCard title={title}>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing in this period.</p>
      ) : (
        <Table stackOnPhone>
          <TableHeader>
            <TableRow>
              <TableHead>Property type</TableHead>
              <TableHead className="text-right">Auctions</TableHead>
              <TableHead className="text-right">Bids</TableHead>
              <TableHead className="text-right">{valueLabel}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.propertyType}>
                <TableCell>{r.propertyType}</TableCell>
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
