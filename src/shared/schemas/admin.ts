import { z } from 'zod';
import {
  BID_STATUSES,
  PASSWORD_MIN_LENGTH,
  PROPERTY_TYPES,
  ROLES,
  VERIFICATION_STATUSES,
  type VerificationStatus,
} from '../domain/constants';
import { ProfileSchema } from './account';
import { ActionReasonSchema } from './action-reason';
import { AuctionSchema } from './auction';
import { ManagedAuctionSchema } from './auction-form';
import { AUTH_MESSAGES, INDIAN_MOBILE_PATTERN, normalizePhone } from './auth';
import type { BidStatusChangeSchema } from './bid';
import { defineMessages } from '../messages/define';

export const ADMIN_MESSAGES = defineMessages('admin', {
  userNotFound: 'User not found',
  emailTaken: 'A user with this email already exists',
  cannotChangeOwnStatus: 'You cannot suspend or verify your own account.',
  cannotRemoveOwnAdmin: 'You cannot remove your own admin role.',
  buyerNotPending: 'Only a pending buyer can be approved.',
  notABuyer: 'Only buyers can be approved here.',
  bidNotFound: 'Bid not found',
  emdAmountMin: 'EMD amount must be greater than 0',
  userAdded: 'User added',
  reasonRequired: 'Give a reason: the user reads it.',
} as const);

// ------------------------------------------------------------------ users (/admin/users)

export const USER_TABS = ['all', 'admins', 'vendors', 'buyers'] as const;
export type UserTab = (typeof USER_TABS)[number];

const allToUndefined = (v: unknown) => (v === '' || v === 'all' ? undefined : v);

/** `GET /api/admin/users` query. Role filters and tabs use each user's effective (highest) role. */
export const AdminUserListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  role: z.preprocess(allToUndefined, z.enum(ROLES).optional()),
  status: z.preprocess(allToUndefined, z.enum(VERIFICATION_STATUSES).optional()),
  tab: z.preprocess((v) => (v === '' ? undefined : v), z.enum(USER_TABS).default('all')),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(100),
});
export type AdminUserListQuery = z.infer<typeof AdminUserListQuerySchema>;

/** A user as the admin's table lists them: the profile (no Aadhaar) with roles and activity. */
export const AdminUserSchema = ProfileSchema.omit({ aadhaarLast4: true }).extend({
  /** Effective role (admin over vendor over buyer). */
  role: z.enum(ROLES),
  roles: z.array(z.enum(ROLES)),
  auctionsCount: z.number(),
  bidsCount: z.number(),
  /** Live auctions this user is leading now; the suspend dialog warns of them (decision 042). */
  leadingLiveAuctions: z.number(),
  approvedAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const UserCountsSchema = z.object({
  total: z.number(),
  admins: z.number(),
  vendors: z.number(),
  buyers: z.number(),
});
export type UserCounts = z.infer<typeof UserCountsSchema>;

export const AdminUserListSchema = z.object({
  items: z.array(AdminUserSchema),
  total: z.number(),
  counts: UserCountsSchema,
});
export type AdminUserList = z.infer<typeof AdminUserListSchema>;

/** Statuses an admin must give a reason for; the user reads it (decision 042). */
export const STATUSES_NEEDING_REASON = ['suspended', 'rejected'] as const satisfies readonly VerificationStatus[];
export function statusNeedsReason(status: VerificationStatus): boolean {
  return (STATUSES_NEEDING_REASON as readonly VerificationStatus[]).includes(status);
}

/**
 * `POST /api/admin/users/:id/verification`. Without `status` it toggles (spec §4: verified →
 * suspended, anything else → verified); with `status` it sets that value. A suspension or rejection
 * needs a reason.
 */
export const VerificationChangeSchema = z.object({ status: z.enum(VERIFICATION_STATUSES).optional(), reason: ActionReasonSchema });
export type VerificationChange = z.infer<typeof VerificationChangeSchema>;

export const RoleChangeSchema = z.object({ role: z.enum(ROLES, { error: 'Choose a role' }) });
export type RoleChange = z.infer<typeof RoleChangeSchema>;

export const ADD_USER_MESSAGES = defineMessages('addUser', {
  fullNameRequired: 'Full name is required',
  emailInvalid: 'Enter a valid email address',
  roleRequired: 'Choose a role',
  passwordMin: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  phoneInvalid: AUTH_MESSAGES.phoneInvalid,
} as const);

/** `POST /api/admin/users` (Add User): creates a sign-in account with a temporary password. */
export const AddUserSchema = z.object({
  email: z.string({ error: ADD_USER_MESSAGES.emailInvalid }).trim().pipe(z.email(ADD_USER_MESSAGES.emailInvalid)),
  fullName: z.string({ error: ADD_USER_MESSAGES.fullNameRequired }).trim().min(1, ADD_USER_MESSAGES.fullNameRequired).max(200),
  role: z.enum(ROLES, { error: ADD_USER_MESSAGES.roleRequired }),
  password: z.string({ error: ADD_USER_MESSAGES.passwordMin }).min(PASSWORD_MIN_LENGTH, ADD_USER_MESSAGES.passwordMin).max(128),
  /** Optional; stored in the same ten-digit form as a registration's (normalizePhone). */
  phone: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? normalizePhone(v) : undefined))
    .refine((v) => v === undefined || INDIAN_MOBILE_PATTERN.test(v), ADD_USER_MESSAGES.phoneInvalid),
  /** Defaults to verified: the admin vouches for an account they create. */
  verificationStatus: z.enum(VERIFICATION_STATUSES).default('verified'),
});
export type AddUserInput = z.input<typeof AddUserSchema>;
export type AddUser = z.output<typeof AddUserSchema>;

/** `POST /api/admin/users/:id/emd`: mark EMD paid with its amount, or clear it (`paid: false`). */
export const MarkEmdSchema = z
  .object({
    paid: z.boolean().default(true),
    amount: z.number({ error: ADMIN_MESSAGES.emdAmountMin }).int().min(1, ADMIN_MESSAGES.emdAmountMin).optional(),
  })
  .refine((v) => !v.paid || v.amount !== undefined, { path: ['amount'], message: ADMIN_MESSAGES.emdAmountMin });
export type MarkEmd = z.infer<typeof MarkEmdSchema>;

/**
 * A buyer awaiting approval, as a verified vendor sees them (decision 037): only a buyer who has shown
 * interest in one of its auctions, with the e-mail and phone masked, and no PAN, GST or Aadhaar.
 */
export const PendingBuyerSchema = z.object({
  userId: z.string(),
  /** "p•••@example.com". */
  maskedEmail: z.string(),
  fullName: z.string().nullable(),
  phoneLast4: z.string().nullable(),
  buyerType: z.string().nullable(),
  companyName: z.string().nullable(),
  verificationStatus: z.enum(VERIFICATION_STATUSES),
  emdPaid: z.boolean(),
  createdAt: z.string(),
});
export type PendingBuyer = z.infer<typeof PendingBuyerSchema>;
export const PendingBuyerListSchema = z.object({ items: z.array(PendingBuyerSchema) });
export type PendingBuyerList = z.infer<typeof PendingBuyerListSchema>;

// ------------------------------------------------------------------ bids (/admin/bids)

/** Lowercase property types of the bid type filter (spec §2). */
export const BID_TYPE_FILTERS = ['residential', 'commercial', 'industrial', 'agricultural', 'land'] as const;
export type BidTypeFilter = (typeof BID_TYPE_FILTERS)[number];

/** `GET /api/admin/bids` query. `type` takes the lowercase values of spec §2. */
export const AdminBidListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  type: z.preprocess((v) => (typeof v === 'string' ? allToUndefined(v.toLowerCase()) : v), z.enum(BID_TYPE_FILTERS).optional()),
  status: z.preprocess(allToUndefined, z.enum(BID_STATUSES).optional()),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(100),
});
export type AdminBidListQuery = z.infer<typeof AdminBidListQuerySchema>;

export const AdminBidSchema = z.object({
  id: z.string(),
  auctionId: z.string(),
  amount: z.number(),
  status: z.enum(BID_STATUSES),
  createdAt: z.string(),
  auction: z.object({
    id: z.string(),
    title: z.string(),
    location: z.string(),
    propertyType: z.enum(PROPERTY_TYPES),
    status: AuctionSchema.shape.status,
  }),
  bidder: z.object({
    userId: z.string(),
    fullName: z.string().nullable(),
    email: z.string(),
    emdPaid: z.boolean(),
  }),
});
export type AdminBid = z.infer<typeof AdminBidSchema>;

export const BidCountsSchema = z.object({
  total: z.number(),
  active: z.number(),
  /** Sum of all bid amounts, whole rupees. */
  totalValue: z.number(),
  completed: z.number(),
  flagged: z.number(),
});
export type BidCounts = z.infer<typeof BidCountsSchema>;

export const AdminBidListSchema = z.object({
  items: z.array(AdminBidSchema),
  total: z.number(),
  counts: BidCountsSchema,
});
export type AdminBidList = z.infer<typeof AdminBidListSchema>;

/** `GET /api/admin/bids/:id`: the bid with its whole auction and its bidder. */
export const AdminBidDetailSchema = AdminBidSchema.extend({
  auctionDetail: ManagedAuctionSchema,
  bidderDetail: AdminUserSchema,
});
export type AdminBidDetail = z.infer<typeof AdminBidDetailSchema>;

/** `PATCH /api/admin/bids/:id` body (the bidding contract's schema). */
export { BidStatusChangeSchema } from './bid';
export type BidStatusChange = z.infer<typeof BidStatusChangeSchema>;

// ------------------------------------------------------------------ dashboards

/** `GET /api/admin/dashboard`. */
export const AdminDashboardSchema = z.object({
  totalAuctions: z.number(),
  liveAuctions: z.number(),
  totalUsers: z.number(),
  totalBids: z.number(),
  /** Sum of the current bids of ended auctions. */
  platformRevenue: z.number(),
  /** Drafts awaiting approval. */
  pendingApprovals: z.number(),
  pendingEmdDeposits: z.number(),
  pendingDocuments: z.number(),
  recentAuctions: z.array(AuctionSchema),
});
export type AdminDashboard = z.infer<typeof AdminDashboardSchema>;

/** `GET /api/vendor/dashboard`. */
export const VendorDashboardSchema = z.object({
  verificationStatus: z.enum(VERIFICATION_STATUSES),
  activeAuctions: z.number(),
  totalListings: z.number(),
  /** Distinct bidders over the vendor's auctions. */
  totalBidders: z.number(),
  /** Sum of the final bids of the vendor's ended auctions that have a winner. */
  totalRevenue: z.number(),
  completedAuctions: z.number(),
  soldAuctions: z.number(),
  /** Null when nothing has sold ("No sales yet"). */
  avgSalePrice: z.number().nullable(),
  /** Completed divided by total, as a rounded percent. */
  completionRate: z.number(),
  auctions: z.array(ManagedAuctionSchema),
});
export type VendorDashboard = z.infer<typeof VendorDashboardSchema>;

/** `GET /api/buyer/dashboard`. */
export const BuyerDashboardSchema = z.object({
  /** Live auctions the buyer has an active bid on. */
  activeBids: z.number(),
  auctionsWon: z.number(),
  /** Sum of the winning amounts of the auctions the buyer won. */
  totalSpent: z.number(),
  emdPaid: z.boolean(),
  emdAmount: z.number(),
  verificationStatus: z.enum(VERIFICATION_STATUSES),
  /** Why the account is suspended or rejected (decision 042); null otherwise. */
  statusReason: z.string().nullable(),
  pendingEmdDeposits: z.number(),
});
export type BuyerDashboard = z.infer<typeof BuyerDashboardSchema>;

// ------------------------------------------------------------------ sample image tool

export const SAMPLE_IMAGE_MESSAGES = defineMessages('sampleImages', {
  allSucceeded: 'All sample images uploaded successfully',
  summary: (uploaded: number, errors: number) => `${uploaded} uploaded with ${errors} errors`,
  notFound: 'Sample image not found',
} as const);

export const SAMPLE_UPLOAD_STATES = ['pending', 'uploading', 'success', 'error'] as const;
export type SampleUploadState = (typeof SAMPLE_UPLOAD_STATES)[number];

export const SampleImageSchema = z.object({
  name: z.string(),
  /** Public URL once in storage (`/media/sample-images/<name>`). */
  url: z.string(),
  sizeBytes: z.number(),
  uploaded: z.boolean(),
});
export type SampleImage = z.infer<typeof SampleImageSchema>;
export const SampleImageListSchema = z.object({ items: z.array(SampleImageSchema) });

export const SampleUploadResultSchema = z.object({
  name: z.string(),
  status: z.enum(['success', 'error']),
  url: z.string().nullable(),
  error: z.string().nullable(),
});
export type SampleUploadResult = z.infer<typeof SampleUploadResultSchema>;

export const SampleUploadSummarySchema = z.object({
  results: z.array(SampleUploadResultSchema),
  uploaded: z.number(),
  errors: z.number(),
  message: z.string(),
});
export type SampleUploadSummary = z.infer<typeof SampleUploadSummarySchema>;
