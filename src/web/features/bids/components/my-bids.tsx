import { ChevronRightIcon, MapPinIcon } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { MyBid } from '@shared/schemas/bid';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useNow } from '@web/lib/use-now';
import { effectiveStatus } from '@shared/domain/auction-status';
import { formatINR } from '@shared/domain/money';
import { buyerTimeLeft } from '@shared/domain/time-left';
import { useMyBids } from '../api/get-my-bids';
import { useLiveMyBids } from '../hooks/use-live-my-bids';
import { InlineFigure } from '@web/components/ui/inline-figure';
import { timeText, useAuctionsText } from '@web/i18n/ns/auctions';
import { useBuyerText } from '@web/i18n/ns/buyer';

function BidRow({ bid, now }: { bid: MyBid; now: number }) {
  const t = useBuyerText();
  const auctionsText = useAuctionsText();
  const { auction } = bid;
  // A live auction past its end reads as ended until the close is recorded (server time).
  const status = effectiveStatus(auction, now);
  const live = status === 'live';
  const ended = status === 'ended';
  return (
    <li>
      <Link
        to={`/auction/${bid.auctionId}`}
        className="flex items-center gap-3 rounded-lg border p-3 transition-colors hover:bg-muted/60 sm:p-4"
        data-testid="my-bid"
      >
        <div className="grid min-w-0 flex-1 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="min-w-0 font-medium break-words" translate="no">
              {auction.title}
            </span>
            {live && bid.winning ? <Badge variant="live">{t('myBids.winning')}</Badge> : null}
            {ended ? <Badge variant="ended">{t('myBids.ended')}</Badge> : null}
            {ended && bid.won ? <Badge variant="accent">{t('myBids.won')}</Badge> : null}
          </div>
          <div className="flex items-center gap-1 text-sm text-muted-foreground">
            <MapPinIcon className="size-3.5 shrink-0" aria-hidden />
            <span className="truncate" translate="no">
              {auction.location}
            </span>
          </div>
          <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
            <InlineFigure label={t('myBids.yourBid')}>{formatINR(bid.amount)}</InlineFigure>
            {live ? (
              <>
                <InlineFigure label={t('myBids.currentBid')}>{formatINR(auction.currentBid)}</InlineFigure>
                <InlineFigure label={t('myBids.timeLeft')}>{timeText(auctionsText, buyerTimeLeft(auction.endTime, now))}</InlineFigure>
              </>
            ) : null}
          </dl>
        </div>
        <ChevronRightIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
      </Link>
    </li>
  );
}

/** Spec §2 "My Bids": the 5 most recent bids, each linking to its auction, kept live. */
export function MyBids() {
  const t = useBuyerText();
  const query = useMyBids();
  const bids = query.data?.items;
  const loading = query.isPending;
  useLiveMyBids(useMemo(() => bids?.map((b) => b.auctionId), [bids]));
  const now = useNow();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('myBids.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {loading ? (
          <div className="grid gap-3" aria-busy>
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-20 rounded-lg" />
            ))}
          </div>
        ) : !bids || bids.length === 0 ? (
          <div className="grid justify-items-center gap-3 py-8 text-center">
            <p className="text-muted-foreground">{t('myBids.none')}</p>
            <Button asChild variant="outline">
              <Link to="/live-auctions">{t('myBids.browse')}</Link>
            </Button>
          </div>
        ) : (
          <ul className="grid gap-3">
            {bids.map((b) => (
              <BidRow key={b.id} bid={b} now={now} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
