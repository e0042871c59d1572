import { CheckIcon, EyeIcon, Loader2Icon, PencilIcon, PlayIcon, SquareIcon, StarIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatINR } from '@shared/domain/money';
import { RESERVE_DECISION_HOURS } from '@shared/domain/sale';
import { AUCTION_FORM_MESSAGES, type ManagedAuction } from '@shared/schemas/auction-form';
import { ManagedStatusBadge } from '@web/components/auction/managed-status-badge';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { DeleteIconButton } from '@web/components/ui/delete-icon-button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { toast } from '@web/lib/toast';
import { useChangeAuctionStatus, type AuctionStatusChange } from '../api/change-auction-status';
import { useDeleteAuction } from '../api/delete-auction';
import { formatDateTime } from '@web/lib/format';

const M = AUCTION_FORM_MESSAGES;

type AuctionAction = AuctionStatusChange | 'delete';

const SUCCESS: Record<AuctionAction, (title: string) => [string, string]> = {
  approve: (t) => ['Auction approved', M.approved(t)],
  start: (t) => ['Auction Started', `${t} is now live!`],
  end: (t) => ['Auction Ended', `${t} has been ended.`],
  delete: (t) => ['Auction Deleted', M.deleted(t)],
};
const FAILURE: Record<AuctionAction, string> = {
  approve: 'Failed to approve auction',
  start: M.startFailed,
  end: M.endFailed,
  delete: M.deleteFailed,
};

/** What starting an auction now does (lifecycle.service: the start becomes now; joining closes at the EMD cut-off). */
function startConsequences(a: ManagedAuction, now: number): string {
  const planned = new Date(a.startTime).getTime() > now ? ` instead of ${formatDateTime(a.startTime)} as planned` : '';
  // The API reports the start as the cut-off when none was set: then joining closes with the start.
  const joining =
    a.emdCutoff === a.startTime
      ? 'Joining closes at once too: only buyers whose EMD is already held can bid.'
      : new Date(a.emdCutoff).getTime() > now
        ? `Buyers can still join until ${formatDateTime(a.emdCutoff)}.`
        : 'Joining has already closed: only buyers whose EMD is held can bid.';
  return `Start "${a.title}" now? Bidding opens at once and its start time becomes now${planned}. ${joining}`;
}

/** What ending an auction now does (lifecycle.service and sales.openAtClose). */
function endConsequences(a: ManagedAuction): string {
  const reserve =
    a.reservePrice !== null
      ? ` If the highest bid is below the reserve of ${formatINR(a.reservePrice)}, the seller has ${RESERVE_DECISION_HOURS} hours to accept it.`
      : '';
  return `End "${a.title}" now? Bidding closes at once, its end time becomes now and the result is decided on the bids so far; the other bidders' EMD is released.${reserve} This cannot be undone.`;
}

/** The auctions table of Auction Management; scrolls sideways on small screens. */
export function AuctionsTable({ auctions, onEdit }: { auctions: ManagedAuction[]; onEdit: (a: ManagedAuction) => void }) {
  const status = useChangeAuctionStatus();
  const remove = useDeleteAuction();
  const [deleting, setDeleting] = useState<ManagedAuction | null>(null);
  // NOTE: Start and End cannot be undone, so each asks first; the dialog returns focus to its button.
  const [confirming, setConfirming] = useState<{ auction: ManagedAuction; kind: 'start' | 'end'; at: number } | null>(null);
  // One action at a time across the table, whichever kind.
  const busy = status.isPending || remove.isPending;

  const run = (a: ManagedAuction, kind: AuctionAction) => {
    if (busy) return;
    const outcome = {
      onSuccess: () => {
        const [title, description] = SUCCESS[kind](a.title);
        toast.success(title, description);
        if (kind === 'delete') setDeleting(null);
        if (kind === 'start' || kind === 'end') setConfirming(null);
      },
      onError: (err: Error) => toast.apiError('Error', err, FAILURE[kind]),
    };
    if (kind === 'delete') remove.mutate(a.id, outcome);
    else status.mutate({ id: a.id, title: a.title, change: kind }, outcome);
  };
  const pendingFor = (a: ManagedAuction, kind: AuctionStatusChange) =>
    status.isPending && status.variables?.id === a.id && status.variables.change === kind;

  return (
    <>
      <Table stackOnPhone className="min-w-[1040px]" aria-label="Auctions">
        <TableHeader>
          <TableRow>
            <TableHead>Details</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Bidding</TableHead>
            <TableHead>Timeline</TableHead>
            <TableHead>Financial</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {auctions.map((a) => {
            const cover = a.images.find((i) => i.isPrimary) ?? [...a.images].sort((x, y) => x.displayOrder - y.displayOrder)[0];
            return (
              <TableRow key={a.id} data-testid="auction-row" data-title={a.title}>
                <TableCell className="max-w-80">
                  <div className="flex items-start gap-3">
                    {cover ? (
                      <img
                        src={cover.thumbUrl}
                        alt=""
                        width={64}
                        height={40}
                        className="hidden h-10 w-16 shrink-0 rounded object-cover sm:block"
                      />
                    ) : (
                      <div className="hidden h-10 w-16 shrink-0 rounded bg-muted sm:block" aria-hidden />
                    )}
                    <div className="min-w-0">
                      <p className="truncate font-medium" title={a.title}>
                        {a.title}
                      </p>
                      <p className="truncate text-xs text-muted-foreground">{a.location}</p>
                      <div className="mt-1 flex flex-wrap gap-1">
                        <Badge variant="outline">{a.propertyType}</Badge>
                        {a.featured ? (
                          <Badge variant="accent">
                            <StarIcon className="size-3" aria-hidden />
                            Featured
                          </Badge>
                        ) : null}
                      </div>
                    </div>
                  </div>
                </TableCell>
                <TableCell>
                  <ManagedStatusBadge status={a.status} />
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  <p className="font-semibold tabular-nums">{formatINR(a.bidCount > 0 ? a.currentBid : a.startingBid)}</p>
                  <p className="text-xs text-muted-foreground">
                    {a.bidCount > 0 ? 'Current bid' : 'Starting bid'} · {a.biddersCount} {a.biddersCount === 1 ? 'bidder' : 'bidders'}
                  </p>
                </TableCell>
                <TableCell className="whitespace-nowrap text-xs">
                  <p>
                    <span className="text-muted-foreground">Start:</span> {formatDateTime(a.startTime)}
                  </p>
                  <p>
                    <span className="text-muted-foreground">End:</span> {formatDateTime(a.endTime)}
                  </p>
                </TableCell>
                <TableCell className="whitespace-nowrap text-xs tabular-nums">
                  <p>
                    <span className="text-muted-foreground">Starting:</span> {formatINR(a.startingBid)}
                  </p>
                  {a.reservePrice !== null ? (
                    <p>
                      <span className="text-muted-foreground">Reserve:</span> {formatINR(a.reservePrice)}
                    </p>
                  ) : null}
                  <p>
                    <span className="text-muted-foreground">EMD:</span> {formatINR(a.emdAmount)}
                  </p>
                </TableCell>
                <TableCell>
                  <div className="flex items-center justify-end gap-1">
                    <Button size="icon" variant="ghost" asChild>
                      <Link to={`/auction/${a.id}`} aria-label={`View ${a.title}`} title="View">
                        <EyeIcon aria-hidden />
                      </Link>
                    </Button>
                    {a.status === 'draft' ? (
                      <Button size="sm" onClick={() => run(a, 'approve')} disabled={busy}>
                        {pendingFor(a, 'approve') ? <Loader2Icon className="animate-spin" aria-hidden /> : <CheckIcon aria-hidden />}
                        Approve
                      </Button>
                    ) : null}
                    {a.status === 'upcoming' ? (
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => setConfirming({ auction: a, kind: 'start', at: Date.now() })}
                        disabled={busy}
                      >
                        {pendingFor(a, 'start') ? <Loader2Icon className="animate-spin" aria-hidden /> : <PlayIcon aria-hidden />}
                        Start
                      </Button>
                    ) : null}
                    {a.status === 'live' ? (
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => setConfirming({ auction: a, kind: 'end', at: Date.now() })}
                        disabled={busy}
                      >
                        {pendingFor(a, 'end') ? <Loader2Icon className="animate-spin" aria-hidden /> : <SquareIcon aria-hidden />}
                        End
                      </Button>
                    ) : null}
                    <Button size="icon" variant="ghost" onClick={() => onEdit(a)} aria-label={`Edit ${a.title}`} title="Edit">
                      <PencilIcon aria-hidden />
                    </Button>
                    <DeleteIconButton name={a.title} onClick={() => setDeleting(a)} />
                  </div>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>

      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.kind === 'end' ? 'End auction' : 'Start auction'}
        description={
          confirming
            ? confirming.kind === 'end'
              ? endConsequences(confirming.auction)
              : startConsequences(confirming.auction, confirming.at)
            : null
        }
        confirmLabel={confirming?.kind === 'end' ? 'End now' : 'Start now'}
        pending={status.isPending}
        onConfirm={() => confirming && run(confirming.auction, confirming.kind)}
        onCancel={() => setConfirming(null)}
      />

      <ConfirmDialog
        open={deleting !== null}
        title="Delete auction"
        description={deleting ? M.deleteConfirm(deleting.title) : null}
        confirmLabel="Delete"
        pending={busy}
        onConfirm={() => deleting && run(deleting, 'delete')}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
