import { z } from 'zod';
import { CATEGORIES, INDIAN_STATES, PIN_CODE_PATTERN, POSSESSION_TYPES, PROPERTY_TYPES } from '../domain/constants';
import { formatIstDate } from '../domain/date-format';
import { INDIAN_MOBILE_PATTERN, normalizePhone } from './auth';
import { AuctionSchema } from './auction';
import { defineMessages } from '../messages/define';
import { MAP_MESSAGES } from '../messages/map';
import { INDIA_BOUNDS } from '../domain/geo';

/** Spec §5 auction form messages, word for word where the spec gives them. */
export const AUCTION_FORM_MESSAGES = defineMessages('auctionForm', {
  titleMin: 'Title must be at least 5 characters',
  titleMax: 'Title must be less than 200 characters',
  descriptionMin: 'Description must be at least 20 characters',
  descriptionMax: 'Description must be less than 5000 characters',
  locationRequired: 'Location is required',
  locationMax: 'Location must be less than 200 characters',
  propertyTypeRequired: 'Property type is required',
  stateRequired: 'Choose the state or union territory',
  districtRequired: 'District is required',
  districtMax: 'District must be less than 100 characters',
  localityMax: 'City or locality must be less than 100 characters',
  pinCodeInvalid: 'Enter a valid 6-digit PIN code',
  areaInvalid: 'Enter the area as a whole number of square feet',
  startingBidMin: 'Starting bid must be greater than 0',
  emdAmountMin: 'EMD amount must be greater than 0',
  reservePriceInvalid: 'Reserve price must be a whole number of rupees',
  startTimeRequired: 'Start time is required',
  endTimeRequired: 'End time is required',
  endAfterStart: 'End time must be after start time',
  authRequired: 'You must be logged in to create an auction',
  saveFailed: 'Failed to save auction',
  deleteFailed: 'Failed to delete auction',
  startFailed: 'Failed to start auction',
  endFailed: 'Failed to end auction',
  created: 'The auction has been created successfully',
  updated: 'The auction has been updated successfully',
  deleteConfirm: (title: string) => `Are you sure you want to delete "${title}"? This action cannot be undone.`,
  deleted: (title: string) => `${title} has been deleted successfully.`,
  approved: (title: string) => `${title} is approved and now upcoming.`,
  vendorNotApproved: 'Your vendor account is awaiting admin approval. You can list properties once it is approved.',
  vendorSuspended: 'Your vendor account is suspended. You can still read your listings and sales, but not change them.',
  vendorRejected: 'Your vendor account was not approved. You can still read your listings and sales, but not change them.',
  noticeRequired: 'Enter the date the sale notice was published: an auction starts at least 30 days after it (15 for a re-sale).',
  noticePeriod: (earliest: string | Date) =>
    `The auction may start at the earliest on ${formatIstDate(earliest, 'full')}: 30 days after its sale notice (15 for a re-sale).`,
  cutoffAfterEnd: 'The EMD cut-off must be before the auction ends.',
  inspectionOrder: 'The inspection must end after it starts.',
  officerPhoneInvalid: 'Enter a valid 10-digit Indian mobile number',
  vendorEditsDraftsOnly: 'Only drafts can be changed by the vendor. Contact an admin to change an approved auction.',
  statusByAction: 'Use Start Auction or End Auction to make an auction live or ended.',
  termsLocked: 'The starting bid and the times of a live or ended auction cannot be changed.',
  notDraft: 'Only a draft can be approved.',
  saleNoticeDocumentRequired:
    'Publish the sale notice before approving: upload it in Documents as a Sale Notice, make it public and approve it.',
} as const);

export const TITLE_MIN = 5;
export const TITLE_MAX = 200;
export const DESCRIPTION_MIN = 20;
export const DESCRIPTION_MAX = 5000;
export const LOCATION_MIN = 3;
export const LOCATION_MAX = 200;
export const DISTRICT_MAX = 100;
export const LOCALITY_MAX = 100;

/** Statuses the form offers (spec §5); `live` and `ended` are only reached through Start/End. */
export const AUCTION_FORM_STATUSES = ['draft', 'upcoming', 'live', 'ended'] as const;
/** Statuses an admin may set by create or edit. */
export const AUCTION_SETTABLE_STATUSES = ['draft', 'upcoming'] as const;

const M = AUCTION_FORM_MESSAGES;

/** Empty inputs (``, NaN, null) read as "absent", so the required-field message shows. */
const blankToUndefined = (v: unknown) => (v === '' || v === null || (typeof v === 'number' && Number.isNaN(v)) ? undefined : v);

const rupees = (message: string) =>
  z.preprocess(blankToUndefined, z.number({ error: message }).int(message).min(1, message).max(Number.MAX_SAFE_INTEGER));

/**
 * The times PostgreSQL's timestamp and a four-digit ISO year both hold: years 1 to 9999 (year 10000
 * is "+010000-…"; year 0 and earlier are "-00000…", which PostgreSQL reads as out of range).
 */
const EARLIEST_TIME = Date.parse('0001-01-01T00:00:00.000Z');
const LATEST_TIME = Date.parse('9999-12-31T23:59:59.999Z');
const STORABLE_YEARS_MESSAGE = 'Enter a date between the years 1 and 9999';
const storable = (v: string) => Date.parse(v) >= EARLIEST_TIME && Date.parse(v) <= LATEST_TIME;

const isoTime = (message: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: message })
      .trim()
      .min(1, message)
      .refine((v) => !Number.isNaN(Date.parse(v)), message)
      .refine(storable, STORABLE_YEARS_MESSAGE)
      .transform((v) => new Date(v).toISOString()),
  );

/** An optional time: empty means none. */
const optionalIsoTime = z.preprocess(
  (v) => (blankToUndefined(v) === undefined ? null : v),
  z
    .string()
    .refine((v) => !Number.isNaN(Date.parse(v)), 'Enter a valid date and time')
    .refine(storable, STORABLE_YEARS_MESSAGE)
    .transform((v) => new Date(v).toISOString())
    .nullable()
    .optional(),
);

/** Optional text of at most `max` characters: empty means none. */
const optionalText = (max: number) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), z.string().trim().max(max).nullable().optional());

/** A latitude or longitude within India: empty means none. */
const coordinate = (min: number, max: number, message: string) =>
  z.preprocess(
    (v) => (blankToUndefined(v) === undefined ? null : typeof v === 'string' ? Number(v) : v),
    z.number({ error: message }).min(min, message).max(max, message).nullable().optional(),
  );

/** Fields of the create/edit form (admin dialog and vendor page). Times are ISO timestamps. */
export const AuctionFormFieldsSchema = z.object({
  title: z.string({ error: M.titleMin }).trim().min(TITLE_MIN, M.titleMin).max(TITLE_MAX, M.titleMax),
  description: z.string({ error: M.descriptionMin }).trim().min(DESCRIPTION_MIN, M.descriptionMin).max(DESCRIPTION_MAX, M.descriptionMax),
  location: z.string({ error: M.locationRequired }).trim().min(LOCATION_MIN, M.locationRequired).max(LOCATION_MAX, M.locationMax),
  address: z.preprocess(blankToUndefined, z.string().trim().max(300).nullable().optional()),
  // The structured address (issue 13): the listing filters by state and district.
  state: z.preprocess(blankToUndefined, z.enum(INDIAN_STATES, { error: M.stateRequired })),
  district: z.preprocess(
    blankToUndefined,
    z.string({ error: M.districtRequired }).trim().min(1, M.districtRequired).max(DISTRICT_MAX, M.districtMax),
  ),
  locality: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string().trim().max(LOCALITY_MAX, M.localityMax).nullable().optional(),
  ),
  pinCode: z.preprocess(blankToUndefined, z.string({ error: M.pinCodeInvalid }).trim().regex(PIN_CODE_PATTERN, M.pinCodeInvalid)),
  // Where the property lies (decision 056): both or neither; neither, and the server places it at its PIN code.
  latitude: coordinate(INDIA_BOUNDS.south, INDIA_BOUNDS.north, MAP_MESSAGES.latitudeOutside),
  longitude: coordinate(INDIA_BOUNDS.west, INDIA_BOUNDS.east, MAP_MESSAGES.longitudeOutside),
  propertyType: z.preprocess(blankToUndefined, z.enum(PROPERTY_TYPES, { error: M.propertyTypeRequired })),
  category: z.preprocess((v) => (v === '' || v === 'none' ? null : v), z.enum(CATEGORIES).nullable().optional()),
  // An integer column: at most 2,147,483,647.
  areaSqFt: z.preprocess(
    blankToUndefined,
    z
      .number({ error: AUCTION_FORM_MESSAGES.areaInvalid })
      .int({ error: AUCTION_FORM_MESSAGES.areaInvalid })
      .min(1, { error: AUCTION_FORM_MESSAGES.areaInvalid })
      .max(2_147_483_647, { error: AUCTION_FORM_MESSAGES.areaInvalid })
      .nullable()
      .optional(),
  ),
  startingBid: rupees(M.startingBidMin),
  reservePrice: z.preprocess(
    (v) => (blankToUndefined(v) === undefined ? null : v),
    z.number({ error: M.reservePriceInvalid }).int(M.reservePriceInvalid).min(0, M.reservePriceInvalid).nullable().optional(),
  ),
  emdAmount: rupees(M.emdAmountMin),
  startTime: isoTime(M.startTimeRequired),
  endTime: isoTime(M.endTimeRequired),
  featured: z.boolean().default(false),
  status: z.enum(AUCTION_FORM_STATUSES).optional(),
  // ------------------------------------------------------------ the sale notice (decision 014)
  /** YYYY-MM-DD: when the public sale notice was published. */
  saleNoticeDate: z.preprocess((v) => (blankToUndefined(v) === undefined ? null : v), z.iso.date(M.noticeRequired).nullable().optional()),
  isResale: z.boolean().optional(),
  emdCutoff: optionalIsoTime,
  possession: z.preprocess((v) => (v === '' || v === 'none' ? null : v), z.enum(POSSESSION_TYPES).nullable().optional()),
  inspectionFrom: optionalIsoTime,
  inspectionTo: optionalIsoTime,
  authorisedOfficerName: optionalText(120),
  authorisedOfficerPhone: z.preprocess(
    (v) => (blankToUndefined(v) === undefined ? null : v),
    z
      .string()
      .transform(normalizePhone)
      .refine((v) => INDIAN_MOBILE_PATTERN.test(v), M.officerPhoneInvalid)
      .nullable()
      .optional(),
  ),
  encumbrances: optionalText(2000),
});

function endAfterStart(
  data: {
    startTime?: string;
    endTime?: string;
    emdCutoff?: string | null;
    inspectionFrom?: string | null;
    inspectionTo?: string | null;
    latitude?: number | null;
    longitude?: number | null;
  },
  ctx: z.RefinementCtx,
) {
  if ((data.latitude == null) !== (data.longitude == null)) {
    ctx.addIssue({ code: 'custom', path: [data.latitude == null ? 'latitude' : 'longitude'], message: MAP_MESSAGES.coordinatesTogether });
  }
  if (data.startTime && data.endTime && Date.parse(data.endTime) <= Date.parse(data.startTime)) {
    ctx.addIssue({ code: 'custom', path: ['endTime'], message: M.endAfterStart });
  }
  if (data.emdCutoff && data.endTime && Date.parse(data.emdCutoff) >= Date.parse(data.endTime)) {
    ctx.addIssue({ code: 'custom', path: ['emdCutoff'], message: M.cutoffAfterEnd });
  }
  if (data.inspectionFrom && data.inspectionTo && Date.parse(data.inspectionTo) <= Date.parse(data.inspectionFrom)) {
    ctx.addIssue({ code: 'custom', path: ['inspectionTo'], message: M.inspectionOrder });
  }
}

/** `POST /api/auctions` body and the create form. New auctions default to draft, not featured. */
export const AuctionCreateSchema = AuctionFormFieldsSchema.superRefine(endAfterStart);
export type AuctionCreateInput = z.input<typeof AuctionCreateSchema>;
export type AuctionCreate = z.output<typeof AuctionCreateSchema>;

/** `PATCH /api/auctions/:id` body: any subset of the form; the server re-checks end after start. */
export const AuctionUpdateSchema = AuctionFormFieldsSchema.partial()
  .extend({ featured: z.boolean().optional() })
  .superRefine(endAfterStart);
export type AuctionUpdateInput = z.input<typeof AuctionUpdateSchema>;
export type AuctionUpdate = z.output<typeof AuctionUpdateSchema>;

/**
 * An auction as its managers see it: admins (every auction) and the owning vendor (their own).
 * The only shape besides `/reserve-price` that carries the reserve price.
 */
export const ManagedAuctionSchema = AuctionSchema.extend({
  reservePrice: z.number().nullable(),
  /** The buyer's user id (see `hasWinner`): only admins and the owning vendor manage an auction. */
  winnerId: z.string().nullable(),
});
export type ManagedAuction = z.infer<typeof ManagedAuctionSchema>;

export const AUCTION_TABS = ['all', 'live', 'upcoming', 'ended', 'drafts'] as const;
export type AuctionTab = (typeof AUCTION_TABS)[number];

/** A yes/no query flag: `true` or `false`; empty or absent means no filter. */
const queryFlag = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
);

/**
 * `GET /api/admin/auctions` and `GET /api/vendor/auctions` query: the search, the tab and the
 * Advanced Filters (property type; featured, reserve set, has bids: `true` for only those, `false`
 * for only the others).
 */
export const ManagedAuctionListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  tab: z.preprocess((v) => (v === '' ? undefined : v), z.enum(AUCTION_TABS).default('all')),
  propertyType: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), z.enum(PROPERTY_TYPES).optional()),
  featured: queryFlag,
  withReserve: queryFlag,
  withBids: queryFlag,
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(100),
});
export type ManagedAuctionListQuery = z.infer<typeof ManagedAuctionListQuerySchema>;
export type ManagedAuctionListQueryInput = z.input<typeof ManagedAuctionListQuerySchema>;

/** Counts per status: total, live, upcoming, ended, drafts. */
export const AuctionCountsSchema = z.object({
  total: z.number(),
  live: z.number(),
  upcoming: z.number(),
  ended: z.number(),
  drafts: z.number(),
});
export type AuctionCounts = z.infer<typeof AuctionCountsSchema>;

export const ManagedAuctionListSchema = z.object({
  items: z.array(ManagedAuctionSchema),
  /** Rows matching the search, the tab and the advanced filters (for paging). */
  total: z.number(),
  /** Rows matching the search and the tab before the advanced filters ("N of M shown"). */
  searchTotal: z.number(),
  /** The five cards: over all the caller's auctions, whatever the search and filters. */
  counts: AuctionCountsSchema,
  /** The tab badges: per tab, for the same search and advanced filters as the rows. */
  tabCounts: AuctionCountsSchema,
});
export type ManagedAuctionList = z.infer<typeof ManagedAuctionListSchema>;

export const DeletedSchema = z.object({ id: z.string(), deleted: z.literal(true) });
export type Deleted = z.infer<typeof DeletedSchema>;
