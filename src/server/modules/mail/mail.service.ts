import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import { mailRepository } from './mail.repository';
import { maskOneTimeLinks, type OutboxItem } from '../../../shared/schemas/mail';

export type Mail = { to: string; subject: string; text: string; html?: string; headers?: Record<string, string> };
export type Mailer = { send: (mail: Mail) => Promise<void> };
/** How a notification e-mail left: over SMTP, or kept in the outbox (no mail server configured). */
export type EventMailResult = 'sent' | 'outbox_only';

const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
/** SMTP_URL with the timeouts above unless it sets its own (nodemailer reads options from the query). */
function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [key, value] of Object.entries(TIMEOUTS)) if (!url.searchParams.has(key)) url.searchParams.set(key, String(value));
  return url.toString();
}

/**
 * E-mail. Every message is written to `email_outbox` (so an admin can read it without a mail server);
 * when SMTP_URL is set it is also delivered over SMTP and marked sent.
 */
export function createMailService(db: Db, opts: { smtpUrl?: string; from: string }) {
  // NOTE: short timeouts: the outbox worker holds its claim on an event for a lease, and a send must
  // fail (and be retried) well within it rather than hang.
  const transport = opts.smtpUrl ? nodemailer.createTransport(withTimeouts(opts.smtpUrl)) : null;
  return {
    async send(mail: Mail): Promise<void> {
      const row = await mailRepository.insert(db, { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null });
      if (!transport) return;
      await transport.sendMail({ from: opts.from, ...mail });
      await mailRepository.markSent(db, row.id, new Date());
    },

    /**
     * The e-mail of one notification event (the outbox worker's e-mail channel): one outbox row per
     * event, sent over SMTP unless an earlier attempt already was. Throws when SMTP fails, to be retried.
     */
    async sendForEvent(eventId: string, mail: Mail): Promise<EventMailResult> {
      const row = await mailRepository.upsertForEvent(db, {
        eventId,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
      });
      if (row.sentAt) return 'sent';
      if (!transport) return 'outbox_only';
      await transport.sendMail({ from: opts.from, ...mail });
      await mailRepository.markSent(db, row.id, new Date());
      return 'sent';
    },

    /**
     * The newest messages of the outbox, newest first, with their delivery. For anyone but the
     * recipient's stand-in (the demo mailbox on the server's own machine), one-time links are masked.
     */
    async outbox({ limit = 100, maskLinks }: { limit?: number; maskLinks: boolean }): Promise<OutboxItem[]> {
      const rows = await mailRepository.listRecent(db, limit);
      const mask = (s: string) => (maskLinks ? maskOneTimeLinks(s) : s);
      return rows.map(({ mail: r, event }) => ({
        id: r.id,
        to: r.to,
        subject: r.subject,
        text: mask(r.text),
        sentAt: r.sentAt?.toISOString() ?? null,
        delivery: r.sentAt ? 'sent' : transport ? 'not_sent' : 'outbox_only',
        createdAt: r.createdAt.toISOString(),
        html: r.html === null ? null : mask(r.html),
        retry: event?.status
          ? {
              status: event.status,
              attempts: event.attempts ?? 0,
              nextAttemptAt: event.status === 'pending' ? (event.nextAttemptAt?.toISOString() ?? null) : null,
              lastError: event.lastError ?? null,
            }
          : null,
      }));
    },
  };
}
export type MailService = ReturnType<typeof createMailService>;
