import {
  CalendarClockIcon,
  FileClockIcon,
  GavelIcon,
  LayersIcon,
  PlusIcon,
  RadioIcon,
  SlidersHorizontalIcon,
  FlagIcon,
} from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AUCTION_TABS, type AuctionTab, type ManagedAuction } from '@shared/schemas/auction-form';
import { Page } from '@web/components/layout/page';
import { EmptyState, QueryStates } from '@web/components/layout/query-states';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { CountedTabsList } from '@web/components/ui/counted-tabs-list';
import { SearchInput } from '@web/components/ui/search-input';
import { Tabs, TabsContent } from '@web/components/ui/tabs';
import { useAdminLiveUpdates } from '@web/lib/use-admin-live-updates';
import { useDebounced } from '@web/lib/use-debounced';
import { useRefreshAfterWrite } from '@web/lib/refresh-also';
import { auctionKeys } from '../../api/auction-keys';
import { MANAGED_AUCTIONS_PAGE_SIZE, useManagedAuctions } from '../api/get-managed-auctions';
import { StatCard } from '@web/components/stat-card';
import {
  AdvancedFilters,
  countAdvancedFilters,
  NO_ADVANCED_FILTERS,
  readAdvancedFilters,
  toManagedAuctionFilters,
  writeAdvancedFilters,
  type AdvancedFilterValues,
} from './advanced-filters';
import { AuctionFormDialog } from './auction-form-dialog';
import { AuctionsTable } from './auctions-table';

const TAB_LABELS: Record<AuctionTab, string> = { all: 'All', live: 'Live', upcoming: 'Upcoming', ended: 'Ended', drafts: 'Drafts' };

/**
 * Spec §2 Auction Management: five counts, search, tabs with counts, the table and its actions.
 * The search, the tab and the Advanced Filters live in the URL and are applied by the server, which
 * also counts the tabs for them; the cards count every auction.
 */
export function AuctionManagement() {
  const refresh = useRefreshAfterWrite();
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState<AuctionTab>(() => {
    const t = params.get('tab');
    return (AUCTION_TABS as readonly string[]).includes(t ?? '') ? (t as AuctionTab) : 'all';
  });
  const [search, setSearch] = useState(() => params.get('q') ?? '');
  const [page, setPage] = useState(1);
  const filters = useMemo(() => readAdvancedFilters(params), [params]);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [editing, setEditing] = useState<ManagedAuction | null>(null);
  const creating = params.get('new') === '1';
  const q = useDebounced(search);
  const auctions = useManagedAuctions(q, tab, page, toManagedAuctionFilters(filters));
  // Bids, starts and ends by the scheduler move the figures on screen.
  useAdminLiveUpdates([auctionKeys.managed()]);
  const counts = auctions.data?.counts;
  const tabCounts = auctions.data?.tabCounts;
  const loading = auctions.isPending;

  const activeFilters = countAdvancedFilters(filters);
  const pages = Math.max(1, Math.ceil((auctions.data?.total ?? 0) / MANAGED_AUCTIONS_PAGE_SIZE));

  // The settled search goes into the URL with the tab and filters (a link or a reload keeps the view).
  useEffect(() => {
    const term = q.trim();
    if ((params.get('q') ?? '') === term) return;
    setParams(
      (p) => {
        if (term) p.set('q', term);
        else p.delete('q');
        return p;
      },
      { replace: true },
    );
  }, [q, params, setParams]);

  const setFilters = (f: AdvancedFilterValues) => {
    setPage(1);
    setParams((p) => writeAdvancedFilters(p, f), { replace: true });
  };

  const setCreating = (open: boolean) =>
    setParams(
      (p) => {
        if (open) p.set('new', '1');
        else p.delete('new');
        return p;
      },
      { replace: true },
    );

  const changeTab = (t: AuctionTab) => {
    setTab(t);
    setPage(1);
    setParams(
      (p) => {
        if (t === 'all') p.delete('tab');
        else p.set('tab', t);
        return p;
      },
      { replace: true },
    );
  };

  return (
    <Page
      title="Auction Management"
      description="Approve, start, end and edit every auction on the platform."
      actions={
        <>
          <Button variant="outline" onClick={() => setFiltersOpen(true)}>
            <SlidersHorizontalIcon aria-hidden />
            Advanced Filters
            {activeFilters ? <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground">{activeFilters}</span> : null}
          </Button>
          <Button onClick={() => setCreating(true)}>
            <PlusIcon aria-hidden />
            Create Auction
          </Button>
        </>
      }
    >
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <StatCard label="Total Auctions" value={counts?.total ?? 0} icon={LayersIcon} tone="primary" loading={loading} />
        <StatCard label="Live" value={counts?.live ?? 0} icon={RadioIcon} tone="live" loading={loading} />
        <StatCard label="Upcoming" value={counts?.upcoming ?? 0} icon={CalendarClockIcon} tone="upcoming" loading={loading} />
        <StatCard label="Ended" value={counts?.ended ?? 0} icon={GavelIcon} loading={loading} />
        <StatCard
          label="Drafts"
          value={counts?.drafts ?? 0}
          icon={FileClockIcon}
          tone="warning"
          hint="Pending approvals"
          loading={loading}
        />
      </div>

      <Card className="mt-6 p-4">
        <SearchInput
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
          placeholder="Search by title, location or property type"
          aria-label="Search auctions"
        />

        <Tabs value={tab} onValueChange={(v) => changeTab(v as AuctionTab)} className="mt-4">
          <CountedTabsList aria-label="Auction status" tabs={AUCTION_TABS} labels={TAB_LABELS} counts={tabCounts} />
          {activeFilters ? (
            <p className="mt-3 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
              <FlagIcon className="size-3" aria-hidden />
              {activeFilters} advanced filter{activeFilters === 1 ? '' : 's'} applied: {auctions.data?.total ?? 0} of{' '}
              {auctions.data?.searchTotal ?? 0} shown.
              <Button variant="link" size="sm" className="h-auto p-0 text-xs" onClick={() => setFilters(NO_ADVANCED_FILTERS)}>
                Clear
              </Button>
            </p>
          ) : null}
          {AUCTION_TABS.map((t) => (
            <TabsContent key={t} value={t}>
              <QueryStates
                query={auctions}
                what="auctions"
                loading={{ count: 5, height: 'h-16', label: 'Loading auctions' }}
                isEmpty={(d) => d.items.length === 0}
                empty={
                  <EmptyState
                    icon={GavelIcon}
                    title="No auctions found"
                    hint={q || activeFilters ? 'Try adjusting your search terms' : 'Create your first auction to get started'}
                  >
                    {!q && !activeFilters ? (
                      <Button className="mt-4" onClick={() => setCreating(true)}>
                        <PlusIcon aria-hidden />
                        Create Auction
                      </Button>
                    ) : null}
                  </EmptyState>
                }
              >
                {(d) => <AuctionsTable auctions={d.items} onEdit={setEditing} />}
              </QueryStates>
            </TabsContent>
          ))}
        </Tabs>

        {pages > 1 ? (
          <div className="mt-4 flex items-center justify-end gap-2 text-sm">
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              Previous
            </Button>
            <span className="tabular-nums">
              Page {page} of {pages}
            </span>
            <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
              Next
            </Button>
          </div>
        ) : null}
      </Card>

      <AdvancedFilters open={filtersOpen} onOpenChange={setFiltersOpen} value={filters} onChange={setFilters} />
      <AuctionFormDialog
        open={creating || editing !== null}
        onOpenChange={(open) => {
          if (!open) {
            setEditing(null);
            setCreating(false);
          }
        }}
        auction={editing}
        canFeature
        description={editing ? undefined : 'New auctions start as drafts. Approve a draft to make it upcoming.'}
        onSaved={() => void refresh(auctionKeys.all)}
      />
    </Page>
  );
}
