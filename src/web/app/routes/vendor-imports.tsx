import { managedAuctionKeys } from '@web/features/auctions/api/managed-auction-keys';
import { ListingImportPage } from '@web/features/listing-imports/components/listing-import-page';
import { reportKeys } from '@web/features/reports/api/report-keys';
import { RefreshAlso } from '@web/lib/refresh-also';

/** Imported drafts join the lister's listings and the vendor dashboard's figures. */
const IMPORT_ALSO_REFRESHES = [managedAuctionKeys.all, reportKeys.dashboard('vendor')];

/** Listing many properties from a spreadsheet (issue 31, part 2): approved vendors and admins. */
export default function VendorImportsRoute() {
  return (
    <RefreshAlso keys={IMPORT_ALSO_REFRESHES}>
      <ListingImportPage />
    </RefreshAlso>
  );
}
