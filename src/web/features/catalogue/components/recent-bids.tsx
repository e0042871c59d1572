import { formatINR } from '@shared/domain/money';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { useNow } from '@web/lib/use-now';
import { useBiddingText } from '@web/i18n/ns/bidding';
import { useRecentBids } from '../api/get-recent-bids';
import { useFormatDate } from '@web/lib/use-format-date';

/** Spec §2/§9: the latest 10 bids, each bidder by alias, newest first. */
export function RecentBids({ auctionId }: { auctionId: string }) {
  const formatDate = useFormatDate();
  const t = useBiddingText();
  const { data, isPending, isError } = useRecentBids(auctionId);
  const now = useNow();
  return (
    <section aria-labelledby="recent-bids-heading" className="rounded-xl border bg-card p-5 shadow-sm">
      <h2 id="recent-bids-heading" className="mb-3 text-lg font-semibold">
        {t('recent.title')}
      </h2>
      {isPending ? (
        <div className="space-y-2">
          <Skeleton className="h-8" />
          <Skeleton className="h-8" />
          <Skeleton className="h-8" />
        </div>
      ) : isError ? (
        <p className="text-sm text-muted-foreground">{t('recent.loadFailed')}</p>
      ) : data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('recent.none')}</p>
      ) : (
        <ol className="divide-y" data-testid="recent-bids">
          {data.items.map((b, i) => (
            <li key={b.id} className="flex items-center justify-between gap-3 py-2">
              <div className="min-w-0">
                <p className={cn('truncate text-sm font-medium', b.isMine && 'text-primary')}>
                  <span translate="no">{b.bidderName ?? b.bidderAlias}</span>
                  {b.isMine ? <span className="ml-1 text-xs text-muted-foreground">{t('recent.you')}</span> : null}
                  {b.automatic ? (
                    <span
                      className="ml-2 rounded-full border px-1.5 py-px align-middle text-[0.6875rem] font-normal text-muted-foreground"
                      title={t('recent.automaticHint')}
                    >
                      {t('recent.automatic')}
                    </span>
                  ) : null}
                </p>
                <p className="text-xs text-muted-foreground">
                  <time dateTime={b.createdAt} title={formatDate(b.createdAt, 'full')}>
                    {formatDate(b.createdAt, 'relative', { now })}
                  </time>
                </p>
              </div>
              <span className={cn('tabular shrink-0 font-semibold', i === 0 && 'text-amber-700 dark:text-accent')}>
                {formatINR(b.amount)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
