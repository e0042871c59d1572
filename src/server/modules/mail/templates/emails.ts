import { DEFAULT_LANGUAGE, type Language } from '../../../../shared/domain/languages';
import { EMAIL_CHROME, renderNotification, type NotificationEvent } from '../../../../shared/messages/notification-texts';
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
  const chrome = EMAIL_CHROME[lang];
  const url = new URL(opts.auctionId ? `/auction/${opts.auctionId}` : '/dashboard', opts.publicUrl).toString();
  const rendered = await renderEmail({
    lang,
    name: opts.name,
    heading: title,
    paragraphs: [message],
    button: { label: opts.auctionId ? chrome.openAuction : chrome.openDashboard, url },
    unsubscribeUrl: opts.unsubscribeUrl,
  });
  return { subject: title, ...rendered };
}

/** The password reset, in the layout. */
export async function resetPasswordEmail(opts: { lang: Language; name: string; url: string }): Promise<NotificationEmail> {
  const chrome = EMAIL_CHROME[opts.lang];
  const rendered = await renderEmail({
    lang: opts.lang,
    name: opts.name,
    heading: chrome.resetSubject,
    paragraphs: [chrome.resetIntro],
    button: { label: chrome.resetButton, url: opts.url },
    note: chrome.resetIgnore,
  });
  return { subject: chrome.resetSubject, ...rendered };
}

/** The e-mail address check after registering, in the layout. */
export async function verifyEmailEmail(opts: { lang: Language; name: string; url: string }): Promise<NotificationEmail> {
  const chrome = EMAIL_CHROME[opts.lang];
  const rendered = await renderEmail({
    lang: opts.lang,
    name: opts.name,
    heading: chrome.verifySubject,
    paragraphs: [chrome.verifyIntro],
    button: { label: chrome.verifyButton, url: opts.url },
  });
  return { subject: chrome.verifySubject, ...rendered };
}
