import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ActivityQuerySchema, type ActivityList } from '../../../shared/schemas/audit';
import { noStore, type ActorResolver } from '../../lib/http';
import { requireAdmin } from '../../lib/access';
import type { AuditService } from './audit.service';

export async function auditRoutes(app: FastifyInstance, { audit, getActor }: { audit: AuditService; getActor: ActorResolver }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/admin/activity', { schema: { querystring: ActivityQuerySchema } }, async (req, reply): Promise<ActivityList> => {
    noStore(reply);
    requireAdmin(await getActor(req));
    return { items: await audit.recent(req.query.limit) };
  });
}
