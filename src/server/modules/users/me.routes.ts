import type { FastifyInstance } from 'fastify';
import type { ActorResolver } from '../../lib/http';
import { noStore, requireSignedIn } from '../../lib/http';
import { toProfileDto } from './users.dto';

export async function meRoutes(app: FastifyInstance, { getActor }: { getActor: ActorResolver }) {
  app.get('/api/me', async (req, reply) => {
    noStore(reply);
    const actor = requireSignedIn(await getActor(req));
    return {
      user: { id: actor.userId, email: actor.email, name: actor.name },
      profile: actor.profile ? toProfileDto(actor.profile) : null,
      role: actor.role,
      roles: actor.roles,
    };
  });
}
