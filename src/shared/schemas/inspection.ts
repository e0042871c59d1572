import { z } from 'zod';
import { INSPECTION_NOTE_MAX, INSPECTION_PEOPLE_MAX, INSPECTION_SLOTS, INSPECTION_STATUSES } from '../domain/inspection';
import { INSPECTION_MESSAGES } from '../messages/inspection';
import { AUTH_MESSAGES, INDIAN_MOBILE_PATTERN, normalizePhone } from './auth';

export { INSPECTION_MESSAGES } from '../messages/inspection';

/** An IST calendar date, YYYY-MM-DD. */
const IstDate = z
  .string({ error: INSPECTION_MESSAGES.dateRequired })
  .regex(/^\d{4}-\d{2}-\d{2}$/, INSPECTION_MESSAGES.dateRequired)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), INSPECTION_MESSAGES.dateRequired);
const Slot = z.enum(INSPECTION_SLOTS, { error: INSPECTION_MESSAGES.slotRequired });
const Note = z.string().trim().max(INSPECTION_NOTE_MAX, INSPECTION_MESSAGES.noteTooLong).optional();

/** `POST /api/auctions/:id/inspections`: the visit a buyer asks for. */
export const InspectionRequestInputSchema = z.object({
  date: IstDate,
  slot: Slot,
  people: z
    .number({ error: INSPECTION_MESSAGES.people })
    .int(INSPECTION_MESSAGES.people)
    .min(1, INSPECTION_MESSAGES.people)
    .max(INSPECTION_PEOPLE_MAX, INSPECTION_MESSAGES.people),
  phone: z
    .string({ error: AUTH_MESSAGES.phoneInvalid })
    .trim()
    .transform(normalizePhone)
    .refine((v) => INDIAN_MOBILE_PATTERN.test(v), AUTH_MESSAGES.phoneInvalid),
  note: Note,
});
export type InspectionRequestInput = z.input<typeof InspectionRequestInputSchema>;

/** The officer's accept or decline: an optional note to the buyer. */
export const InspectionNoteInputSchema = z.object({ note: Note });
/** The officer's proposal of another slot, with an optional note. */
export const InspectionProposalInputSchema = z.object({ date: IstDate, slot: Slot, note: Note });
export type InspectionProposalInput = z.infer<typeof InspectionProposalInputSchema>;

export const InspectionSchema = z.object({
  id: z.string(),
  auctionId: z.string(),
  auctionTitle: z.string(),
  /** The auction's inspection window, where another slot may be proposed. */
  inspectionFrom: z.string().nullable(),
  inspectionTo: z.string().nullable(),
  status: z.enum(INSPECTION_STATUSES),
  /** The visit's IST date and slot: the one asked for, or the one agreed. */
  date: z.string(),
  slot: z.enum(INSPECTION_SLOTS),
  startsAt: z.string(),
  endsAt: z.string(),
  people: z.number().int(),
  phone: z.string(),
  buyerNote: z.string().nullable(),
  officerNote: z.string().nullable(),
  /** Another slot the officer proposes, while the buyer has not answered. */
  proposedDate: z.string().nullable(),
  proposedSlot: z.enum(INSPECTION_SLOTS).nullable(),
  /** The buyer's name: for the officer only (null for the buyer themself). */
  buyerName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Inspection = z.infer<typeof InspectionSchema>;

export const InspectionListSchema = z.object({ items: z.array(InspectionSchema) });
export type InspectionList = z.infer<typeof InspectionListSchema>;

export const MyInspectionsQuery = z.object({ auctionId: z.uuid().optional() });
export const OfficerInspectionsQuery = z.object({ auctionId: z.uuid().optional(), date: IstDate.optional() });
