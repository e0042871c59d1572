import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REMINDER_MESSAGES, ReminderInputSchema } from '../../../shared/schemas/notification';
import { HTTP, UnauthenticatedError } from '../../lib/errors';
import { noStore, type ActorResolver } from '../../lib/http';
import type { RemindersService } from './reminders.service';

export async function remindersRoutes(
  app: FastifyInstance,
  { reminders, getActor }: { reminders: RemindersService; getActor: ActorResolver },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = async (req: Parameters<ActorResolver>[0]) => {
    const actor = await getActor(req);
    if (!actor) throw new UnauthenticatedError(REMINDER_MESSAGES.signInRequired);
    return actor;
  };
  r.get('/api/reminders/ids', async (req, reply) => {
    noStore(reply);
    return reminders.ids(await signedIn(req));
  });
  r.post('/api/reminders', { schema: { body: ReminderInputSchema } }, async (req, reply) => {
    const result = await reminders.add(await signedIn(req), req.body.auctionId);
    return reply.status(HTTP.CREATED).send(result);
  });
  r.delete('/api/reminders/:auctionId', { schema: { params: z.object({ auctionId: z.string() }) } }, async (req, reply) => {
    await reminders.remove(await signedIn(req), req.params.auctionId);
    return reply.status(HTTP.NO_CONTENT).send();
  });
}
