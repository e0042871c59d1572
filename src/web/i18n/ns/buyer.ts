import english from '../locales/en/buyer.json?compiled';
import { namespace } from '../namespace';

/** The buyer's own screens: the dashboard, the EMD wallet, bids, the watchlist, notifications and their settings. */
export const { useText: useBuyerText, t: buyerText } = namespace('buyer', english);
