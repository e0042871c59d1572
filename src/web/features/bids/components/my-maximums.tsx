import { ChevronRightIcon } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { formatIstDate } from '@shared/domain/date-format';
import { formatINR } from '@shared/domain/money';
import type { MyProxyBidList } from '@shared/schemas/proxy-bid';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useMyProxyBids } from '../api/get-my-proxy-bids';
import { useLiveMyBids } from '../hooks/use-live-my-bids';
import { InlineFigure } from '@web/components/ui/inline-figure';
import { useBuyerText } from '@web/i18n/ns/buyer';

type Maximum = MyProxyBidList['items'][number];

function MaximumRow({ item }: { item: Maximum }) {
  const t = useBuyerText();
  const { auction } = item;
  return (
    <li>
      <Link
        to={`/auction/${item.auctionId}`}
        className="flex items-center gap-3 rounded-lg border p-3 transition-colors hover:bg-muted/60 sm:p-4"
        data-testid="my-maximum"
      >
        <div className="grid min-w-0 flex-1 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="min-w-0 font-medium break-words" translate="no">
              {auction.title}
            </span>
            {item.leading ? <Badge variant="live">{t('maximums.leading')}</Badge> : <Badge variant="warning">{t('maximums.outbid')}</Badge>}
          </div>
          <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
            <InlineFigure label={t('maximums.yourMaximum')}>{formatINR(item.maxAmount)}</InlineFigure>
            <InlineFigure label={t('maximums.currentBid')}>{formatINR(auction.currentBid)}</InlineFigure>
            <InlineFigure label={t('maximums.ends')} valueClassName="tabular">
              <time dateTime={auction.endTime}>{t('maximums.endsAt', { date: formatIstDate(auction.endTime, 'short') })}</time>
            </InlineFigure>
          </dl>
        </div>
        <ChevronRightIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
      </Link>
    </li>
  );
}

/**
 * Decision 020: the buyer's maximum bids on auctions not yet ended, each with where it stands,
 * kept live (a maximum set, raised or passed arrives on the `user` topic).
 */
export function MyMaximums() {
  const t = useBuyerText();
  const query = useMyProxyBids();
  const items = query.data?.items;
  useLiveMyBids(useMemo(() => items?.map((i) => i.auctionId), [items]));
  return (
    <Card aria-labelledby="my-maximums-title" role="region">
      <CardHeader>
        <CardTitle id="my-maximums-title">{t('maximums.title')}</CardTitle>
        <CardDescription>{t('maximums.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <div className="grid gap-3" aria-busy>
            {Array.from({ length: 2 }, (_, i) => (
              <Skeleton key={i} className="h-20 rounded-lg" />
            ))}
          </div>
        ) : query.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('maximums.loadError')}{' '}
            <Button variant="link" size="sm" className="h-auto p-0" onClick={() => void query.refetch()}>
              {t('maximums.retry')}
            </Button>
          </p>
        ) : !items || items.length === 0 ? (
          <div className="grid justify-items-center gap-2 py-6 text-center">
            <p className="text-muted-foreground">{t('maximums.none')}</p>
            <p className="text-sm text-muted-foreground">{t('maximums.hint')}</p>
          </div>
        ) : (
          <ul className="grid gap-3">
            {items.map((i) => (
              <MaximumRow key={i.auctionId} item={i} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
