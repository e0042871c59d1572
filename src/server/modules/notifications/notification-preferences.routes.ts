import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../../shared/domain/languages';
import { UNSUBSCRIBE_PAGE } from '../../../shared/messages/notification-preferences';
import {
  NOTIFICATION_PREFERENCE_MESSAGES,
  NotificationPreferencesSchema,
  UpdateNotificationPreferencesSchema,
} from '../../../shared/schemas/notification-preferences';
import { requireSignedIn } from '../../lib/security/access';
import { HTTP, ValidationError } from '../../lib/http/errors';
import { noStore, type ActorResolver } from '../../lib/http/http';
import { describeRoute, errors } from '../../lib/http/openapi';
import type { SavedSearchesService } from '../saved-searches/saved-searches.service';
import type { NotificationPreferencesService } from './notification-preferences.service';
import type { UnsubscribeTokens } from './unsubscribe-token';

const signedIn = { session: 'signedIn' } as const;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A one-screen answer to an unsubscribe link, in the product's colours. */
function page(lang: Language, message: string, link: string | null): string {
  return `<!doctype html><html lang="${lang}-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Neelami</title></head>
<body style="font-family:system-ui,sans-serif;background:#f4f4f5;margin:0;padding:48px 16px;color:#18181b">
<main style="max-width:480px;margin:0 auto;background:#fff;border:1px solid #e4e4e7;border-radius:8px;padding:24px">
<p style="margin:0 0 12px;font-weight:700;color:#3730a3">Neelami</p><h1 style="font-size:18px;margin:0 0 12px">${escapeHtml(message)}</h1>
${link ? `<p><a href="${escapeHtml(link)}" style="color:#3730a3">${escapeHtml(UNSUBSCRIBE_PAGE[lang].manage)}</a></p>` : ''}
</main></body></html>`;
}

/**
 * The caller's notification switches, and the unsubscribe link of every notification e-mail (a signed
 * token for one user and kind; it works without signing in, GET from the e-mail or POST one-click
 * from the mail client, RFC 8058). A saved search's alert link stops that search's alerts, not the kind.
 */
export async function notificationPreferencesRoutes(
  app: FastifyInstance,
  {
    preferences,
    tokens,
    savedSearches,
    getActor,
  }: {
    preferences: NotificationPreferencesService;
    tokens: UnsubscribeTokens;
    savedSearches: Pick<SavedSearchesService, 'stopAlerts'>;
    getActor: ActorResolver;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // NOTE: mail clients send the one-click unsubscribe as a form; this plugin's routes read it as text.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => done(null, body));

  r.get(
    '/api/me/notification-preferences',
    {
      schema: {
        ...describeRoute('notifications', 'The caller’s notification switches per kind and channel', signedIn),
        response: { 200: NotificationPreferencesSchema, ...errors(401) },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return preferences.get(requireSignedIn(await getActor(req)));
    },
  );
  r.put(
    '/api/me/notification-preferences',
    {
      schema: {
        ...describeRoute('notifications', 'Change some of the caller’s notification switches', signedIn),
        body: UpdateNotificationPreferencesSchema,
        response: { 200: NotificationPreferencesSchema, ...errors(400, 401, 403) },
      },
    },
    async (req) => preferences.update(requireSignedIn(await getActor(req)), req.body),
  );

  const TokenQuery = z.object({
    token: z.string().max(500).optional(),
    lang: z.enum(LANGUAGES).optional().describe('The language of the e-mail the link came in (the page speaks it)'),
  });
  /** What the link stopped: a kind of e-mail, or one saved search's alerts (its name; null when it was deleted). */
  const unsubscribe = async (token: string | undefined) => {
    const found = token ? tokens.verify(token) : null;
    if (!found) return null;
    if (found.savedSearchId) return { ...found, savedSearch: await savedSearches.stopAlerts(found.userId, found.savedSearchId) };
    await preferences.unsubscribe(found.userId, found.kind);
    return { ...found, savedSearch: undefined };
  };
  r.get(
    '/api/unsubscribe',
    {
      schema: {
        ...describeRoute('notifications', 'An e-mail’s unsubscribe link: turns that kind of e-mail off and says so (an HTML page)'),
        querystring: TokenQuery,
        response: {
          200: { description: 'The page that says so', content: { 'text/html': { schema: z.string().describe('HTML page') } } },
          400: {
            description: 'The page that says the link is not valid',
            content: { 'text/html': { schema: z.string().describe('HTML page') } },
          },
        },
      },
    },
    async (req, reply) => {
      noStore(reply);
      const found = await unsubscribe(req.query.token);
      reply.type('text/html; charset=utf-8').code(found ? HTTP.OK : HTTP.BAD_REQUEST);
      const lang = req.query.lang ?? DEFAULT_LANGUAGE;
      const texts = UNSUBSCRIBE_PAGE[lang];
      if (!found) return page(lang, texts.invalid, '/settings/notifications');
      if (found.savedSearch === undefined) return page(lang, texts.unsubscribed(texts.kinds[found.kind]), '/settings/notifications');
      return page(lang, found.savedSearch === null ? texts.searchGone : texts.searchStopped(found.savedSearch), '/saved-searches');
    },
  );
  r.post(
    '/api/unsubscribe',
    {
      schema: {
        ...describeRoute('notifications', 'One-click unsubscribe from a mail client (RFC 8058)'),
        querystring: TokenQuery,
        response: { 200: z.object({ unsubscribed: z.boolean() }), ...errors(400) },
      },
    },
    async (req) => {
      if (!(await unsubscribe(req.query.token))) throw new ValidationError(NOTIFICATION_PREFERENCE_MESSAGES.unsubscribeInvalid);
      return { unsubscribed: true };
    },
  );
}
