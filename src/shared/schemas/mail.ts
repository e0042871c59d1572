import { z } from 'zod';

/** Where an e-mail is: delivered over SMTP, not (yet) delivered although SMTP is on, or only in the outbox (no SMTP). */
export const MAIL_DELIVERIES = ['sent', 'not_sent', 'outbox_only'] as const;
export type MailDelivery = (typeof MAIL_DELIVERIES)[number];
export const MAIL_DELIVERY_LABELS: Record<MailDelivery, string> = {
  sent: 'Delivered over SMTP',
  not_sent: 'Not delivered yet',
  outbox_only: 'In the outbox only (no mail server)',
};

/** What stands in for the secret part of a one-time link. */
export const MASKED_TOKEN = '[hidden]';

/**
 * A one-time link (a password reset, an e-mail verification) gives whoever holds it the account, so
 * anyone but its recipient sees it with the token hidden: the path segment after `reset-password/`
 * or `verify-email/`, and any `token=` value. The rest of the link still says what it was.
 */
export function maskOneTimeLinks(text: string): string {
  return text
    .replace(/(\/(?:reset-password|verify-email)\/)[^\s?#/"<>]+/gi, `$1${MASKED_TOKEN}`)
    .replace(/([?&]token=)[^\s&#"<>]+/gi, `$1${MASKED_TOKEN}`);
}

/** One e-mail in the outbox, as `GET /api/admin/outbox` (one-time links masked) and `GET /api/dev/outbox` return it. */
export const OutboxItemSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** When SMTP delivered it; null while it is only in the outbox. */
  sentAt: z.string().nullable(),
  delivery: z.enum(MAIL_DELIVERIES),
  createdAt: z.string(),
  /** The e-mail as its reader sees it (shown in a sandboxed frame), one-time links masked like the text. */
  html: z.string().nullable(),
  /** For a notification e-mail, the worker's attempts (decision 026); null for the account e-mails. */
  retry: z
    .object({
      status: z.enum(['pending', 'done', 'failed']),
      attempts: z.number(),
      nextAttemptAt: z.string().nullable(),
      lastError: z.string().nullable(),
    })
    .nullable(),
});
export type OutboxItem = z.infer<typeof OutboxItemSchema>;

export const OutboxSchema = z.object({ items: z.array(OutboxItemSchema) });
export type Outbox = z.infer<typeof OutboxSchema>;
