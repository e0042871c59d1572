import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HTTP } from './errors';
import { operationKey, OPERATION_IDS } from './operation-ids';

export const API_DOCS_PREFIX = '/api/docs';

/** The session cookie Better Auth sets; every call marked `signedIn` needs it. */
export const SESSION_COOKIE = 'neelami.session_token';

/** The groups of the API document, one per module. */
export const API_TAGS = {
  accounts: 'Accounts: the signed-in user, user management, buyer approval',
  auth: 'Sign-up, sign-in, sign-out and password reset (Better Auth)',
  auctions: 'The catalogue, listing writes, images and the admin lifecycle actions',
  bids: 'Placing bids, an auction’s bids, the caller’s bids and the admin’s bid management',
  emd: 'Earnest money deposits: the wallet, holds per auction, deposits and withdrawals',
  sales: 'The sale after the close: confirmation, payments, the certificate, re-sale',
  documents: 'Auction documents',
  notifications: 'In-app notifications',
  reminders: 'Reminders for upcoming auctions',
  calendar: 'Calendar files of auctions and each user’s private feed',
  questions: 'Questions to an auction’s authorised officer',
  'saved-searches': 'Saved searches and their alerts of new auctions',
  inspections: 'Site inspections: buyers’ visit requests and the officer’s answers',
  maps: 'The map: its tiles and where PIN codes lie',
  watchlist: 'Watched auctions',
  push: 'Web Push: the key browsers subscribe with and the caller’s subscriptions',
  reports: 'Reports, dashboards and the home page figures',
  audit: 'The audit log',
  media: 'The admin’s sample image tool',
  mail: 'The e-mail outbox',
  demo: 'Demo accounts (demo mode only)',
  platform: 'Health',
} as const;
export type ApiTag = keyof typeof API_TAGS;

/** The one error shape of the API (ARCHITECTURE §3). */
export const ErrorSchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      key: z.string().optional().describe("The message's key in the `messages` catalogue, where each language words it"),
      params: z
        .record(z.string(), z.union([z.string(), z.number()]))
        .optional()
        .describe('The values of its placeholders'),
      issues: z.array(z.object({ path: z.string(), message: z.string(), key: z.string().optional() })).optional(),
    }),
  })
  .describe('An error: a stable code, a message a person can read, and its key and parameters for other languages');

type ErrorStatus = (typeof HTTP)[Exclude<keyof typeof HTTP, 'OK' | 'CREATED' | 'NO_CONTENT' | 'INTERNAL'>];

/** The error answers an operation gives, each with the error shape. */
export function errors(...statuses: ErrorStatus[]): Record<number, typeof ErrorSchema> {
  return Object.fromEntries(statuses.map((s) => [s, ErrorSchema]));
}

/**
 * What the API document says of an operation: its group, a one-line summary, and whether it needs a
 * signed-in session (`signedIn`), works for anyone but reads the session when there is one (`optional`),
 * or is public (no `session`: `security: []`, said outright so a client knows to send nothing).
 */
export function describeRoute(tag: ApiTag, summary: string, opts: { session?: 'signedIn' | 'optional'; description?: string } = {}) {
  const withSession: Record<string, string[]> = { session: [] };
  const security = opts.session === 'signedIn' ? [withSession] : opts.session === 'optional' ? [{}, withSession] : [];
  return { tags: [tag], summary, security, ...(opts.description ? { description: opts.description } : {}) };
}

type RouteSchema = NonNullable<Parameters<typeof jsonSchemaTransform>[0]['schema']> & { operationId?: string };

/**
 * What every operation carries in the document besides what its route declares: its `operationId`
 * (from OPERATION_IDS unless the route names one), and a 400 when it declares no 4xx answer, because
 * every route can give one: the input guard refuses a NUL in any URL (`guardInput`) before any
 * route's own checks.
 */
export function completeOperation(schema: RouteSchema, method: string | string[], url: string): RouteSchema {
  const operationId = schema.operationId ?? (typeof method === 'string' ? OPERATION_IDS[operationKey(method, url)] : undefined);
  const response = (schema.response ?? {}) as Record<string, unknown>;
  const has4xx = Object.keys(response).some((status) => /^4(\d\d|XX)$/.test(status));
  return {
    ...schema,
    ...(operationId ? { operationId } : {}),
    ...(schema.response && !has4xx ? { response: { ...response, ...errors(HTTP.BAD_REQUEST) } } : {}),
  };
}

/**
 * OpenAPI description of every route, generated from the zod schemas the routes validate and answer
 * with, readable at /api/docs (Swagger UI, served from the package, no CDN) and /api/docs/json.
 * Must be registered before the routes so that it sees each of them being added.
 */
export async function registerOpenApi(app: FastifyInstance, opts: { publicUrl: string }) {
  await app.register(swagger, {
    openapi: {
      // The server that serves this document: its own origin (PUBLIC_URL when behind a proxy).
      servers: [{ url: '/', description: 'This server' }],
      info: {
        title: 'Neelami API',
        description:
          'Online property auctions. Amounts are whole rupees, times ISO 8601. Errors have the shape { error: { code, message } }. ' +
          'State-changing calls must come from the site’s own origin. The realtime WebSocket is at /api/realtime (ARCHITECTURE §6): ' +
          'send { type: "subscribe" | "unsubscribe", topic } for the topics auction:<id>, auctions, user and admin; it greets with ' +
          '{ type: "hello", serverTime } and sends { type: "event", topic, event, data, seq }.',
        version: '1.0.0',
        // NOTE: the API is no open-source work; its terms are the platform's, at its own address.
        license: { name: 'Proprietary: all rights reserved', url: opts.publicUrl },
      },
      tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The session cookie set by sign-in' },
        },
      },
    },
    transform: (input) =>
      jsonSchemaTransform(input.schema ? { ...input, schema: completeOperation(input.schema, input.route.method, input.url) } : input),
  });
  await app.register(swaggerUi, { routePrefix: API_DOCS_PREFIX, staticCSP: true });
}

/**
 * For a route whose body someone else reads (a multipart upload, Better Auth's own routes): its body
 * schema documents the request and is not applied to it.
 */
export const documentOnly = () => (data: unknown) => ({ value: data });
