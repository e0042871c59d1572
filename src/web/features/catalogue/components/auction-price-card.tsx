import { ClockIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { effectiveStatus } from '@shared/domain/auction-status';
import { formatINR } from '@shared/domain/money';
import { countdown } from '@shared/domain/time-left';
import type { Auction } from '@shared/schemas/auction';
import { cn } from '@web/lib/cn';
import { useNow } from '@web/lib/use-now';
import { timeText, useAuctionsText } from '@web/i18n/ns/auctions';
import { useBiddingText } from '@web/i18n/ns/bidding';
import { useReservePrice } from '../api/get-reserve-price';

const FIVE_MINUTES = 5 * 60_000;
const ONE_MINUTE = 60_000;

function Figure({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-2 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="tabular font-semibold" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** Time remaining on the server clock; amber in the last five minutes, red in the last one. */
function TimeRemaining({ auction }: { auction: Auction }) {
  const t = useBiddingText();
  const ta = useAuctionsText();
  const now = useNow();
  const status = effectiveStatus(auction, now);
  let label = t('price.timeRemaining');
  let text: string;
  let tone = '';
  if (status === 'live') {
    text = timeText(ta, countdown(auction.endTime, now));
    const left = new Date(auction.endTime).getTime() - now;
    if (left <= ONE_MINUTE) tone = 'text-destructive dark:text-red-400';
    else if (left <= FIVE_MINUTES) tone = 'text-amber-800 dark:text-accent';
  } else if (status === 'upcoming' || status === 'draft') {
    label = t('price.startsIn');
    const left = countdown(auction.startTime, now);
    text = left === 'Ended' ? ta('time.startingSoon') : timeText(ta, left);
  } else {
    text = status === 'cancelled' ? t('price.cancelled') : t('price.auctionEnded');
  }
  return (
    <div className="flex items-center gap-3 rounded-lg bg-muted px-4 py-3">
      <ClockIcon className="size-5 shrink-0 text-muted-foreground" aria-hidden />
      <div>
        <p className="text-xs text-muted-foreground">{label}</p>
        <p className={cn('tabular text-lg font-semibold', tone)} data-testid="time-remaining">
          {text}
        </p>
      </div>
    </div>
  );
}

/**
 * The sidebar figures of spec §2: current highest bid, starting bid, reserve price (only when its
 * endpoint answers, i.e. for admins and the owning vendor), EMD, increment, bidders and time left.
 */
export function AuctionPriceCard({ auction, children }: { auction: Auction; children?: ReactNode }) {
  const t = useBiddingText();
  const reserve = useReservePrice(auction);
  const reservePrice = reserve.data?.reservePrice;
  const hasBids = auction.bidCount > 0;
  // Once the bidding is over, the price is what it closed at, not a current one.
  const closed = auction.status === 'ended' || auction.status === 'cancelled';
  const priceLabel = closed
    ? hasBids
      ? t('price.finalBid')
      : t('price.startingBid')
    : hasBids
      ? t('price.currentHighestBid')
      : t('price.currentBid');
  // A changed price flashes once (the key remounts it); the first figure on the page does not.
  const [firstBid] = useState(auction.currentBid);
  return (
    <section aria-labelledby="price-heading" className="space-y-4 rounded-xl border bg-card p-5 shadow-sm">
      <div>
        <h2 id="price-heading" className="text-sm font-medium text-muted-foreground">
          {priceLabel}
        </h2>
        <p
          key={auction.currentBid}
          className={cn(
            'tabular mt-1 rounded text-3xl font-bold tracking-tight text-amber-700 dark:text-accent',
            auction.currentBid !== firstBid && 'price-flash',
          )}
          data-testid="current-bid"
        >
          {formatINR(auction.currentBid)}
        </p>
        {!hasBids ? <p className="mt-1 text-xs text-muted-foreground">{closed ? t('price.noBidsPlaced') : t('price.noBidsYet')}</p> : null}
      </div>
      <TimeRemaining auction={auction} />
      <dl className="divide-y">
        <Figure label={t('price.startingBid')} value={formatINR(auction.startingBid)} />
        {typeof reservePrice === 'number' ? (
          <Figure label={t('price.reservePrice')} value={formatINR(reservePrice)} testId="reserve-price" />
        ) : null}
        <Figure label={t('price.emdAmount')} value={formatINR(auction.emdAmount)} />
        <Figure label={t('price.bidIncrement')} value={formatINR(auction.bidIncrement)} />
        <Figure label={t('price.bidders')} value={auction.biddersCount.toLocaleString('en-IN')} />
        <Figure label={t('price.bids')} value={auction.bidCount.toLocaleString('en-IN')} />
      </dl>
      {children}
    </section>
  );
}
