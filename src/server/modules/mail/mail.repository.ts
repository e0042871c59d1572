import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { emailOutbox } from '../../db/schema';

export type NewMail = typeof emailOutbox.$inferInsert;

/** The one owner of `email_outbox`: every e-mail the platform sends, kept whether or not SMTP delivered it. */
export const mailRepository = {
  async insert(db: Executor, mail: NewMail) {
    const [row] = await db.insert(emailOutbox).values(mail).returning({ id: emailOutbox.id });
    return row!;
  },
  async markSent(db: Executor, id: string, at: Date) {
    await db.update(emailOutbox).set({ sentAt: at }).where(eq(emailOutbox.id, id));
  },
  async listRecent(db: Executor, limit: number) {
    return db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(limit);
  },
};
