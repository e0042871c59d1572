import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REMINDER_MESSAGES, ReminderIdsSchema, ReminderInputSchema } from '../../../shared/schemas/notification';
import { requireSignedIn } from '../../lib/security/access';
import { HTTP } from '../../lib/http/errors';
import { noStore, type ActorResolver } from '../../lib/http/http';
import { describeRoute, errors } from '../../lib/http/openapi';
import type { RemindersService } from './reminders.service';

const signedIn = { session: 'signedIn' } as const;

/** "Set Reminder" on an upcoming auction: the caller is told when it goes live. */
export async function remindersRoutes(
  app: FastifyInstance,
  { reminders, getActor }: { reminders: RemindersService; getActor: ActorResolver },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const caller = async (req: Parameters<ActorResolver>[0]) => requireSignedIn(await getActor(req), REMINDER_MESSAGES.signInRequired);
  r.get(
    '/api/reminders/ids',
    {
      schema: {
        ...describeRoute('reminders', 'The auctions the caller has a reminder on', signedIn),
        response: { 200: ReminderIdsSchema, ...errors(401) },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return reminders.ids(await caller(req));
    },
  );
  r.post(
    '/api/reminders',
    {
      schema: {
        ...describeRoute('reminders', 'Set a reminder on an upcoming auction', signedIn),
        body: ReminderInputSchema,
        response: { 201: z.object({ auctionId: z.string() }), ...errors(400, 401, 404, 409) },
      },
    },
    async (req, reply) => reply.status(HTTP.CREATED).send(await reminders.add(await caller(req), req.body.auctionId)),
  );
  r.delete(
    '/api/reminders/:auctionId',
    {
      schema: {
        ...describeRoute('reminders', 'Remove the caller’s reminder on an auction', signedIn),
        params: z.object({ auctionId: z.string() }),
        response: { 204: z.null().describe('Removed'), ...errors(401) },
      },
    },
    async (req, reply) => {
      await reminders.remove(await caller(req), req.params.auctionId);
      return reply.status(HTTP.NO_CONTENT).send(null);
    },
  );
}
