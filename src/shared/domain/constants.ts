/**
 * Domain values of spec §9 that both sides use. Amounts are whole rupees. The bid increment and the soft
 * close are in bidding.ts beside their rules; what only the screens use is in src/web/lib/ui-settings.ts.
 */
export const RECENT_BIDS_LIMIT = 10;
export const MAX_IMAGES_PER_AUCTION = 10;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
export const NOTIFICATIONS_LIMIT = 50;
export const DASHBOARD_LIST_LIMIT = 5;
export const ADMIN_RECENT_AUCTIONS = 3;
export const ADMIN_RECENT_ACTIVITY = 10;
export const DEMO_BUYER_COUNT = 4;
/** What each demo buyer's EMD wallet is credited with: enough to join several live auctions. */
export const DEMO_WALLET = 50_000_000;
export const PASSWORD_MIN_LENGTH = 6;
/**
 * Spec §2 said non-winners' EMD is "refunded within 5-7 business days after the auction ends"; with the
 * EMD wallet it returns to the wallet at the close, and a withdrawal pays it to the bank account it
 * came from (decision 033).
 */
export const EMD_REFUND_NOTE =
  'When the auction ends, a non-winning bidder’s EMD returns to their EMD wallet at once; withdraw it at any time and it is paid to the bank account it came from within 5-7 business days.';
export const PLATFORM_COMMISSION_PERCENT = 3;
export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 60;
/**
 * The listing counts searches and other filters the catalogue's counts table cannot answer up to
 * this many auctions; beyond it the total shows as "1,000+" (decision 025).
 */
export const LISTING_COUNT_CAP = 1_000;

export const ROLES = ['admin', 'vendor', 'buyer'] as const;
export type Role = (typeof ROLES)[number];

export const AUCTION_STATUSES = ['draft', 'upcoming', 'live', 'ended', 'cancelled'] as const;
export type AuctionStatus = (typeof AUCTION_STATUSES)[number];

export const PROPERTY_TYPES = ['Residential', 'Commercial', 'Industrial', 'Agricultural', 'Land'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const CATEGORIES = ['Villa', 'Apartment', 'Office', 'Warehouse', 'Agricultural'] as const;
export type Category = (typeof CATEGORIES)[number];

export const FILTER_LOCATIONS = ['Mumbai', 'Thane', 'Nashik', 'Pune'] as const;

export const BID_STATUSES = ['active', 'completed', 'flagged'] as const;
export type BidStatus = (typeof BID_STATUSES)[number];

/** A bidder's maximum (decision 020). `active`: it can still bid. `exhausted`: the price passed it; raising it makes it active again. */
export const PROXY_STATUSES = ['active', 'exhausted'] as const;
export type ProxyStatus = (typeof PROXY_STATUSES)[number];

export const VERIFICATION_STATUSES = ['pending', 'verified', 'suspended', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const BUYER_TYPES = ['individual', 'proprietory', 'partnership', 'company', 'trust', 'society', 'others'] as const;
export type BuyerType = (typeof BUYER_TYPES)[number];
/** Readable names for the stored buyer_type values (the spec's spelling "proprietory" is the stored value). */
export const BUYER_TYPE_LABELS: Record<BuyerType, string> = {
  individual: 'Individual',
  proprietory: 'Proprietorship',
  partnership: 'Partnership Firm',
  company: 'Company',
  trust: 'Trust',
  society: 'Society',
  others: 'Others',
};

export const USER_TYPES = ['buyer', 'vendor'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const DOCUMENT_TYPES = ['sale_notice', 'title_deed', 'survey_report', 'clearance', 'valuation', 'property_images'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_CATEGORIES = ['legal', 'technical', 'financial', 'marketing'] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

export const DOCUMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const EMD_DEPOSIT_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type EmdDepositStatus = (typeof EMD_DEPOSIT_STATUSES)[number];

/** The EMD wallet (decision 014): what happens to an auction's hold, and the kinds of ledger entry. */
export const EMD_HOLD_STATUSES = ['held', 'released', 'applied', 'forfeited'] as const;
export type EmdHoldStatus = (typeof EMD_HOLD_STATUSES)[number];
export const EMD_ENTRY_KINDS = [
  'deposit',
  'adjustment',
  'hold',
  'release',
  'apply',
  'forfeit',
  'withdrawal',
  'withdrawal_returned',
] as const;
export type EmdEntryKind = (typeof EMD_ENTRY_KINDS)[number];
export const WITHDRAWAL_STATUSES = ['requested', 'paid', 'rejected'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** The sale after the close (SARFAESI rule 9, ARCHITECTURE §7b). */
export const SALE_STAGES = [
  'reserve_not_met',
  'awaiting_confirmation',
  'deposit_due',
  'balance_due',
  'completed',
  'forfeited',
  'rejected',
  'not_sold',
] as const;
export type SaleStage = (typeof SALE_STAGES)[number];
export const SALE_PAYMENT_KINDS = ['deposit', 'balance'] as const;
export type SalePaymentKind = (typeof SALE_PAYMENT_KINDS)[number];
export const PAYMENT_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Possession the secured creditor holds, as a sale notice states it. */
export const POSSESSION_TYPES = ['symbolic', 'physical'] as const;
export type PossessionType = (typeof POSSESSION_TYPES)[number];

/** India's 28 states and 8 union territories, the `state` of an auction's address (issue 13). */
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;
export type IndianState = (typeof INDIAN_STATES)[number];
/** A PIN code: six digits, the first 1–9 (India Post's postal regions). */
export const PIN_CODE_PATTERN = /^[1-9][0-9]{5}$/;

/** The sort menu's orders (spec §2). */
export const AUCTION_SORTS = ['ending_soon', 'highest_bid', 'most_bids', 'newest'] as const;
export type AuctionSort = (typeof AUCTION_SORTS)[number];
/** Every order of the listing: the menu's, and Relevance, the order of a search that chose none (decision 021). */
export const LISTING_SORTS = [...AUCTION_SORTS, 'relevance'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** Auctions compared side by side at most (issue 30). */
export const MAX_COMPARED = 4;
