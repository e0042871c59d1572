import { CheckIcon, EyeIcon, Loader2Icon, PencilIcon, PlayIcon, SquareIcon, StarIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { auctionEditStanding } from '@shared/domain/access';
import { formatINR } from '@shared/domain/money';
import { RESERVE_DECISION_HOURS } from '@shared/domain/sale';
import type { ManagedAuction } from '@shared/schemas/auction-form';
import { ManagedStatusBadge } from '@web/components/auction/managed-status-badge';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ActionReasonDialog } from '@web/components/action-reason-dialog';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { DeleteIconButton } from '@web/components/ui/delete-icon-button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { toast } from '@web/lib/toast';
import { useChangeAuctionStatus, type AuctionStatusChange } from '../api/change-auction-status';
import { useDeleteAuction } from '../api/delete-auction';
import { useFormatDate, type FormatDate } from '@web/lib/use-format-date';
import { useVendorText } from '@web/i18n/ns/vendor';
import { useSession } from '@web/lib/session';
import { usePropertyTerms } from '@web/i18n/ns/common';

type AuctionAction = AuctionStatusChange | 'delete';
type T = ReturnType<typeof useVendorText>;

const SUCCESS: Record<AuctionAction, (t: T, title: string) => [string, string]> = {
  approve: (t, title) => [t('table.approvedTitle'), t('messages.auctionForm.approved', { title })],
  start: (t, title) => [t('table.startedTitle'), t('table.started', { title })],
  end: (t, title) => [t('table.endedTitle'), t('table.ended', { title })],
  delete: (t, title) => [t('table.deletedTitle'), t('messages.auctionForm.deleted', { title })],
};
const FAILURE: Record<AuctionAction, string> = {
  approve: 'table.approveFailed',
  start: 'messages.auctionForm.startFailed',
  end: 'messages.auctionForm.endFailed',
  delete: 'messages.auctionForm.deleteFailed',
};

/** What starting an auction now does (lifecycle.service: the start becomes now; joining closes at the EMD cut-off). */
function startConsequences(t: T, formatDate: FormatDate, a: ManagedAuction, now: number): string {
  const question =
    new Date(a.startTime).getTime() > now
      ? t('table.startQuestionPlanned', { title: a.title, planned: formatDate(a.startTime, 'short') })
      : t('table.startQuestion', { title: a.title });
  // The API reports the start as the cut-off when none was set: then joining closes with the start.
  const joining =
    a.emdCutoff === a.startTime
      ? t('table.joiningClosesNow')
      : new Date(a.emdCutoff).getTime() > now
        ? t('table.joiningUntil', { cutoff: formatDate(a.emdCutoff, 'short') })
        : t('table.joiningClosed');
  return `${question} ${joining}`;
}

/** What ending an auction now does (lifecycle.service and sales.openAtClose). */
function endConsequences(t: T, a: ManagedAuction): string {
  const reserve =
    a.reservePrice !== null ? ` ${t('table.endReserve', { reserve: formatINR(a.reservePrice), hours: RESERVE_DECISION_HOURS })}` : '';
  return `${t('table.endQuestion', { title: a.title })}${reserve} ${t('table.cannotUndo')}`;
}

/** Who the table is for: the admin's Auction Management (every auction, its lifecycle) or a vendor's My Listings. */
export type TableAudience = 'admin' | 'vendor';

const AUDIENCE = {
  admin: { label: 'table.label', firstColumn: 'table.details', rowTestId: 'auction-row', width: 'min-w-[1040px]' },
  vendor: { label: 'listings.tableLabel', firstColumn: 'table.property', rowTestId: 'vendor-auction-row', width: 'min-w-[900px]' },
} as const;

/**
 * The table of managed auctions, with reserve prices; scrolls sideways on small screens. Admins also
 * approve, start and end from it; edit and delete show where the viewer may (auctionEditStanding).
 */
export function AuctionsTable({
  auctions,
  audience,
  onEdit,
  rowActions,
}: {
  auctions: ManagedAuction[];
  audience: TableAudience;
  onEdit: (a: ManagedAuction) => void;
  /** More actions for one auction, shown beside View (e.g. a listing's documents). */
  rowActions?: (a: ManagedAuction) => ReactNode;
}) {
  const { subject } = useSession();
  const shape = AUDIENCE[audience];
  const formatDate = useFormatDate();
  const t = useVendorText();
  const terms = usePropertyTerms();
  const status = useChangeAuctionStatus();
  const remove = useDeleteAuction();
  const [deleting, setDeleting] = useState<ManagedAuction | null>(null);
  // NOTE: Start and End cannot be undone, so each asks first; the dialog returns focus to its button.
  const [confirming, setConfirming] = useState<{ auction: ManagedAuction; kind: 'start' | 'end'; at: number } | null>(null);
  // Approving publishes the listing: it asks, with an optional reason for the audit log (decision 042).
  const [approving, setApproving] = useState<ManagedAuction | null>(null);
  // One action at a time across the table, whichever kind.
  const busy = status.isPending || remove.isPending;

  const run = (a: ManagedAuction, kind: AuctionAction, reason?: string) => {
    if (busy) return;
    const outcome = {
      onSuccess: () => {
        const [title, description] = SUCCESS[kind](t, a.title);
        toast.success(title, description);
        if (kind === 'delete') setDeleting(null);
        if (kind === 'approve') setApproving(null);
        if (kind === 'start' || kind === 'end') setConfirming(null);
      },
      onError: (err: Error) => toast.apiError(t('table.error'), err, t(FAILURE[kind])),
    };
    // NOTE: the promise, not mutate's callbacks: those are dropped once the table unmounts, and the last
    // row of a tab going away (an approved draft, a deleted listing, under a search) unmounts it while
    // the lists refresh, before they would run: the action was done and nobody was told.
    const done = kind === 'delete' ? remove.mutateAsync(a.id) : status.mutateAsync({ id: a.id, title: a.title, change: kind, reason });
    done.then(outcome.onSuccess, outcome.onError);
  };
  const pendingFor = (a: ManagedAuction, kind: AuctionStatusChange) =>
    status.isPending && status.variables?.id === a.id && status.variables.change === kind;

  return (
    <>
      <Table stackOnPhone className={shape.width} aria-label={t(shape.label)}>
        <TableHeader>
          <TableRow>
            <TableHead>{t(shape.firstColumn)}</TableHead>
            <TableHead>{t('table.status')}</TableHead>
            <TableHead>{t('table.bidding')}</TableHead>
            <TableHead>{t('table.timeline')}</TableHead>
            <TableHead>{t('table.financial')}</TableHead>
            <TableHead className="text-right">{t('table.actions')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {auctions.map((a) => {
            const cover = a.images.find((i) => i.isPrimary) ?? [...a.images].sort((x, y) => x.displayOrder - y.displayOrder)[0];
            return (
              <TableRow key={a.id} data-testid={shape.rowTestId} data-title={a.title}>
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
                      <p className="truncate font-medium" title={a.title} translate="no">
                        {a.title}
                      </p>
                      <p className="truncate text-xs text-muted-foreground" translate="no">
                        {a.location}
                      </p>
                      <div className="mt-1 flex flex-wrap gap-1">
                        <Badge variant="outline">{terms.propertyType(a.propertyType)}</Badge>
                        {a.featured ? (
                          <Badge variant="accent">
                            <StarIcon className="size-3" aria-hidden />
                            {t('table.featured')}
                          </Badge>
                        ) : null}
                      </div>
                    </div>
                  </div>
                </TableCell>
                <TableCell>
                  <ManagedStatusBadge status={a.status} />
                  {audience === 'vendor' && a.status === 'draft' ? (
                    <p className="mt-1 text-xs text-muted-foreground">{t('listings.awaitingApproval')}</p>
                  ) : null}
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  <p className="font-semibold tabular-nums">{formatINR(a.bidCount > 0 ? a.currentBid : a.startingBid)}</p>
                  <p className="text-xs text-muted-foreground">
                    {a.bidCount > 0 ? (a.status === 'ended' ? t('table.finalBid') : t('table.currentBid')) : t('table.startingBid')} ·{' '}
                    {t('table.bidders', { count: a.biddersCount })}
                  </p>
                </TableCell>
                <TableCell className="whitespace-nowrap text-xs">
                  <p>
                    <span className="text-muted-foreground">{t('table.start')}</span> {formatDate(a.startTime, 'short')}
                  </p>
                  <p>
                    <span className="text-muted-foreground">{t('table.end')}</span> {formatDate(a.endTime, 'short')}
                  </p>
                </TableCell>
                <TableCell className="whitespace-nowrap text-xs tabular-nums">
                  <p>
                    <span className="text-muted-foreground">{t('table.starting')}</span> {formatINR(a.startingBid)}
                  </p>
                  <p>
                    <span className="text-muted-foreground">{t('table.reserve')}</span>{' '}
                    {a.reservePrice !== null ? formatINR(a.reservePrice) : t('table.none')}
                  </p>
                  <p>
                    <span className="text-muted-foreground">{t('table.emd')}</span> {formatINR(a.emdAmount)}
                  </p>
                </TableCell>
                <TableCell>
                  <div className="flex items-center justify-end gap-1">
                    <Button size="icon" variant="ghost" asChild>
                      <Link to={`/auction/${a.id}`} aria-label={t('table.viewNamed', { title: a.title })} title={t('table.view')}>
                        <EyeIcon aria-hidden />
                      </Link>
                    </Button>
                    {rowActions?.(a)}
                    {audience === 'admin' && a.status === 'draft' ? (
                      <Button size="sm" onClick={() => setApproving(a)} disabled={busy}>
                        {pendingFor(a, 'approve') ? <Loader2Icon className="animate-spin" aria-hidden /> : <CheckIcon aria-hidden />}
                        {t('table.approve')}
                      </Button>
                    ) : null}
                    {audience === 'admin' && a.status === 'upcoming' ? (
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => setConfirming({ auction: a, kind: 'start', at: Date.now() })}
                        disabled={busy}
                      >
                        {pendingFor(a, 'start') ? <Loader2Icon className="animate-spin" aria-hidden /> : <PlayIcon aria-hidden />}
                        {t('table.startButton')}
                      </Button>
                    ) : null}
                    {audience === 'admin' && a.status === 'live' ? (
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => setConfirming({ auction: a, kind: 'end', at: Date.now() })}
                        disabled={busy}
                      >
                        {pendingFor(a, 'end') ? <Loader2Icon className="animate-spin" aria-hidden /> : <SquareIcon aria-hidden />}
                        {t('table.endButton')}
                      </Button>
                    ) : null}
                    {auctionEditStanding(subject, a) === 'ok' ? (
                      <>
                        <Button
                          size="icon"
                          variant="ghost"
                          onClick={() => onEdit(a)}
                          aria-label={t('table.editNamed', { title: a.title })}
                          title={t('table.edit')}
                        >
                          <PencilIcon aria-hidden />
                        </Button>
                        <DeleteIconButton name={a.title} onClick={() => setDeleting(a)} />
                      </>
                    ) : null}
                  </div>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>

      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.kind === 'end' ? t('table.endAuction') : t('table.startAuction')}
        description={
          confirming
            ? confirming.kind === 'end'
              ? endConsequences(t, confirming.auction)
              : startConsequences(t, formatDate, confirming.auction, confirming.at)
            : null
        }
        confirmLabel={confirming?.kind === 'end' ? t('table.endNow') : t('table.startNow')}
        tone={confirming?.kind === 'end' ? 'destructive' : 'default'}
        pending={status.isPending}
        onConfirm={() => confirming && run(confirming.auction, confirming.kind)}
        onCancel={() => setConfirming(null)}
      />

      <ConfirmDialog
        open={deleting !== null}
        title={t('table.deleteAuction')}
        description={deleting ? t('messages.auctionForm.deleteConfirm', { title: deleting.title }) : null}
        confirmLabel={t('table.delete')}
        pending={busy}
        onConfirm={() => deleting && run(deleting, 'delete')}
        onCancel={() => setDeleting(null)}
      />
      <ActionReasonDialog
        open={approving !== null}
        title={t('table.approveTitle')}
        description={approving ? t('table.approveQuestion', { title: approving.title }) : null}
        submitLabel={t('table.approve')}
        required={false}
        pending={busy}
        onSubmit={(reason) => approving && run(approving, 'approve', reason)}
        onCancel={() => setApproving(null)}
      />
    </>
  );
}
