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
import { managedAuctionKeys } from '../api/managed-auction-keys';
import { MANAGED_AUCTIONS_PAGE_SIZE, useManagedAuctions } from '../api/get-managed-auctions';
import { StatCard } from '@web/components/stat-card';
import { useVendorText } from '@web/i18n/ns/vendor';
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

/**
 * Spec §2 Auction Management: five counts, search, tabs with counts, the table and its actions.
 * The search, the tab and the Advanced Filters live in the URL and are applied by the server, which
 * also counts the tabs for them; the cards count every auction.
 */
export function AuctionManagement() {
  const t = useVendorText();
  const tabLabels = Object.fromEntries(AUCTION_TABS.map((k) => [k, t(`tabs.${k}`)])) as Record<AuctionTab, string>;
  const refresh = useRefreshAfterWrite();
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState<AuctionTab>(() => {
    const asked = params.get('tab');
    return (AUCTION_TABS as readonly string[]).includes(asked ?? '') ? (asked as AuctionTab) : 'all';
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
  useAdminLiveUpdates([managedAuctionKeys.all]);
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

  const changeTab = (next: AuctionTab) => {
    setTab(next);
    setPage(1);
    setParams(
      (p) => {
        if (next === 'all') p.delete('tab');
        else p.set('tab', next);
        return p;
      },
      { replace: true },
    );
  };

  return (
    <Page
      title={t('manage.title')}
      description={t('manage.description')}
      actions={
        <>
          <Button variant="outline" onClick={() => setFiltersOpen(true)}>
            <SlidersHorizontalIcon aria-hidden />
            {t('manage.advancedFilters')}
            {activeFilters ? <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground">{activeFilters}</span> : null}
          </Button>
          <Button onClick={() => setCreating(true)}>
            <PlusIcon aria-hidden />
            {t('manage.createAuction')}
          </Button>
        </>
      }
    >
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <StatCard label={t('manage.totalAuctions')} value={counts?.total ?? 0} icon={LayersIcon} tone="primary" loading={loading} />
        <StatCard label={t('tabs.live')} value={counts?.live ?? 0} icon={RadioIcon} tone="live" loading={loading} />
        <StatCard label={t('tabs.upcoming')} value={counts?.upcoming ?? 0} icon={CalendarClockIcon} tone="upcoming" loading={loading} />
        <StatCard label={t('tabs.ended')} value={counts?.ended ?? 0} icon={GavelIcon} loading={loading} />
        <StatCard
          label={t('tabs.drafts')}
          value={counts?.drafts ?? 0}
          icon={FileClockIcon}
          tone="warning"
          hint={t('manage.pendingApprovals')}
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
          placeholder={t('manage.searchPlaceholder')}
          aria-label={t('manage.searchLabel')}
        />

        <Tabs value={tab} onValueChange={(v) => changeTab(v as AuctionTab)} className="mt-4">
          <CountedTabsList aria-label={t('manage.statusLabel')} tabs={AUCTION_TABS} labels={tabLabels} counts={tabCounts} />
          {activeFilters ? (
            <p className="mt-3 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
              <FlagIcon className="size-3" aria-hidden />
              {t('manage.filtersApplied', {
                count: activeFilters,
                shown: auctions.data?.total ?? 0,
                total: auctions.data?.searchTotal ?? 0,
              })}
              <Button variant="link" size="sm" className="h-auto p-0 text-xs" onClick={() => setFilters(NO_ADVANCED_FILTERS)}>
                {t('manage.clear')}
              </Button>
            </p>
          ) : null}
          {AUCTION_TABS.map((k) => (
            <TabsContent key={k} value={k}>
              <QueryStates
                query={auctions}
                what={t('manage.what')}
                loading={{ count: 5, height: 'h-16', label: t('manage.loading') }}
                isEmpty={(d) => d.items.length === 0}
                empty={
                  <EmptyState
                    icon={GavelIcon}
                    title={t('manage.noAuctions')}
                    hint={q || activeFilters ? t('manage.tryAdjusting') : t('manage.createFirst')}
                  >
                    {!q && !activeFilters ? (
                      <Button className="mt-4" onClick={() => setCreating(true)}>
                        <PlusIcon aria-hidden />
                        {t('manage.createAuction')}
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
              {t('manage.previous')}
            </Button>
            <span className="tabular-nums">{t('manage.pageOf', { page, pages })}</span>
            <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
              {t('manage.next')}
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
        description={editing ? undefined : t('manage.newDraftHint')}
        onSaved={() => void refresh(managedAuctionKeys.all)}
      />
    </Page>
  );
}
