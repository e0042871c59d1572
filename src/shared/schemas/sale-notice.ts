import { z } from 'zod';
import { POSSESSION_TYPES, type IndianState } from '../domain/constants';
import type { Language } from '../domain/languages';
import { SALE_NOTICE_MESSAGES as M } from '../messages/sale-notice';

/**
 * The language a state's newspapers read, besides English, for the sale notice (rule 8(6) asks for one
 * in the vernacular): Marathi in Maharashtra, Hindi in the Hindi-speaking states. Elsewhere Neelami
 * generates the English notice only, and says so.
 */
const HINDI_STATES: readonly IndianState[] = [
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Delhi',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Madhya Pradesh',
  'Rajasthan',
  'Uttar Pradesh',
  'Uttarakhand',
];
export function noticeLanguageOf(state: string | null): Exclude<Language, 'en'> | null {
  if (state === 'Maharashtra') return 'mr';
  return state && (HINDI_STATES as readonly string[]).includes(state) ? 'hi' : null;
}

const text = (message: string, max = 300) => z.string({ error: message }).trim().min(1, message).max(max);
const isoDate = (message: string) => z.iso.date({ error: message });

/** `PUT /api/auctions/:id/sale-notice`: what the maker types; the rest of the notice is the listing's own fields. */
export const SaleNoticeInputSchema = z.object({
  /** The borrower(s) and guarantor(s), as the demand notice named them. */
  borrower: text(M.borrowerRequired, 500),
  securedCreditor: text(M.creditorRequired, 200),
  dues: z.number({ error: M.duesInvalid }).int(M.duesInvalid).min(1, M.duesInvalid).max(Number.MAX_SAFE_INTEGER, M.duesInvalid),
  duesAsOf: isoDate(M.duesAsOfRequired),
  possession: z.enum(POSSESSION_TYPES),
  /** Whether the notice prints the reserve price, as Appendix IV-A does; otherwise it says it is not disclosed. */
  discloseReserve: z.boolean(),
  /** The date the notice is published: the listing's sale-notice date once approved (the timeline guard). */
  noticeDate: isoDate(M.noticeDateRequired),
});
export type SaleNoticeInput = z.infer<typeof SaleNoticeInputSchema>;

const SignedSchema = z.object({ name: z.string(), at: z.string() });

/** `GET /api/auctions/:id/sale-notice`: the prepared notice, if any, and what the caller may do with it. */
export const SaleNoticeSchema = z.object({
  auctionId: z.string(),
  /** English, and the state's language where Neelami writes it. */
  languages: z.array(z.enum(['en', 'hi', 'mr'])),
  /** The state's language when the notice has none in it (English only): the page says so. */
  missingLanguageState: z.string().nullable(),
  draft: SaleNoticeInputSchema.extend({
    preparedBy: SignedSchema,
    approvedBy: SignedSchema.nullable(),
  }).nullable(),
  /** The auction can still take a notice (draft or upcoming) and the caller manages it. */
  canPrepare: z.boolean(),
  /** The caller may approve it now: prepared by someone else, not yet approved. */
  canApprove: z.boolean(),
});
export type SaleNotice = z.infer<typeof SaleNoticeSchema>;

export const SaleNoticeFileQuery = z.object({ lang: z.enum(['en', 'hi', 'mr']).optional() });

export { SALE_NOTICE_MESSAGES } from '../messages/sale-notice';
