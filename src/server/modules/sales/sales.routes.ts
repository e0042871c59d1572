import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ManagedAuctionSchema } from '../../../shared/schemas/auction-form';
import {
  CertificateVerificationSchema,
  ReasonSchema,
  SaleAddressSchema,
  SaleExtensionSchema,
  SaleListQuerySchema,
  SaleListSchema,
  SalePaymentReportSchema,
  SaleSchema,
} from '../../../shared/schemas/sale';
import { HTTP } from '../../lib/http/errors';
import { IdParams, noStore, type ActorResolver } from '../../lib/http/http';
import { describeRoute, errors } from '../../lib/http/openapi';
import type { SalesService } from './sales.service';

const signedIn = { session: 'signedIn' } as const;
const saleAnswer = { 200: SaleSchema, ...errors(400, 401, 403, 404, 409) };

/** The sale after the close: its parties see it and move it on (ARCHITECTURE §7b). */
export async function salesRoutes(app: FastifyInstance, { sales, getActor }: { sales: SalesService; getActor: ActorResolver }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/certificates/:number',
    {
      schema: {
        ...describeRoute('sales', 'Anyone: verify a sale certificate by its number (NL-SC-2026-1A2B3C4D, or with slashes)'),
        params: z.object({ number: z.string().max(64) }),
        response: { 200: CertificateVerificationSchema, ...errors(404, 429) },
      },
    },
    async (req, reply) => {
      const verified = await sales.verifyCertificate(req.params.number, req.ip);
      // A sale's certificate never changes once issued; a minute's caching spares repeated scans.
      reply.header('cache-control', 'public, max-age=60');
      return verified;
    },
  );

  r.get(
    '/api/auctions/:id/sale',
    {
      schema: {
        ...describeRoute('sales', 'The sale after the close, for the highest bidder, the seller and admins', signedIn),
        params: IdParams,
        response: { 200: SaleSchema, ...errors(401, 403, 404) },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return sales.view(await getActor(req), req.params.id);
    },
  );

  r.get(
    '/api/sales',
    {
      schema: {
        ...describeRoute('sales', 'The caller’s sales: a buyer’s own, a vendor’s auctions’, every one for an admin', signedIn),
        querystring: SaleListQuerySchema,
        response: { 200: SaleListSchema, ...errors(400, 401) },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return sales.list(await getActor(req), req.query.stage);
    },
  );

  const transition = (
    path: string,
    summary: string,
    run: (auctionId: string, actor: Awaited<ReturnType<ActorResolver>>) => Promise<unknown>,
  ) =>
    r.post(
      `/api/auctions/:id/sale/${path}`,
      { schema: { ...describeRoute('sales', summary, signedIn), params: IdParams, response: saleAnswer } },
      async (req) => run(req.params.id, await getActor(req)) as never,
    );
  transition('accept', 'Seller: accept the highest bid below the reserve, within the decision window', (id, actor) =>
    sales.accept(actor, id),
  );
  transition('lapse', 'Seller: let the highest bid below the reserve lapse: not sold', (id, actor) => sales.lapse(actor, id));
  transition('confirm', 'Seller (the authorised officer): confirm the sale to the highest bidder', (id, actor) => sales.confirm(actor, id));

  r.post(
    '/api/auctions/:id/sale/reject',
    {
      schema: {
        ...describeRoute('sales', 'Seller: do not confirm the sale, with a reason; the bidder’s EMD returns', signedIn),
        params: IdParams,
        body: ReasonSchema,
        response: saleAnswer,
      },
    },
    async (req) => sales.reject(await getActor(req), req.params.id, req.body.reason),
  );

  r.post(
    '/api/auctions/:id/sale/payments',
    {
      schema: {
        ...describeRoute('sales', 'Buyer: report the 25% deposit (less the EMD) or the balance by its UTR', signedIn),
        params: IdParams,
        body: SalePaymentReportSchema,
        response: { 201: SaleSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (req, reply) => reply.status(HTTP.CREATED).send(await sales.reportPayment(await getActor(req), req.params.id, req.body)),
  );

  r.post(
    '/api/sale-payments/:id/verify',
    {
      schema: {
        ...describeRoute('sales', 'Seller: verify a reported payment against the bank statement', signedIn),
        params: IdParams,
        response: saleAnswer,
      },
    },
    async (req) => sales.reviewPayment(await getActor(req), req.params.id, { verify: true }),
  );

  r.post(
    '/api/sale-payments/:id/reject',
    {
      schema: {
        ...describeRoute('sales', 'Seller: reject a reported payment with a reason', signedIn),
        params: IdParams,
        body: ReasonSchema,
        response: saleAnswer,
      },
    },
    async (req) => sales.reviewPayment(await getActor(req), req.params.id, { verify: false, reason: req.body.reason }),
  );

  r.post(
    '/api/auctions/:id/sale/extension',
    {
      schema: {
        ...describeRoute(
          'sales',
          'Seller: extend the balance’s deadline by written agreement (at most three months from confirmation)',
          signedIn,
        ),
        params: IdParams,
        body: SaleExtensionSchema,
        response: saleAnswer,
      },
    },
    async (req) => sales.extend(await getActor(req), req.params.id, req.body),
  );

  r.put(
    '/api/auctions/:id/sale/address',
    {
      schema: {
        ...describeRoute(
          'sales',
          'Buyer: give the purchaser’s postal address, which the sale certificate prints (until the sale completes)',
          signedIn,
        ),
        params: IdParams,
        body: SaleAddressSchema,
        response: saleAnswer,
      },
    },
    async (req) => sales.giveAddress(await getActor(req), req.params.id, req.body),
  );

  r.get(
    '/api/auctions/:id/sale/certificate',
    {
      schema: {
        ...describeRoute('sales', 'The sale certificate (PDF) of a completed sale', signedIn),
        params: IdParams,
        response: {
          200: {
            description: 'The certificate as a PDF attachment',
            content: { 'application/pdf': { schema: z.string().describe('PDF bytes') } },
          },
          ...errors(401, 403, 404, 409),
        },
      },
    },
    async (req, reply) => {
      const { filename, pdf } = await sales.certificate(await getActor(req), req.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf as never);
    },
  );

  r.post(
    '/api/auctions/:id/sale/resale',
    {
      schema: {
        ...describeRoute('sales', 'Seller: put the property up again as a re-sale draft after the sale did not complete', signedIn),
        params: IdParams,
        response: { 201: ManagedAuctionSchema, ...errors(401, 403, 404, 409) },
      },
    },
    async (req, reply) => reply.status(HTTP.CREATED).send(await sales.createResale(await getActor(req), req.params.id)),
  );
}
