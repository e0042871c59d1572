import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import { mailRepository } from './mail.repository';
import { maskOneTimeLinks, type OutboxItem } from '../../../shared/schemas/mail';

export type Mail = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send: (mail: Mail) => Promise<void> };

/**
 * E-mail. Every message is written to `email_outbox` (so an admin can read it without a mail server);
 * when SMTP_URL is set it is also delivered over SMTP and marked sent.
 */
export function createMailService(db: Db, opts: { smtpUrl?: string; from: string }) {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    async send(mail: Mail): Promise<void> {
      const row = await mailRepository.insert(db, { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null });
      if (!transport) return;
      await transport.sendMail({ from: opts.from, ...mail });
      await mailRepository.markSent(db, row.id, new Date());
    },

    /**
     * The newest messages of the outbox, newest first, with their delivery. For anyone but the
     * recipient's stand-in (the demo mailbox on the server's own machine), one-time links are masked.
     */
    async outbox({ limit = 100, maskLinks }: { limit?: number; maskLinks: boolean }): Promise<OutboxItem[]> {
      const rows = await mailRepository.listRecent(db, limit);
      return rows.map((r) => ({
        id: r.id,
        to: r.to,
        subject: r.subject,
        text: maskLinks ? maskOneTimeLinks(r.text) : r.text,
        sentAt: r.sentAt?.toISOString() ?? null,
        delivery: r.sentAt ? 'sent' : transport ? 'not_sent' : 'outbox_only',
        createdAt: r.createdAt.toISOString(),
      }));
    },
  };
}
export type MailService = ReturnType<typeof createMailService>;
