import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { MAX_IMAGE_BYTES, MAX_IMAGES_PER_AUCTION } from '../shared/domain/constants';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerErrorHandler } from './lib/error-handler';
import { ForbiddenError } from './lib/errors';
import { cachedActor, headersOf } from './lib/http';
import { createDocumentsStore } from './lib/documents-store';
import { createMailer, type Mailer } from './lib/mailer';
import { registerOpenApi } from './lib/openapi';
import { registerSpa } from './lib/spa';
import { createMediaStore } from './lib/storage';
import { adminBidsRoutes } from './modules/admin-bids/admin-bids.routes';
import { createAdminBidsService } from './modules/admin-bids/admin-bids.service';
import { adminUsersRoutes } from './modules/admin-users/admin-users.routes';
import { createAdminUsersService } from './modules/admin-users/admin-users.service';
import { auditRoutes } from './modules/audit/audit.routes';
import { createAuditService } from './modules/audit/audit.service';
import { dashboardsRoutes } from './modules/dashboards/dashboards.routes';
import { createDashboardsService } from './modules/dashboards/dashboards.service';
import { documentsRoutes } from './modules/documents/documents.routes';
import { createDocumentsService } from './modules/documents/documents.service';
import { emdDepositsRoutes } from './modules/emd-deposits/emd-deposits.routes';
import { createEmdDepositsService } from './modules/emd-deposits/emd-deposits.service';
import { listingsRoutes } from './modules/listings/listings.routes';
import { createListingsService } from './modules/listings/listings.service';
import { sampleImagesRoutes } from './modules/sample-images/sample-images.routes';
import { createSampleImagesService } from './modules/sample-images/sample-images.service';
import { createAuth } from './modules/auth/auth';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuctionsService } from './modules/auctions/auctions.service';
import type { BidRateLimit } from './modules/bids/bid-rate-limiter';
import { bidsRoutes } from './modules/bids/bids.routes';
import { createBidsService } from './modules/bids/bids.service';
import { lifecycleRoutes } from './modules/lifecycle/lifecycle.routes';
import { createLifecycleService } from './modules/lifecycle/lifecycle.service';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { remindersRoutes } from './modules/reminders/reminders.routes';
import { createRemindersService } from './modules/reminders/reminders.service';
import { createRealtime } from './realtime/realtime';
import { realtimeRoutes } from './realtime/realtime.routes';
import { auctionsRoutes } from './modules/auctions/auctions.routes';
import { createDemoService } from './modules/demo/demo.service';
import { demoRoutes } from './modules/demo/demo.routes';
import { healthRoutes } from './modules/health/health.routes';
import { outboxRoutes } from './modules/outbox/outbox.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { createStatsService } from './modules/stats/stats.service';
import { statsRoutes } from './modules/stats/stats.routes';
import { createWatchlistService } from './modules/watchlist/watchlist.service';
import { watchlistRoutes } from './modules/watchlist/watchlist.routes';
import { createReportsService } from './modules/reports/reports.service';
import { meRoutes } from './modules/users/me.routes';
import { createUsersService } from './modules/users/users.service';

export type AppDeps = {
  config: Config;
  database: Database;
  mailer?: Mailer;
  /** Where the built SPA lives; omitted in API tests. */
  webDir?: string;
  logger?: boolean | object;
  /** Where the sample image tool finds its bundled images (default assets/property-images). */
  sampleImagesDir?: string;
  /** Bids per user per second and burst (default 10/10); benchmarks lift it. */
  bidRateLimit?: BidRateLimit;
};

export const DEFAULT_WEB_DIR = fileURLToPath(new URL('../../dist/web', import.meta.url));

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Builds the whole server without listening, so tests can `inject` requests into it. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database } = deps;
  const { db } = database;
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  // NOTE: one helmet middleware, built once, for every answer. (@fastify/helmet built a new one,
  // parsing the CSP directives again, for each request: a tenth of the server's CPU per bid.)
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        scriptSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (req, reply, done) => securityHeaders(req.raw, reply.raw, (err) => done(err as Error | undefined)));
  // Before any route: the OpenAPI plugin collects routes as they are added.
  await registerOpenApi(app);
  // Before any route, so the upgrade of /api/realtime is intercepted.
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });

  const mailer = deps.mailer ?? createMailer(db, { smtpUrl: config.smtpUrl, from: config.mailFrom });
  const users = createUsersService(db);
  const auth = createAuth({ db, config, mailer, users, signInRateLimit: config.authRateLimit });
  const getActor = cachedActor(async (req) => {
    const session = await auth.api.getSession({ headers: headersOf(req) });
    return session ? users.resolveActor(session.user) : null;
  });
  const auctions = createAuctionsService(db);
  const realtime = await createRealtime(database, app.log);
  // Listing answers are cached until a change event on the `auctions` topic.
  auctions.cache.watch(realtime.hub);
  app.addHook('onClose', () => realtime.close());
  const notifications = createNotificationsService(db, realtime.bus);
  const bids = createBidsService({ db, publisher: realtime.bus, rateLimit: deps.bidRateLimit });
  const demo = createDemoService({ db, bids });
  const lifecycle = createLifecycleService({
    db,
    publisher: realtime.bus,
    notifications,
    getAuction: (id) => auctions.get(id),
  });
  const reminders = createRemindersService({ db, publisher: realtime.bus });
  const reports = createReportsService(database);
  const watchlist = createWatchlistService({ db, auctions, publisher: realtime.bus });
  const stats = createStatsService(db);

  // Admin console and vendor listings.
  // NOTE: uploads are capped per file while streaming; documents lift the cap per request.
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_IMAGES_PER_AUCTION } });
  const media = createMediaStore(config.mediaDir);
  const documentStore = createDocumentsStore(config.documentsDir);
  const audit = createAuditService(db);
  const listings = createListingsService({ db, media, documents: documentStore, audit, events: realtime.bus });
  const adminUsers = createAdminUsersService({ db, audit });
  const emdDeposits = createEmdDepositsService({ db, audit, adminUsers });
  const adminBids = createAdminBidsService({ db, audit, bids, listings, adminUsers });
  const documents = createDocumentsService({ db, store: documentStore, audit });
  const sampleImages = createSampleImagesService({ db, media, audit, sourceDir: deps.sampleImagesDir });
  const dashboards = createDashboardsService({ db, listings, emdDeposits, documents });

  // NOTE: cookies are SameSite=Lax; a state-changing request must also come from our own origin
  // (ARCHITECTURE §8), sign-in and sign-up included.
  app.addHook('onRequest', async (req) => {
    if (!STATE_CHANGING.has(req.method) || !req.url.startsWith('/api/')) return;
    const origin = req.headers.origin;
    if (!origin) return;
    const host = req.headers.host;
    const allowed = [new URL(config.publicUrl).origin, `http://${host}`, `https://${host}`];
    if (!allowed.includes(origin)) throw new ForbiddenError('Cross-site request refused');
  });

  await app.register(healthRoutes, { kind: database.kind });
  await app.register(authRoutes, { auth });
  await app.register(meRoutes, { getActor });
  await app.register(auctionsRoutes, { auctions, getActor });
  await app.register(outboxRoutes, { db, getActor, demoMode: config.demoMode });
  await app.register(demoRoutes, { demo, demoMode: config.demoMode });
  await app.register(realtimeRoutes, { hub: realtime.hub, getActor, publicUrl: config.publicUrl });
  await app.register(bidsRoutes, { bids, getActor });
  await app.register(lifecycleRoutes, { lifecycle, getActor });
  await app.register(notificationsRoutes, { notifications, getActor });
  await app.register(remindersRoutes, { reminders, getActor });
  await app.register(reportsRoutes, { reports, getActor });
  await app.register(watchlistRoutes, { watchlist, getActor });
  await app.register(statsRoutes, { stats });
  await app.register(listingsRoutes, { listings, getActor });
  await app.register(adminUsersRoutes, { adminUsers, getActor });
  await app.register(emdDepositsRoutes, { emdDeposits, getActor });
  await app.register(adminBidsRoutes, { adminBids, getActor });
  await app.register(documentsRoutes, { documents, getActor });
  await app.register(sampleImagesRoutes, { sampleImages, getActor });
  await app.register(auditRoutes, { audit, getActor });
  await app.register(dashboardsRoutes, { dashboards, getActor });

  await registerMedia(app, config.mediaDir);
  registerSpa(app, { webDir: deps.webDir, publicUrl: config.publicUrl, findAuction: (id) => auctions.findPublic(id) });

  const services = { auth, users, auctions, demo, mailer, getActor, realtime, bids, lifecycle, notifications, reminders };
  // Awaiting a Fastify instance resolves to the instance itself, services included.
  return Object.assign(app, { services }) as unknown as Promise<App>;
}

type AppServices = {
  auth: ReturnType<typeof createAuth>;
  users: ReturnType<typeof createUsersService>;
  auctions: ReturnType<typeof createAuctionsService>;
  demo: ReturnType<typeof createDemoService>;
  mailer: Mailer;
  getActor: ReturnType<typeof cachedActor>;
  realtime: Awaited<ReturnType<typeof createRealtime>>;
  bids: ReturnType<typeof createBidsService>;
  lifecycle: ReturnType<typeof createLifecycleService>;
  notifications: ReturnType<typeof createNotificationsService>;
  reminders: ReturnType<typeof createRemindersService>;
};
/**
 * NOTE: spelled out because a Fastify instance is awaitable, so the inferred return type of an async
 * buildApp would lose the `services` added to it.
 */
export type App = FastifyInstance & { services: AppServices };

async function registerMedia(app: FastifyInstance, mediaDir: string) {
  const root = path.resolve(mediaDir);
  // The first start seeds images after the app is built; the folder must exist before that.
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    // Media names are content-unique, so they never change once written.
    immutable: true,
    maxAge: '365d',
  });
}
