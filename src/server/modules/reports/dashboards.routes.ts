import type { FastifyInstance } from 'fastify';
import { noStore, type ActorResolver } from '../../lib/http';
import type { DashboardsService } from './dashboards.service';

export async function dashboardsRoutes(
  app: FastifyInstance,
  { dashboards, getActor }: { dashboards: DashboardsService; getActor: ActorResolver },
) {
  app.get('/api/admin/dashboard', async (req, reply) => {
    noStore(reply);
    return dashboards.admin(await getActor(req));
  });
  app.get('/api/vendor/dashboard', async (req, reply) => {
    noStore(reply);
    return dashboards.vendor(await getActor(req));
  });
  app.get('/api/buyer/dashboard', async (req, reply) => {
    noStore(reply);
    return dashboards.buyer(await getActor(req));
  });
}
