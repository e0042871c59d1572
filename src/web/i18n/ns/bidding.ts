import english from '../locales/en/bidding.json?compiled';
import { namespace } from '../namespace';

/** Bidding on the auction page (price card, bid panel, its dialogs, the EMD deposit) and the sale after the close. */
export const { useText: useBiddingText, t: biddingText } = namespace('bidding', english);
