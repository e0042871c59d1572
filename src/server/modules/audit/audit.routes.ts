import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ActivityQuerySchema, type ActivityList } from '../../../shared/schemas/audit';
import { noStore, requireRole, type ActorResolver } from '../../lib/http';
import type { AuditService } from './audit.service';

export async function auditRoutes(app: FastifyInstance, { audit, getActor }: { audit: AuditService; getActor: ActorResolver }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/admin/activity', { schema: { querystring: ActivityQuerySchema } }, async (req, reply): Promise<ActivityList> => {
    noStore(reply);
    requireRole(await getActor(req), 'admin');
    return { items: await audit.recent(req.query.limit) };
  });
}
