import { canApproveBuyers } from '@shared/domain/access';
import { ApprovalBanner } from '@web/features/accounts/components/approval-banner';
import { PendingBuyers } from '@web/features/accounts/components/pending-buyers';
import { MyListings } from '@web/features/auctions/components/my-listings';
import { auctionKeys } from '@web/features/catalogue/api/auction-keys';
import { LocationPicker } from '@web/features/maps/components/location-picker';
import { ListingDocuments } from '@web/features/documents/components/listing-documents';
import { reportKeys } from '@web/features/reports/api/report-keys';
import { RefreshAlso } from '@web/lib/refresh-also';
import { useSession } from '@web/lib/session';

/** A new, changed or withdrawn listing moves the public catalogue and the vendor dashboard's figures. */
const LISTING_CHANGE_ALSO_REFRESHES = [auctionKeys.all, reportKeys.dashboard('vendor')];

export default function VendorAuctionsRoute() {
  const { me, subject } = useSession();
  return (
    <RefreshAlso keys={LISTING_CHANGE_ALSO_REFRESHES}>
      <MyListings
        banner={<ApprovalBanner status={me?.profile?.verificationStatus ?? 'pending'} />}
        footer={canApproveBuyers(subject) ? <PendingBuyers /> : null}
        rowActions={(a) => <ListingDocuments auctionId={a.id} auctionTitle={a.title} />}
        mapPicker={(p) => <LocationPicker {...p} />}
      />
    </RefreshAlso>
  );
}
