import { LayersIcon } from 'lucide-react';
import { Link } from 'react-router';
import { formatCompact } from '@shared/domain/money';
import { vendorLiveTimeLeft, vendorStartsIn } from '@shared/domain/time-left';
import type { ManagedAuction } from '@shared/schemas/auction-form';
import { ManagedStatusBadge } from '@web/components/auction/managed-status-badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { timeText, useAuctionsText } from '@web/i18n/ns/auctions';
import { useVendorText } from '@web/i18n/ns/vendor';
import { useNow } from '@web/lib/use-now';
import { TitleAndPlace } from './title-and-place';

/**
 * The vendor dashboard's My Auctions card: a few of the vendor's own auctions, each with the figure
 * that matters for its status, and "List Property" when there are none and the vendor may list.
 */
export function MyAuctionsCard({
  auctions,
  loading,
  canList,
  className,
}: {
  auctions: ManagedAuction[] | undefined;
  loading: boolean;
  canList: boolean;
  className?: string;
}) {
  const t = useVendorText();
  return (
    <Card className={className}>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>{t('card.title')}</CardTitle>
        <Button variant="link" size="sm" asChild>
          <Link to="/vendor/auctions">{t('card.viewAll')}</Link>
        </Button>
      </CardHeader>
      <CardContent>
        {loading ? (
          <div className="grid gap-2">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-16" />
            ))}
          </div>
        ) : auctions && auctions.length ? (
          <ul className="grid grid-cols-1 gap-2" aria-label={t('card.label')}>
            {auctions.map((a) => (
              <MyAuction key={a.id} auction={a} />
            ))}
          </ul>
        ) : (
          <div className="py-8 text-center">
            <LayersIcon className="mx-auto size-8 text-muted-foreground" aria-hidden />
            <p className="mt-2 font-medium">{t('card.noListings')}</p>
            <p className="text-sm text-muted-foreground">{t('card.firstListing')}</p>
            {canList ? (
              <Button className="mt-4" asChild>
                <Link to="/vendor/auctions?new=1">{t('card.listProperty')}</Link>
              </Button>
            ) : null}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function MyAuction({ auction: a }: { auction: ManagedAuction }) {
  const t = useVendorText();
  const at = useAuctionsText();
  const now = useNow();
  let detail: string;
  let figure: string;
  if (a.status === 'live') {
    figure = formatCompact(a.currentBid);
    detail = `${t('table.bidders', { count: a.biddersCount })} · ${timeText(at, vendorLiveTimeLeft(a.endTime, now))}`;
  } else if (a.status === 'upcoming') {
    figure = formatCompact(a.startingBid);
    detail = t('card.startingBidIn', { startsIn: timeText(at, vendorStartsIn(a.startTime, now)) });
  } else if (a.status === 'ended') {
    figure = formatCompact(a.currentBid);
    detail = a.hasWinner ? t('table.finalBid') : t('card.noWinner');
  } else {
    figure = formatCompact(a.startingBid);
    detail = a.status === 'draft' ? t('card.awaitingAdmin') : t('card.notOffered');
  }
  return (
    <li>
      <Link
        to={`/auction/${a.id}`}
        className="flex items-center gap-3 rounded-lg border p-3 transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
        data-testid="vendor-dashboard-auction"
      >
        <TitleAndPlace title={a.title} location={a.location} />
        <div className="shrink-0 text-right">
          <ManagedStatusBadge status={a.status} />
          <p className="mt-1 text-sm font-semibold tabular-nums">{figure}</p>
          <p className="text-xs text-muted-foreground">{detail}</p>
        </div>
      </Link>
    </li>
  );
}
