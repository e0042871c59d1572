import { TrophyIcon } from 'lucide-react';
import { canSeeReservePrice } from '@shared/domain/access';
import type { Auction, AuctionDetail } from '@shared/schemas/auction';
import { Badge } from '@web/components/ui/badge';
import { Skeleton } from '@web/components/ui/skeleton';
import { useBiddingText } from '@web/i18n/ns/bidding';
import { useSession } from '@web/lib/session';
import { useRecentBids } from '../../api/get-recent-bids';
import { useReservePrice } from '../../api/get-reserve-price';
import { formatINR } from '@shared/domain/money';

export type EndedHint = { winnerAlias: string | null; finalBid: number | null };

/** What the result says to everyone, and to the highest bidder, for each way an auction comes out (keys of the `result` texts). */
const RESULT_TEXT = {
  awaiting_confirmation: { winnerLabel: 'highestBidder', everyone: 'awaitingEveryone', you: 'awaitingYou' },
  sold: { winnerLabel: 'winner', everyone: null, you: 'soldYou' },
  reserve_not_met: { winnerLabel: 'highestBidder', everyone: 'reserveEveryone', you: 'reserveYou' },
  not_sold: { winnerLabel: 'highestBidder', everyone: 'notSoldEveryone', you: null },
} as const;

/**
 * The result of an ended auction (decision 014: the reserve decides it): the final or highest bid,
 * who bid it, and whether the sale goes ahead; to admins and the owning vendor also the reserve
 * price (it never reaches anyone else). The sale's own steps are on the sale panel of its parties.
 */
export function AuctionResult({ auction, hint }: { auction: AuctionDetail; hint?: EndedHint | null }) {
  const t = useBiddingText();
  const { me, subject } = useSession();
  const result = auction.status === 'ended' ? auction.result : null;
  const finalBid = hint?.finalBid ?? auction.currentBid;
  const hasBids = auction.bidCount > 0 || (hint?.finalBid ?? null) !== null;
  // A signed-in viewer reads the bids even with the close's alias in hand: only their own bid's `isMine`
  // tells them they are the highest bidder (the public auction never says who; decision 038).
  const bids = useRecentBids(auction.id, result !== null && hasBids && (!hint?.winnerAlias || !!me));
  const canSeeReserve = canSeeReservePrice(subject, auction);
  const reserve = useReservePrice(auction);

  if (result === null) {
    // NOTE: past the end on server time, but the close has not been recorded yet (it follows within
    // moments and arrives as an event); until then there is no result to show.
    return (
      <section aria-label={t('result.label')} className="grid gap-2" data-testid="auction-result">
        <h3 className="font-semibold">{t('result.closed')}</h3>
        <p className="text-sm text-muted-foreground">{t('result.confirming')}</p>
      </section>
    );
  }

  // NOTE: on an ended auction the winning bid is completed (spec §4), never flagged.
  const topBid = bids.data?.items.find((b) => b.amount === finalBid && b.status !== 'flagged') ?? bids.data?.items[0];
  const youAreTop = !!me && (topBid?.isMine ?? false);
  const text = RESULT_TEXT[result];
  const alias = youAreTop ? t('result.you') : (hint?.winnerAlias ?? topBid?.bidderAlias);
  const noteKey = youAreTop && text.you ? text.you : text.everyone;
  const note = noteKey ? t(`result.${noteKey}`) : null;

  return (
    <section aria-label={t('result.label')} className="grid gap-3" data-testid="auction-result">
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold">{t('result.title')}</h3>
        <Badge variant={result === 'sold' || result === 'awaiting_confirmation' ? 'live' : 'warning'} data-testid="result-badge">
          {t(`resultLabel.${result}`)}
        </Badge>
      </div>
      {hasBids ? (
        <>
          <div className="flex items-baseline justify-between gap-2 text-sm">
            <span className="text-muted-foreground">{result === 'sold' ? t('result.finalPrice') : t('result.highestBid')}</span>
            <span className="tabular text-base font-bold" data-testid="final-price">
              {formatINR(finalBid)}
            </span>
          </div>
          <div className="flex items-center gap-2 text-sm">
            <TrophyIcon className="size-4 text-amber-700 dark:text-accent" aria-hidden />
            <span className="mr-auto text-muted-foreground">{t(`result.${text.winnerLabel}`)}</span>
            {alias ? (
              <span className="font-medium" data-testid="winner" translate={youAreTop ? undefined : 'no'}>
                {alias}
              </span>
            ) : (
              <Skeleton className="h-4 w-24" />
            )}
          </div>
          {note ? (
            <p
              className={
                youAreTop && result === 'sold'
                  ? 'rounded-md bg-live/10 p-3 text-sm font-medium text-live dark:text-foreground'
                  : 'rounded-md bg-muted p-3 text-sm'
              }
              data-testid="result-note"
            >
              {note}
            </p>
          ) : null}
        </>
      ) : (
        <p className="text-sm text-muted-foreground">{t('result.noBids')}</p>
      )}
      {canSeeReserve ? (
        <ReserveOutcome auction={auction} reservePrice={reserve.data?.reservePrice} sold={hasBids} finalBid={finalBid} />
      ) : null}
    </section>
  );
}

function ReserveOutcome({
  auction,
  reservePrice,
  sold,
  finalBid,
}: {
  auction: Auction;
  reservePrice: number | null | undefined;
  sold: boolean;
  finalBid: number;
}) {
  const t = useBiddingText();
  if (!auction.hasReserve) return <p className="text-sm text-muted-foreground">{t('result.noReserve')}</p>;
  if (reservePrice === undefined) return <Skeleton className="h-5 w-40" />;
  if (reservePrice === null) return <p className="text-sm text-muted-foreground">{t('result.noReserve')}</p>;
  const met = sold && finalBid >= reservePrice;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="reserve-outcome">
      <Badge variant={met ? 'live' : 'warning'}>{met ? t('result.reserveMet') : t('result.reserveNotMet')}</Badge>
      <span className="text-muted-foreground">
        {t('result.reservePrice')} <span className="tabular font-medium text-foreground">{formatINR(reservePrice)}</span>
      </span>
    </div>
  );
}
