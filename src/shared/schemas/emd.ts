import { z } from 'zod';
import { EMD_DEPOSIT_STATUSES, EMD_HOLD_STATUSES, EMD_REFUND_NOTE, WITHDRAWAL_STATUSES } from '../domain/constants';
import { formatINR } from '../domain/money';

export const EMD_MESSAGES = {
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
  kycRequired: 'Your account must be verified before you can join an auction.',
} as const;

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

/** `POST /api/emd-deposits` body and the deposit form. */
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
});
export type EmdDepositCreateInput = z.input<typeof EmdDepositCreateSchema>;
export type EmdDepositCreate = z.output<typeof EmdDepositCreateSchema>;

export const EmdDepositSchema = z.object({
  id: z.string(),
  userId: z.string(),
  utrReference: z.string(),
  amount: z.number(),
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
  bankAccount: z.string(),
  ifsc: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  utrReference: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Withdrawal = z.infer<typeof WithdrawalSchema>;

/** `GET /api/me/emd` (contract): the buyer's EMD wallet. The balance is the sum of its ledger; held + available = balance. */
export const EmdWalletSchema = z.object({
  balance: z.number(),
  held: z.number(),
  available: z.number(),
  holds: z.array(EmdHoldSchema),
  withdrawals: z.array(WithdrawalSchema),
});
export type EmdWallet = z.infer<typeof EmdWalletSchema>;

/** `POST /api/auctions/:id/participation` (contract): the auction's EMD now held from the wallet. */
export const ParticipationSchema = z.object({ auctionId: z.string(), amount: z.number(), status: z.literal('held') });
export type Participation = z.infer<typeof ParticipationSchema>;

/** `POST /api/me/emd/withdrawals`: pay available EMD back to the buyer's bank account. */
export const WithdrawalRequestSchema = z.object({
  amount: z
    .number({ error: EMD_MESSAGES.amountMin })
    .int(EMD_MESSAGES.amountMin)
    .min(1, EMD_MESSAGES.amountMin)
    .max(Number.MAX_SAFE_INTEGER),
  bankAccount: z
    .string({ error: EMD_MESSAGES.accountInvalid })
    .transform((v) => v.replace(/\s/g, ''))
    .refine((v) => /^[0-9]{9,18}$/.test(v), EMD_MESSAGES.accountInvalid),
  ifsc: z
    .string({ error: EMD_MESSAGES.ifscInvalid })
    .transform((v) => v.replace(/\s/g, '').toUpperCase())
    .refine((v) => /^[A-Z]{4}0[A-Z0-9]{6}$/.test(v), EMD_MESSAGES.ifscInvalid),
});
export type WithdrawalRequestInput = z.input<typeof WithdrawalRequestSchema>;
export type WithdrawalRequest = z.output<typeof WithdrawalRequestSchema>;

/** A withdrawal as admins see it, with whose it is. */
export const AdminWithdrawalSchema = WithdrawalSchema.extend({
  user: z.object({ userId: z.string(), fullName: z.string().nullable(), email: z.string() }),
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
