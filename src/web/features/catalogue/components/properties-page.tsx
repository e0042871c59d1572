import { Building2Icon, FactoryIcon, HomeIcon, LandmarkIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { AUCTION_STATUSES, DEFAULT_PAGE_SIZE } from '@shared/domain/constants';
import { statusesShownAs } from '@shared/domain/auction-status';
import { AUCTION_MESSAGES, type AuctionListCounts } from '@shared/schemas/auction';
import { Badge } from '@web/components/ui/badge';
import { Skeleton } from '@web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useOffline } from '@web/lib/connectivity';
import { formatCount } from '@web/lib/format';
import { useAuctionsText } from '@web/i18n/ns/auctions';
import { useMessages } from '@web/i18n/messages';
import { useAuctions } from '../api/get-auctions';
import {
  FILTER_STATUSES,
  toApiQuery,
  useListingParams,
  type FilterStatus,
  type ListingView,
  parseListingView,
} from '../hooks/use-listing-params';
import { AuctionGrid, type CardSlots } from './auction-grid';
import { useScrollTopOnPage } from './live-auctions-page';
import { ListingToolbar } from './listing-toolbar';
import { withDistance } from './distance-label';
import { nearRefused } from './near-filter';
import { MAP_MESSAGES } from '@shared/messages/map';
import { Pagination } from './pagination';
import { ShowingCount } from './showing-count';
import { usePropertyTerms } from '@web/i18n/ns/common';

const DEFAULT_STATUS = 'all';

/**
 * Properties' listing query. Its tabs hold what its All tab shows under their name, so they add up
 * to All: Upcoming holds the drafts and cancelled auctions an admin or their vendor sees there too.
 */
function propertiesApiQuery(view: ListingView) {
  const query = toApiQuery(view, DEFAULT_PAGE_SIZE);
  return view.status === 'all' ? query : { ...query, status: statusesShownAs(view.status).join(',') };
}

/** The listing query of Properties at an address (the server renders the page with its answer). */
export const propertiesQuery = (search: URLSearchParams) => propertiesApiQuery(parseListingView(search, DEFAULT_STATUS));

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

export function tabCount(counts: AuctionListCounts, tab: FilterStatus): number {
  const statuses = tab === 'all' ? AUCTION_STATUSES : statusesShownAs(tab);
  return sum(statuses.map((s) => counts.byStatus[s]));
}

function SummaryCard({ label, value, atLeast, icon }: { label: string; value: number | undefined; atLeast?: boolean; icon: ReactNode }) {
  return (
    <div className="flex items-center gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <span className="hidden size-10 shrink-0 place-items-center rounded-lg bg-primary/10 text-primary sm:grid" aria-hidden>
        {icon}
      </span>
      <div className="min-w-0">
        <p className="truncate text-sm text-muted-foreground">{label}</p>
        {value === undefined ? (
          <Skeleton className="mt-1 h-6 w-10" />
        ) : (
          <p className="tabular text-2xl font-bold">{formatCount(value, atLeast)}</p>
        )}
      </div>
    </div>
  );
}

/** Spec §2 Properties: summary cards, search and filters, and the All/Live/Upcoming/Ended tabs. */
export function PropertiesPage({ slots, toolbarAction }: { slots?: CardSlots; toolbarAction?: ReactNode }) {
  const say = useMessages();
  const offline = useOffline();
  const t = useAuctionsText();
  const terms = usePropertyTerms();
  const { view, update, clearFilters, pageHref } = useListingParams(DEFAULT_STATUS);
  const query = useAuctions(propertiesApiQuery(view));
  const data = query.data;
  const counts = data?.counts;
  useScrollTopOnPage(view.page);
  const refused = nearRefused(query.error, view.near);

  return (
    <main className="mx-auto w-full max-w-7xl px-4 py-8">
      <div className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('listing.propertiesTitle')}</h1>
        <p className="mt-1 text-muted-foreground">{t('listing.propertiesLead')}</p>
      </div>

      <section aria-label={t('listing.summary')} className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <SummaryCard
          label={t('listing.totalProperties')}
          value={counts && sum(Object.values(counts.byPropertyType))}
          atLeast={counts && !counts.exact}
          icon={<LandmarkIcon className="size-5" />}
        />
        <SummaryCard
          label={terms.propertyType('Residential')}
          value={counts?.byPropertyType.Residential}
          atLeast={counts && !counts.exact}
          icon={<HomeIcon className="size-5" />}
        />
        <SummaryCard
          label={terms.propertyType('Commercial')}
          value={counts?.byPropertyType.Commercial}
          atLeast={counts && !counts.exact}
          icon={<Building2Icon className="size-5" />}
        />
        <SummaryCard
          label={terms.propertyType('Industrial')}
          value={counts?.byPropertyType.Industrial}
          atLeast={counts && !counts.exact}
          icon={<FactoryIcon className="size-5" />}
        />
      </section>

      <ListingToolbar
        view={view}
        defaultStatus={DEFAULT_STATUS}
        counts={data?.counts}
        update={update}
        clearFilters={clearFilters}
        action={toolbarAction}
        error={query.error}
      />

      <Tabs
        value={view.status}
        onValueChange={(v) => update({ status: v as FilterStatus })}
        // Each tab loads from the server, so arrow keys move focus and Enter or Space selects.
        activationMode="manual"
        className="mt-5"
      >
        <TabsList aria-label={t('listing.auctionStatus')} className="grid h-auto w-full grid-cols-4 sm:inline-flex sm:h-10 sm:w-auto">
          {FILTER_STATUSES.map((s) => (
            <TabsTrigger key={s} value={s} className="flex-col gap-0.5 px-1 sm:flex-row sm:gap-1.5 sm:px-3">
              {t(`filterStatus.${s}`)}
              <Badge variant="muted" className="tabular px-1.5 font-medium" data-testid={`tab-count-${s}`}>
                {counts ? formatCount(tabCount(counts, s), !counts.exact) : '…'}
              </Badge>
            </TabsTrigger>
          ))}
        </TabsList>
        {FILTER_STATUSES.map((s) => (
          <TabsContent key={s} value={s} className="mt-4">
            <div className="mb-4 min-h-5">
              {data ? (
                <ShowingCount listing={data} />
              ) : query.isPending && !offline ? (
                <p className="text-sm text-muted-foreground" role="status">
                  {say.text(AUCTION_MESSAGES.loadingProperties)}
                </p>
              ) : null}
            </div>
            <div aria-busy={query.isFetching} className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
              <AuctionGrid
                items={refused ? [] : data?.items}
                isPending={query.isPending}
                isError={query.isError && !refused}
                onRetry={() => void query.refetch()}
                emptyText={refused ? MAP_MESSAGES.pinUnknown : t('listing.noProperties')}
                emptyHint={t('listing.tryAnotherTab')}
                slots={withDistance(slots, data?.near)}
                label={t('listing.properties')}
              />
            </div>
          </TabsContent>
        ))}
      </Tabs>
      <Pagination page={view.page} listing={data} onPage={(page) => update({ page })} href={pageHref} />
    </main>
  );
}
