import { HeartIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DASHBOARD_LIST_LIMIT } from '@shared/domain/constants';
import { formatINR } from '@shared/domain/money';
import { buyerTimeLeft, vendorStartsIn } from '@shared/domain/time-left';
import type { WatchlistEntry } from '@shared/schemas/watchlist';
import { ListingStatusBadge } from '@web/components/auction/listing-status-badge';
import { PropertyPlaceholder } from '@web/components/auction/property-placeholder';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { timeText, useAuctionsText } from '@web/i18n/ns/auctions';
import { useBuyerText } from '@web/i18n/ns/buyer';
import { useNow } from '@web/lib/use-now';
import { useWatchlist } from '../api/get-watchlist';

function when(entry: WatchlistEntry, now: number): string {
  if (entry.status === 'live') return buyerTimeLeft(entry.endTime, now);
  if (entry.status === 'upcoming' || entry.status === 'draft') return vendorStartsIn(entry.startTime, now);
  return 'Ended';
}

/** The dashboard's Watchlist card: the signed-in user's watched auctions, the latest five. */
export function WatchlistCard({ itemAction }: { itemAction?: (entry: WatchlistEntry) => ReactNode } = {}) {
  const t = useBuyerText();
  const auctionsText = useAuctionsText();
  const query = useWatchlist();
  const now = useNow();
  const items = query.data?.items.slice(0, DASHBOARD_LIST_LIMIT);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('watchlist.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <div className="grid gap-3" aria-busy>
            {Array.from({ length: 2 }, (_, i) => (
              <Skeleton key={i} className="h-16 rounded-lg" />
            ))}
          </div>
        ) : !items || items.length === 0 ? (
          <div className="grid justify-items-center gap-2 py-6 text-center">
            <HeartIcon className="size-6 text-muted-foreground" aria-hidden />
            <p className="text-sm text-muted-foreground">{t('watchlist.empty')}</p>
            <Button asChild variant="link" size="sm">
              <Link to="/properties">{t('watchlist.browse')}</Link>
            </Button>
          </div>
        ) : (
          <ul className="grid gap-2">
            {items.map((w) => (
              <li key={w.auctionId} className="flex items-center gap-2">
                <Link
                  to={`/auction/${w.auctionId}`}
                  className="flex min-w-0 flex-1 items-center gap-3 rounded-lg p-2 transition-colors hover:bg-muted/60"
                >
                  <div className="aspect-[16/10] w-16 shrink-0 overflow-hidden rounded-md bg-muted sm:w-20">
                    {w.thumbUrl ? (
                      <img src={w.thumbUrl} alt="" width={80} height={50} loading="lazy" className="size-full object-cover" />
                    ) : (
                      <PropertyPlaceholder label="" />
                    )}
                  </div>
                  <div className="grid min-w-0 flex-1 gap-0.5">
                    <span className="line-clamp-2 text-sm leading-snug font-medium" translate="no">
                      {w.title}
                    </span>
                    <span className="truncate text-xs text-muted-foreground" translate="no">
                      {w.location}
                    </span>
                    <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
                      <ListingStatusBadge status={w.status} className="px-1.5 py-0 text-[10px] shadow-none" />
                      <span className="tabular font-semibold">{formatINR(w.currentBid || w.startingBid)}</span>
                      <span className="text-muted-foreground">{timeText(auctionsText, when(w, now))}</span>
                    </span>
                  </div>
                </Link>
                {itemAction?.(w)}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
