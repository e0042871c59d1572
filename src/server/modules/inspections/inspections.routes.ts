import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CalendarLanguageQuery } from '../../../shared/schemas/calendar';
import {
  InspectionListSchema,
  InspectionNoteInputSchema,
  InspectionProposalInputSchema,
  InspectionRequestInputSchema,
  InspectionSchema,
  MyInspectionsQuery,
  OfficerInspectionsQuery,
} from '../../../shared/schemas/inspection';
import { HTTP } from '../../lib/http/errors';
import { IdParams, noStore, type ActorResolver } from '../../lib/http/http';
import { describeRoute, errors } from '../../lib/http/openapi';
import type { InspectionsService } from './inspections.service';

const signedIn = { session: 'signedIn' } as const;

/** Site inspections: a buyer's requests to visit a property, and the seller's officer's answers. */
export async function inspectionsRoutes(
  app: FastifyInstance,
  { inspections, getActor }: { inspections: InspectionsService; getActor: ActorResolver },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/auctions/:id/inspections',
    {
      schema: {
        ...describeRoute('inspections', 'Request a site visit in a slot of the sale notice’s inspection window (verified buyers)', {
          ...signedIn,
          description: `While the auction is upcoming or live; one waiting or booked request per auction, and a few across all auctions; the seller is told.`,
        }),
        params: IdParams,
        body: InspectionRequestInputSchema,
        response: { 201: InspectionSchema, ...errors(400, 401, 403, 404, 409, 422, 429) },
      },
    },
    async (req, reply) => reply.status(HTTP.CREATED).send(await inspections.request(await getActor(req), req.params.id, req.body)),
  );

  r.get(
    '/api/me/inspections',
    {
      schema: {
        ...describeRoute('inspections', 'The caller’s site visit requests, the latest visit first (of one auction, when asked)', signedIn),
        querystring: MyInspectionsQuery,
        response: { 200: InspectionListSchema, ...errors(400, 401) },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return inspections.mine(await getActor(req), req.query.auctionId);
    },
  );

  r.get(
    '/api/vendor/inspections',
    {
      schema: {
        ...describeRoute(
          'inspections',
          'Site visit requests on the caller’s listings (every listing’s for admins), by day and slot; of one listing or day when asked',
          signedIn,
        ),
        querystring: OfficerInspectionsQuery,
        response: { 200: InspectionListSchema, ...errors(400, 401, 403) },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return inspections.forOfficer(await getActor(req), req.query);
    },
  );

  r.put(
    '/api/inspections/:id/accept',
    {
      schema: {
        ...describeRoute('inspections', 'The officer accepts a requested visit, with an optional note; the buyer is told', signedIn),
        params: IdParams,
        body: InspectionNoteInputSchema,
        response: { 200: InspectionSchema, ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (req) => inspections.accept(await getActor(req), req.params.id, req.body.note),
  );

  r.put(
    '/api/inspections/:id/propose',
    {
      schema: {
        ...describeRoute('inspections', 'The officer proposes another slot inside the inspection window; the buyer is told', signedIn),
        params: IdParams,
        body: InspectionProposalInputSchema,
        response: { 200: InspectionSchema, ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (req) => inspections.propose(await getActor(req), req.params.id, req.body),
  );

  r.put(
    '/api/inspections/:id/decline',
    {
      schema: {
        ...describeRoute(
          'inspections',
          'The officer declines a request, or calls off a booked visit, with a note; the buyer is told',
          signedIn,
        ),
        params: IdParams,
        body: InspectionNoteInputSchema,
        response: { 200: InspectionSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (req) => inspections.decline(await getActor(req), req.params.id, req.body.note),
  );

  r.put(
    '/api/inspections/:id/accept-proposal',
    {
      schema: {
        ...describeRoute('inspections', 'The buyer takes the slot the officer proposed; the seller is told', signedIn),
        params: IdParams,
        response: { 200: InspectionSchema, ...errors(401, 404, 409, 422) },
      },
    },
    async (req) => inspections.acceptProposal(await getActor(req), req.params.id),
  );

  r.put(
    '/api/inspections/:id/cancel',
    {
      schema: {
        ...describeRoute('inspections', 'The buyer cancels their request or booked visit; the seller is told', signedIn),
        params: IdParams,
        response: { 200: InspectionSchema, ...errors(401, 404, 409) },
      },
    },
    async (req) => inspections.cancel(await getActor(req), req.params.id),
  );

  r.get(
    '/api/inspections/:id/invite.ics',
    {
      schema: {
        ...describeRoute('inspections', 'An accepted site visit as a calendar invitation, in IST (its buyer or the auction’s officer)', {
          ...signedIn,
          description: '`lang` picks the words (else the caller’s language, else English).',
        }),
        params: IdParams,
        querystring: CalendarLanguageQuery,
        response: {
          200: {
            description: 'The visit’s calendar file, as an attachment',
            content: { 'text/calendar': { schema: z.string().describe('An iCalendar file (RFC 5545)') } },
          },
          ...errors(400, 401, 404, 409),
        },
      },
    },
    async (req, reply) => {
      const { ics, filename } = await inspections.invite(await getActor(req), req.params.id, req.query.lang);
      noStore(reply);
      return reply.type('text/calendar; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`).send(ics);
    },
  );
}
