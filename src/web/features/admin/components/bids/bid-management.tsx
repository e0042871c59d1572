import { ActivityIcon, CheckCircle2Icon, FlagIcon, GavelIcon, IndianRupeeIcon, SearchIcon } from 'lucide-react';
import { useState } from 'react';
import type { BidStatus } from '@shared/domain/constants';
import { formatCompact } from '@shared/domain/money';
import type { BidTypeFilter } from '@shared/schemas/admin';
import { Page } from '@web/components/layout/page';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Skeleton } from '@web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useAdminBids } from '../../api/get-admin-bids';
import { useAdminLiveUpdates } from '../../hooks/use-admin-live-updates';
import { useDebounced } from '../../hooks/use-debounced';
import { StatCard } from '../stat-card';
import { BidDetailDialog } from './bid-detail-dialog';
import { BidsTable } from './bids-table';

/** Spec §2: the type filter offers these, in lowercase. */
const TYPE_FILTERS: (BidTypeFilter | 'all')[] = ['all', 'residential', 'commercial', 'industrial'];
type Tab = 'all' | BidStatus;
const TABS: Tab[] = ['all', 'active', 'completed', 'flagged'];
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Spec §2 Bid Management: cards, search, type and status filters, real tabs, live updates. */
export function BidManagement() {
  const [search, setSearch] = useState('');
  const [type, setType] = useState<BidTypeFilter | 'all'>('all');
  const [tab, setTab] = useState<Tab>('all');
  const [viewing, setViewing] = useState<string | null>(null);
  const q = useDebounced(search);
  // The status select and the tabs are one filter seen two ways: choosing either moves both.
  const bids = useAdminBids({ q, type, status: tab });
  const live = useAdminLiveUpdates([['admin', 'bids'], ['admin', 'auctions']]);
  const counts = bids.data?.counts;
  const loading = bids.isPending;

  return (
    <Page
      title="Bid Management"
      description={
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span>Every bid on the platform, newest first.</span>
          <span className="inline-flex items-center gap-1 text-xs whitespace-nowrap" aria-live="polite">
            <span className={live ? 'size-2 rounded-full bg-live' : 'size-2 rounded-full bg-muted-foreground'} aria-hidden />
            {live ? 'Live updates on' : 'Connecting…'}
          </span>
        </span>
      }
    >
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <StatCard label="Total Bids" value={counts?.total ?? 0} icon={GavelIcon} tone="primary" loading={loading} />
        <StatCard label="Active" value={counts?.active ?? 0} icon={ActivityIcon} tone="live" loading={loading} />
        <StatCard
          label="Total Value"
          value={counts ? formatCompact(counts.totalValue) : '₹0'}
          icon={IndianRupeeIcon}
          loading={loading}
        />
        <StatCard label="Completed" value={counts?.completed ?? 0} icon={CheckCircle2Icon} tone="upcoming" loading={loading} />
        <StatCard label="Flagged" value={counts?.flagged ?? 0} icon={FlagIcon} tone="destructive" loading={loading} />
      </div>

      <Card className="mt-6 p-4">
        <div className="flex flex-col gap-3 md:flex-row md:items-center">
          <div className="relative flex-1">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
            <Input
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder="Search by auction title or bidder name"
              aria-label="Search bids"
              className="pl-9"
            />
          </div>
          <div className="grid grid-cols-2 gap-3 md:flex">
            <Select value={type} onValueChange={(v) => setType(v as BidTypeFilter | 'all')}>
              <SelectTrigger className="md:w-40" aria-label="Filter by property type">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {TYPE_FILTERS.map((t) => (
                  <SelectItem key={t} value={t}>
                    {t === 'all' ? 'All types' : capitalise(t)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <Select value={tab} onValueChange={(v) => setTab(v as Tab)}>
              <SelectTrigger className="md:w-40" aria-label="Filter by status">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {TABS.map((t) => (
                  <SelectItem key={t} value={t}>
                    {t === 'all' ? 'All statuses' : capitalise(t)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>

        <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)} className="mt-4">
          <TabsList aria-label="Bid status">
            {TABS.map((t) => (
              <TabsTrigger key={t} value={t}>
                {t === 'all' ? 'All Bids' : capitalise(t)}
                <span className="text-xs text-muted-foreground tabular-nums">({counts ? (t === 'all' ? counts.total : counts[t]) : 0})</span>
              </TabsTrigger>
            ))}
          </TabsList>
          {TABS.map((t) => (
            <TabsContent key={t} value={t}>
              {bids.isPending ? (
                <div className="grid gap-2">
                  {Array.from({ length: 5 }, (_, i) => (
                    <Skeleton key={i} className="h-14" />
                  ))}
                </div>
              ) : bids.isError ? (
                <div className="py-10 text-center text-sm text-muted-foreground">
                  <p>Could not load bids: {bids.error.message}</p>
                  <Button variant="outline" size="sm" className="mt-2" onClick={() => void bids.refetch()}>
                    Try again
                  </Button>
                </div>
              ) : bids.data.items.length === 0 ? (
                <div className="py-12 text-center">
                  <GavelIcon className="mx-auto size-8 text-muted-foreground" aria-hidden />
                  <p className="mt-2 font-medium">No bids found</p>
                  <p className="text-sm text-muted-foreground">
                    {q || type !== 'all' ? 'Try adjusting your search or filters' : t === 'all' ? 'Bids appear here as buyers place them.' : `No ${t} bids.`}
                  </p>
                </div>
              ) : (
                <BidsTable bids={bids.data.items} onView={setViewing} />
              )}
            </TabsContent>
          ))}
        </Tabs>
        {bids.data && bids.data.total > bids.data.items.length ? (
          <p className="mt-3 text-xs text-muted-foreground">
            Showing the newest {bids.data.items.length} of {bids.data.total}. Narrow the search to find older bids.
          </p>
        ) : null}
      </Card>
      <BidDetailDialog bidId={viewing} onOpenChange={(o) => !o && setViewing(null)} />
    </Page>
  );
}
