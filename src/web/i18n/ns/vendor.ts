import english from '../locales/en/vendor.json?compiled';
import { namespace } from '../namespace';

/** Managing auctions and their documents: the vendor's listings, the admin's auctions and documents, the auction form. */
export const { useText: useVendorText, t: vendorText } = namespace('vendor', english);
