import { Link } from 'react-router';
import { canDepositEmd } from '@shared/domain/access';
import { Page } from '@web/components/layout/page';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { BuyerAccountStatus } from '@web/features/accounts/components/buyer-account-status';
import { MyBids } from '@web/features/bids/components/my-bids';
import { MyMaximums } from '@web/features/bids/components/my-maximums';
import { EmdBanner } from '@web/features/emd/components/emd-banner';
import { EmdPayButton } from '@web/features/emd/components/emd-pay-button';
import { EmdWalletCard } from '@web/features/emd/components/emd-wallet-card';
import { MySiteVisitsCard } from '@web/features/inspections/components/my-site-visits-card';
import { useBuyerDashboard } from '@web/features/reports/api/get-buyer-dashboard';
import { reportKeys } from '@web/features/reports/api/report-keys';
import { BuyerFigures } from '@web/features/reports/components/buyer-figures';
import { SalesCard } from '@web/features/sales/components/sales-card';
import { CompareToggle } from '@web/features/compare/components/compare-toggle';
import { WatchlistCard } from '@web/features/watchlist/components/watchlist-card';
import { RefreshAlso } from '@web/lib/refresh-also';
import { useSession } from '@web/lib/session';
import { useBuyerText } from '@web/i18n/ns/buyer';

/**
 * A deposit submitted here, every change to the buyer's bids, the wallet's movements and the
 * purchases' stages move the figures of this page (and the EMD banner, which follows them).
 */
const FIGURES = [reportKeys.dashboard('buyer')];

/**
 * Spec §2 buyer dashboard: the EMD banner while the buyer has no EMD in the wallet, the four
 * figures, the latest bids, the maximum bids and the purchases, the EMD wallet, what is still missing before the
 * buyer can bid, and the watchlist.
 */
export default function BuyerDashboardRoute() {
  const t = useBuyerText();
  const dashboard = useBuyerDashboard();
  const data = dashboard.data;
  // A suspended or rejected buyer is not asked for an EMD the server would refuse.
  const mayDeposit = canDepositEmd(useSession().subject);
  return (
    <Page title={t('dashboard.title')} description={t('dashboard.description')}>
      <div className="grid gap-6">
        {data && !data.emdPaid && mayDeposit ? (
          <EmdBanner
            pendingDeposits={data.pendingEmdDeposits}
            action={
              <RefreshAlso keys={FIGURES}>
                <EmdPayButton className="w-full sm:w-auto">{t('dashboard.payEmd')}</EmdPayButton>
              </RefreshAlso>
            }
          />
        ) : null}
        <BuyerFigures data={data} />
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
          <RefreshAlso keys={FIGURES}>
            <div className="grid gap-6">
              <MyBids />
              <MyMaximums />
              <SalesCard
                audience="buyer"
                title={t('dashboard.purchases')}
                description={t('dashboard.purchasesDescription')}
                empty={{
                  title: t('dashboard.noPurchases'),
                  hint: t('dashboard.noPurchasesHint'),
                  action: (
                    <Button asChild variant="link" size="sm">
                      <Link to="/live-auctions">{t('dashboard.browseLive')}</Link>
                    </Button>
                  ),
                }}
              />
            </div>
            <div className="grid gap-6">
              <EmdWalletCard />
              <MySiteVisitsCard />
              {data ? <BuyerAccountStatus data={data} /> : <Skeleton className="h-48 rounded-xl" />}
              <WatchlistCard itemAction={(w) => <CompareToggle auctionId={w.auctionId} title={w.title} />} />
            </div>
          </RefreshAlso>
        </div>
      </div>
    </Page>
  );
}
