import { z } from 'zod';

/** One e-mail in the outbox, as `GET /api/admin/outbox` and `GET /api/dev/outbox` return it. */
export const OutboxItemSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** When SMTP delivered it; null while it is only in the outbox. */
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxItem = z.infer<typeof OutboxItemSchema>;

export const OutboxSchema = z.object({ items: z.array(OutboxItemSchema) });
export type Outbox = z.infer<typeof OutboxSchema>;
