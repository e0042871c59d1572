import { Page } from '@web/components/layout/page';
import { buyerDashboardQueryKey } from '@web/features/dashboard/api/buyer-get-dashboard';
import { BuyerDashboard } from '@web/features/dashboard/components/buyer-dashboard';
import { EmdPayButton } from '@web/features/emd/components/emd-pay-button';
import { RefreshAlso } from '@web/lib/refresh-also';

/** A deposit submitted here changes the figures and the banner of this page. */
const DEPOSIT_ALSO_REFRESHES = [buyerDashboardQueryKey];

export default function BuyerDashboardRoute() {
  return (
    <Page title="Buyer Dashboard" description="Your bids, wins and what you need to bid.">
      <BuyerDashboard
        payEmdAction={
          <RefreshAlso keys={DEPOSIT_ALSO_REFRESHES}>
            <EmdPayButton className="w-full sm:w-auto">Pay EMD</EmdPayButton>
          </RefreshAlso>
        }
      />
    </Page>
  );
}
