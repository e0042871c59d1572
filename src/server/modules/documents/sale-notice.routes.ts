import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SaleNoticeFileQuery, SaleNoticeInputSchema, SaleNoticeSchema } from '../../../shared/schemas/sale-notice';
import { IdParams, noStore, type ActorResolver } from '../../lib/http/http';
import { describeRoute, errors } from '../../lib/http/openapi';
import type { SaleNoticeService } from './sale-notice.service';

const signedIn = { session: 'signedIn' } as const;
const WHO = 'The auction’s seller and admins, while the auction is a draft or upcoming.';

/** The statutory sale notice generated from a listing (issue 31, part 3): prepared, previewed, approved by another officer. */
export async function saleNoticeRoutes(
  app: FastifyInstance,
  { notices, getActor }: { notices: SaleNoticeService; getActor: ActorResolver },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/auctions/:id/sale-notice',
    {
      schema: {
        ...describeRoute('documents', 'The listing’s prepared sale notice, if any, and what the caller may do with it', {
          ...signedIn,
          description: 'The auction’s seller and admins.',
        }),
        params: IdParams,
        response: { 200: SaleNoticeSchema, ...errors(401, 403, 404) },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return notices.get(await getActor(req), req.params.id);
    },
  );

  r.put(
    '/api/auctions/:id/sale-notice',
    {
      schema: {
        ...describeRoute('documents', 'Prepare the sale notice (Appendix IV-A) from the listing and these fields (audited)', {
          ...signedIn,
          description: WHO,
        }),
        params: IdParams,
        body: SaleNoticeInputSchema,
        response: { 200: SaleNoticeSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (req) => notices.prepare(await getActor(req), req.params.id, req.body),
  );

  r.get(
    '/api/auctions/:id/sale-notice.pdf',
    {
      schema: {
        ...describeRoute('documents', 'The prepared sale notice as a PDF in English or the state’s language (a draft until approved)', {
          ...signedIn,
          description: 'The auction’s seller and admins.',
        }),
        params: IdParams,
        querystring: SaleNoticeFileQuery,
        response: {
          200: {
            description: 'The sale notice',
            content: { 'application/pdf': { schema: z.string().describe('The sale notice as a PDF') } },
          },
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (req, reply) => {
      const { filename, pdf } = await notices.pdf(await getActor(req), req.params.id, req.query.lang);
      noStore(reply);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${filename}"`)
        .send(pdf as never);
    },
  );

  r.post(
    '/api/auctions/:id/sale-notice/approve',
    {
      schema: {
        ...describeRoute(
          'documents',
          'Approve the prepared sale notice (never by the officer who prepared it): it becomes the listing’s sale-notice documents and date (audited)',
          { ...signedIn, description: WHO },
        ),
        params: IdParams,
        response: { 200: SaleNoticeSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (req) => notices.approve(await getActor(req), req.params.id),
  );
}
