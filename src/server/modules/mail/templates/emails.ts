import { DEFAULT_LANGUAGE, type Language } from '../../../../shared/domain/languages';
import { notificationPage } from '../../../../shared/domain/notification-pages';
import { emailChrome, renderNotification, type NotificationEvent } from '../../../../shared/messages/notifications';
import type { RenderedEmail, renderEmail as RenderEmail } from './email-layout';

/** NOTE: react-email loads with the first e-mail, not with the server: importing it takes about a second. */
const renderEmail = async (...args: Parameters<typeof RenderEmail>) => (await import('./email-layout')).renderEmail(...args);

export type NotificationEmail = RenderedEmail & { subject: string };

/** A notification event as an e-mail in the reader's language, its button opening the auction (or the dashboard). */
export async function notificationEmail(opts: {
  lang: Language;
  name: string;
  event: NotificationEvent;
  params: unknown;
  auctionId: string | null;
  publicUrl: string;
  unsubscribeUrl: string;
}): Promise<NotificationEmail> {
  const lang = opts.lang ?? DEFAULT_LANGUAGE;
  const { title, message } = renderNotification(opts.event, opts.params, lang);
  const chrome = emailChrome(lang);
  const page = notificationPage(opts.event, opts.auctionId);
  const url = new URL(page ?? '/dashboard', opts.publicUrl).toString();
  // A booked site visit's e-mails link its calendar invitation (issue 30).
  const inspectionId = (opts.params as { inspectionId?: unknown } | null)?.inspectionId;
  const invite =
    (opts.event === 'inspectionAccepted' || opts.event === 'inspectionReminder') && typeof inspectionId === 'string'
      ? {
          label: chrome.addToCalendar,
          url: new URL(`/api/inspections/${encodeURIComponent(inspectionId)}/invite.ics`, opts.publicUrl).toString(),
        }
      : undefined;
  const rendered = await renderEmail({
    lang,
    name: opts.name,
    heading: title,
    paragraphs: [message],
    link: invite,
    button: { label: opts.auctionId ? chrome.openAuction : page ? chrome.openSavedSearches : chrome.openDashboard, url },
    unsubscribeUrl: opts.unsubscribeUrl,
  });
  return { subject: title, ...rendered };
}

type AccountLink = { lang: Language; name: string; url: string };

/** An e-mail of the account's own (one heading, one paragraph, one button to a one-time link), in the layout. */
async function accountLinkEmail(
  opts: AccountLink,
  texts: { subject: string; intro: string; button: string; note?: string },
): Promise<NotificationEmail> {
  const rendered = await renderEmail({
    lang: opts.lang,
    name: opts.name,
    heading: texts.subject,
    paragraphs: [texts.intro],
    button: { label: texts.button, url: opts.url },
    note: texts.note,
  });
  return { subject: texts.subject, ...rendered };
}

export async function resetPasswordEmail(opts: AccountLink): Promise<NotificationEmail> {
  const chrome = emailChrome(opts.lang);
  return accountLinkEmail(opts, {
    subject: chrome.resetSubject,
    intro: chrome.resetIntro,
    button: chrome.resetButton,
    note: chrome.resetIgnore,
  });
}

/** The e-mail address check after registering, in the layout. */
export async function verifyEmailEmail(opts: AccountLink): Promise<NotificationEmail> {
  const chrome = emailChrome(opts.lang);
  return accountLinkEmail(opts, { subject: chrome.verifySubject, intro: chrome.verifyIntro, button: chrome.verifyButton });
}
