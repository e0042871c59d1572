import { canApproveBuyers } from '@shared/domain/access';
import { MyListings } from '@web/features/auctions/management/components/my-listings';
import { vendorDashboardQuery } from '@web/features/vendor/api/get-vendor-dashboard';
import { ApprovalBanner } from '@web/features/vendor/components/approval-banner';
import { PendingBuyers } from '@web/features/vendor/components/pending-buyers';
import { RefreshAlso } from '@web/lib/refresh-also';
import { useSession } from '@web/lib/session';

/** A new, changed or withdrawn listing moves the vendor dashboard's figures. */
const LISTING_CHANGE_ALSO_REFRESHES = [vendorDashboardQuery.queryKey];

export default function VendorAuctionsRoute() {
  const { me, subject } = useSession();
  return (
    <RefreshAlso keys={LISTING_CHANGE_ALSO_REFRESHES}>
      <MyListings
        banner={<ApprovalBanner status={me?.profile?.verificationStatus ?? 'pending'} />}
        footer={canApproveBuyers(subject) ? <PendingBuyers /> : null}
      />
    </RefreshAlso>
  );
}
