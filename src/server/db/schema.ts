import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
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
  PROPERTY_TYPES,
  ROLES,
  VERIFICATION_STATUSES,
} from '../../shared/domain/constants';
import { DEFAULT_BID_INCREMENT, SOFT_CLOSE_EXTENSION_S, SOFT_CLOSE_WINDOW_S } from '../../shared/domain/bidding';

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
    /** Public alias shown to other buyers instead of the name (e.g. "Bidder 4F2A"). */
    alias: text('alias').notNull(),
    approvedBy: text('approved_by'),
    approvedAt: tstz('approved_at'),
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
    featured: boolean('featured').notNull().default(false),
    status: auctionStatusEnum('status').notNull().default('draft'),
    currentBid: money('current_bid').notNull(),
    biddersCount: integer('bidders_count').notNull().default(0),
    bidCount: integer('bid_count').notNull().default(0),
    winnerId: text('winner_id').references(() => users.id, { onDelete: 'set null' }),
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
    index('auctions_current_bid_idx').on(t.currentBid),
    index('auctions_bid_count_idx').on(t.bidCount),
    // The Ending Soon order of the listing (open auctions by end time, then closed ones latest
    // first), so its first pages are an index scan instead of a sort of every row.
    index('auctions_ending_soon_idx').on(
      sql`(${t.status} in ('ended', 'cancelled'))`,
      sql`(case when ${t.status} in ('ended', 'cancelled') then null else ${t.endTime} end)`,
      t.endTime.desc(),
      t.id,
    ),
  ],
);

/**
 * Search text of each auction (title, location, description lower-cased and joined by a control
 * character that a query can never contain), kept by a trigger on those three columns only.
 * NOTE: a separate table so that a bid, which rewrites the auction row, never touches the
 * trigram index; on the auctions table it halved update throughput in a pgbench trial.
 */
export const auctionSearch = pgTable(
  'auction_search',
  {
    auctionId: uuid('auction_id')
      .primaryKey()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    doc: text('doc').notNull(),
  },
  (t) => [index('auction_search_doc_trgm_idx').using('gin', t.doc.op('gin_trgm_ops'))],
);

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
    status: emdDepositStatusEnum('status').notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: tstz('reviewed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('emd_deposits_user_idx').on(t.userId), uniqueIndex('emd_deposits_utr_uq').on(t.utrReference)],
);

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    sentAt: tstz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_outbox_created_at_idx').on(t.createdAt)],
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
