import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  AUCTION_STATUSES,
  BID_STATUSES,
  CATEGORIES,
  DOCUMENT_CATEGORIES,
  DOCUMENT_STATUSES,
  DOCUMENT_TYPES,
  EMD_DEPOSIT_STATUSES,
  EMD_ENTRY_KINDS,
  EMD_HOLD_STATUSES,
  PAYMENT_STATUSES,
  POSSESSION_TYPES,
  SALE_PAYMENT_KINDS,
  SALE_STAGES,
  WITHDRAWAL_STATUSES,
  PROPERTY_TYPES,
  PROXY_STATUSES,
  ROLES,
  VERIFICATION_STATUSES,
  type IndianState,
} from '../../shared/domain/constants';
import type { DeliveryChannel, NotificationChannel, NotificationKind } from '../../shared/domain/notification-kinds';
import { DEFAULT_BID_INCREMENT, SOFT_CLOSE_EXTENSION_S, SOFT_CLOSE_WINDOW_S } from '../../shared/domain/bidding';
import type { BidLogKind } from '../../shared/bid-log';
import type { Language } from '../../shared/domain/languages';
import type { ImportIssue, ImportMode, ImportStatus } from '../../shared/schemas/listing-import';
import type { AlertFrequency, SavedSearchPage, SavedSearchParams } from '../../shared/domain/saved-searches';
import { INSPECTION_STATUSES, type InspectionSlot } from '../../shared/domain/inspection';

const money = (name: string) => bigint(name, { mode: 'number' });
const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => tstz('created_at').notNull().defaultNow();
const updatedAt = () => tstz('updated_at').notNull().defaultNow();

// ---------------------------------------------------------------- Better Auth
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: tstz('expires_at').notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: tstz('access_token_expires_at'),
    refreshTokenExpiresAt: tstz('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

// ---------------------------------------------------------------- people
export const roleEnum = pgEnum('role', ROLES);
/**
 * Better Auth's sign-in, sign-up and reset counters (its `rateLimit` model, database storage), so the
 * limits hold across every server process instead of multiplying with them.
 */
export const rateLimits = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/** The bid rate limit's token bucket per bidder, shared by every server process on PostgreSQL. */
export const bidRateBuckets = pgTable('bid_rate_buckets', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokens: doublePrecision('tokens').notNull(),
  /** When `tokens` was last computed, in milliseconds since the epoch (the database's clock). */
  atMs: doublePrecision('at_ms').notNull(),
});

export const verificationStatusEnum = pgEnum('verification_status', VERIFICATION_STATUSES);

export const profiles = pgTable(
  'profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    fullName: text('full_name'),
    phone: text('phone'),
    companyName: text('company_name'),
    userType: text('user_type').notNull().default('buyer'),
    buyerType: text('buyer_type'),
    pan: text('pan'),
    gst: text('gst'),
    aadhaarLast4: text('aadhaar_last4'),
    verificationStatus: verificationStatusEnum('verification_status').notNull().default('pending'),
    kycVerified: boolean('kyc_verified').notNull().default(false),
    emdPaid: boolean('emd_paid').notNull().default(false),
    emdAmount: money('emd_amount').notNull().default(0),
    /**
     * The one alias per account of the time before decision 038 ("Bidder 4F2A"). Shown nowhere now: a
     * bidder's alias belongs to one auction (bids/bidder-aliases.ts). Goes with the next migration of profiles.
     */
    alias: text('alias').notNull(),
    /** The language the user reads Neelami in: screens, e-mail and notifications (`LANGUAGES`). */
    language: text('language').$type<Language>().notNull().default('en'),
    approvedBy: text('approved_by'),
    approvedAt: tstz('approved_at'),
    /** Why the account was last suspended or rejected, as the admin wrote it; shown to the user (decision 042). Null once verified again. */
    statusReason: text('status_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('profiles_created_at_idx').on(t.createdAt)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: roleEnum('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_roles_user_role_uq').on(t.userId, t.role)],
);

// ---------------------------------------------------------------- auctions
export const auctionStatusEnum = pgEnum('auction_status', AUCTION_STATUSES);
export const possessionEnum = pgEnum('possession_type', POSSESSION_TYPES);
export const propertyTypeEnum = pgEnum('property_type', PROPERTY_TYPES);
export const categoryEnum = pgEnum('auction_category', CATEGORIES);

export const auctions = pgTable(
  'auctions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    location: text('location').notNull(),
    address: text('address'),
    // ------------------------------------------------------------ the structured address (issue 13)
    /** One of INDIAN_STATES; null only for auctions listed before the address was structured. */
    state: text('state').$type<IndianState>(),
    district: text('district'),
    /** The city or locality. */
    locality: text('locality'),
    /** Six digits, the first 1–9. */
    pinCode: text('pin_code'),
    /**
     * Where the property lies, in degrees (WGS 84): set by the seller on the map, else found from the PIN
     * code (decision 056); both or neither (migration 0033). Copied into `auction_search`.
     */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    propertyType: propertyTypeEnum('property_type').notNull(),
    category: categoryEnum('category'),
    areaSqFt: integer('area_sq_ft'),
    startingBid: money('starting_bid').notNull(),
    reservePrice: money('reserve_price'),
    emdAmount: money('emd_amount').notNull(),
    bidIncrement: money('bid_increment').notNull().default(DEFAULT_BID_INCREMENT),
    startTime: tstz('start_time').notNull(),
    endTime: tstz('end_time').notNull(),
    extensionWindowS: integer('extension_window_s').notNull().default(SOFT_CLOSE_WINDOW_S),
    extensionS: integer('extension_s').notNull().default(SOFT_CLOSE_EXTENSION_S),
    /** When its watchers were told it ends within the hour (once per auction; decision 026). */
    endingSoonToldAt: tstz('ending_soon_told_at'),
    featured: boolean('featured').notNull().default(false),
    status: auctionStatusEnum('status').notNull().default('draft'),
    currentBid: money('current_bid').notNull(),
    biddersCount: integer('bidders_count').notNull().default(0),
    bidCount: integer('bid_count').notNull().default(0),
    /** The buyer of the sale: the highest bidder once the reserve is met or the seller accepts; null otherwise. */
    winnerId: text('winner_id').references(() => users.id, { onDelete: 'set null' }),
    // ------------------------------------------------------------ the sale notice (decision 014)
    /** The date the public sale notice was published; the auction may start 30 days later (15 for a re-sale). */
    saleNoticeDate: date('sale_notice_date', { mode: 'string' }),
    isResale: boolean('is_resale').notNull().default(false),
    /** The auction this one sells again, after its sale failed. */
    resaleOf: uuid('resale_of').references((): AnyPgColumn => auctions.id, { onDelete: 'set null' }),
    /** Joining (holding the EMD) closes at this moment; null means the start time. */
    emdCutoff: tstz('emd_cutoff'),
    possession: possessionEnum('possession'),
    inspectionFrom: tstz('inspection_from'),
    inspectionTo: tstz('inspection_to'),
    authorisedOfficerName: text('authorised_officer_name'),
    authorisedOfficerPhone: text('authorised_officer_phone'),
    encumbrances: text('encumbrances'),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('auctions_status_end_idx').on(t.status, t.endTime),
    index('auctions_status_start_idx').on(t.status, t.startTime),
    index('auctions_created_at_idx').on(t.createdAt),
    index('auctions_created_by_idx').on(t.createdBy),
    // The listing's other orders over public rows, each ending on id as the order does (decision 025).
    index('auctions_public_newest_idx')
      .on(t.createdAt.desc(), t.id)
      .where(sql`${t.status} <> 'draft'`),
    index('auctions_public_highest_bid_idx')
      .on(t.currentBid.desc(), t.id)
      .where(sql`${t.status} <> 'draft'`),
    index('auctions_public_most_bids_idx')
      .on(t.bidCount.desc(), t.id)
      .where(sql`${t.status} <> 'draft'`),
    // The Ending Soon order of the listing (open auctions by end time, then closed ones latest
    // first), so its first pages are an index scan instead of a sort of every row.
    index('auctions_ending_soon_idx').on(
      sql`(${t.status} in ('ended', 'cancelled'))`,
      sql`(case when ${t.status} in ('ended', 'cancelled') then null else ${t.endTime} end)`,
      t.endTime.desc(),
      t.id,
    ),
    // The ending-soon notice's job reads only the live auctions not yet told (decision 040).
    index('auctions_ending_soon_notice_idx')
      .on(t.endTime)
      .where(sql`${t.status} = 'live' AND ${t.endingSoonToldAt} IS NULL`),
  ],
);

/** PostgreSQL's full-text document type; only the database reads it (`@@`, `ts_filter`). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Search text of each auction, kept by a trigger on its text and place columns only
 * (decisions 005, 021 and 039):
 * - `doc` and `place`: the text lower-cased, as decision 021 matched it; no longer read nor indexed
 *   (migration 0022), still written until a migration drops them;
 * - `tsv`: title, place (location, locality, district, state, PIN code) and description as one
 *   `english` full-text document weighted A, B, C (GIN index), built by the SQL function
 *   `auction_search_tsv`;
 * - `title_tsv` and `head_tsv`: the part of `tsv` from the title, and from the title and location,
 *   generated from it (GIN indexes): the tiers of the Relevance order (migration 0018);
 * - `status`, `property_type`, `state`, `district`: copies of the auction's, kept by a trigger on
 *   their changes, so that a search's counts read this table alone (migration 0019).
 * NOTE: a separate table so that a bid, which rewrites the auction row, never touches these
 * indexes; a trigram index on the auctions table halved update throughput in a pgbench trial.
 */
export const auctionSearch = pgTable(
  'auction_search',
  {
    auctionId: uuid('auction_id')
      .primaryKey()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    doc: text('doc').notNull(),
    place: text('place').notNull(),
    tsv: tsvector('tsv').notNull(),
    titleTsv: tsvector('title_tsv').generatedAlwaysAs(sql`ts_filter(tsv, '{a}')`),
    headTsv: tsvector('head_tsv').generatedAlwaysAs(sql`ts_filter(tsv, '{a,b}')`),
    status: auctionStatusEnum('status').notNull(),
    propertyType: propertyTypeEnum('property_type').notNull(),
    state: text('state').$type<IndianState>(),
    district: text('district'),
    category: categoryEnum('category'),
    possession: possessionEnum('possession'),
    createdBy: text('created_by'),
    featured: boolean('featured'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (t) => [
    index('auction_search_tsv_idx').using('gin', t.tsv),
    index('auction_search_title_tsv_idx').using('gin', t.titleTsv),
    index('auction_search_head_tsv_idx').using('gin', t.headTsv),
    // The place filters find their rows here (decision 048).
    index('auction_search_place_idx').on(t.state, sql`lower(${t.district})`),
    index('auction_search_district_idx').on(sql`lower(${t.district})`),
    // "Within N km of a PIN code": the bounding box's latitude range, then its longitudes (decision 056).
    index('auction_search_coordinates_idx')
      .on(t.latitude, t.longitude)
      .where(sql`${t.latitude} IS NOT NULL`),
  ],
);

/**
 * The catalogue's vocabulary (decision 039): each word and place name of public auctions' titles and
 * places with the number of auctions holding it, kept by triggers on `auctions` (migration 0022), and
 * the names of the alternative place names list (`canonical`: the name a term stands for). Misspelt
 * query words are corrected against it through its trigram index.
 */
export const searchVocabulary = pgTable(
  'search_vocabulary',
  {
    term: text('term').primaryKey(),
    docs: integer('docs').notNull().default(0),
    canonical: text('canonical'),
  },
  (t) => [index('search_vocabulary_term_trgm_idx').using('gin', t.term.op('gin_trgm_ops'))],
);

/**
 * How many auctions there are of each status, type, featured flag, state and district, as changes that add
 * up (decision 025): triggers on `auctions` append +n / −n rows when auctions are inserted, deleted or
 * change one of these columns (never on a bid), and the catalogue folds the pieces together now and
 * then. No key, so concurrent writers never wait for each other; the listing's counts read the sums.
 */
export const auctionFacetCounts = pgTable('auction_facet_counts', {
  status: auctionStatusEnum('status').notNull(),
  propertyType: propertyTypeEnum('property_type').notNull(),
  featured: boolean('featured').notNull(),
  state: text('state').$type<IndianState>(),
  district: text('district'),
  n: integer('n').notNull(),
});

export const auctionImages = pgTable(
  'auction_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    /** Public URL of the large variant, under /media/auction-images/. */
    imageUrl: text('image_url').notNull(),
    /** Public URL of the small card variant. */
    thumbUrl: text('thumb_url').notNull(),
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    displayOrder: integer('display_order').notNull().default(0),
    caption: text('caption'),
    createdAt: createdAt(),
  },
  (t) => [index('auction_images_auction_idx').on(t.auctionId, t.displayOrder)],
);

export const bidStatusEnum = pgEnum('bid_status', BID_STATUSES);

export const bids = pgTable(
  'bids',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    status: bidStatusEnum('status').notNull().default('active'),
    idempotencyKey: text('idempotency_key'),
    /** Placed by the server for the bidder's maximum (proxy_bids), not by the bidder (decision 020). */
    automatic: boolean('automatic').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('bids_auction_created_idx').on(t.auctionId, t.createdAt),
    // NOTE: (auction, amount, time): the bids of an auction by amount, and among equal amounts the
    // latest first, so "who holds this amount" (the bid engine's leader) is one step down the index.
    index('bids_auction_amount_idx').on(t.auctionId, t.amount, t.createdAt),
    // NOTE: lets a bid tell in O(log n) whether its bidder is new to the auction (bidders_count).
    index('bids_auction_user_idx').on(t.auctionId, t.userId),
    index('bids_user_created_idx').on(t.userId, t.createdAt),
    index('bids_created_at_idx').on(t.createdAt),
    uniqueIndex('bids_user_idempotency_uq')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);

/**
 * A bidder's private maximum on an auction (decision 020): the bid engine bids for them up to it.
 * Read and written only inside the auction's bid transaction; never shown to anyone but its owner
 * and admins.
 */
export const proxyBidStatusEnum = pgEnum('proxy_bid_status', PROXY_STATUSES);

export const proxyBids = pgTable(
  'proxy_bids',
  {
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    maxAmount: money('max_amount').notNull(),
    status: proxyBidStatusEnum('status').notNull().default('active'),
    /** When the maximum was set or last raised: of two equal maximums, the earlier wins. */
    setAt: tstz('set_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.auctionId, t.userId] }), index('proxy_bids_user_idx').on(t.userId)],
);

/**
 * The public, hash-chained bid log (decision 020): one row per entry, appended in the transaction
 * that accepts (or flags, restores, removes) the bid, never updated. The bid's own columns are served
 * from `bids` while the bid exists, so an edit there breaks the chain; the copy here serves once the
 * bid is gone with its bidder's account.
 */
export const bidLog = pgTable(
  'bid_log',
  {
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    kind: text('kind').$type<BidLogKind>().notNull(),
    bidId: uuid('bid_id').references(() => bids.id, { onDelete: 'set null' }),
    ref: integer('ref'),
    alias: text('alias').notNull(),
    amount: money('amount').notNull(),
    automatic: boolean('automatic').notNull(),
    at: tstz('at').notNull(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.auctionId, t.seq] }), index('bid_log_bid_idx').on(t.bidId)],
);

/** The signed head of an auction's bid log: written at the close, and again if an entry follows it. */
export const bidLogSeals = pgTable('bid_log_seals', {
  auctionId: uuid('auction_id')
    .primaryKey()
    .references(() => auctions.id, { onDelete: 'cascade' }),
  seq: integer('seq').notNull(),
  hash: text('hash').notNull(),
  signedAt: tstz('signed_at').notNull(),
  keyId: text('key_id').notNull(),
  signature: text('signature').notNull(),
});

/**
 * The seller's sign-off of an ended auction's bid sheet (issue 31): who, when, and the bid log's head it
 * was signed against, so a later entry shows the sheet as signed before it. Once per auction.
 */
export const bidSheetSignOffs = pgTable('bid_sheet_sign_offs', {
  auctionId: uuid('auction_id')
    .primaryKey()
    .references(() => auctions.id, { onDelete: 'cascade' }),
  signedBy: text('signed_by').references(() => users.id, { onDelete: 'set null' }),
  /** Kept when the account is gone: the sheet still names who signed it. */
  signedByName: text('signed_by_name').notNull(),
  headSeq: integer('head_seq').notNull(),
  headHash: text('head_hash').notNull(),
  signedAt: tstz('signed_at').notNull().defaultNow(),
});

/** The sale notice an officer prepared from the listing (issue 31, part 3), and the other officer who approved it. */
export const saleNoticeDrafts = pgTable('sale_notice_drafts', {
  auctionId: uuid('auction_id')
    .primaryKey()
    .references(() => auctions.id, { onDelete: 'cascade' }),
  borrower: text('borrower').notNull(),
  securedCreditor: text('secured_creditor').notNull(),
  dues: money('dues').notNull(),
  duesAsOf: date('dues_as_of', { mode: 'string' }).notNull(),
  possession: possessionEnum('possession').notNull(),
  discloseReserve: boolean('disclose_reserve').notNull().default(false),
  noticeDate: date('notice_date', { mode: 'string' }).notNull(),
  preparedBy: text('prepared_by').references(() => users.id, { onDelete: 'set null' }),
  /** Kept when the account is gone, as the names of who prepared and approved. */
  preparedByName: text('prepared_by_name').notNull(),
  preparedAt: tstz('prepared_at').notNull().defaultNow(),
  approvedBy: text('approved_by').references(() => users.id, { onDelete: 'set null' }),
  approvedByName: text('approved_by_name'),
  approvedAt: tstz('approved_at'),
});

/** A spreadsheet of listings being imported or imported (issue 31, part 2): its progress and its rows' problems. */
export const listingImports = pgTable(
  'listing_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    mode: text('mode').$type<ImportMode>().notNull(),
    status: text('status').$type<ImportStatus>().notNull(),
    rows: integer('rows').notNull(),
    valid: integer('valid').notNull(),
    processed: integer('processed').notNull().default(0),
    imported: integer('imported').notNull().default(0),
    issues: jsonb('issues').$type<ImportIssue[]>().notNull().default([]),
    issueCount: integer('issue_count').notNull().default(0),
    createdAt: createdAt(),
    finishedAt: tstz('finished_at'),
  },
  (t) => [index('listing_imports_created_by_idx').on(t.createdBy, t.createdAt)],
);

// ---------------------------------------------------------------- engagement
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    read: boolean('read').notNull().default(false),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt)],
);

export const watchlist = pgTable(
  'watchlist',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.auctionId] }), index('watchlist_auction_idx').on(t.auctionId)],
);

export const reminders = pgTable(
  'reminders',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    notifiedAt: tstz('notified_at'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.auctionId] }), index('reminders_auction_idx').on(t.auctionId)],
);

/** The browsers a user receives Web Push on (decision 027): one row per push service endpoint. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The push service's URL for this browser; one browser profile, one endpoint, one owner. */
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key and auth secret (RFC 8291), base64url, as the browser gave them. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSuccessAt: tstz('last_success_at'),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * A question to an auction's authorised officer (issue 30): public once answered (the asker never named),
 * unless an admin hid it.
 */
export const auctionQuestions = pgTable(
  'auction_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    askedBy: text('asked_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer'),
    answeredBy: text('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: tstz('answered_at'),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('auction_questions_auction_idx').on(t.auctionId, t.createdAt),
    index('auction_questions_asker_idx').on(t.askedBy, t.createdAt),
  ],
);

export const inspectionStatusEnum = pgEnum('inspection_status', INSPECTION_STATUSES);

/**
 * A buyer's request to visit an auction's property (issue 30): an IST date and slot inside the sale
 * notice's inspection window, which the seller's officer accepts, declines, or answers with another slot.
 * `visit_at` is when the agreed (or asked-for) slot begins: the reminder job finds the due ones by it.
 */
export const inspectionRequests = pgTable(
  'inspection_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    visitDate: date('visit_date', { mode: 'string' }).notNull(),
    slot: text('slot').$type<InspectionSlot>().notNull(),
    visitAt: tstz('visit_at').notNull(),
    people: integer('people').notNull(),
    phone: text('phone').notNull(),
    status: inspectionStatusEnum('status').notNull().default('requested'),
    proposedDate: date('proposed_date', { mode: 'string' }),
    proposedSlot: text('proposed_slot').$type<InspectionSlot>(),
    buyerNote: text('buyer_note'),
    officerNote: text('officer_note'),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    remindedAt: tstz('reminded_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('inspection_requests_auction_idx').on(t.auctionId, t.visitDate),
    index('inspection_requests_buyer_idx').on(t.buyerId, t.createdAt),
    // NOTE: one request a buyer is still waiting on, or has booked, per auction.
    uniqueIndex('inspection_requests_open_uq')
      .on(t.auctionId, t.buyerId)
      .where(sql`${t.status} in ('requested', 'proposed', 'accepted')`),
    // The reminder job's: accepted visits not yet reminded, by when they begin (decision 040).
    index('inspection_requests_reminder_idx')
      .on(t.visitAt)
      .where(sql`${t.status} = 'accepted' and ${t.remindedAt} is null`),
  ],
);

/**
 * A user's private calendar feed (issue 30): one secret address per user, of which only the SHA-256 is
 * kept, so the address is shown once and a new one replaces it.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
});

const tsquery = customType<{ data: string }>({ dataType: () => 'tsquery' });

/**
 * A listing view a user keeps under a name (issue 30, decision 054): `params` is the view as its address
 * holds it (to open it again); the columns after it are its filters as the matching reads them when an
 * auction becomes public (`search_query` the search as the listing resolves it, `location_pattern` the
 * location's ILIKE pattern). A daily saved search is told at `next_digest_at`, set by its first match.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    page: text('page').$type<SavedSearchPage>().notNull(),
    params: jsonb('params').$type<SavedSearchParams>().notNull(),
    searchQuery: tsquery('search_query'),
    locationPattern: text('location_pattern'),
    propertyType: propertyTypeEnum('property_type'),
    category: categoryEnum('category'),
    state: text('state').$type<IndianState>(),
    district: text('district'),
    seller: text('seller'),
    possession: possessionEnum('possession'),
    minPrice: money('min_price'),
    maxPrice: money('max_price'),
    /** "Within `near_km` of a PIN code": the PIN code's point (decision 056). */
    nearLatitude: doublePrecision('near_latitude'),
    nearLongitude: doublePrecision('near_longitude'),
    nearKm: doublePrecision('near_km'),
    frequency: text('frequency').$type<AlertFrequency>().notNull().default('instant'),
    digestHour: smallint('digest_hour').notNull().default(8),
    paused: boolean('paused').notNull().default(false),
    nextDigestAt: tstz('next_digest_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.createdAt),
    // The matching reads the searches of the auction's state and those of none, not all (decision 054).
    index('saved_searches_state_idx')
      .on(t.state)
      .where(sql`not ${t.paused}`),
    index('saved_searches_digest_due_idx')
      .on(t.nextDigestAt)
      .where(sql`${t.nextDigestAt} is not null`),
  ],
);

/**
 * The auctions a saved search matched; `due_at` when an instant search's alert is to go (the scheduler
 * sends it), none for a daily one (its digest takes it); `notified_at` once its owner was told.
 */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    matchedAt: tstz('matched_at').notNull().defaultNow(),
    dueAt: tstz('due_at'),
    notifiedAt: tstz('notified_at'),
  },
  (t) => [
    primaryKey({ name: 'saved_search_matches_pkey', columns: [t.savedSearchId, t.auctionId] }),
    index('saved_search_matches_auction_idx').on(t.auctionId),
    index('saved_search_matches_pending_idx')
      .on(t.savedSearchId)
      .where(sql`${t.notifiedAt} is null`),
    index('saved_search_matches_due_idx')
      .on(t.dueAt)
      .where(sql`${t.notifiedAt} is null and ${t.dueAt} is not null`),
  ],
);

// ---------------------------------------------------------------- operations
export const documentTypeEnum = pgEnum('document_type', DOCUMENT_TYPES);
export const documentCategoryEnum = pgEnum('document_category', DOCUMENT_CATEGORIES);
export const documentStatusEnum = pgEnum('document_status', DOCUMENT_STATUSES);

export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: documentTypeEnum('type').notNull(),
    category: documentCategoryEnum('category').notNull(),
    storageKey: text('storage_key').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    status: documentStatusEnum('status').notNull().default('pending'),
    isPublic: boolean('is_public').notNull().default(false),
    rejectionReason: text('rejection_reason'),
    downloadCount: integer('download_count').notNull().default(0),
    uploadedBy: text('uploaded_by')
      .notNull()
      .references(() => users.id),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: tstz('reviewed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('documents_auction_idx').on(t.auctionId), index('documents_created_at_idx').on(t.createdAt)],
);

export const emdDepositStatusEnum = pgEnum('emd_deposit_status', EMD_DEPOSIT_STATUSES);

export const emdDeposits = pgTable(
  'emd_deposits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    utrReference: text('utr_reference').notNull(),
    amount: money('amount').notNull(),
    /**
     * The buyer's own account the transfer came from, its holder's name checked against the profile: a
     * refund of this money goes back to it, and nowhere else (decision 033). Null only for deposits
     * reported before migration 0021.
     */
    sourceHolderName: text('source_holder_name'),
    sourceAccount: text('source_account'),
    sourceIfsc: text('source_ifsc'),
    status: emdDepositStatusEnum('status').notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: tstz('reviewed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('emd_deposits_user_idx').on(t.userId), uniqueIndex('emd_deposits_utr_uq').on(t.utrReference)],
);

// ---------------------------------------------------------------- the EMD wallet (decision 014)
export const emdHoldStatusEnum = pgEnum('emd_hold_status', EMD_HOLD_STATUSES);
export const emdEntryKindEnum = pgEnum('emd_entry_kind', EMD_ENTRY_KINDS);
export const withdrawalStatusEnum = pgEnum('emd_withdrawal_status', WITHDRAWAL_STATUSES);

/**
 * Every movement of a buyer's EMD money, append-only. The wallet's available money is the sum of
 * `available_delta`, the money held for auctions the sum of `held_delta`, the balance their sum.
 */
export const emdLedger = pgTable(
  'emd_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    auctionId: uuid('auction_id').references(() => auctions.id, { onDelete: 'set null' }),
    kind: emdEntryKindEnum('kind').notNull(),
    availableDelta: money('available_delta').notNull().default(0),
    heldDelta: money('held_delta').notNull().default(0),
    /** What the entry comes from: a deposit, a withdrawal, a sale payment, or a note. */
    reference: text('reference'),
    createdAt: createdAt(),
  },
  (t) => [index('emd_ledger_user_idx').on(t.userId, t.createdAt)],
);

/** One buyer's EMD held for one auction: what a bid on that auction requires. */
export const emdHolds = pgTable(
  'emd_holds',
  {
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    status: emdHoldStatusEnum('status').notNull().default('held'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.auctionId, t.userId] }), index('emd_holds_user_idx').on(t.userId)],
);

/** A buyer's request to have available EMD paid back to their bank account; an admin pays it and records the UTR. */
export const emdWithdrawals = pgTable(
  'emd_withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    /** The verified deposit whose source account is paid (decision 033); null for withdrawals before migration 0021. */
    depositId: uuid('deposit_id').references(() => emdDeposits.id, { onDelete: 'set null' }),
    /** The account paid: the deposit's source account, copied when the withdrawal is asked for. */
    holderName: text('holder_name'),
    bankAccount: text('bank_account').notNull(),
    ifsc: text('ifsc').notNull(),
    status: withdrawalStatusEnum('status').notNull().default('requested'),
    utrReference: text('utr_reference'),
    rejectionReason: text('rejection_reason'),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: tstz('reviewed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('emd_withdrawals_user_idx').on(t.userId),
    uniqueIndex('emd_withdrawals_utr_uq')
      .on(t.utrReference)
      .where(sql`${t.utrReference} is not null`),
  ],
);

// ---------------------------------------------------------------- the sale after the close (decision 014)
export const saleStageEnum = pgEnum('sale_stage', SALE_STAGES);
export const salePaymentKindEnum = pgEnum('sale_payment_kind', SALE_PAYMENT_KINDS);
export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES);

/** What happened after an auction closed: one row per ended auction, moved along by its parties and by the clock. */
export const sales = pgTable(
  'sales',
  {
    auctionId: uuid('auction_id')
      .primaryKey()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    stage: saleStageEnum('stage').notNull(),
    /** The highest bidder at the close (the buyer, once the sale goes ahead). */
    buyerId: text('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    /** The highest bid at the close: the sale price. */
    price: money('price'),
    reservePrice: money('reserve_price'),
    emdAmount: money('emd_amount').notNull(),
    closedAt: tstz('closed_at').notNull(),
    /** Reserve not met: until when the seller may still accept the highest bid. */
    decisionDueAt: tstz('decision_due_at'),
    confirmedAt: tstz('confirmed_at'),
    confirmedBy: text('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    /** 25% of the price, the EMD counted: due by the end of the next working day after confirmation. */
    depositDueAt: tstz('deposit_due_at'),
    /** The balance: 15 days from confirmation, or the extension agreed in writing (at most three months). */
    balanceDueAt: tstz('balance_due_at'),
    extensionReason: text('extension_reason'),
    /** Why the sale was rejected, lapsed or forfeited. */
    reason: text('reason'),
    completedAt: tstz('completed_at'),
    certificateNumber: text('certificate_number'),
    /** The purchaser's postal address as the buyer gave it for the sale certificate (issue 28); null until given. */
    buyerAddress: text('buyer_address'),
    /** The re-sale auction created from this one after the sale failed. */
    resaleAuctionId: uuid('resale_auction_id').references((): AnyPgColumn => auctions.id, { onDelete: 'set null' }),
    /** When the reminder before the current deadline went out (one per deadline). */
    remindedAt: tstz('reminded_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('sales_stage_idx').on(t.stage),
    index('sales_buyer_idx').on(t.buyerId),
    // The deadline job reads only the sales whose current deadline is near or past (decision 040).
    index('sales_deadline_idx')
      .on(
        sql`(case ${t.stage} when 'reserve_not_met' then ${t.decisionDueAt} when 'deposit_due' then ${t.depositDueAt} when 'balance_due' then ${t.balanceDueAt} end)`,
      )
      .where(sql`${t.stage} in ('reserve_not_met', 'deposit_due', 'balance_due')`),
    uniqueIndex('sales_certificate_uq').on(t.certificateNumber),
  ],
);

/** A payment the buyer reports (25% deposit or balance) with its UTR, verified by the seller or an admin. */
export const salePayments = pgTable(
  'sale_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => sales.auctionId, { onDelete: 'cascade' }),
    kind: salePaymentKindEnum('kind').notNull(),
    amount: money('amount').notNull(),
    utrReference: text('utr_reference').notNull(),
    status: paymentStatusEnum('status').notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: tstz('reviewed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('sale_payments_auction_idx').on(t.auctionId), uniqueIndex('sale_payments_utr_uq').on(t.utrReference)],
);

/**
 * Every UTR a payment in has taken (EMD deposits, sale payments): one UTR, one payment. Written only
 * by those tables' triggers (migration 0020), never by the code: a UTR another table holds makes the
 * insert fail on its primary key.
 */
export const moneyInUtrs = pgTable('money_in_utrs', {
  utrReference: text('utr_reference').primaryKey(),
  source: text('source').notNull(),
  createdAt: createdAt(),
});

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    sentAt: tstz('sent_at'),
    /** The notification event this e-mail delivers (decision 026): one e-mail per event, however often it is retried. */
    eventId: uuid('event_id'),
    createdAt: createdAt(),
  },
  (t) => [index('email_outbox_created_at_idx').on(t.createdAt), uniqueIndex('email_outbox_event_uq').on(t.eventId)],
);

/**
 * Every notification event, written once in the transaction that causes it, for the worker to deliver
 * to the user's e-mail and push channels (decision 026). The bell's row (`notifications`) is written
 * beside it in the same transaction.
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    event: text('event').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    auctionId: uuid('auction_id'),
    status: text('status').$type<'pending' | 'done' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tstz('next_attempt_at').notNull().defaultNow(),
    lockedUntil: tstz('locked_until'),
    lastError: text('last_error'),
    doneAt: tstz('done_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notification_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
    index('notification_outbox_created_at_idx').on(t.createdAt),
    index('notification_outbox_outbid_idx')
      .on(t.userId, t.auctionId, t.createdAt)
      .where(sql`event = 'outbid'`),
  ],
);

/** What became of each event on each channel: sent, skipped (switched off, no push service) or failed. */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => notificationOutbox.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<DeliveryChannel>().notNull(),
    status: text('status').$type<'sent' | 'skipped' | 'failed'>().notNull(),
    detail: text('detail'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.channel] })],
);

/** A user's switch per kind and channel; no row means the default (`defaultPreference`). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    channel: text('channel').$type<NotificationChannel>().notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.channel] })],
);

/** Append-only record of every admin and vendor action (ARCHITECTURE §8). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_at_idx').on(t.createdAt)],
);
