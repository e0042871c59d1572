import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotificationListSchema, NotificationSchema, TestNotificationSchema } from '../../../shared/schemas/notification';
import { LANGUAGES } from '../../../shared/domain/languages';
import { requireSignedIn } from '../../lib/security/access';
import { HTTP } from '../../lib/http/errors';
import { IdParams, noStore, type ActorResolver } from '../../lib/http/http';
import { describeRoute, errors } from '../../lib/http/openapi';
import type { NotificationsService } from './notifications.service';

const signedIn = { session: 'signedIn' } as const;

/** The signed-in user's own notifications; someone else's are "not found". */
export async function notificationsRoutes(
  app: FastifyInstance,
  { notifications, getActor }: { notifications: NotificationsService; getActor: ActorResolver },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/notifications',
    {
      schema: {
        ...describeRoute('notifications', 'The caller’s newest notifications and the unread count', signedIn),
        querystring: z.object({ lang: z.enum(LANGUAGES).optional().describe('The language of the texts (English when absent)') }),
        response: { 200: NotificationListSchema, ...errors(401) },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return notifications.list(requireSignedIn(await getActor(req)), req.query.lang);
    },
  );
  r.post(
    '/api/notifications/read-all',
    {
      schema: {
        ...describeRoute('notifications', 'Mark every unread notification of the caller read', signedIn),
        response: { 200: z.object({ updated: z.number() }), ...errors(401) },
      },
    },
    async (req) => notifications.markAllRead(requireSignedIn(await getActor(req))),
  );
  r.post(
    '/api/notifications/:id/read',
    {
      schema: {
        ...describeRoute('notifications', 'Mark one of the caller’s notifications read', signedIn),
        params: IdParams,
        response: { 200: NotificationSchema, ...errors(401, 404) },
      },
    },
    async (req) => notifications.markRead(requireSignedIn(await getActor(req)), req.params.id),
  );
  r.post(
    '/api/me/notifications/test',
    {
      schema: {
        ...describeRoute('notifications', 'Send the caller a test notification (bell, e-mail, push), at most one a minute', {
          ...signedIn,
          description:
            'Goes through the notification outbox like every other event, to the caller only, in their language: the bell at once, e-mail and push (every browser they subscribed) when the channel is on for some kind. 429 `RATE_LIMITED` within a minute of the last.',
        }),
        body: z.object({}).optional(),
        response: { 200: TestNotificationSchema, ...errors(401, 403, 429) },
      },
    },
    async (req) => notifications.sendTest(requireSignedIn(await getActor(req))),
  );
  r.delete(
    '/api/notifications/:id',
    {
      schema: {
        ...describeRoute('notifications', 'Delete one of the caller’s notifications', signedIn),
        params: IdParams,
        response: { 204: z.null().describe('Deleted'), ...errors(401, 404) },
      },
    },
    async (req, reply) => {
      await notifications.remove(requireSignedIn(await getActor(req)), req.params.id);
      return reply.status(HTTP.NO_CONTENT).send(null);
    },
  );
}
