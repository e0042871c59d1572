import { VendorListings } from '@web/features/vendor/components/vendor-listings';

export default function VendorAuctionsRoute() {
  return <VendorListings />;
}
