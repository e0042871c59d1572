import { BarChart3Icon, CompassIcon, DoorOpenIcon, ListIcon, PlusCircleIcon } from 'lucide-react';
import { Page } from '@web/components/layout/page';
import { QuickActions, type QuickAction } from '@web/components/layout/quick-actions';
import { ApprovalBanner } from '@web/features/accounts/components/approval-banner';
import { PendingBuyers } from '@web/features/accounts/components/pending-buyers';
import { MyAuctionsCard } from '@web/features/auctions/components/my-auctions-card';
import { VisitRequestsCard } from '@web/features/inspections/components/visit-requests-card';
import { UnansweredQuestionsCard } from '@web/features/questions/components/unanswered-questions-card';
import { useVendorDashboard } from '@web/features/reports/api/get-vendor-dashboard';
import { reportKeys } from '@web/features/reports/api/report-keys';
import { VendorFigures } from '@web/features/reports/components/vendor-figures';
import { VendorPerformance } from '@web/features/reports/components/vendor-performance';
import { SalesCard } from '@web/features/sales/components/sales-card';
import { WatchlistCard } from '@web/features/watchlist/components/watchlist-card';
import { RefreshAlso } from '@web/lib/refresh-also';
import { useReportsText } from '@web/i18n/ns/reports';

/** A sale moving on (completed, above all) moves the vendor's figures. */
const FIGURES = [reportKeys.dashboard('vendor')];

/** The quick actions; `label` is the catalogue key of the link's text (`dashboard.vendor.*`). */
const QUICK_ACTIONS: QuickAction[] = [
  { to: '/vendor/auctions?new=1', label: 'listProperty', icon: PlusCircleIcon },
  { to: '/vendor/auctions', label: 'allAuctions', icon: ListIcon },
  { to: '/vendor/inspections', label: 'siteVisits', icon: DoorOpenIcon },
  { to: '/live-auctions', label: 'browse', icon: CompassIcon },
  { to: '/vendor-reports', label: 'reports', icon: BarChart3Icon },
];

/**
 * Spec §2 vendor dashboard: the approval notice, the cards, My Auctions, the sales of the vendor's
 * ended auctions, Performance Overview and quick actions, and the buyers a verified vendor may approve. One answer (`/api/vendor/dashboard`)
 * feeds the figures, the approval state and My Auctions.
 */
export default function VendorDashboardRoute() {
  const t = useReportsText();
  const dashboard = useVendorDashboard();
  const d = dashboard.data;
  const verified = d?.verificationStatus === 'verified';
  return (
    <Page title={t('dashboard.vendor.title')} description={t('dashboard.vendor.description')}>
      {d ? <ApprovalBanner status={d.verificationStatus} /> : null}
      <VendorFigures dashboard={dashboard} />
      <div className="mt-6 grid grid-cols-1 gap-4 lg:grid-cols-3">
        <div className="grid content-start gap-4 lg:col-span-2">
          <MyAuctionsCard auctions={d?.auctions} loading={dashboard.isPending} canList={verified} />
          <RefreshAlso keys={FIGURES}>
            <SalesCard
              audience="vendor"
              title={t('dashboard.vendor.sales')}
              description={t('dashboard.vendor.salesDescription')}
              empty={{ title: t('dashboard.vendor.noSales'), hint: t('dashboard.vendor.noSalesHint') }}
            />
          </RefreshAlso>
        </div>
        <div className="grid content-start gap-4">
          <VisitRequestsCard />
          <UnansweredQuestionsCard />
          <VendorPerformance data={d} loading={dashboard.isPending} />
          <QuickActions actions={QUICK_ACTIONS.map((a) => ({ ...a, label: t(`dashboard.vendor.${a.label}`) }))} />
          {/* Every signed-in role can heart an auction, so every dashboard shows what was hearted. */}
          <WatchlistCard />
        </div>
      </div>
      {verified ? <PendingBuyers /> : null}
    </Page>
  );
}
