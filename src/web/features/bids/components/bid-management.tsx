import { ActivityIcon, CheckCircle2Icon, FlagIcon, GavelIcon, IndianRupeeIcon } from 'lucide-react';
import { useState } from 'react';
import type { BidStatus } from '@shared/domain/constants';
import { formatCompact } from '@shared/domain/money';
import type { BidTypeFilter } from '@shared/schemas/admin';
import { Page } from '@web/components/layout/page';
import { EmptyState, QueryStates } from '@web/components/layout/query-states';
import { Card } from '@web/components/ui/card';
import { CountedTabsList } from '@web/components/ui/counted-tabs-list';
import { Tabs, TabsContent } from '@web/components/ui/tabs';
import { bidKeys } from '../api/bid-keys';
import { useBids } from '../api/get-bids';
import { useAdminLiveUpdates } from '@web/lib/use-admin-live-updates';
import { useDebounced } from '@web/lib/use-debounced';
import { FilterBar, FilterSelect } from '@web/components/ui/filter-bar';
import { StatCard } from '@web/components/stat-card';
import { useAdminText } from '@web/i18n/ns/admin';
import { BidDetailDialog } from './bid-detail-dialog';
import { BidsTable } from './bids-table';

/** Spec §2: the type filter offers these, in lowercase. */
const TYPE_FILTERS: (BidTypeFilter | 'all')[] = ['all', 'residential', 'commercial', 'industrial'];
type Tab = 'all' | BidStatus;
const TABS: Tab[] = ['all', 'active', 'completed', 'flagged'];

/** Spec §2 Bid Management: cards, search, type and status filters, real tabs, live updates. */
export function BidManagement() {
  const t = useAdminText();
  const tabLabels = Object.fromEntries(TABS.map((s) => [s, t(`bids.tab.${s}`)])) as Record<Tab, string>;
  const [search, setSearch] = useState('');
  const [type, setType] = useState<BidTypeFilter | 'all'>('all');
  const [tab, setTab] = useState<Tab>('all');
  const [viewing, setViewing] = useState<string | null>(null);
  const q = useDebounced(search);
  // The status select and the tabs are one filter seen two ways: choosing either moves both.
  const bids = useBids({ q, type, status: tab });
  const live = useAdminLiveUpdates([bidKeys.all]);
  const counts = bids.data?.counts;
  const loading = bids.isPending;

  return (
    <Page
      title={t('bids.title')}
      description={
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span>{t('bids.lead')}</span>
          <span className="inline-flex items-center gap-1 text-xs whitespace-nowrap" aria-live="polite">
            <span className={live ? 'size-2 rounded-full bg-live' : 'size-2 rounded-full bg-muted-foreground'} aria-hidden />
            {live ? t('bids.live') : t('bids.connecting')}
          </span>
        </span>
      }
    >
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <StatCard label={t('bids.total')} value={counts?.total ?? 0} icon={GavelIcon} tone="primary" loading={loading} />
        <StatCard label={t('bids.status.active')} value={counts?.active ?? 0} icon={ActivityIcon} tone="live" loading={loading} />
        <StatCard
          label={t('bids.totalValue')}
          value={counts ? formatCompact(counts.totalValue) : '₹0'}
          icon={IndianRupeeIcon}
          loading={loading}
        />
        <StatCard
          label={t('bids.status.completed')}
          value={counts?.completed ?? 0}
          icon={CheckCircle2Icon}
          tone="upcoming"
          loading={loading}
        />
        <StatCard label={t('bids.status.flagged')} value={counts?.flagged ?? 0} icon={FlagIcon} tone="destructive" loading={loading} />
      </div>

      <Card className="mt-6 p-4">
        <FilterBar
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('bids.searchPlaceholder')}
          aria-label={t('bids.searchLabel')}
        >
          <FilterSelect
            label={t('bids.filterByType')}
            allLabel={t('bids.allTypes')}
            values={TYPE_FILTERS}
            optionLabel={(type) => t(`bids.type.${type}`)}
            value={type}
            onValueChange={setType}
          />
          <FilterSelect
            label={t('common.filterByStatus')}
            allLabel={t('common.allStatuses')}
            values={TABS}
            optionLabel={(s) => tabLabels[s]}
            value={tab}
            onValueChange={setTab}
          />
        </FilterBar>

        <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)} className="mt-4">
          <CountedTabsList aria-label={t('bids.tabsLabel')} tabs={TABS} labels={tabLabels} counts={counts} />
          {TABS.map((s) => (
            <TabsContent key={s} value={s}>
              <QueryStates
                query={bids}
                what={t('bids.what')}
                loading={{ count: 5, height: 'h-14' }}
                isEmpty={(d) => d.items.length === 0}
                empty={
                  <EmptyState
                    icon={GavelIcon}
                    title={t('bids.empty')}
                    hint={q || type !== 'all' ? t('bids.hintFilters') : s === 'all' ? t('bids.hintAll') : t('bids.hintNone', { status: s })}
                  />
                }
              >
                {(d) => <BidsTable bids={d.items} onView={setViewing} />}
              </QueryStates>
            </TabsContent>
          ))}
        </Tabs>
        {bids.data && bids.data.total > bids.data.items.length ? (
          <p className="mt-3 text-xs text-muted-foreground">
            {t('bids.showing', { shown: bids.data.items.length, total: bids.data.total })}
          </p>
        ) : null}
      </Card>
      <BidDetailDialog bidId={viewing} onOpenChange={(o) => !o && setViewing(null)} />
    </Page>
  );
}
