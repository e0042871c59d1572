import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MarkEmdSchema } from '../../../shared/schemas/admin';
import { AdminEmdDepositListQuerySchema, EmdDepositCreateSchema, EmdDepositRejectSchema } from '../../../shared/schemas/emd';
import { HTTP } from '../../lib/errors';
import { noStore, type ActorResolver } from '../../lib/http';
import type { EmdService } from './emd.service';

const IdParams = z.object({ id: z.string() });

/** EMD: the bank details, a buyer's deposits, the admin's review of them, and marking a buyer's EMD by hand. */
export async function emdRoutes(app: FastifyInstance, { emd, getActor }: { emd: EmdService; getActor: ActorResolver }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/emd/bank-details', async (req) => emd.bankDetails(await getActor(req)));

  r.post('/api/emd-deposits', { schema: { body: EmdDepositCreateSchema } }, async (req, reply) => {
    const deposit = await emd.submit(await getActor(req), req.body);
    return reply.status(HTTP.CREATED).send(deposit);
  });

  r.get('/api/emd-deposits/mine', async (req, reply) => {
    noStore(reply);
    return emd.mine(await getActor(req));
  });

  r.get('/api/admin/emd-deposits', { schema: { querystring: AdminEmdDepositListQuerySchema } }, async (req, reply) => {
    noStore(reply);
    return emd.listForAdmin(await getActor(req), req.query);
  });

  r.post('/api/admin/emd-deposits/:id/verify', { schema: { params: IdParams } }, async (req) =>
    emd.verify(await getActor(req), req.params.id),
  );

  r.post('/api/admin/emd-deposits/:id/reject', { schema: { params: IdParams, body: EmdDepositRejectSchema } }, async (req) =>
    emd.reject(await getActor(req), req.params.id, req.body.reason),
  );

  r.post('/api/admin/users/:id/emd', { schema: { params: IdParams, body: MarkEmdSchema } }, async (req) =>
    emd.markEmd(await getActor(req), req.params.id, req.body),
  );
}
