import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { emailOutbox, notificationOutbox } from '../../db/schema';

export type NewMail = typeof emailOutbox.$inferInsert;

/** The one owner of `email_outbox`: every e-mail the platform sends, kept whether or not SMTP delivered it. */
export const mailRepository = {
  async insert(db: Executor, mail: NewMail) {
    const [row] = await db.insert(emailOutbox).values(mail).returning({ id: emailOutbox.id });
    return row!;
  },

  /**
   * The e-mail of a notification event: written on the first attempt, rewritten (same row) on a
   * retry, so the outbox holds one e-mail per event however often SMTP failed.
   */
  async upsertForEvent(db: Executor, mail: NewMail & { eventId: string }) {
    const [row] = await db
      .insert(emailOutbox)
      .values(mail)
      .onConflictDoUpdate({ target: emailOutbox.eventId, set: { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html } })
      .returning({ id: emailOutbox.id, sentAt: emailOutbox.sentAt });
    return row!;
  },

  async markSent(db: Executor, id: string, at: Date) {
    await db.update(emailOutbox).set({ sentAt: at }).where(eq(emailOutbox.id, id));
  },

  /** The newest e-mails, with the delivery state of the notification event each one carries (decision 026). */
  async listRecent(db: Executor, limit: number) {
    return db
      .select({
        mail: emailOutbox,
        event: {
          status: notificationOutbox.status,
          attempts: notificationOutbox.attempts,
          nextAttemptAt: notificationOutbox.nextAttemptAt,
          lastError: notificationOutbox.lastError,
        },
      })
      .from(emailOutbox)
      .leftJoin(notificationOutbox, eq(notificationOutbox.id, emailOutbox.eventId))
      .orderBy(desc(emailOutbox.createdAt), desc(sql`${emailOutbox.id}`))
      .limit(limit);
  },
};
