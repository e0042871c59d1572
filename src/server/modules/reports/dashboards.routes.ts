import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminDashboardSchema, BuyerDashboardSchema, VendorDashboardSchema } from '../../../shared/schemas/admin';
import { noStore, type ActorResolver } from '../../lib/http/http';
import { describeRoute, errors } from '../../lib/http/openapi';
import type { DashboardsService } from './dashboards.service';

const signedIn = { session: 'signedIn' } as const;

/** The figures of the three dashboards (spec §2), each for its own role only. */
export async function dashboardsRoutes(
  app: FastifyInstance,
  { dashboards, getActor }: { dashboards: DashboardsService; getActor: ActorResolver },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/dashboard',
    {
      schema: {
        ...describeRoute('reports', 'Admin dashboard figures', signedIn),
        response: { 200: AdminDashboardSchema, ...errors(401, 403) },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return dashboards.admin(await getActor(req));
    },
  );
  r.get(
    '/api/vendor/dashboard',
    {
      schema: {
        ...describeRoute('reports', 'Vendor dashboard figures', signedIn),
        response: { 200: VendorDashboardSchema, ...errors(401, 403) },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return dashboards.vendor(await getActor(req));
    },
  );
  r.get(
    '/api/buyer/dashboard',
    {
      schema: {
        ...describeRoute('reports', 'Buyer dashboard figures', signedIn),
        response: { 200: BuyerDashboardSchema, ...errors(401, 403) },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return dashboards.buyer(await getActor(req));
    },
  );
}
