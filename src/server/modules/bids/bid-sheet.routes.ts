import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BidSheetFileQuery, BidSheetSchema, BidSheetSignOffSchema } from '../../../shared/schemas/bid-sheet';
import { HTTP } from '../../lib/http/errors';
import { IdParams, noStore, type ActorResolver } from '../../lib/http/http';
import { describeRoute, errors } from '../../lib/http/openapi';
import type { BidSheetService } from './bid-sheet.service';

const signedIn = { session: 'signedIn' } as const;
const WHO = 'The auction’s seller and admins, once the auction has ended.';
const file = (type: string, description: string) => ({ description, content: { [type]: { schema: z.string().describe(description) } } });

/** An ended auction's bid sheet for the seller's file (issue 31, part 4): read, downloaded, signed off. */
export async function bidSheetRoutes(app: FastifyInstance, { sheets, getActor }: { sheets: BidSheetService; getActor: ActorResolver }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/auctions/:id/bid-sheet',
    {
      schema: {
        ...describeRoute(
          'bids',
          'The bid sheet of an ended auction: every bid in order, bidders named, the result and the bid log’s head',
          {
            ...signedIn,
            description: WHO,
          },
        ),
        params: IdParams,
        response: { 200: BidSheetSchema, ...errors(401, 403, 404, 409) },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return sheets.sheet(await getActor(req), req.params.id);
    },
  );

  r.get(
    '/api/auctions/:id/bid-sheet.csv',
    {
      schema: {
        ...describeRoute('bids', 'The bid sheet as CSV (UTF-8), in the caller’s language or `lang`', { ...signedIn, description: WHO }),
        params: IdParams,
        querystring: BidSheetFileQuery,
        response: { 200: file('text/csv', 'The bid sheet as a CSV attachment'), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (req, reply) => {
      const { filename, csv } = await sheets.csv(await getActor(req), req.params.id, req.query.lang);
      noStore(reply);
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`).send(csv);
    },
  );

  r.get(
    '/api/auctions/:id/bid-sheet.pdf',
    {
      schema: {
        ...describeRoute('bids', 'The bid sheet as a PDF, in the caller’s language or `lang`', { ...signedIn, description: WHO }),
        params: IdParams,
        querystring: BidSheetFileQuery,
        response: { 200: file('application/pdf', 'The bid sheet as a PDF attachment'), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (req, reply) => {
      const { filename, pdf } = await sheets.pdf(await getActor(req), req.params.id, req.query.lang);
      noStore(reply);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(pdf as never);
    },
  );

  r.post(
    '/api/auctions/:id/bid-sheet/sign-off',
    {
      schema: {
        ...describeRoute(
          'bids',
          'Seller: sign off the bid sheet of an ended auction, once, against the bid log’s head (audited)',
          signedIn,
        ),
        params: IdParams,
        response: { 201: BidSheetSignOffSchema, ...errors(401, 403, 404, 409) },
      },
    },
    async (req, reply) => {
      const signOff = await sheets.signOff(await getActor(req), req.params.id);
      return reply.status(HTTP.CREATED).send(signOff);
    },
  );
}
