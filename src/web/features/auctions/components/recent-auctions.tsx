import { Link } from 'react-router';
import { formatCompact } from '@shared/domain/money';
import type { Auction } from '@shared/schemas/auction';
import { ManagedStatusBadge } from '@web/components/auction/managed-status-badge';
import { LoadingRows } from '@web/components/layout/query-states';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { errorText } from '@web/i18n/messages';
import { useVendorText } from '@web/i18n/ns/vendor';
import { TitleAndPlace } from './title-and-place';

/** The admin dashboard's Recent Auctions card: the newest auctions, each with its status and current bid. */
export function RecentAuctions({
  auctions,
  loading,
  error,
  className,
}: {
  auctions: Auction[] | undefined;
  loading: boolean;
  error: Error | null;
  className?: string;
}) {
  const t = useVendorText();
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>{t('recent.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {loading ? (
          <LoadingRows count={3} height="h-16" />
        ) : error ? (
          <p className="text-sm text-muted-foreground">{t('recent.loadFailed', { message: errorText(error) })}</p>
        ) : auctions && auctions.length ? (
          <ul className="grid grid-cols-1 gap-2">
            {auctions.map((a) => {
              const cover = a.images.find((i) => i.isPrimary) ?? a.images[0];
              return (
                <li key={a.id}>
                  <Link
                    to={`/auction/${a.id}`}
                    className="flex items-center gap-3 rounded-lg border p-3 transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    {cover ? (
                      <img src={cover.thumbUrl} alt="" width={64} height={40} className="h-10 w-16 shrink-0 rounded object-cover" />
                    ) : (
                      <div className="h-10 w-16 shrink-0 rounded bg-muted" aria-hidden />
                    )}
                    <TitleAndPlace title={a.title} location={a.location} />
                    <div className="shrink-0 text-right">
                      <ManagedStatusBadge status={a.status} />
                      <p className="mt-1 text-sm font-semibold tabular-nums">{formatCompact(a.currentBid)}</p>
                    </div>
                  </Link>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t('recent.none')}</p>
        )}
      </CardContent>
    </Card>
  );
}
