import { z } from 'zod';
import { EMD_DEPOSIT_STATUSES, EMD_REFUND_NOTE } from '../domain/constants';

export const EMD_MESSAGES = {
  utrRequired: 'UTR reference is required',
  utrInvalid: 'UTR reference must be 16 to 22 letters or digits',
  utrTaken: 'This UTR reference has already been submitted',
  amountMin: 'Amount must be greater than 0',
  reasonRequired: 'A reason is required to reject a deposit',
  notPending: 'Only a pending deposit can be verified or rejected.',
  depositNotFound: 'Deposit not found',
  buyersOnly: 'Only buyers pay an EMD.',
  submitted: 'Your deposit was submitted. An admin will verify it shortly.',
  refundNote: EMD_REFUND_NOTE,
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
