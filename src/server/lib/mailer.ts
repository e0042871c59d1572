import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { emailOutbox } from '../db/schema';

export type Mail = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send: (mail: Mail) => Promise<void> };

/**
 * Every message is written to `email_outbox` (so an admin can read it without a mail server);
 * when SMTP_URL is set it is also delivered over SMTP and marked sent.
 */
export function createMailer(db: Db, opts: { smtpUrl?: string; from: string }): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    async send(mail) {
      const [row] = await db
        .insert(emailOutbox)
        .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null })
        .returning({ id: emailOutbox.id });
      if (transport && row) {
        await transport.sendMail({ from: opts.from, ...mail });
        const { eq } = await import('drizzle-orm');
        await db.update(emailOutbox).set({ sentAt: new Date() }).where(eq(emailOutbox.id, row.id));
      }
    },
  };
}
