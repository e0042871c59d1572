import { z } from 'zod';
import { PAYMENT_STATUSES, SALE_PAYMENT_KINDS, SALE_STAGES, type SaleStage } from '../domain/constants';
import { formatIstDate } from '../domain/date-format';
import { formatINR } from '../domain/money';
import { UTR_PATTERN } from './emd';
import { defineMessages } from '../messages/define';

/** "28 November 2026 at 11:59 pm" in India's time, whoever reads it. */
export const dueDate = (at: string | Date) => formatIstDate(at, 'full');

/** What each stage of the sale is called on screen. */
export const SALE_STAGE_LABELS: Record<SaleStage, string> = defineMessages('saleStage', {
  reserve_not_met: 'Reserve not met',
  awaiting_confirmation: 'Awaiting confirmation',
  deposit_due: '25% deposit due',
  balance_due: 'Balance due',
  completed: 'Sale completed',
  forfeited: 'Forfeited',
  rejected: 'Not confirmed',
  not_sold: 'Not sold',
});

export const SALE_MESSAGES = defineMessages('sale', {
  notFound: 'This auction has no sale yet: it is decided when the auction ends.',
  forbidden: 'Only the highest bidder, the seller and admins can see this sale.',
  wrongStage: (stage: SaleStage) => `The sale is at "${SALE_STAGE_LABELS[stage]}", where this cannot be done.`,
  decisionClosed: 'The time to accept the highest bid has passed.',
  buyerOnly: 'Only the buyer reports payments for this sale.',
  amountDue: (due: number) => `The amount due now is ${formatINR(due)}.`,
  paymentPending: 'A payment of this kind is already waiting to be verified.',
  paymentNotFound: 'Payment not found',
  paymentNotPending: 'Only a pending payment can be verified or rejected.',
  utrTaken: 'This UTR reference has already been reported',
  reasonRequired: 'Give a reason',
  extensionTooLate: (latest: string | Date) =>
    `An extension may move the balance's deadline to at most three months after confirmation: ${dueDate(latest)}.`,
  extensionNotLater: 'The new deadline must be later than the current one.',
  noCertificate: 'The sale certificate is issued once the sale is completed.',
  certificateNotFound: 'No sale certificate has this number. Check it against the certificate, or ask the seller.',
  certificateTooManyLookups: 'Too many certificate look-ups from here. Please wait a minute and try again.',
  addressNeeded: 'Give the full postal address, with its 6-digit PIN code.',
  addressTooLong: 'Keep the address to 300 characters.',
  resaleNotAllowed: 'A re-sale is created from an auction whose sale was not completed (forfeited, not confirmed or not sold), once.',
} as const);

export const SalePaymentSchema = z.object({
  id: z.string(),
  kind: z.enum(SALE_PAYMENT_KINDS),
  amount: z.number(),
  utrReference: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  rejectionReason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type SalePayment = z.infer<typeof SalePaymentSchema>;

/** What the caller may do with the sale now. */
export const SALE_ACTIONS = [
  'accept',
  'lapse',
  'confirm',
  'reject',
  'report_deposit',
  'report_balance',
  'verify_payment',
  'extend',
  'download_certificate',
  'create_resale',
  'give_address',
] as const;
export type SaleAction = (typeof SALE_ACTIONS)[number];

/** The buyer's contact details on a confirmed sale, for its seller and admins (issue 28). */
export const BuyerContactSchema = z.object({
  email: z.string(),
  phone: z.string().nullable(),
  pan: z.string().nullable(),
  /** A company buyer's name and GST number. */
  organisation: z.string().nullable(),
  gst: z.string().nullable(),
});
export type BuyerContact = z.infer<typeof BuyerContactSchema>;

/**
 * `GET /api/auctions/:id/sale` (contract: `stage` one of the SALE_STAGES): the sale after the close,
 * for the highest bidder, the seller and admins. The reserve price only for those allowed to see it.
 */
export const SaleSchema = z.object({
  auctionId: z.string(),
  auctionTitle: z.string(),
  stage: z.enum(SALE_STAGES),
  /** The caller's part in it. */
  as: z.enum(['buyer', 'seller', 'admin']),
  price: z.number().nullable(),
  reservePrice: z.number().nullable().optional(),
  emdAmount: z.number(),
  buyer: z
    .object({
      alias: z.string(),
      name: z.string().nullable(),
      /**
       * How the seller's officers reach the buyer to complete and register the sale: for the seller and
       * admins only, from the sale's confirmation on (null before, and for everyone else).
       */
      contact: BuyerContactSchema.nullable(),
      /**
       * The purchaser's postal address for the sale certificate, as the buyer gave it: for the buyer, and
       * for the seller and admins from the sale's confirmation on (null before, for everyone else, and until given).
       */
      address: z.string().nullable(),
    })
    .nullable(),
  closedAt: z.string(),
  decisionDueAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  depositDueAt: z.string().nullable(),
  balanceDueAt: z.string().nullable(),
  /** The latest an extension may move the balance's deadline to. */
  latestBalanceDueAt: z.string().nullable(),
  extensionReason: z.string().nullable(),
  /** Why it was not confirmed, lapsed or was forfeited. */
  reason: z.string().nullable(),
  /** 25% of the price less the EMD, and the rest. */
  depositAmount: z.number().nullable(),
  balanceAmount: z.number().nullable(),
  completedAt: z.string().nullable(),
  certificateNumber: z.string().nullable(),
  resaleAuctionId: z.string().nullable(),
  payments: z.array(SalePaymentSchema),
  actions: z.array(z.enum(SALE_ACTIONS)),
});
export type Sale = z.infer<typeof SaleSchema>;

/** One line of the sales lists of the dashboards. */
export const SaleSummarySchema = z.object({
  auctionId: z.string(),
  auctionTitle: z.string(),
  stage: z.enum(SALE_STAGES),
  price: z.number().nullable(),
  /** The deadline that matters now (decision, 25% deposit or balance), if any. */
  dueAt: z.string().nullable(),
  closedAt: z.string(),
  /** A payment waits for the seller's verification. */
  paymentPending: z.boolean(),
});
export type SaleSummary = z.infer<typeof SaleSummarySchema>;
export const SaleListSchema = z.object({ items: z.array(SaleSummarySchema) });
export type SaleList = z.infer<typeof SaleListSchema>;

export const ReasonSchema = z.object({
  reason: z.string({ error: SALE_MESSAGES.reasonRequired }).trim().min(1, SALE_MESSAGES.reasonRequired).max(500),
});
export type Reason = z.infer<typeof ReasonSchema>;

/** The buyer reports a payment by its UTR. */
export const SalePaymentReportSchema = z.object({
  kind: z.enum(SALE_PAYMENT_KINDS),
  amount: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  utrReference: z
    .string()
    .transform((v) => v.replace(/\s/g, '').toUpperCase())
    .refine((v) => UTR_PATTERN.test(v), 'UTR reference must be 16 to 22 letters or digits'),
});
export type SalePaymentReport = z.output<typeof SalePaymentReportSchema>;

/** `PUT /api/auctions/:id/sale/address`: the purchaser's postal address, which the certificate prints. */
export const SaleAddressSchema = z.object({
  address: z
    .string({ error: SALE_MESSAGES.addressNeeded })
    .trim()
    .min(10, SALE_MESSAGES.addressNeeded)
    .max(300, SALE_MESSAGES.addressTooLong)
    .regex(/(^|\D)[1-9]\d{5}(\D|$)/, SALE_MESSAGES.addressNeeded),
});
export type SaleAddress = z.infer<typeof SaleAddressSchema>;

/** The seller extends the balance's deadline by written agreement. */
export const SaleExtensionSchema = z.object({
  until: z.iso.datetime({ offset: true }),
  reason: z.string({ error: SALE_MESSAGES.reasonRequired }).trim().min(1, SALE_MESSAGES.reasonRequired).max(500),
});
export type SaleExtension = z.infer<typeof SaleExtensionSchema>;

export const SaleListQuerySchema = z.object({
  stage: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), z.enum(SALE_STAGES).optional()),
});

/**
 * What anyone may read of a completed sale by its certificate's number (`GET /api/certificates/:number`,
 * decision 041): enough to match a certificate in hand, the buyer's name masked.
 */
export const CertificateVerificationSchema = z.object({
  certificateNumber: z.string(),
  title: z.string(),
  address: z.string(),
  price: z.number(),
  confirmedAt: z.string().nullable(),
  issuedAt: z.string(),
  sellerName: z.string(),
  buyerName: z.string().nullable(),
  authorisedOfficer: z.string().nullable(),
});
export type CertificateVerification = z.infer<typeof CertificateVerificationSchema>;
