import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  CATEGORIES,
  FILTER_LOCATIONS,
  PROPERTY_TYPES,
  INDIAN_STATES,
  LISTING_SORTS,
  PIN_CODE_PATTERN,
  POSSESSION_TYPES,
  type IndianState,
  type ListingSort,
  type PossessionType,
} from '@shared/domain/constants';
import { NEAR_KM_DEFAULT, NEAR_KM_MAX, NEAR_KM_MIN } from '@shared/domain/geo';
import { listingSort } from '@shared/schemas/auction';
import { PRICE_SLIDER_MAX, PRICE_SLIDER_MIN } from '@web/lib/ui-settings';

/** The statuses the filter sheet and the tabs offer (spec §9). */
export const FILTER_STATUSES = ['all', 'live', 'upcoming', 'ended'] as const;
export type FilterStatus = (typeof FILTER_STATUSES)[number];

/**
 * Spec §3 filter object; `query` travels as `q` in the URL and the API. State, district, seller
 * (a lister's user id) and possession are the place-and-seller filters of issue 13; a district is
 * only kept with its state.
 */
export type AuctionFilters = {
  q: string;
  status: FilterStatus;
  propertyType: string;
  category: string;
  location: string;
  minPrice: number;
  maxPrice: number;
  state: IndianState | '';
  district: string;
  seller: string;
  possession: PossessionType | '';
  /** "Within `km` km of PIN code `near`" (decision 056): a 6-digit PIN code, or '' for none. */
  near: string;
  km: number;
};

/**
 * `sort` is the order chosen in the URL, if any; without one the listing is Ending Soon, or
 * Relevance while searching (`listingSort`), so typing a search ranks it unless an order was chosen.
 */
export type ListingView = AuctionFilters & { sort?: ListingSort; page: number };

const oneOf = <T extends string>(values: readonly T[], v: string | null): T | undefined => values.find((x) => x === v);

function price(v: string | null, fallback: number): number {
  if (v === null || v.trim() === '') return fallback;
  const n = Number(v);
  if (!Number.isFinite(n)) return fallback;
  return Math.min(PRICE_SLIDER_MAX, Math.max(PRICE_SLIDER_MIN, Math.round(n)));
}

/** A distance of the URL within what the listing takes, else the default. */
function nearKm(v: string | null): number {
  const n = Number(v);
  return v && Number.isInteger(n) && n >= NEAR_KM_MIN && n <= NEAR_KM_MAX ? n : NEAR_KM_DEFAULT;
}

/** Reads the view from URL search params; anything unknown falls back to the default. */
export function parseListingView(params: URLSearchParams, defaultStatus: FilterStatus): ListingView {
  const page = Number(params.get('page'));
  const state = oneOf(INDIAN_STATES, params.get('state')) ?? '';
  return {
    q: (params.get('q') ?? '').slice(0, 200),
    status: oneOf(FILTER_STATUSES, params.get('status')) ?? defaultStatus,
    propertyType: oneOf(PROPERTY_TYPES, params.get('propertyType')) ?? '',
    category: oneOf(CATEGORIES, params.get('category')) ?? '',
    location: oneOf(FILTER_LOCATIONS, params.get('location')) ?? '',
    minPrice: price(params.get('minPrice'), PRICE_SLIDER_MIN),
    maxPrice: price(params.get('maxPrice'), PRICE_SLIDER_MAX),
    state,
    district: state ? (params.get('district') ?? '').trim().slice(0, 100) : '',
    seller: (params.get('seller') ?? '').trim().slice(0, 100),
    possession: oneOf(POSSESSION_TYPES, params.get('possession')) ?? '',
    near: PIN_CODE_PATTERN.test(params.get('near') ?? '') ? params.get('near')! : '',
    km: nearKm(params.get('km')),
    sort: oneOf(LISTING_SORTS, params.get('sort')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Writes only what differs from the defaults, so a plain page has a plain URL. */
export function toSearchParams(view: ListingView, defaultStatus: FilterStatus): URLSearchParams {
  const p = new URLSearchParams();
  if (view.q.trim()) p.set('q', view.q.trim());
  if (view.status !== defaultStatus) p.set('status', view.status);
  if (view.propertyType) p.set('propertyType', view.propertyType);
  if (view.category) p.set('category', view.category);
  if (view.location) p.set('location', view.location);
  if (view.minPrice > PRICE_SLIDER_MIN) p.set('minPrice', String(view.minPrice));
  if (view.maxPrice < PRICE_SLIDER_MAX) p.set('maxPrice', String(view.maxPrice));
  if (view.state) p.set('state', view.state);
  if (view.state && view.district) p.set('district', view.district);
  if (view.seller) p.set('seller', view.seller);
  if (view.possession) p.set('possession', view.possession);
  if (view.near) p.set('near', view.near);
  if (view.near && view.km !== NEAR_KM_DEFAULT) p.set('km', String(view.km));
  // The order the view would have anyway stays out of the URL (Ending Soon without a search, Relevance with one).
  if (view.sort && listingSort(view) !== listingSort({ q: view.q })) p.set('sort', view.sort);
  if (view.page > 1) p.set('page', String(view.page));
  return p;
}

/**
 * The listing API query for a view. NOTE: the top of the price slider means "no upper limit",
 * so a ₹12 Cr property is not hidden by the default range.
 */
export function toApiQuery(view: ListingView, pageSize: number) {
  return {
    q: view.q.trim() || undefined,
    status: view.status === 'all' ? undefined : view.status,
    propertyType: view.propertyType || undefined,
    category: view.category || undefined,
    location: view.location || undefined,
    minPrice: view.minPrice > PRICE_SLIDER_MIN ? view.minPrice : undefined,
    maxPrice: view.maxPrice < PRICE_SLIDER_MAX ? view.maxPrice : undefined,
    state: view.state || undefined,
    district: (view.state && view.district) || undefined,
    seller: view.seller || undefined,
    possession: view.possession || undefined,
    near: view.near || undefined,
    km: view.near && view.km !== NEAR_KM_DEFAULT ? view.km : undefined,
    sort: listingSort(view),
    page: view.page,
    pageSize,
  };
}

export const EMPTY_FILTERS = (status: FilterStatus): AuctionFilters => ({
  q: '',
  status,
  propertyType: '',
  category: '',
  location: '',
  minPrice: PRICE_SLIDER_MIN,
  maxPrice: PRICE_SLIDER_MAX,
  state: '',
  district: '',
  seller: '',
  possession: '',
  near: '',
  km: NEAR_KM_DEFAULT,
});

/**
 * Filters, sort, tab and page live in the URL (a link or the back button restores the view).
 * Deliberate changes push a history entry; typing in the search box replaces it.
 */
export function useListingParams(defaultStatus: FilterStatus) {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => parseListingView(params, defaultStatus), [params, defaultStatus]);

  // The URL last asked for, until the router has moved there.
  const requested = useRef<string | null>(null);
  useEffect(() => {
    requested.current = null;
  }, [params]);

  const update = useCallback(
    (patch: Partial<ListingView>, opts: { replace?: boolean } = {}) => {
      // Any change other than the page itself starts again at page 1.
      const next = toSearchParams({ ...view, ...patch, page: patch.page ?? 1 }, defaultStatus).toString();
      // NOTE: a control may report one choice twice (pointer, then focus); the history gets one entry.
      if (next === toSearchParams(view, defaultStatus).toString() || next === requested.current) return;
      requested.current = next;
      setParams(next, { replace: opts.replace ?? false, preventScrollReset: true });
    },
    [setParams, view, defaultStatus],
  );

  const clearFilters = useCallback(() => {
    update({ ...EMPTY_FILTERS(defaultStatus) });
  }, [update, defaultStatus]);

  /** The address of another page of this view (a link for the server-rendered page, which works without JavaScript). */
  const pageHref = useCallback((page: number) => `?${toSearchParams({ ...view, page }, defaultStatus).toString()}`, [view, defaultStatus]);

  return { view, update, clearFilters, pageHref };
}
