import { z } from 'zod';
import { AUCTION_MESSAGES } from '../messages/auction';
import { MAP_MESSAGES } from '../messages/map';
import { NEAR_KM_MAX, NEAR_KM_MIN } from '../domain/geo';
import {
  AUCTION_STATUSES,
  CATEGORIES,
  DEFAULT_PAGE_SIZE,
  INDIAN_STATES,
  LISTING_SORTS,
  MAX_PAGE_SIZE,
  PIN_CODE_PATTERN,
  POSSESSION_TYPES,
  PROPERTY_TYPES,
  type AuctionStatus,
  type ListingSort,
  type PropertyType,
} from '../domain/constants';

export const AuctionImageSchema = z.object({
  id: z.string(),
  imageUrl: z.string(),
  thumbUrl: z.string(),
  width: z.number(),
  height: z.number(),
  isPrimary: z.boolean(),
  displayOrder: z.number(),
  caption: z.string().nullable(),
});
export type AuctionImage = z.infer<typeof AuctionImageSchema>;

/** An auction as the API shows it to anyone. It never carries the reserve price (ARCHITECTURE §5). */
export const AuctionSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  address: z.string().nullable(),
  /** The structured address (issue 13); null only on auctions listed before it existed. */
  state: z.enum(INDIAN_STATES).nullable(),
  district: z.string().nullable(),
  /** The city or locality. */
  locality: z.string().nullable(),
  pinCode: z.string().nullable(),
  /** Where the property lies (degrees, WGS 84): set by the seller on the map, else its PIN code's point; null when neither is known (decision 056). */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  propertyType: z.enum(PROPERTY_TYPES),
  category: z.enum(CATEGORIES).nullable(),
  areaSqFt: z.number().nullable(),
  startingBid: z.number(),
  emdAmount: z.number(),
  bidIncrement: z.number(),
  startTime: z.string(),
  endTime: z.string(),
  extensionWindowS: z.number(),
  extensionS: z.number(),
  featured: z.boolean(),
  status: z.enum(AUCTION_STATUSES),
  currentBid: z.number(),
  biddersCount: z.number(),
  bidCount: z.number(),
  hasReserve: z.boolean(),
  /**
   * Whether the auction has a buyer: false below the reserve, or when the sale did not go ahead. Never
   * who (decision 038): a user id here would tie together every auction one buyer won. Admins and the
   * owning vendor read the buyer from their managed view and the sale; the buyer from their own bids.
   */
  hasWinner: z.boolean(),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  images: z.array(AuctionImageSchema),
  // ---------------------------------------------------------------- the sale notice (decision 014)
  /** YYYY-MM-DD the public sale notice was published. */
  saleNoticeDate: z.string().nullable(),
  isResale: z.boolean(),
  resaleOf: z.string().nullable(),
  /** Joining (holding the EMD) closes then: the EMD cut-off, or the start. */
  emdCutoff: z.string(),
  possession: z.enum(POSSESSION_TYPES).nullable(),
  inspectionFrom: z.string().nullable(),
  inspectionTo: z.string().nullable(),
  authorisedOfficerName: z.string().nullable(),
  authorisedOfficerPhone: z.string().nullable(),
  encumbrances: z.string().nullable(),
});
export type Auction = z.infer<typeof AuctionSchema>;

/** Possession as a sale notice states it (SARFAESI: the bank holds it symbolically or physically). */
export const POSSESSION_LABELS: Record<(typeof POSSESSION_TYPES)[number], string> = {
  symbolic: 'Symbolic possession',
  physical: 'Physical possession',
};

/** How an ended auction came out, as anyone may see it (the sale's details are for its parties). */
export const AUCTION_RESULTS = ['awaiting_confirmation', 'reserve_not_met', 'sold', 'not_sold'] as const;
export type AuctionResult = (typeof AUCTION_RESULTS)[number];
export const AUCTION_RESULT_LABELS: Record<AuctionResult, string> = {
  awaiting_confirmation: 'Awaiting confirmation',
  reserve_not_met: 'Reserve not met',
  sold: 'Sold',
  not_sold: 'Not sold',
};

/** `GET /api/auctions/:id`: the auction with who sells it and, once ended, how it came out. */
export const AuctionDetailSchema = AuctionSchema.extend({
  seller: z.object({ name: z.string() }),
  result: z.enum(AUCTION_RESULTS).nullable(),
});
export type AuctionDetail = z.infer<typeof AuctionDetailSchema>;

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), z.enum(values).optional());

/** Whole rupees within what a bigint column and JavaScript both hold exactly (`?minPrice=0.5` or `1e20` is a 400). */
const optionalNumber = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
);

/**
 * `status` of the listing query: one status, a comma list (`live,upcoming`), or `active` for
 * live + upcoming (what Home and Live Auctions show). `all` or empty means no status filter.
 */
export const ACTIVE_STATUSES = ['live', 'upcoming'] as const satisfies readonly AuctionStatus[];
const statusFilter = z.preprocess(
  (v) => {
    if (v === undefined || v === '' || v === 'all') return undefined;
    if (typeof v !== 'string') return v;
    const parts = v
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    return [...new Set(parts.flatMap((p) => (p === 'active' ? [...ACTIVE_STATUSES] : [p])))];
  },
  z.array(z.enum(AUCTION_STATUSES)).min(1).optional(),
);

/**
 * Where the next page of a listing starts: the last row's place in its order (keyset pagination,
 * decision 025). Values that change (a current bid, an end time) travel in the cursor, so the next
 * page starts where the last one ended even if that auction has moved since; creation times do not
 * change, so `newest` only names the row. Relevance has no cursor (its rank is not stored).
 */
export type ListingCursor =
  | { sort: 'newest'; id: string }
  | { sort: 'highest_bid' | 'most_bids'; value: number; id: string }
  | { sort: 'ending_soon'; closed: boolean; endTime: string; id: string };

const CursorSchema = z.discriminatedUnion('sort', [
  z.object({ sort: z.literal('newest'), id: z.uuid() }),
  z.object({ sort: z.enum(['highest_bid', 'most_bids']), value: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER), id: z.uuid() }),
  z.object({ sort: z.literal('ending_soon'), closed: z.boolean(), endTime: z.iso.datetime(), id: z.uuid() }),
]);

/** The cursor as the query carries it: base64url of its JSON. */
export function encodeCursor(cursor: ListingCursor): string {
  return btoa(JSON.stringify(cursor)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The cursor of a query, or null when it is not one this API wrote. */
export function decodeCursor(text: string): ListingCursor | null {
  try {
    const parsed = CursorSchema.safeParse(JSON.parse(atob(text.replace(/-/g, '+').replace(/_/g, '/'))));
    return parsed.success ? (parsed.data as ListingCursor) : null;
  } catch {
    return null;
  }
}

/**
 * `GET /api/auctions` query (contract). Without `sort` the listing is Ending Soon (spec §9 default),
 * or Relevance when it searches (`q`; see `listingSort`).
 * NOTE: ending_soon puts open auctions (live, upcoming, draft) first by end time ascending, then
 * closed ones (ended, cancelled) with the most recently closed first; every sort ends on `id`
 * so that pages never overlap.
 */
export const AuctionListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  status: statusFilter,
  propertyType: optionalEnum(PROPERTY_TYPES),
  category: optionalEnum(CATEGORIES),
  location: z.string().trim().max(200).optional(),
  minPrice: optionalNumber,
  maxPrice: optionalNumber,
  sort: z.preprocess((v) => (v === '' ? undefined : v), z.enum(LISTING_SORTS).optional()),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  featured: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
  ),
  createdBy: z.string().trim().max(100).optional(),
  // ------------------------------------------------------------ by place and seller (issue 13)
  state: optionalEnum(INDIAN_STATES),
  /** A district's name as the listing's `counts.byDistrict` spells it (case ignored). */
  district: z.string().trim().max(100).optional(),
  /** The bank or seller: the user id of whoever listed it (`GET /api/sellers`). */
  seller: z.string().trim().max(100).optional(),
  possession: optionalEnum(POSSESSION_TYPES),
  // ------------------------------------------------------------ within a distance of a PIN code (decision 056)
  /** A PIN code: only auctions within `km` of its point. */
  near: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string({ error: MAP_MESSAGES.pinInvalid }).trim().regex(PIN_CODE_PATTERN, MAP_MESSAGES.pinInvalid).optional(),
  ),
  /** How far from `near`, in km (NEAR_KM_DEFAULT when absent); read only with `near`. */
  km: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ error: MAP_MESSAGES.kmInvalid })
      .int(MAP_MESSAGES.kmInvalid)
      .min(NEAR_KM_MIN, MAP_MESSAGES.kmInvalid)
      .max(NEAR_KM_MAX, MAP_MESSAGES.kmInvalid)
      .optional(),
  ),
  /** The `nextCursor` of the previous page: the page after it, read by seeking, not by skipping rows (`page` is then ignored). */
  cursor: z
    .string()
    .max(400)
    .optional()
    .transform((text, ctx) => {
      if (!text) return undefined;
      const cursor = decodeCursor(text);
      if (!cursor) ctx.addIssue({ code: 'custom', message: AUCTION_MESSAGES.badCursor });
      return cursor ?? undefined;
    }),
});
export type AuctionListQuery = z.infer<typeof AuctionListQuerySchema>;

/**
 * The order a listing query asks for: its `sort`; without one, Relevance while it searches and
 * Ending Soon otherwise (spec §9). Relevance without a search is Ending Soon too.
 */
export function listingSort({ q, sort }: { q?: string; sort?: ListingSort }): ListingSort {
  const searching = Boolean(q?.trim());
  if (sort && (sort !== 'relevance' || searching)) return sort;
  return searching ? 'relevance' : 'ending_soon';
}
/** What a client may send (strings or numbers), e.g. to build the URL. */
export type AuctionListQueryInput = z.input<typeof AuctionListQuerySchema>;

export const StatusCountsSchema = z.object(
  Object.fromEntries(AUCTION_STATUSES.map((s) => [s, z.number()])) as Record<AuctionStatus, z.ZodNumber>,
);
export type StatusCounts = z.infer<typeof StatusCountsSchema>;

export const PropertyTypeCountsSchema = z.object(
  Object.fromEntries(PROPERTY_TYPES.map((t) => [t, z.number()])) as Record<PropertyType, z.ZodNumber>,
);
export type PropertyTypeCounts = z.infer<typeof PropertyTypeCountsSchema>;

/**
 * Counts for the page headers, summary cards, tabs and filters, over the same filters as the items:
 * `byStatus` ignores the status filter and `byPropertyType` ignores the property type filter,
 * so a tab or card shows its own total while another one is selected. `byState` ignores the state
 * and district filters (a district lies in one state) and lists only states with an auction;
 * `byDistrict` counts the districts of the chosen state ignoring the district filter, `{}` when no
 * state is chosen.
 */
export const AuctionListCountsSchema = z.object({
  byStatus: StatusCountsSchema,
  byPropertyType: PropertyTypeCountsSchema,
  byState: z.record(z.string(), z.number()),
  byDistrict: z.record(z.string(), z.number()),
  /**
   * False when a search or filter the counts table cannot answer matched more than
   * LISTING_COUNT_CAP auctions: the counts then come from the first LISTING_COUNT_CAP + 1 found
   * and each is a lower bound ("at least").
   */
  exact: z.boolean(),
});
export type AuctionListCounts = z.infer<typeof AuctionListCountsSchema>;

export const AuctionListSchema = z.object({
  items: z.array(AuctionSchema),
  /** Rows matching every filter (for "Showing X of Y" and paging); at most LISTING_COUNT_CAP when `totalCapped`. */
  total: z.number(),
  /** More than LISTING_COUNT_CAP auctions match: `total` is the cap, shown as "1,000+" (decision 025). */
  totalCapped: z.boolean(),
  /**
   * When `totalCapped`: about how many auctions match, from the database planner's estimate, to two
   * significant figures ("about 12,000"); absent where the planner expects no more than the cap
   * (decision 046).
   */
  totalEstimate: z.number().int().optional(),
  /** `cursor` for the page after this one; null on the last page and in the Relevance order. */
  nextCursor: z.string().nullable(),
  page: z.number(),
  pageSize: z.number(),
  counts: AuctionListCountsSchema,
  /**
   * The search as it was made, when it differs from the query typed: misspelt words corrected, other
   * names of a place replaced by its own ("Nasik" → "Nashik"; decision 039). Absent otherwise.
   */
  searchedFor: z.string().optional(),
  /** With `near`: the point distances are measured from (the PIN code's) and the distance, so cards can say how far each lies. */
  near: z.object({ pinCode: z.string(), latitude: z.number(), longitude: z.number(), km: z.number() }).optional(),
});
export type AuctionList = z.infer<typeof AuctionListSchema>;

/** `GET /api/sellers`: who lists public auctions (the listing's Bank / seller filter), by name. */
export const SellerSchema = z.object({
  id: z.string(),
  /** The company's name, else the person's. */
  name: z.string(),
  /** How many of their auctions are public (not drafts). */
  auctions: z.number(),
});
export const SellerListSchema = z.array(SellerSchema);
export type Seller = z.infer<typeof SellerSchema>;

/** `GET /api/auctions/:id/reserve-price`: admins and the owning vendor only (403 for anyone else, 401 signed out). */
export const ReservePriceSchema = z.object({ reservePrice: z.number().nullable() });
export type ReservePrice = z.infer<typeof ReservePriceSchema>;

// NOTE: the texts live in a zod-free module so that pages can show them without loading zod.
export { AUCTION_MESSAGES } from '../messages/auction';
