import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ActivityListSchema, ActivityQuerySchema } from '../../../shared/schemas/audit';
import { requireAdmin } from '../../lib/security/access';
import { noStore, type ActorResolver } from '../../lib/http/http';
import { describeRoute, errors } from '../../lib/http/openapi';
import type { AuditService } from './audit.service';

/** The admin dashboard's Recent Activity, from the audit log. */
export async function auditRoutes(app: FastifyInstance, { audit, getActor }: { audit: AuditService; getActor: ActorResolver }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/activity',
    {
      schema: {
        ...describeRoute('audit', 'Admin: the newest entries of the audit log, each with a readable summary', { session: 'signedIn' }),
        querystring: ActivityQuerySchema,
        response: { 200: ActivityListSchema, ...errors(400, 401, 403) },
      },
    },
    async (req, reply) => {
      noStore(reply);
      requireAdmin(await getActor(req));
      return { items: await audit.recent(req.query.limit, req.query.lang) };
    },
  );
}
