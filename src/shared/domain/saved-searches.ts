/**
 * Saved searches with alerts (issue 30, decision 054): what a saved listing view is and how its owner
 * is told of new auctions that match it.
 */

/** The listing pages a search is saved from (their addresses: `/live-auctions`, `/properties`). */
export const SAVED_SEARCH_PAGES = ['live', 'properties'] as const;
export type SavedSearchPage = (typeof SAVED_SEARCH_PAGES)[number];

export const SAVED_SEARCH_PATHS: Record<SavedSearchPage, string> = { live: '/live-auctions', properties: '/properties' };

/** At once (one alert per new auction) or a daily digest at the owner's hour (IST). */
export const ALERT_FREQUENCIES = ['instant', 'daily'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** The listing address's parameters a saved search keeps: its filters, its search words and its order. */
export const SAVED_SEARCH_PARAMS = [
  'q',
  'status',
  'propertyType',
  'category',
  'location',
  'minPrice',
  'maxPrice',
  'state',
  'district',
  'seller',
  'possession',
  'near',
  'km',
  'sort',
] as const;
export type SavedSearchParam = (typeof SAVED_SEARCH_PARAMS)[number];
export type SavedSearchParams = Partial<Record<SavedSearchParam, string>>;

/** Saved searches a user may keep. */
export const MAX_SAVED_SEARCHES = 25;
export const SAVED_SEARCH_NAME_MAX = 80;
/** The digest's hour when the user does not choose one: 8 in the morning, IST. */
export const DEFAULT_DIGEST_HOUR = 8;
/** A digest names this many of its new auctions; the count says how many there are in all. */
export const DIGEST_TITLES = 3;

/** The parameters of a listing address that a saved search keeps (empty values dropped). */
export function savedSearchParamsOf(search: URLSearchParams): SavedSearchParams {
  const params: SavedSearchParams = {};
  for (const key of SAVED_SEARCH_PARAMS) {
    const value = search.get(key)?.trim();
    if (value) params[key] = value;
  }
  return params;
}

/** The address that opens a saved search's listing view again. */
export function savedSearchHref(page: SavedSearchPage, params: SavedSearchParams): string {
  const query = new URLSearchParams(SAVED_SEARCH_PARAMS.flatMap((key) => (params[key] ? [[key, params[key]]] : []))).toString();
  return query ? `${SAVED_SEARCH_PATHS[page]}?${query}` : SAVED_SEARCH_PATHS[page];
}
