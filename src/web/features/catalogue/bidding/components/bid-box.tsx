import { formatINR } from '@shared/domain/money';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2Icon, LogInIcon, TimerResetIcon } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { bidderStanding } from '@shared/domain/access';
import { canBid, effectiveStatus } from '@shared/domain/auction-status';
import type { Auction, AuctionDetail } from '@shared/schemas/auction';
import { BID_MESSAGES } from '@shared/schemas/bid';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useMessages } from '@web/i18n/messages';
import { useBiddingText } from '@web/i18n/ns/bidding';
import { useSession } from '@web/lib/session';
import { useFormatDate } from '@web/lib/use-format-date';
import { serverNow, useNow } from '@web/lib/use-now';
import { useRealtimeTopic } from '@web/lib/use-realtime';
import { signInPath } from '@web/lib/return-path';
import { auctionKeys } from '../../api/auction-keys';
import { useEligibility } from '../api/get-eligibility';
import { useLiveAuction } from '../hooks/use-live-auction';
import { AuctionResult } from './auction-result';
import { BidForm } from './bid-form';
import { BidStanding } from './bid-standing';
import { EligibilityChecklist } from './eligibility-checklist';
import { ConnectionPill } from './connection-pill';

/** How long "Extended to …" stays up after the end moved. */
const EXTENDED_BADGE_MS = 30_000;

/** The EMD payment dialog, opened by "Pay EMD" (it belongs to the EMD feature; the route supplies it). */
export type EmdDialogSlot = (dialog: { open: boolean; onOpenChange: (open: boolean) => void; amount: number }) => ReactNode;

/**
 * The bidding part of the auction sidebar (spec §2), mounted under the price figures: the bid
 * box — or "Sign In to Bid", the approval message, the EMD dialog, or the result once the auction
 * has ended. It keeps the page live over the realtime connection: price, bidders, end time and
 * Recent Bids follow every bid without a reload.
 */
export function BidBox({
  auction,
  upcomingAction,
  emdDialog,
}: {
  auction: AuctionDetail;
  upcomingAction?: ReactNode;
  emdDialog?: EmdDialogSlot;
}) {
  const t = useBiddingText();
  const formatDate = useFormatDate();
  const live = useLiveAuction(auction.id);
  const now = useNow();
  const status = effectiveStatus(auction, now);
  const extended = useExtendedBadge(auction, now);

  return (
    <div className="grid gap-3 border-t pt-4" data-testid="bid-box">
      {live.reconnecting || extended ? (
        <div className="flex flex-wrap items-center gap-2">
          <ConnectionPill visible={live.reconnecting} />
          {extended ? (
            <Badge variant="accent" role="status" data-testid="extended-badge">
              <TimerResetIcon className="size-3.5" aria-hidden />
              {t('box.extendedTo', { time: formatDate(auction.endTime, 'time') })}
            </Badge>
          ) : null}
        </div>
      ) : null}
      {status === 'live' ? <BidStanding auction={auction} now={now} /> : null}
      {status === 'ended' ? (
        <AuctionResult auction={auction} hint={live.endedHint} />
      ) : (
        <BidArea auction={auction} canBid={canBid(status)} upcomingAction={upcomingAction} emdDialog={emdDialog} />
      )}
    </div>
  );
}

/** Shows "Extended to 3:45 pm" for a while after the end time moved later during the auction. */
function useExtendedBadge(auction: Auction, now: number): boolean {
  const lastEnd = useRef(auction.endTime);
  const [extendedAt, setExtendedAt] = useState<number | null>(null);
  useEffect(() => {
    const before = new Date(lastEnd.current).getTime();
    const after = new Date(auction.endTime).getTime();
    lastEnd.current = auction.endTime;
    if (auction.status === 'live' && after > before) setExtendedAt(serverNow());
  }, [auction.endTime, auction.status]);
  return extendedAt !== null && now - extendedAt < EXTENDED_BADGE_MS;
}

function BidArea({
  auction,
  canBid,
  upcomingAction,
  emdDialog: renderEmdDialog,
}: {
  auction: Auction;
  canBid: boolean;
  upcomingAction?: ReactNode;
  emdDialog?: EmdDialogSlot;
}) {
  const say = useMessages();
  const t = useBiddingText();
  const { subject, me, loading } = useSession();
  const location = useLocation();
  const [emdOpen, setEmdOpen] = useState(false);

  const upcoming = auction.status === 'upcoming' || auction.status === 'draft';
  const note = upcoming ? (
    <p className="text-sm text-muted-foreground">{t('box.opensWhenLive')}</p>
  ) : auction.status === 'cancelled' ? (
    <p className="text-sm text-muted-foreground">{say.text(BID_MESSAGES.notLive)}</p>
  ) : null;

  if (loading) return <div className="h-40" aria-hidden />;

  // What this user may do here, by the shared rule the server applies to a bid (spec §1, §6).
  const standing = bidderStanding(subject);
  if (standing === 'signed_out') {
    return (
      <div className="grid gap-3">
        {note}
        <Button asChild size="lg" className="w-full">
          <Link to={signInPath(location.pathname)}>
            <LogInIcon aria-hidden />
            {t('box.signInToBid')}
          </Link>
        </Button>
        {upcoming ? upcomingAction : null}
      </div>
    );
  }

  if (standing === 'not_buyer') {
    return (
      <div className="grid gap-3">
        <p className="rounded-md bg-muted p-3 text-sm text-muted-foreground" data-testid="bid-blocked">
          {say.text(BID_MESSAGES.buyersOnly)}
        </p>
        {upcoming ? upcomingAction : null}
      </div>
    );
  }

  const emdDialog = renderEmdDialog?.({ open: emdOpen, onOpenChange: setEmdOpen, amount: auction.emdAmount });

  if (standing === 'pending' || standing === 'suspended' || standing === 'rejected') {
    const emdPaid = !!me?.profile?.emdPaid;
    const message =
      standing === 'suspended'
        ? BID_MESSAGES.approvalSuspended
        : standing === 'rejected'
          ? BID_MESSAGES.approvalRejected
          : BID_MESSAGES.approvalPending;
    return (
      <div className="grid gap-3">
        <div
          role="status"
          data-testid="bid-blocked"
          className={
            standing === 'pending'
              ? 'rounded-md bg-warning p-3 text-sm text-warning-foreground'
              : 'rounded-md bg-destructive/10 p-3 text-sm text-destructive'
          }
        >
          {say.text(message)}
        </div>
        {standing === 'pending' && !emdPaid ? (
          <>
            <p className="text-sm text-muted-foreground">{t('box.payEmdNow')}</p>
            <Button variant="outline" onClick={() => setEmdOpen(true)}>
              {t('box.payEmd')}
            </Button>
            {emdDialog}
          </>
        ) : null}
        {upcoming ? upcomingAction : null}
      </div>
    );
  }

  return (
    <EligibleBidArea
      auction={auction}
      canBid={canBid}
      note={note}
      upcomingAction={upcoming ? upcomingAction : null}
      emdDialog={renderEmdDialog}
    />
  );
}

/**
 * An approved buyer: the checklist of what this auction still needs (its EMD held, the cut-off, the
 * auction live) with the action that fixes it, then the bid form. The checklist follows the buyer's
 * wallet live (a deposit verified, a hold released) over the `user` topic.
 */
function EligibleBidArea({
  auction,
  canBid,
  note,
  upcomingAction,
  emdDialog: renderEmdDialog,
}: {
  auction: Auction;
  canBid: boolean;
  note: ReactNode;
  upcomingAction: ReactNode;
  emdDialog?: EmdDialogSlot;
}) {
  const t = useBiddingText();
  const qc = useQueryClient();
  const eligibility = useEligibility(auction.id);
  const [deposit, setDeposit] = useState<number | null>(null);
  useRealtimeTopic('user', (msg) => {
    if (msg.event === 'emd.changed') void qc.invalidateQueries({ queryKey: auctionKeys.eligibility(auction.id) });
    // The buyer's maximum was set, raised, passed or cancelled (here, in another tab, or by a bid).
    if (msg.event === 'proxy.updated' && msg.data.auctionId === auction.id)
      void qc.invalidateQueries({ queryKey: auctionKeys.proxyBid(auction.id) });
  });

  const data = eligibility.data;
  const ready = !!data?.eligible;
  return (
    <div className="grid gap-3">
      {note}
      {data ? (
        ready ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="emd-held">
            <CheckCircle2Icon className="size-4 shrink-0 text-live" aria-hidden />
            {t('server.emdHeld', { amount: formatINR(data.emd.amount) })}
          </p>
        ) : (
          <EligibilityChecklist auctionId={auction.id} eligibility={data} onDeposit={setDeposit} />
        )
      ) : eligibility.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('box.checkFailed')}{' '}
          <Button variant="link" size="sm" className="h-auto p-0" onClick={() => void eligibility.refetch()}>
            {t('box.retry')}
          </Button>
        </p>
      ) : (
        <Skeleton className="h-24 w-full" />
      )}
      {!data || ready || data.checks.find((c) => c.key === 'emd')?.ok ? (
        <BidForm
          auction={auction}
          canBid={canBid}
          eligible={ready}
          onEmdRequired={() => void qc.invalidateQueries({ queryKey: auctionKeys.eligibility(auction.id) })}
        />
      ) : null}
      {upcomingAction}
      {renderEmdDialog?.({
        open: deposit !== null,
        onOpenChange: (open) => !open && setDeposit(null),
        amount: deposit ?? auction.emdAmount,
      })}
    </div>
  );
}
