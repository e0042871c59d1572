import {
  auctionVisibility,
  canSeeReservePrice,
  canViewAuction,
  isListed,
  ownsAuction,
  type AuctionVisibility,
} from '../../../shared/domain/access';
import {
  AUCTION_STATUSES,
  LISTING_COUNT_CAP,
  PROPERTY_TYPES,
  type AuctionStatus,
  type PropertyType,
} from '../../../shared/domain/constants';
import {
  AUCTION_MESSAGES,
  type Auction,
  type AuctionDetail,
  type AuctionListQuery,
  encodeCursor,
  listingSort,
  type PropertyTypeCounts,
  type ReservePrice,
  type Seller,
  type StatusCounts,
} from '../../../shared/schemas/auction';
import { NEAR_KM_DEFAULT, type LatLng } from '../../../shared/domain/geo';
import { MAP_MESSAGES } from '../../../shared/messages/map';
import type { Db } from '../../db/client';
import { pinCoordinates } from '../maps/pin-coordinates';
import { requireSignedIn, vendorNotApprovedMessage } from '../../lib/security/access';
import type { Actor } from '../../lib/security/actor';
import { ForbiddenError, NotApprovedError, NotFoundError, ValidationError } from '../../lib/http/errors';
import { isUuid } from '../../lib/security/ids';
import { auctionImagesRepository, type AuctionImageRow } from '../auctions/auction-images.repository';
import { groupImages, resultOf, toAuctionDto } from '../auctions/auctions.dto';
import type { Hub } from '../../realtime/hub';
import { auctionsRepository, type AuctionRow } from '../auctions/auctions.repository';
import { catalogueRepository, countsFromFacets, cursorAfter, type FacetGroup, type ListingFilters } from './catalogue.repository';
import { createCatalogueCache, type CatalogueCacheOptions } from './catalogue-cache';
import { planSearch, searchText, type ListingSearch } from './listing-search';
import { PLACE_ALIASES, placeTerm } from './place-aliases';

const zeroStatus = (): StatusCounts => Object.fromEntries(AUCTION_STATUSES.map((s) => [s, 0])) as StatusCounts;
const zeroTypes = (): PropertyTypeCounts => Object.fromEntries(PROPERTY_TYPES.map((t) => [t, 0])) as PropertyTypeCounts;

/** Whether a count group lies in the chosen state, and in the chosen state and district (the listing's place filters). */
function placeMatch(f: ListingFilters, g: { state: string | null; district: string | null }) {
  const stateOk = !f.state || f.state === g.state;
  const districtOk = !f.district || g.district?.toLowerCase() === f.district.toLowerCase();
  return { stateOk, placeOk: stateOk && districtOk };
}

type CountGroup = { status: AuctionStatus; propertyType: PropertyType; state: string | null; district: string | null; n: number };

/**
 * Groups of auctions (by status, type, state and district, matching every other filter) folded into
 * the per-status counts (ignoring the status filter), the per-type counts (ignoring the type filter),
 * the place facets (each ignoring its own filter), the total, `matching` (every status and type in
 * the chosen place: what a search found at all) and `rows`, every row the groups hold.
 */
function fold(groups: CountGroup[], filters: ListingFilters) {
  const counts = {
    byStatus: zeroStatus(),
    byPropertyType: zeroTypes(),
    byState: {} as Record<string, number>,
    byDistrict: {} as Record<string, number>,
  };
  let total = 0;
  let matching = 0;
  let rows = 0;
  for (const g of groups) {
    rows += g.n;
    const statusOk = !filters.statuses || filters.statuses.includes(g.status);
    const typeOk = !filters.propertyType || filters.propertyType === g.propertyType;
    const { stateOk, placeOk } = placeMatch(filters, g);
    if (placeOk) {
      if (typeOk) counts.byStatus[g.status] += g.n;
      if (statusOk) counts.byPropertyType[g.propertyType] += g.n;
      if (statusOk && typeOk) total += g.n;
      matching += g.n;
    }
    // The place facets: each ignores its own filter (the state's also the district's, which lies in one state).
    if (statusOk && typeOk && g.state) counts.byState[g.state] = (counts.byState[g.state] ?? 0) + g.n;
    if (statusOk && typeOk && filters.state && stateOk && g.district)
      counts.byDistrict[g.district] = (counts.byDistrict[g.district] ?? 0) + g.n;
  }
  return { counts, total, matching, rows };
}

/** The point and distance of "within `km` of PIN code `near`" (decision 056); a PIN code the data set does not hold is refused. */
export function nearOf({ near, km }: Pick<AuctionListQuery, 'near' | 'km'>): (LatLng & { km: number }) | undefined {
  if (!near) return undefined;
  const point = pinCoordinates(near);
  if (!point) throw ValidationError.at('near', MAP_MESSAGES.pinUnknown);
  return { ...point, km: km ?? NEAR_KM_DEFAULT };
}

/** An estimate to two significant figures (12,345 → 12,000), all the precision a planner's figure has. */
export function roughly(n: number): number {
  if (n < 100) return Math.round(n);
  const unit = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / unit) * unit;
}

/** The public catalogue: listing, one auction, its reserve price for those allowed to see it. */
export function createCatalogueService(
  db: Db,
  options: {
    cache?: CatalogueCacheOptions;
    facetCache?: CatalogueCacheOptions;
    log?: { warn(obj: object, msg: string): void };
    /** How far the listing counts what the counts table cannot answer (tests lower it). */
    countCap?: number;
  } = {},
) {
  const countCap = options.countCap ?? LISTING_COUNT_CAP;
  const cache = createCatalogueCache(options.cache);
  /**
   * The counts table's groups, kept across bids (they change no count) and dropped by every other
   * change. NOTE: kept even when the listing's answers are not (`cache.ttlMs` 0): they are the
   * counts kept current by the change events (decision 025); `facetCache` turns them off.
   */
  const facetCache = createCatalogueCache(options.facetCache);

  async function withImages(rows: AuctionRow[]): Promise<Auction[]> {
    const images = groupImages(
      await auctionImagesRepository.imagesFor(
        db,
        rows.map((r) => r.id),
      ),
    );
    return rows.map((r) => toAuctionDto(r, images.get(r.id) ?? []));
  }

  async function find(id: string): Promise<AuctionRow | null> {
    return isUuid(id) ? auctionsRepository.findById(db, id) : null;
  }

  /** The fields access rules need, for an auction `actor` may see at all (unknown ids and others' drafts: null). */
  async function visibleOwnership(actor: Actor | null, id: string) {
    const row = isUuid(id) ? await auctionsRepository.findAccess(db, id) : null;
    return row && canViewAuction(actor, row) ? row : null;
  }

  /** The counts table's groups, and a vendor's own drafts: change only with a change of an auction's counted columns. */
  async function facetGroups(): Promise<FacetGroup[]> {
    // NOTE: the pieces are folded by the scheduler (decision 040), never on a request's path.
    return facetCache.get('groups', async () => (await catalogueRepository.facetGroups(db)).groups);
  }
  const unlistedGroups = (ownerId: string) => facetCache.get(`unlisted|${ownerId}`, () => catalogueRepository.unlistedGroups(db, ownerId));

  /**
   * Per-status, per-type, per-state and per-district counts and the total; they depend on the
   * filters, not on sort or page. Filters on counted columns only read the counts table; others count
   * matching rows up to LISTING_COUNT_CAP (decision 025).
   */
  async function computeCounts(filters: ListingFilters) {
    if (countsFromFacets(filters)) {
      const { visibility } = filters;
      const own = visibility.kind === 'public' && visibility.ownerId ? await unlistedGroups(visibility.ownerId) : [];
      const groups = (await facetGroups()).filter(
        (g) => (visibility.kind === 'all' || isListed(g.status)) && (filters.featured === undefined || g.featured === filters.featured),
      );
      const exactCounts = fold([...groups, ...own], filters);
      return { ...exactCounts, counts: { ...exactCounts.counts, exact: true }, totalCapped: false };
    }
    const sampled = fold(await catalogueRepository.countGroups(db, filters, countCap), filters);
    if (sampled.rows <= countCap) return { ...sampled, counts: { ...sampled.counts, exact: true }, totalCapped: false };
    // More rows match than were counted: the counts are lower bounds, the total is counted apart
    // (unless no status, type or place narrows it: the groups leave those out, so then the rows they
    // counted are the rows matching).
    const narrowed =
      filters.statuses !== undefined || filters.propertyType !== undefined || filters.state !== undefined || filters.district !== undefined;
    const total = narrowed ? await catalogueRepository.countMatching(db, filters, countCap) : sampled.rows;
    // NOTE: beyond the cap the planner says about how many (decision 046); an estimate at or under
    // the cap, contradicted by the count, leaves "1,000+".
    const estimate = total > countCap ? await catalogueRepository.estimateMatching(db, filters) : null;
    return {
      ...sampled,
      counts: { ...sampled.counts, exact: false },
      total: Math.min(total, countCap),
      totalCapped: total > countCap,
      ...(estimate !== null && estimate > countCap ? { totalEstimate: roughly(estimate) } : {}),
    };
  }

  /**
   * The alternative names list in the vocabulary, written once per process before the first
   * correction (the list lives in the code, so a new release brings its own). NOTE: a failure is
   * logged and tried again at the next search; meanwhile corrections go without the list's names.
   */
  let placeNamesWritten: Promise<void> | null = null;
  function writePlaceNames(): Promise<void> {
    placeNamesWritten ??= catalogueRepository
      .writePlaceNames(
        db,
        PLACE_ALIASES.flatMap(([name, ...others]) => [name, ...others].map((n) => ({ term: placeTerm(n), canonical: placeTerm(name) }))),
      )
      .catch((err: unknown) => {
        placeNamesWritten = null;
        options.log?.warn({ err }, 'writing the place names into the search vocabulary failed');
      });
    return placeNamesWritten;
  }

  /** The search `q` asks for: its words corrected against the catalogue's vocabulary (decision 039). */
  async function searchOf(q: string | undefined): Promise<ListingSearch | undefined> {
    const text = searchText(q);
    if (!text) return undefined;
    return planSearch(text, async (terms) => {
      await writePlaceNames();
      return catalogueRepository.vocabularyOf(db, terms);
    });
  }

  async function computeList(query: AuctionListQuery, visibility: AuctionVisibility, scope: string) {
    const near = nearOf(query);
    const filters: ListingFilters = {
      visibility,
      search: await searchOf(query.q),
      statuses: query.status,
      propertyType: query.propertyType,
      category: query.category,
      location: query.location || undefined,
      minPrice: query.minPrice,
      maxPrice: query.maxPrice,
      featured: query.featured,
      createdBy: query.createdBy || undefined,
      state: query.state,
      district: query.district || undefined,
      seller: query.seller || undefined,
      possession: query.possession,
      near,
    };
    const { page, pageSize, sort: _sort, cursor, ...filterQuery } = query;
    const sort = listingSort(query);
    if (cursor && cursor.sort !== sort) throw new ValidationError(AUCTION_MESSAGES.cursorOfAnotherOrder);
    const pageOf = (f: ListingFilters, many?: boolean) =>
      catalogueRepository.listPage(db, f, {
        sort,
        limit: pageSize,
        offset: cursor ? 0 : (page - 1) * pageSize,
        after: cursor,
        many,
        cap: countCap,
      });
    // Paging and re-sorting reuse the counts of the same filters; counts from the counts table alone
    // last as long as its groups do (across bids), not only as long as the listing's answers.
    const countsOf = (f: ListingFilters) =>
      (countsFromFacets(f) ? facetCache : cache).get(
        `counts|${scope}|${f.search ? JSON.stringify([f.search.query, f.search.places]) : ''}|${JSON.stringify(filterQuery)}`,
        () => computeCounts(f),
      );
    /**
     * The page and the counts of `f`. NOTE: where the counts table cannot answer, the page waits for
     * the counts, which say whether more rows match than are counted: a ranked search then reads each
     * tier's first rows instead of every match, and fewer matches are read first and sorted rather than
     * found by walking the order's index (`listPage`, decision 046).
     */
    const pageAndCounts = async (f: ListingFilters) => {
      if (countsFromFacets(f)) return Promise.all([pageOf(f), countsOf(f)]);
      const counted = await countsOf(f);
      return [await pageOf(f, counted.totalCapped), counted] as const;
    };
    const [rows, found] = await pageAndCounts(filters);
    const last = rows.length === pageSize ? rows[rows.length - 1] : undefined;
    const next = last ? cursorAfter(sort, last) : null;
    return {
      items: await withImages(rows),
      total: found.total,
      totalCapped: found.totalCapped,
      ...('totalEstimate' in found ? { totalEstimate: found.totalEstimate } : {}),
      nextCursor: next ? encodeCursor(next) : null,
      page,
      pageSize,
      counts: found.counts,
      ...(filters.search?.searchedFor ? { searchedFor: filters.search.searchedFor } : {}),
      ...(near && query.near ? { near: { pinCode: query.near, ...near } } : {}),
    };
  }

  return {
    cache,

    /** Drops cached answers on every change event; the counts table's groups only on changes other than bids. */
    watch(hub: Hub) {
      const stopPages = cache.watch(hub);
      const stopFacets = facetCache.watch(hub, { ignore: (event) => event.startsWith('bid.') });
      return () => {
        stopPages();
        stopFacets();
      };
    },

    /**
     * `GET /api/auctions`, already serialised: filtered, sorted, paged, with counts for the tabs and
     * cards. Drafts appear only to admins and, for their own, to vendors.
     */
    async listJson(actor: Actor | null, query: AuctionListQuery): Promise<string> {
      const visibility = auctionVisibility(actor);
      const scope = visibility.kind === 'all' ? 'all' : (visibility.ownerId ?? 'public');
      const key = `page|${scope}|${JSON.stringify(query)}`;
      return cache.get(key, async () => JSON.stringify(await computeList(query, visibility, scope)));
    },

    /** `GET /api/sellers`: who lists public auctions, by name (the Bank / seller filter). */
    /** What a listing searches for when asked `q` (a saved search keeps it to match new auctions by). */
    search: searchOf,

    async sellers(): Promise<Seller[]> {
      const found = await cache.get('sellers', () => catalogueRepository.publicSellers(db));
      // NOTE: sorted here, not in SQL, so both databases give one order whatever their collation.
      return found
        .map((r) => ({ id: r.id, name: r.name, auctions: Number(r.auctions) }))
        .sort((a, b) => a.name.localeCompare(b.name, 'en-IN') || a.id.localeCompare(b.id));
    },

    /** One auction for a viewer, with its seller and result; a draft is "not found" to anyone but admins and its vendor. */
    async view(actor: Actor | null, id: string): Promise<AuctionDetail> {
      const row = await find(id);
      if (!row || !canViewAuction(actor, row)) throw new NotFoundError(AUCTION_MESSAGES.notFound);
      const [images, detail] = await Promise.all([
        auctionImagesRepository.imagesFor(db, [row.id]),
        catalogueRepository.detailOf(db, row.id),
      ]);
      return { ...toAuctionDto(row, images), seller: { name: detail?.sellerName ?? 'Seller' }, result: resultOf(detail?.stage ?? null) };
    },

    /** One auction with no access check, for other services (lifecycle, sharing previews decide themselves). */
    async get(id: string): Promise<Auction> {
      const row = await find(id);
      if (!row) throw new NotFoundError(AUCTION_MESSAGES.notFound);
      return toAuctionDto(row, await auctionImagesRepository.imagesFor(db, [row.id]));
    },

    /** The public auction, or null for an unknown id or a draft (share previews). */
    async findPublic(id: string): Promise<Auction | null> {
      const row = await find(id);
      if (!row || !canViewAuction(null, row)) return null;
      return toAuctionDto(row, await auctionImagesRepository.imagesFor(db, [row.id]));
    },

    /** Every public auction's id and last change, at most `limit`, the most recently changed first (the sitemap). */
    async publicIndex(limit: number): Promise<{ id: string; updatedAt: Date }[]> {
      return catalogueRepository.publicIndex(db, limit);
    },

    visibleOwnership,

    /** Whether `actor` may see auction `id` at all (unknown ids and others' drafts: no). */
    async isVisible(actor: Actor | null, id: string): Promise<boolean> {
      return (await visibleOwnership(actor, id)) !== null;
    },

    /**
     * Spec §6: the reserve price is for admins and the auction's own vendor only. Signed out: 401;
     * anyone else: 403; an auction they cannot see at all: 404.
     */
    async reservePrice(actorOrNull: Actor | null, id: string): Promise<ReservePrice> {
      const actor = requireSignedIn(actorOrNull);
      const access = isUuid(id) ? await auctionsRepository.findAccess(db, id) : null;
      if (!access || !canViewAuction(actor, access)) throw new NotFoundError(AUCTION_MESSAGES.notFound);
      if (!canSeeReservePrice(actor, access)) {
        if (ownsAuction(actor, access)) throw new NotApprovedError(vendorNotApprovedMessage(actor));
        throw new ForbiddenError(AUCTION_MESSAGES.reserveForbidden);
      }
      const row = await auctionsRepository.reservePrice(db, id);
      return { reservePrice: row?.reservePrice ?? null };
    },

    /** The newest auctions of every status, with their images (the admin dashboard's Recent Auctions). */
    async newest(limit: number): Promise<Auction[]> {
      return withImages(await catalogueRepository.newest(db, limit));
    },

    /** Images of several auctions, for other modules' auction lists. */
    async imagesFor(auctionIds: string[]): Promise<AuctionImageRow[]> {
      return auctionImagesRepository.imagesFor(db, auctionIds);
    },
  };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;
