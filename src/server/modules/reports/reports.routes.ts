import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminReportSchema,
  BuyerReportSchema,
  ReconciliationSchema,
  ReportQuerySchema,
  VendorReportSchema,
} from '../../../shared/schemas/reports';
import { noStore, type ActorResolver } from '../../lib/http/http';
import { describeRoute, errors } from '../../lib/http/openapi';
import type { ReportsService } from './reports.service';

/** The three reports, each for its own role only (spec §6). */
export async function reportsRoutes(app: FastifyInstance, { reports, getActor }: { reports: ReportsService; getActor: ActorResolver }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = (who: string) => ({
    ...describeRoute('reports', `${who} report for a period, computed from the data`, { session: 'signedIn' }),
    querystring: ReportQuerySchema,
  });
  r.get(
    '/api/reports/buyer',
    { schema: { ...schema('Buyer: the caller’s'), response: { 200: BuyerReportSchema, ...errors(400, 401, 403) } } },
    async (req, reply) => {
      noStore(reply);
      return reports.buyer(await getActor(req), req.query);
    },
  );
  r.get(
    '/api/reports/vendor',
    { schema: { ...schema('Vendor: the caller’s'), response: { 200: VendorReportSchema, ...errors(400, 401, 403) } } },
    async (req, reply) => {
      noStore(reply);
      return reports.vendor(await getActor(req), req.query);
    },
  );
  r.get(
    '/api/reports/admin',
    { schema: { ...schema('Admin: the platform’s'), response: { 200: AdminReportSchema, ...errors(400, 401, 403) } } },
    async (req, reply) => {
      noStore(reply);
      return reports.admin(await getActor(req), req.query);
    },
  );
  r.get(
    '/api/admin/reconciliation',
    {
      schema: {
        ...describeRoute('reports', 'Admin: EMD collected, held, refunded and forfeited; sale money reported and verified; fees', {
          session: 'signedIn',
          description: 'Computed from the data at the time of the call (decision 042); the page offers it as CSV.',
        }),
        response: { 200: ReconciliationSchema, ...errors(401, 403) },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return reports.reconciliation(await getActor(req));
    },
  );
}
