import { TrophyIcon } from 'lucide-react';
import { canSeeReservePrice } from '@shared/domain/access';
import type { Auction } from '@shared/schemas/auction';
import { Badge } from '@web/components/ui/badge';
import { Skeleton } from '@web/components/ui/skeleton';
import { useSession } from '@web/lib/session';
import { useRecentBids } from '../../api/get-recent-bids';
import { useReservePrice } from '../../api/get-reserve-price';
import { formatINR } from '@shared/domain/money';

export type EndedHint = { winnerAlias: string | null; finalBid: number | null };

/**
 * The result of an ended auction: final price and the winner's alias; to admins and the owning
 * vendor also whether the reserve price was met (the reserve itself never reaches anyone else).
 */
export function AuctionResult({ auction, hint }: { auction: Auction; hint?: EndedHint | null }) {
  const { me, subject } = useSession();
  const closing = auction.status !== 'ended';
  const sold = auction.winnerId !== null || (hint?.finalBid ?? null) !== null;
  const bids = useRecentBids(auction.id, sold && !hint?.winnerAlias);
  const canSeeReserve = canSeeReservePrice(subject, auction);
  const reserve = useReservePrice(auction);
  const finalBid = hint?.finalBid ?? auction.currentBid;
  const youWon = !!me && auction.winnerId === me.user.id;
  // NOTE: on an ended auction the winning bid is completed (spec §4), never flagged.
  const winningBid = bids.data?.items.find((b) => b.amount === finalBid && b.status !== 'flagged') ?? bids.data?.items[0];
  const winnerAlias = youWon ? 'You' : (hint?.winnerAlias ?? winningBid?.bidderAlias);

  if (closing) {
    // NOTE: past the end on server time, but the close has not been recorded yet (it follows within
    // moments and arrives as an event); until then there is no winner to show.
    return (
      <section aria-label="Auction result" className="grid gap-2" data-testid="auction-result">
        <h3 className="font-semibold">Bidding has closed</h3>
        <p className="text-sm text-muted-foreground">The result is being confirmed…</p>
      </section>
    );
  }

  return (
    <section aria-label="Auction result" className="grid gap-3" data-testid="auction-result">
      <h3 className="font-semibold">Auction result</h3>
      {sold ? (
        <>
          <div className="flex items-baseline justify-between gap-2 text-sm">
            <span className="text-muted-foreground">Final Price</span>
            <span className="tabular text-base font-bold" data-testid="final-price">
              {formatINR(finalBid)}
            </span>
          </div>
          <div className="flex items-center gap-2 text-sm">
            <TrophyIcon className="size-4 text-amber-700 dark:text-accent" aria-hidden />
            <span className="mr-auto text-muted-foreground">Winner</span>
            {winnerAlias ? (
              <span className="font-medium" data-testid="winner">
                {winnerAlias}
              </span>
            ) : (
              <Skeleton className="h-4 w-24" />
            )}
          </div>
          {youWon ? (
            <p className="rounded-md bg-live/10 p-3 text-sm font-medium text-live dark:text-foreground">
              Congratulations! You won this auction.
            </p>
          ) : null}
        </>
      ) : (
        <p className="text-sm text-muted-foreground">No bids were placed. The auction closed without a winner.</p>
      )}
      {canSeeReserve ? (
        <ReserveOutcome auction={auction} reservePrice={reserve.data?.reservePrice} sold={sold} finalBid={finalBid} />
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
  if (!auction.hasReserve) return <p className="text-sm text-muted-foreground">No reserve price was set.</p>;
  if (reservePrice === undefined) return <Skeleton className="h-5 w-40" />;
  if (reservePrice === null) return <p className="text-sm text-muted-foreground">No reserve price was set.</p>;
  const met = sold && finalBid >= reservePrice;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="reserve-outcome">
      <Badge variant={met ? 'live' : 'warning'}>{met ? 'Reserve met' : 'Reserve not met'}</Badge>
      <span className="text-muted-foreground">
        Reserve price <span className="tabular font-medium text-foreground">{formatINR(reservePrice)}</span>
      </span>
    </div>
  );
}
