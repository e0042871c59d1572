import { useEffect, useRef, type ReactNode } from 'react';
import { DEFAULT_PAGE_SIZE } from '@shared/domain/constants';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { useAuctionsText } from '@web/i18n/ns/auctions';
import { useAuctions } from '../api/get-auctions';
import { useStats } from '../api/get-stats';
import { toApiQuery, useListingParams, parseListingView } from '../hooks/use-listing-params';
import { AuctionGrid, type CardSlots } from './auction-grid';
import { ListingToolbar } from './listing-toolbar';
import { withDistance } from './distance-label';
import { nearRefused } from './near-filter';
import { MAP_MESSAGES } from '@shared/messages/map';
import { Pagination } from './pagination';
import { ShowingCount } from './showing-count';

const DEFAULT_STATUS = 'live';

/** The listing query of Live Auctions at an address (the server renders the page with its answer). */
export const liveAuctionsQuery = (search: URLSearchParams) => toApiQuery(parseListingView(search, DEFAULT_STATUS), DEFAULT_PAGE_SIZE);

/** Spec §2 Live Auctions: active auctions, searched, filtered, sorted and paged on the server. */
export function LiveAuctionsPage({ slots, toolbarAction }: { slots?: CardSlots; toolbarAction?: ReactNode }) {
  const t = useAuctionsText();
  const { view, update, clearFilters, pageHref } = useListingParams(DEFAULT_STATUS);
  const query = useAuctions(toApiQuery(view, DEFAULT_PAGE_SIZE));
  // The badge counts every live auction whatever the filters; "Showing X of Y" carries the filtered count.
  const stats = useStats();
  const data = query.data;
  useScrollTopOnPage(view.page);
  const refused = nearRefused(query.error, view.near);

  return (
    <main className="mx-auto w-full max-w-7xl px-4 py-8">
      <div className="mb-6 space-y-1">
        <h1 className="flex flex-wrap items-center gap-3 text-2xl font-bold tracking-tight sm:text-3xl">
          {t('listing.liveTitle')}
          {stats.data ? (
            <Badge variant="live" className="text-sm" data-testid="active-count">
              <span className="tabular">{t('listing.activeCount', { count: String(stats.data.liveAuctions) })}</span>
            </Badge>
          ) : null}
        </h1>
        <p className="text-muted-foreground">{t('listing.liveLead')}</p>
      </div>
      <ListingToolbar
        view={view}
        defaultStatus={DEFAULT_STATUS}
        counts={data?.counts}
        update={update}
        clearFilters={clearFilters}
        action={toolbarAction}
        error={query.error}
      />
      <div className="my-4 min-h-5">{data ? <ShowingCount listing={data} /> : null}</div>
      <div aria-busy={query.isFetching} className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
        <AuctionGrid
          items={refused ? [] : data?.items}
          isPending={query.isPending}
          isError={query.isError && !refused}
          emptyText={refused ? MAP_MESSAGES.pinUnknown : undefined}
          onRetry={() => void query.refetch()}
          slots={withDistance(slots, data?.near)}
          label={t('listing.auctions')}
          emptyHint={t('listing.tryAnother')}
          emptyAction={
            <Button variant="outline" onClick={clearFilters}>
              {t('listing.clearAll')}
            </Button>
          }
        />
      </div>
      <Pagination page={view.page} listing={data} onPage={(page) => update({ page })} href={pageHref} />
    </main>
  );
}

/** A new page of results starts at the top; the first render keeps the restored scroll. */
export function useScrollTopOnPage(page: number) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [page]);
}
