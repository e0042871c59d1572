import { z } from 'zod';

/** The longest reason an admin may give for an account or listing action (decision 042). */
export const MAX_ACTION_REASON = 500;

export const ACTION_REASON_MESSAGES = {
  tooLong: `A reason is at most ${MAX_ACTION_REASON} characters`,
} as const;

/** An optional reason: trimmed, and an empty one is no reason. */
export const ActionReasonSchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.string().trim().max(MAX_ACTION_REASON, { error: ACTION_REASON_MESSAGES.tooLong }).optional(),
);

/** `POST /api/auctions/:id/approve`: an optional note for the audit log (decision 042); no body is fine. */
export const ActionNoteSchema = z.object({ reason: ActionReasonSchema });
export type ActionNote = z.infer<typeof ActionNoteSchema>;
