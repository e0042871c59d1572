/** One e-mail in the outbox, as `GET /api/admin/outbox` and `GET /api/dev/outbox` return it. */
export type OutboxItem = {
  id: string;
  to: string;
  subject: string;
  text: string;
  sentAt: string | null;
  createdAt: string;
};
export type OutboxResponse = { items: OutboxItem[] };
