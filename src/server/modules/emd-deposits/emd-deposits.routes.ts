import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminEmdDepositListQuerySchema, EmdDepositCreateSchema, EmdDepositRejectSchema } from '../../../shared/schemas/emd';
import { HTTP } from '../../lib/errors';
import { noStore, type ActorResolver } from '../../lib/http';
import type { EmdDepositsService } from './emd-deposits.service';

const IdParams = z.object({ id: z.string() });

export async function emdDepositsRoutes(
  app: FastifyInstance,
  { emdDeposits, getActor }: { emdDeposits: EmdDepositsService; getActor: ActorResolver },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/emd/bank-details', async (req) => emdDeposits.bankDetails(await getActor(req)));

  r.post('/api/emd-deposits', { schema: { body: EmdDepositCreateSchema } }, async (req, reply) => {
    const deposit = await emdDeposits.submit(await getActor(req), req.body);
    return reply.status(HTTP.CREATED).send(deposit);
  });

  r.get('/api/emd-deposits/mine', async (req, reply) => {
    noStore(reply);
    return emdDeposits.mine(await getActor(req));
  });

  r.get('/api/admin/emd-deposits', { schema: { querystring: AdminEmdDepositListQuerySchema } }, async (req, reply) => {
    noStore(reply);
    return emdDeposits.listForAdmin(await getActor(req), req.query);
  });

  r.post('/api/admin/emd-deposits/:id/verify', { schema: { params: IdParams } }, async (req) =>
    emdDeposits.verify(await getActor(req), req.params.id),
  );

  r.post('/api/admin/emd-deposits/:id/reject', { schema: { params: IdParams, body: EmdDepositRejectSchema } }, async (req) =>
    emdDeposits.reject(await getActor(req), req.params.id, req.body.reason),
  );
}
