import { z } from 'zod';
import { EMD_DEPOSIT_STATUSES, EMD_HOLD_STATUSES, EMD_REFUND_NOTE, WITHDRAWAL_STATUSES } from '../domain/constants';
import { BANK_ACCOUNT_PATTERN, IFSC_PATTERN, MAX_HOLDER_NAME } from '../domain/bank-account';
import { formatINR } from '../domain/money';
import { defineMessages } from '../messages/define';

export const EMD_MESSAGES = defineMessages('emd', {
  utrRequired: 'UTR reference is required',
  utrInvalid: 'UTR reference must be 16 to 22 letters or digits',
  utrTaken: 'This UTR reference has already been submitted',
  amountMin: 'Amount must be greater than 0',
  reasonRequired: 'A reason is required to reject a deposit',
  notPending: 'Only a pending deposit can be verified or rejected.',
  depositNotFound: 'Deposit not found',
  buyersOnly: 'Only buyers pay an EMD.',
  depositSuspended: 'Your account is suspended, so it cannot take an EMD deposit. Contact support.',
  depositRejected: 'Your account was not approved, so it cannot take an EMD deposit.',
  submitted: 'Your deposit was submitted. An admin will verify it shortly.',
  refundNote: EMD_REFUND_NOTE,
  // ------------------------------------------------------------ the wallet and its holds
  insufficient: (needed: number, available: number) =>
    `This auction needs an EMD of ${formatINR(needed)}; your EMD wallet has ${formatINR(available)} available. Deposit ${formatINR(needed - available)} more to join.`,
  cutoffPassed: 'The EMD cut-off for this auction has passed, so it can no longer be joined.',
  notJoinable: 'Only an upcoming or live auction can be joined.',
  joined: (amount: number) => `Joined: ${formatINR(amount)} of your EMD wallet is held for this auction.`,
  withdrawalTooLarge: (available: number) => `You can withdraw at most the ${formatINR(available)} available in your EMD wallet.`,
  withdrawalNotFound: 'Withdrawal not found',
  withdrawalNotRequested: 'Only a requested withdrawal can be paid or rejected.',
  accountInvalid: 'Enter the bank account number (9 to 18 digits)',
  ifscInvalid: 'Enter the IFSC (4 letters, 0, then 6 letters or digits)',
  // ------------------------------------------------------------ the buyer's own account (decision 033)
  holderNameRequired: 'Enter the account holder’s name, as your bank shows it',
  holderNameMismatch:
    'The account holder’s name must match the name on your profile: EMD is paid from your own bank account, and refunded only to it.',
  refundAccountRequired: 'Choose the account to pay it back to',
  refundToSourceOnly:
    'EMD is refunded only to a bank account it was paid from: choose one of the accounts your verified deposits came from.',
  refundAboveSource: (most: number) =>
    `At most ${formatINR(most)} can be paid back to this account: what you deposited from it and have not withdrawn.`,
  kycRequired: 'Your account must be verified before you can join an auction.',
} as const);

/** NEFT/RTGS UTR: 16 to 22 letters or digits (upper-cased; spaces ignored). */
export const UTR_PATTERN = /^[A-Z0-9]{16,22}$/;

/**
 * The platform's escrow account shown on the deposit form. Demo values: no real account.
 */
export const EMD_BANK_DETAILS = {
  accountName: 'Neelami Escrow Account',
  bankName: 'Demo Bank of India',
  branch: 'Fort, Mumbai',
  accountNumber: '001234567890123',
  ifsc: 'DEMO0001234',
  accountType: 'Current',
  note: 'Demo bank details: no money is moved. Transfer by NEFT or RTGS and enter the UTR reference.',
} as const;

export const BankDetailsSchema = z.object({
  accountName: z.string(),
  bankName: z.string(),
  branch: z.string(),
  accountNumber: z.string(),
  ifsc: z.string(),
  accountType: z.string(),
  note: z.string(),
});
export type BankDetails = z.infer<typeof BankDetailsSchema>;

const holderNameField = z
  .string({ error: EMD_MESSAGES.holderNameRequired })
  .trim()
  .min(1, EMD_MESSAGES.holderNameRequired)
  .max(MAX_HOLDER_NAME, EMD_MESSAGES.holderNameRequired);
const bankAccountField = z
  .string({ error: EMD_MESSAGES.accountInvalid })
  .transform((v) => v.replace(/\s/g, ''))
  .refine((v) => BANK_ACCOUNT_PATTERN.test(v), EMD_MESSAGES.accountInvalid);
const ifscField = z
  .string({ error: EMD_MESSAGES.ifscInvalid })
  .transform((v) => v.replace(/\s/g, '').toUpperCase())
  .refine((v) => IFSC_PATTERN.test(v), EMD_MESSAGES.ifscInvalid);

/**
 * `POST /api/emd-deposits` body and the deposit form: the transfer's UTR and amount, and the buyer's
 * own account it came from, which is where the money is refunded to (decision 033).
 */
export const EmdDepositCreateSchema = z.object({
  utrReference: z
    .string({ error: EMD_MESSAGES.utrRequired })
    .transform((v) => v.replace(/\s/g, '').toUpperCase())
    .refine((v) => v.length > 0, EMD_MESSAGES.utrRequired)
    .refine((v) => v.length === 0 || UTR_PATTERN.test(v), EMD_MESSAGES.utrInvalid),
  amount: z.preprocess(
    (v) => (v === '' || (typeof v === 'number' && Number.isNaN(v)) ? undefined : v),
    z.number({ error: EMD_MESSAGES.amountMin }).int(EMD_MESSAGES.amountMin).min(1, EMD_MESSAGES.amountMin).max(Number.MAX_SAFE_INTEGER),
  ),
  /** The name the bank account is in: the buyer's, as on their profile (`holderNameMatches`). */
  holderName: holderNameField,
  bankAccount: bankAccountField,
  ifsc: ifscField,
});
export type EmdDepositCreateInput = z.input<typeof EmdDepositCreateSchema>;
export type EmdDepositCreate = z.output<typeof EmdDepositCreateSchema>;

/**
 * A bank account as the API shows it once entered: its holder, the last four digits of its number and
 * its IFSC. The whole number never leaves the server (decision 033).
 */
export const MaskedAccountSchema = z.object({
  /** Null for a withdrawal asked for before migration 0021, when no holder was recorded. */
  holderName: z.string().nullable(),
  last4: z.string(),
  ifsc: z.string(),
});
export type MaskedAccount = z.infer<typeof MaskedAccountSchema>;

export const EmdDepositSchema = z.object({
  id: z.string(),
  userId: z.string(),
  utrReference: z.string(),
  amount: z.number(),
  /** The account the transfer came from, and that its refunds go to; null for deposits before migration 0021. */
  sourceAccount: MaskedAccountSchema.nullable(),
  status: z.enum(EMD_DEPOSIT_STATUSES),
  rejectionReason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type EmdDeposit = z.infer<typeof EmdDepositSchema>;

export const EmdDepositListSchema = z.object({ items: z.array(EmdDepositSchema) });
export type EmdDepositList = z.infer<typeof EmdDepositListSchema>;

/** A deposit as admins see it, with who paid it. */
export const AdminEmdDepositSchema = EmdDepositSchema.extend({
  user: z.object({
    fullName: z.string().nullable(),
    email: z.string(),
    emdPaid: z.boolean(),
    emdAmount: z.number(),
  }),
  reviewedBy: z.string().nullable(),
});
export type AdminEmdDeposit = z.infer<typeof AdminEmdDepositSchema>;

export const AdminEmdDepositListQuerySchema = z.object({
  status: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), z.enum(EMD_DEPOSIT_STATUSES).optional()),
  q: z.string().trim().max(200).optional(),
});
export type AdminEmdDepositListQuery = z.infer<typeof AdminEmdDepositListQuerySchema>;

export const AdminEmdDepositListSchema = z.object({
  items: z.array(AdminEmdDepositSchema),
  counts: z.object({ total: z.number(), pending: z.number(), verified: z.number(), rejected: z.number() }),
});
export type AdminEmdDepositList = z.infer<typeof AdminEmdDepositListSchema>;

export const EmdDepositRejectSchema = z.object({
  reason: z.string({ error: EMD_MESSAGES.reasonRequired }).trim().min(1, EMD_MESSAGES.reasonRequired).max(500),
});
export type EmdDepositReject = z.infer<typeof EmdDepositRejectSchema>;

// ---------------------------------------------------------------- the EMD wallet (decision 014)

export const EmdHoldSchema = z.object({
  auctionId: z.string(),
  auctionTitle: z.string(),
  amount: z.number(),
  /** held while the auction runs and its sale is open; released, applied to the price, or forfeited after. */
  status: z.enum(EMD_HOLD_STATUSES),
  updatedAt: z.string(),
});
export type EmdHold = z.infer<typeof EmdHoldSchema>;

export const WithdrawalSchema = z.object({
  id: z.string(),
  amount: z.number(),
  /** The deposit whose source account is paid; null for withdrawals before migration 0021. */
  depositId: z.string().nullable(),
  /** The account paid: the deposit's source account. */
  account: MaskedAccountSchema,
  status: z.enum(WITHDRAWAL_STATUSES),
  utrReference: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Withdrawal = z.infer<typeof WithdrawalSchema>;

/**
 * An account the buyer's verified deposits came from, which a withdrawal may pay (decision 033):
 * `depositId` names it in a request, and `refundable` is what was deposited from it and not withdrawn.
 */
export const RefundAccountSchema = MaskedAccountSchema.extend({
  holderName: z.string(),
  depositId: z.string(),
  refundable: z.number(),
});
export type RefundAccount = z.infer<typeof RefundAccountSchema>;

/** `GET /api/me/emd` (contract): the buyer's EMD wallet. The balance is the sum of its ledger; held + available = balance. */
export const EmdWalletSchema = z.object({
  balance: z.number(),
  held: z.number(),
  available: z.number(),
  holds: z.array(EmdHoldSchema),
  withdrawals: z.array(WithdrawalSchema),
  /** Where a withdrawal can go: the accounts verified deposits came from, latest first. */
  refundAccounts: z.array(RefundAccountSchema),
});
export type EmdWallet = z.infer<typeof EmdWalletSchema>;

/** `POST /api/auctions/:id/participation` (contract): the auction's EMD now held from the wallet. */
export const ParticipationSchema = z.object({ auctionId: z.string(), amount: z.number(), status: z.literal('held') });
export type Participation = z.infer<typeof ParticipationSchema>;

/** The withdrawal form: the request's fields (the request also refuses a typed account, below). */
export const WithdrawalFormSchema = z.object({
  amount: z
    .number({ error: EMD_MESSAGES.amountMin })
    .int(EMD_MESSAGES.amountMin)
    .min(1, EMD_MESSAGES.amountMin)
    .max(Number.MAX_SAFE_INTEGER),
  /** A verified deposit of the buyer's: its source account is the one paid. */
  depositId: z.uuid({ error: EMD_MESSAGES.refundAccountRequired }),
});
/** The fields the request took before decision 033, when a buyer typed the account to be paid. */
const TYPED_ACCOUNT = ['bankAccount', 'ifsc', 'holderName'];

/**
 * `POST /api/me/emd/withdrawals`: pay available EMD back to the account a verified deposit came from,
 * named by that deposit. NOTE: no account can be typed; a body that names one is refused with that
 * reason first, rather than paid to the deposit's account without a word.
 */
export const WithdrawalRequestSchema = z.preprocess((body, ctx) => {
  if (body && typeof body === 'object' && TYPED_ACCOUNT.some((key) => key in body))
    ctx.addIssue({ code: 'custom', message: EMD_MESSAGES.refundToSourceOnly, input: body });
  return body;
}, WithdrawalFormSchema);
export type WithdrawalRequestInput = z.input<typeof WithdrawalFormSchema>;
export type WithdrawalRequest = z.output<typeof WithdrawalFormSchema>;

/** A withdrawal as admins see it, with whose it is and the UTR of the deposit whose account it pays. */
export const AdminWithdrawalSchema = WithdrawalSchema.extend({
  user: z.object({ userId: z.string(), fullName: z.string().nullable(), email: z.string() }),
  /** The admin pays the remitter of this UTR, as the escrow account's statement shows it. */
  depositUtr: z.string().nullable(),
});
export type AdminWithdrawal = z.infer<typeof AdminWithdrawalSchema>;
export const AdminWithdrawalListSchema = z.object({ items: z.array(AdminWithdrawalSchema) });
export type AdminWithdrawalList = z.infer<typeof AdminWithdrawalListSchema>;

export const WithdrawalPaySchema = z.object({
  utrReference: z
    .string({ error: EMD_MESSAGES.utrRequired })
    .transform((v) => v.replace(/\s/g, '').toUpperCase())
    .refine((v) => UTR_PATTERN.test(v), EMD_MESSAGES.utrInvalid),
});
export type WithdrawalPay = z.output<typeof WithdrawalPaySchema>;
