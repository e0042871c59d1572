import { Page } from '@web/components/layout/page';
import { EmdPayButton } from '@web/features/bidding/components/emd-pay-button';
import { BuyerDashboard } from '@web/features/dashboard/components/buyer-dashboard';

export default function BuyerDashboardRoute() {
  return (
    <Page title="Buyer Dashboard" description="Your bids, wins and what you need to bid.">
      <BuyerDashboard payEmdAction={<EmdPayButton className="w-full sm:w-auto">Pay EMD</EmdPayButton>} />
    </Page>
  );
}
