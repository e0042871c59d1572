import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CALENDAR_MESSAGES, CalendarFeedSchema, CalendarLanguageQuery, NewCalendarFeedSchema } from '../../../shared/schemas/calendar';
import { HTTP } from '../../lib/http/errors';
import { IdParams, noStore, type ActorResolver } from '../../lib/http/http';
import { describeRoute, errors } from '../../lib/http/openapi';
import { requireSignedIn } from '../../lib/security/access';
import type { CalendarService } from './calendar.service';

const signedIn = { session: 'signedIn' } as const;
const ICS = 'text/calendar; charset=utf-8';
const icsResponse = (description: string) => ({
  description,
  content: { 'text/calendar': { schema: z.string().describe('An iCalendar file (RFC 5545)') } },
});

/** "Add to calendar" on an auction, and each user's private calendar feed. */
export async function calendarRoutes(app: FastifyInstance, { calendar, getActor }: { calendar: CalendarService; getActor: ActorResolver }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const caller = async (req: Parameters<ActorResolver>[0]) => requireSignedIn(await getActor(req), CALENDAR_MESSAGES.signInRequired);

  r.get(
    '/api/auctions/:id/calendar.ics',
    {
      schema: {
        ...describeRoute('calendar', 'An auction’s EMD cut-off, start and end as a calendar file, in IST', {
          session: 'optional',
          description: '`lang` picks the words (else the caller’s language, else English); a draft is 404 to all but those who manage it.',
        }),
        params: IdParams,
        querystring: CalendarLanguageQuery,
        response: { 200: icsResponse('The auction’s calendar file, as an attachment'), ...errors(400, 404) },
      },
    },
    async (req, reply) => {
      const { ics, filename } = await calendar.auctionFile(await getActor(req), req.params.id, req.query.lang);
      noStore(reply);
      return reply.type(ICS).header('content-disposition', `attachment; filename="${filename}"`).send(ics);
    },
  );

  r.get(
    '/api/me/calendar-feed',
    {
      schema: {
        ...describeRoute('calendar', 'Whether the caller has a private calendar feed, and since when', signedIn),
        response: { 200: CalendarFeedSchema, ...errors(401) },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return calendar.feed(await caller(req));
    },
  );

  r.post(
    '/api/me/calendar-feed',
    {
      schema: {
        ...describeRoute('calendar', 'A new secret address for the caller’s calendar feed; the one before stops working', {
          ...signedIn,
          description: 'The address is shown only in this answer.',
        }),
        response: { 201: NewCalendarFeedSchema, ...errors(401) },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return reply.status(HTTP.CREATED).send(await calendar.newFeed(await caller(req)));
    },
  );

  r.delete(
    '/api/me/calendar-feed',
    {
      schema: {
        ...describeRoute('calendar', 'Turn the caller’s calendar feed off: its address stops working', signedIn),
        response: { 204: z.null().describe('Turned off'), ...errors(401) },
      },
    },
    async (req, reply) => {
      await calendar.stopFeed(await caller(req));
      return reply.status(HTTP.NO_CONTENT).send(null);
    },
  );

  r.get(
    '/api/calendar/:file',
    {
      schema: {
        ...describeRoute(
          'calendar',
          'A private calendar feed by its secret address: the auctions its owner watches, set a reminder on or joined',
          {
            description: 'For calendar applications that subscribe by address; no session. 404 once the address is replaced or turned off.',
          },
        ),
        params: z.object({ file: z.string().max(100).describe('`<secret>.ics`') }),
        response: { 200: icsResponse('The feed'), ...errors(404) },
      },
    },
    async (req, reply) => {
      const ics = await calendar.feedFile(req.params.file);
      return reply.type(ICS).header('cache-control', 'private, max-age=300').send(ics);
    },
  );
}
