import { EyeIcon, FlagIcon, Loader2Icon, RotateCcwIcon } from 'lucide-react';
import { useState } from 'react';
import { formatINR } from '@shared/domain/money';
import type { AdminBid } from '@shared/schemas/admin';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { toast } from '@web/lib/toast';
import { useChangeBidStatus } from '../api/change-bid-status';
import { formatDateTime } from '@web/lib/format';
import { BidStatusBadge } from './bid-status-badge';

/** What flagging does (bid-review.service changeStatus): the bid stops counting and the auction's figures are recomputed. */
function flagConsequences(bid: AdminBid): string {
  return `Flag the bid of ${formatINR(bid.amount)} on "${bid.auction.title}"? Flagging removes this bid from the live price: the current bid falls back to the highest bid not flagged, and the bid and bidder counts are recomputed at once. You can set it active again while the auction runs; once it ends, a flagged bid stays out of the result.`;
}

/** Bids with their auction, bidder, amount, time, status, EMD status and actions. */
export function BidsTable({ bids, onView }: { bids: AdminBid[]; onView: (id: string) => void }) {
  const change = useChangeBidStatus();
  // NOTE: a flag changes the live price for every bidder at once, so it asks first.
  const [flagging, setFlagging] = useState<AdminBid | null>(null);
  const setStatus = (bid: AdminBid, status: 'active' | 'flagged') =>
    change.mutate(
      { id: bid.id, status },
      {
        onSuccess: () => {
          if (status === 'flagged') setFlagging(null);
          toast.success(
            status === 'flagged' ? 'Bid flagged' : 'Bid restored',
            `${formatINR(bid.amount)} on ${bid.auction.title} is now ${status}.`,
          );
        },
        // Spec §8 only logs a failed status change; the toast also tells the admin why.
        onError: (err) => {
          console.error(err);
          toast.apiError('Error', err, 'Failed to update the bid');
        },
      },
    );
  const busy = (bid: AdminBid) => change.isPending && change.variables?.id === bid.id;

  return (
    <>
      <Table stackOnPhone className="min-w-[980px]" aria-label="Bids">
        <TableHeader>
          <TableRow>
            <TableHead>Auction</TableHead>
            <TableHead>Bidder</TableHead>
            <TableHead className="text-right">Amount</TableHead>
            <TableHead>Time</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>EMD</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {bids.map((b) => (
            <TableRow key={b.id} data-testid="bid-row">
              <TableCell className="max-w-72">
                <p className="truncate font-medium" title={b.auction.title}>
                  {b.auction.title}
                </p>
                <p className="truncate text-xs text-muted-foreground">
                  {b.auction.location} · {b.auction.propertyType}
                </p>
              </TableCell>
              <TableCell className="max-w-56 max-sm:col-span-2">
                <p className="truncate font-medium">{b.bidder.fullName || '—'}</p>
                <p className="truncate text-xs text-muted-foreground">{b.bidder.email}</p>
              </TableCell>
              <TableCell className="text-right font-semibold whitespace-nowrap tabular-nums">{formatINR(b.amount)}</TableCell>
              <TableCell className="whitespace-nowrap text-xs">{formatDateTime(b.createdAt)}</TableCell>
              <TableCell>
                <BidStatusBadge status={b.status} />
              </TableCell>
              <TableCell>
                <Badge variant={b.bidder.emdPaid ? 'live' : 'warning'}>{b.bidder.emdPaid ? 'Paid' : 'Pending'}</Badge>
              </TableCell>
              <TableCell>
                <div className="flex items-center justify-end gap-1">
                  <Button size="icon" variant="ghost" onClick={() => onView(b.id)} aria-label="View bid" title="View">
                    <EyeIcon aria-hidden />
                  </Button>
                  {/* An ended auction's bids are final (the server refuses a change). */}
                  {b.status === 'flagged' && b.auction.status !== 'ended' ? (
                    <Button size="sm" variant="outline" onClick={() => setStatus(b, 'active')} disabled={busy(b)}>
                      {busy(b) ? <Loader2Icon className="animate-spin" aria-hidden /> : <RotateCcwIcon aria-hidden />}
                      Set active
                    </Button>
                  ) : null}
                  {b.status === 'active' ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      className="text-destructive hover:text-destructive"
                      onClick={() => setFlagging(b)}
                      disabled={busy(b)}
                    >
                      {busy(b) ? <Loader2Icon className="animate-spin" aria-hidden /> : <FlagIcon aria-hidden />}
                      Flag
                    </Button>
                  ) : null}
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ConfirmDialog
        open={flagging !== null}
        title="Flag bid"
        description={flagging ? flagConsequences(flagging) : null}
        confirmLabel="Flag bid"
        pending={change.isPending}
        onConfirm={() => flagging && setStatus(flagging, 'flagged')}
        onCancel={() => setFlagging(null)}
      />
    </>
  );
}
