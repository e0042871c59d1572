/** Settings of the screens (spec §9) that the server never sees. Amounts are whole rupees. */

/** Quick-add buttons of the bid box: +5 lakh, +10 lakh, +25 lakh. */
export const QUICK_ADD_AMOUNTS = [500_000, 1_000_000, 2_500_000] as const;
/** The bell badge shows "9+" above this. */
export const BELL_BADGE_CAP = 9;
/** The home page shows up to this many featured and non-featured auctions. */
export const HOME_FEATURED_LIMIT = 3;
export const HOME_LATEST_LIMIT = 6;
/** The price range slider of the filter sheet. */
export const PRICE_SLIDER_MIN = 0;
export const PRICE_SLIDER_MAX = 100_000_000;
export const PRICE_SLIDER_STEP = 1_000_000;
