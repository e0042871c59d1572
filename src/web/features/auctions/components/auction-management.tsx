import type { MapPickerSlot } from './auction-form-fields';
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
import { useMemo, useState } from 'react';
import { AUCTION_TABS, type AuctionTab, type ManagedAuction } from '@shared/schemas/auction-form';
import { Page } from '@web/components/layout/page';
import { EmptyState, QueryStates } from '@web/components/layout/query-states';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Pager } from '@web/components/ui/pager';
import { Tabs, TabsContent } from '@web/components/ui/tabs';
import { useAdminLiveUpdates } from '@web/lib/use-admin-live-updates';
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
import { ManagedListBar } from './managed-list-bar';
import { useManagedListView } from '../hooks/use-managed-list-view';

/**
 * Spec §2 Auction Management: five counts, search, tabs with counts, the table and its actions.
 * The search, the tab and the Advanced Filters live in the URL and are applied by the server, which
 * also counts the tabs for them; the cards count every auction.
 */
export function AuctionManagement({ mapPicker }: { mapPicker?: MapPickerSlot } = {}) {
  const t = useVendorText();
  const refresh = useRefreshAfterWrite();
  const { params, refilter, tab, changeTab, search, setSearch, q, page, setPage, creating, setCreating } = useManagedListView();
  const filters = useMemo(() => readAdvancedFilters(params), [params]);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [editing, setEditing] = useState<ManagedAuction | null>(null);
  const auctions = useManagedAuctions(q, tab, page, toManagedAuctionFilters(filters));
  // Bids, starts and ends by the scheduler move the figures on screen.
  useAdminLiveUpdates([managedAuctionKeys.all]);
  const counts = auctions.data?.counts;
  const tabCounts = auctions.data?.tabCounts;
  const loading = auctions.isPending;

  const activeFilters = countAdvancedFilters(filters);
  const pages = Math.max(1, Math.ceil((auctions.data?.total ?? 0) / MANAGED_AUCTIONS_PAGE_SIZE));
  const setFilters = (f: AdvancedFilterValues) => refilter((p) => writeAdvancedFilters(p, f));

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
        <Tabs value={tab} onValueChange={(v) => changeTab(v as AuctionTab)}>
          <ManagedListBar
            counts={tabCounts}
            search={search}
            onSearch={setSearch}
            statusLabel={t('manage.statusLabel')}
            searchPlaceholder={t('manage.searchPlaceholder')}
            searchLabel={t('manage.searchLabel')}
          />
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
                {(d) => <AuctionsTable auctions={d.items} audience="admin" onEdit={setEditing} />}
              </QueryStates>
            </TabsContent>
          ))}
        </Tabs>

        <Pager className="mt-4" page={page} pageCount={pages} onPage={setPage} />
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
        mapPicker={mapPicker}
        canFeature
        description={editing ? undefined : t('manage.newDraftHint')}
        onSaved={() => void refresh(managedAuctionKeys.all)}
      />
    </Page>
  );
}
