import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ReportQuerySchema } from '../../../shared/schemas/reports';
import { noStore, type ActorResolver } from '../../lib/http';
import type { ReportsService } from './reports.service';

export async function reportsRoutes(app: FastifyInstance, { reports, getActor }: { reports: ReportsService; getActor: ActorResolver }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const opts = { schema: { querystring: ReportQuerySchema } };
  r.get('/api/reports/buyer', opts, async (req, reply) => {
    noStore(reply);
    return reports.buyer(await getActor(req), req.query);
  });
  r.get('/api/reports/vendor', opts, async (req, reply) => {
    noStore(reply);
    return reports.vendor(await getActor(req), req.query);
  });
  r.get('/api/reports/admin', opts, async (req, reply) => {
    noStore(reply);
    return reports.admin(await getActor(req), req.query);
  });
}
