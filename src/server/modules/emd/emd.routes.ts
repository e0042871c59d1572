import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WITHDRAWAL_STATUSES } from '../../../shared/domain/constants';
import { AdminUserSchema, MarkEmdSchema } from '../../../shared/schemas/admin';
import { ReasonSchema } from '../../../shared/schemas/sale';
import {
  AdminEmdDepositListQuerySchema,
  AdminEmdDepositListSchema,
  AdminEmdDepositSchema,
  AdminWithdrawalListSchema,
  BankDetailsSchema,
  EmdWalletSchema,
  ParticipationSchema,
  WithdrawalPaySchema,
  WithdrawalRequestSchema,
  WithdrawalSchema,
  EmdDepositCreateSchema,
  EmdDepositListSchema,
  EmdDepositRejectSchema,
  EmdDepositSchema,
} from '../../../shared/schemas/emd';
import { HTTP } from '../../lib/http/errors';
import { IdParams, noStore, type ActorResolver } from '../../lib/http/http';
import { describeRoute, errors } from '../../lib/http/openapi';
import type { EmdWalletService } from './emd-wallet.service';
import type { EmdService } from './emd.service';

const signedIn = { session: 'signedIn' } as const;

/**
 * EMD: the bank details, a buyer's deposits and the admin's review of them, the wallet (holding an
 * auction's EMD by joining it, withdrawals), and marking a buyer's EMD by hand.
 */
export async function emdRoutes(
  app: FastifyInstance,
  { emd, wallet, getActor }: { emd: EmdService; wallet: EmdWalletService; getActor: ActorResolver },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/me/emd',
    {
      schema: {
        ...describeRoute('emd', 'Buyer: the EMD wallet: balance, held, available, the holds per auction and the withdrawals', signedIn),
        response: { 200: EmdWalletSchema, ...errors(401, 403) },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return wallet.wallet(await getActor(req));
    },
  );

  r.post(
    '/api/auctions/:id/participation',
    {
      schema: {
        ...describeRoute('emd', 'Buyer: join an auction: its EMD is held from the wallet (before its EMD cut-off)', signedIn),
        params: IdParams,
        response: { 201: ParticipationSchema, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (req, reply) => reply.status(HTTP.CREATED).send(await wallet.join(await getActor(req), req.params.id)),
  );

  r.post(
    '/api/me/emd/withdrawals',
    {
      schema: {
        ...describeRoute('emd', 'Buyer: ask for available EMD to be paid back to a bank account', signedIn),
        body: WithdrawalRequestSchema,
        response: { 201: WithdrawalSchema, ...errors(400, 401, 403, 422) },
      },
    },
    async (req, reply) => reply.status(HTTP.CREATED).send(await wallet.requestWithdrawal(await getActor(req), req.body)),
  );

  r.get(
    '/api/admin/emd-withdrawals',
    {
      schema: {
        ...describeRoute('emd', 'Admin: EMD withdrawals to pay', signedIn),
        querystring: z.object({
          status: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), z.enum(WITHDRAWAL_STATUSES).optional()),
        }),
        response: { 200: AdminWithdrawalListSchema, ...errors(400, 401, 403) },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return wallet.listWithdrawals(await getActor(req), req.query.status);
    },
  );

  r.post(
    '/api/admin/emd-withdrawals/:id/pay',
    {
      schema: {
        ...describeRoute('emd', 'Admin: record that a withdrawal was paid, by its UTR', signedIn),
        params: IdParams,
        body: WithdrawalPaySchema,
        response: { 200: WithdrawalSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (req) => wallet.payWithdrawal(await getActor(req), req.params.id, req.body.utrReference),
  );

  r.post(
    '/api/admin/emd-withdrawals/:id/reject',
    {
      schema: {
        ...describeRoute('emd', 'Admin: reject a withdrawal with a reason; its amount returns to the wallet', signedIn),
        params: IdParams,
        body: ReasonSchema,
        response: { 200: WithdrawalSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (req) => wallet.rejectWithdrawal(await getActor(req), req.params.id, req.body.reason),
  );

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
