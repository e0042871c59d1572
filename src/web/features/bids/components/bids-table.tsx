import { EyeIcon, FlagIcon, Loader2Icon, RotateCcwIcon } from 'lucide-react';
import { useState } from 'react';
import { formatINR } from '@shared/domain/money';
import type { AdminBid } from '@shared/schemas/admin';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ActionReasonDialog } from '@web/components/action-reason-dialog';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { toast } from '@web/lib/toast';
import { useChangeBidStatus } from '../api/change-bid-status';
import { useFormatDate } from '@web/lib/use-format-date';
import { PROPERTY_TYPES } from '@shared/domain/constants';
import { useAdminText } from '@web/i18n/ns/admin';
import { BidStatusBadge } from './bid-status-badge';
import { usePropertyTerms } from '@web/i18n/ns/common';

const isPropertyType = (v: string): v is (typeof PROPERTY_TYPES)[number] => (PROPERTY_TYPES as readonly string[]).includes(v);

/** Bids with their auction, bidder, amount, time, status, EMD status and actions. */
export function BidsTable({ bids, onView }: { bids: AdminBid[]; onView: (id: string) => void }) {
  const formatDate = useFormatDate();
  const t = useAdminText();
  const terms = usePropertyTerms();
  const change = useChangeBidStatus();
  // NOTE: a flag changes the live price for every bidder at once, so it asks first.
  const [flagging, setFlagging] = useState<AdminBid | null>(null);
  // Setting a flagged bid active changes the live price too: it asks, and takes an optional reason (decision 042).
  const [restoring, setRestoring] = useState<AdminBid | null>(null);
  // NOTE: the outcome follows the promise, not mutate's callbacks, which are dropped when the table
  // unmounts: the last bid of a filtered tab changing status empties the tab while the lists refresh.
  const setStatus = (bid: AdminBid, status: 'active' | 'flagged', reason?: string) =>
    change.mutateAsync({ id: bid.id, status, reason }).then(
      () => {
        if (status === 'flagged') setFlagging(null);
        else setRestoring(null);
        toast.success(
          status === 'flagged' ? t('bidsTable.flagged') : t('bidsTable.restored'),
          t('bidsTable.nowStatus', { amount: formatINR(bid.amount), title: bid.auction.title, status }),
        );
      },
      // Spec §8 only logs a failed status change; the toast also tells the admin why.
      (err: Error) => {
        console.error(err);
        toast.apiError(t('common.error'), err, t('bidsTable.failed'));
      },
    );
  const busy = (bid: AdminBid) => change.isPending && change.variables?.id === bid.id;

  return (
    <>
      <Table stackOnPhone className="min-w-[980px]" aria-label={t('bidsTable.label')}>
        <TableHeader>
          <TableRow>
            <TableHead>{t('bidsTable.auction')}</TableHead>
            <TableHead>{t('bidsTable.bidder')}</TableHead>
            <TableHead className="text-right">{t('common.amount')}</TableHead>
            <TableHead>{t('bidsTable.time')}</TableHead>
            <TableHead>{t('common.status')}</TableHead>
            <TableHead>{t('bidsTable.emd')}</TableHead>
            <TableHead className="text-right">{t('common.actions')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {bids.map((b) => (
            <TableRow key={b.id} data-testid="bid-row">
              <TableCell className="max-w-72">
                <p className="truncate font-medium" title={b.auction.title} translate="no">
                  {b.auction.title}
                </p>
                <p className="truncate text-xs text-muted-foreground">
                  <span translate="no">{b.auction.location}</span> ·{' '}
                  {isPropertyType(b.auction.propertyType) ? (
                    terms.propertyType(b.auction.propertyType)
                  ) : (
                    <span translate="no">{b.auction.propertyType}</span>
                  )}
                </p>
              </TableCell>
              <TableCell className="max-w-56 max-sm:col-span-2" translate="no">
                <p className="truncate font-medium">{b.bidder.fullName || '—'}</p>
                <p className="truncate text-xs text-muted-foreground">{b.bidder.email}</p>
              </TableCell>
              <TableCell className="text-right font-semibold whitespace-nowrap tabular-nums">{formatINR(b.amount)}</TableCell>
              <TableCell className="whitespace-nowrap text-xs">{formatDate(b.createdAt, 'short')}</TableCell>
              <TableCell>
                <BidStatusBadge status={b.status} />
              </TableCell>
              <TableCell>
                <Badge variant={b.bidder.emdPaid ? 'live' : 'warning'}>{b.bidder.emdPaid ? t('common.paid') : t('common.pending')}</Badge>
              </TableCell>
              <TableCell>
                <div className="flex items-center justify-end gap-1">
                  <Button
                    size="icon"
                    variant="ghost"
                    onClick={() => onView(b.id)}
                    aria-label={t('bidsTable.view')}
                    title={t('bidsTable.viewTitle')}
                  >
                    <EyeIcon aria-hidden />
                  </Button>
                  {/* An ended auction's bids are final (the server refuses a change). */}
                  {b.status === 'flagged' && b.auction.status !== 'ended' ? (
                    <Button size="sm" variant="outline" onClick={() => setRestoring(b)} disabled={busy(b)}>
                      {busy(b) ? <Loader2Icon className="animate-spin" aria-hidden /> : <RotateCcwIcon aria-hidden />}
                      {t('bidsTable.setActive')}
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
                      {t('bidsTable.flag')}
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
        title={t('bidsTable.flagTitle')}
        description={flagging ? t('bidsTable.consequences', { amount: formatINR(flagging.amount), title: flagging.auction.title }) : null}
        confirmLabel={t('bidsTable.flagTitle')}
        pending={change.isPending}
        onConfirm={() => flagging && setStatus(flagging, 'flagged')}
        onCancel={() => setFlagging(null)}
      />
      <ActionReasonDialog
        open={restoring !== null}
        title={t('bidsTable.restoreTitle')}
        description={
          restoring ? t('bidsTable.restoreConsequences', { amount: formatINR(restoring.amount), title: restoring.auction.title }) : null
        }
        submitLabel={t('bidsTable.setActive')}
        required={false}
        pending={change.isPending}
        onSubmit={(reason) => restoring && void setStatus(restoring, 'active', reason)}
        onCancel={() => setRestoring(null)}
      />
    </>
  );
}
