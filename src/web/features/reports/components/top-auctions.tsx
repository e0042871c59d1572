import { Link } from 'react-router';
import { formatShort } from '@shared/domain/money';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { ReportCard } from './report-layout';

type Row = { id: string; title: string; location: string; status: string; currentBid: number; bidCount: number; biddersCount: number };

export function TopAuctions({ rows }: { rows: Row[] }) {
  return (
    <ReportCard title="Top auctions by bids">
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">No auctions in this period.</p>
      ) : (
        <Table stackOnPhone>
          <TableHeader>
            <TableRow>
              <TableHead>Auction</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="text-right">Bids</TableHead>
              <TableHead className="text-right">Bidders</TableHead>
              <TableHead className="text-right">Current bid</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.id}>
                <TableCell>
                  <Link to={`/auction/${r.id}`} className="font-medium text-primary hover:underline">
                    {r.title}
                  </Link>
                  <div className="text-xs text-muted-foreground">{r.location}</div>
                </TableCell>
                <TableCell className="capitalize">{r.status}</TableCell>
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
