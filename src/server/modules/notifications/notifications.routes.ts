import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HTTP } from '../../lib/errors';
import { noStore, type ActorResolver } from '../../lib/http';
import { requireSignedIn } from '../../lib/access';
import type { NotificationsService } from './notifications.service';

const IdParams = z.object({ id: z.string() });

/** The signed-in user's own notifications; someone else's are "not found". */
export async function notificationsRoutes(
  app: FastifyInstance,
  { notifications, getActor }: { notifications: NotificationsService; getActor: ActorResolver },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/notifications', async (req, reply) => {
    noStore(reply);
    return notifications.list(requireSignedIn(await getActor(req)));
  });
  r.post('/api/notifications/read-all', async (req) => {
    return notifications.markAllRead(requireSignedIn(await getActor(req)));
  });
  r.post('/api/notifications/:id/read', { schema: { params: IdParams } }, async (req) => {
    return notifications.markRead(requireSignedIn(await getActor(req)), req.params.id);
  });
  r.delete('/api/notifications/:id', { schema: { params: IdParams } }, async (req, reply) => {
    await notifications.remove(requireSignedIn(await getActor(req)), req.params.id);
    return reply.status(HTTP.NO_CONTENT).send();
  });
}
