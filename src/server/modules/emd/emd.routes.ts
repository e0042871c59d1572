import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminUserSchema, MarkEmdSchema } from '../../../shared/schemas/admin';
import {
  AdminEmdDepositListQuerySchema,
  AdminEmdDepositListSchema,
  AdminEmdDepositSchema,
  BankDetailsSchema,
  EmdDepositCreateSchema,
  EmdDepositListSchema,
  EmdDepositRejectSchema,
  EmdDepositSchema,
} from '../../../shared/schemas/emd';
import { HTTP } from '../../lib/errors';
import { IdParams, noStore, type ActorResolver } from '../../lib/http';
import { describeRoute, errors } from '../../lib/openapi';
import type { EmdService } from './emd.service';

const signedIn = { session: 'signedIn' } as const;

/** EMD: the bank details, a buyer's deposits, the admin's review of them, and marking a buyer's EMD by hand. */
export async function emdRoutes(app: FastifyInstance, { emd, getActor }: { emd: EmdService; getActor: ActorResolver }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/emd/bank-details',
    {
      schema: {
        ...describeRoute('emd', 'The escrow account an EMD is transferred to', signedIn),
        response: { 200: BankDetailsSchema, ...errors(401) },
      },
    },
    async (req) => emd.bankDetails(await getActor(req)),
  );

  r.post(
    '/api/emd-deposits',
    {
      schema: {
        ...describeRoute('emd', 'Buyer: report an EMD transfer by its UTR reference, for an admin to verify', signedIn),
        body: EmdDepositCreateSchema,
        response: { 201: EmdDepositSchema, ...errors(400, 401, 403, 409) },
      },
    },
    async (req, reply) => reply.status(HTTP.CREATED).send(await emd.submit(await getActor(req), req.body)),
  );

  r.get(
    '/api/emd-deposits/mine',
    {
      schema: {
        ...describeRoute('emd', 'The caller’s own EMD deposits, newest first', signedIn),
        response: { 200: EmdDepositListSchema, ...errors(401) },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return emd.mine(await getActor(req));
    },
  );

  r.get(
    '/api/admin/emd-deposits',
    {
      schema: {
        ...describeRoute('emd', 'Admin: EMD deposits to review, with counts per status', signedIn),
        querystring: AdminEmdDepositListQuerySchema,
        response: { 200: AdminEmdDepositListSchema, ...errors(400, 401, 403) },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return emd.listForAdmin(await getActor(req), req.query);
    },
  );

  r.post(
    '/api/admin/emd-deposits/:id/verify',
    {
      schema: {
        ...describeRoute('emd', 'Admin: verify a pending deposit; the buyer’s EMD becomes paid and grows by its amount', signedIn),
        params: IdParams,
        response: { 200: AdminEmdDepositSchema, ...errors(401, 403, 404, 409) },
      },
    },
    async (req) => emd.verify(await getActor(req), req.params.id),
  );

  r.post(
    '/api/admin/emd-deposits/:id/reject',
    {
      schema: {
        ...describeRoute('emd', 'Admin: reject a pending deposit with a reason', signedIn),
        params: IdParams,
        body: EmdDepositRejectSchema,
        response: { 200: AdminEmdDepositSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (req) => emd.reject(await getActor(req), req.params.id, req.body.reason),
  );

  r.post(
    '/api/admin/users/:id/emd',
    {
      schema: {
        ...describeRoute('emd', 'Admin: mark a buyer’s EMD paid (with the amount held) or not paid', signedIn),
        params: IdParams,
        body: MarkEmdSchema,
        response: { 200: AdminUserSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (req) => emd.markEmd(await getActor(req), req.params.id, req.body),
  );
}
