import { Skeleton } from '@web/components/ui/skeleton';
import { useBiddingText } from '@web/i18n/ns/bidding';

/** Shaped like the detail page: title, gallery, tabs beside the price sidebar. */
export function AuctionDetailSkeleton() {
  const t = useBiddingText();
  return (
    <main className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-8" aria-busy="true" aria-label={t('loadingAuction')}>
      <Skeleton className="mb-4 h-4 w-32" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-5">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-9 w-3/4" />
          <Skeleton className="h-4 w-40" />
          <Skeleton className="aspect-[16/10] w-full rounded-xl" />
          <div className="flex gap-2">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-16 w-24" />
            ))}
          </div>
        </div>
        <div className="space-y-4 rounded-xl border p-5">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-9 w-48" />
          <Skeleton className="h-14" />
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-5" />
          ))}
          <Skeleton className="h-11" />
        </div>
      </div>
    </main>
  );
}
