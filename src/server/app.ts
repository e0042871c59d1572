import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { MAX_IMAGE_BYTES, MAX_IMAGES_PER_AUCTION } from '../shared/domain/constants';
import { THEME_INIT_SCRIPT } from '../shared/theme-init';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerCompression } from './lib/http/compression';
import { registerCrawlerFiles } from './lib/http/crawler-files';
import { registerErrorHandler } from './lib/http/error-handler';
import { ForbiddenError } from './lib/http/errors';
import type { ActorResolver } from './lib/http/http';
import type { BlobStore } from './lib/storage/blob-store';
import { serveBlobs } from './lib/storage/blob-store-http';
import { openBlobStores } from './lib/storage/blob-stores';
import { createDocumentsStore } from './lib/storage/documents-store';
import { registerOpenApi } from './lib/http/openapi';
import { guardInput } from './lib/http/input-guard';
import { betterAuthLogger, loggingOptions } from './lib/observability/logging';
import { createMetrics, registerMetricsRoute, type Metrics } from './lib/observability/metrics';
import { allowedOrigins, isAllowedOrigin } from './lib/http/origin';
import { fromProjectRoot } from './lib/project-paths';
import { registerRequestLog } from './lib/observability/request-log';
import { inlineScriptHash, registerSpa } from './lib/http/spa';
import { createMediaStore } from './lib/storage/storage';
import { accountsRoutes, meOf } from './modules/accounts/accounts.routes';
import { createAccountsService } from './modules/accounts/accounts.service';
import { createCallerResolvers } from './modules/accounts/callers';
import { createAuth, type PasswordCheck } from './modules/accounts/auth';
import { createSignInLockout } from './modules/accounts/sign-in-lockout';
import { authRoutes } from './modules/accounts/auth.routes';
import { createUserManagementService } from './modules/accounts/user-management.service';
import { createAuctionsService } from './modules/auctions/auctions.service';
import { createAuctionFiguresService } from './modules/auctions/auction-figures.service';
import { createAuctionImagesService } from './modules/auctions/auction-images.service';
import { listingImportRoutes } from './modules/auctions/listing-import.routes';
import { createListingImportService } from './modules/auctions/listing-import.service';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { createCatalogueService } from './modules/catalogue/catalogue.service';
import { lifecycleRoutes } from './modules/auctions/lifecycle.routes';
import { createLifecycleService } from './modules/auctions/lifecycle.service';
import { auctionsRoutes } from './modules/auctions/auctions.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { createAuditService } from './modules/audit/audit.service';
import type { BidRateLimit } from './modules/bids/bid-rate-limiter';
import { createBidReviewService } from './modules/bids/bid-review.service';
import { bidsRoutes } from './modules/bids/bids.routes';
import { createBidsService } from './modules/bids/bids.service';
import { createBidLogService } from './modules/bids/bid-log.service';
import { bidSheetRoutes } from './modules/bids/bid-sheet.routes';
import { createBidSheetService } from './modules/bids/bid-sheet.service';
import { createBidderAliases } from './modules/bids/bidder-aliases';
import { generateSigningKey, type SigningKey } from './lib/security/signing-key';
import { generateVapidDetails, type VapidDetails } from './lib/security/vapid-keys';
import { demoRoutes } from './modules/demo/demo.routes';
import { createDemoService } from './modules/demo/demo.service';
import { comparisonRoutes } from './modules/comparison/comparison.routes';
import { createComparisonService } from './modules/comparison/comparison.service';
import { inspectionsRoutes } from './modules/inspections/inspections.routes';
import { createInspectionsService } from './modules/inspections/inspections.service';
import { questionsRoutes } from './modules/questions/questions.routes';
import { savedSearchesRoutes } from './modules/saved-searches/saved-searches.routes';
import { createSavedSearchesService } from './modules/saved-searches/saved-searches.service';
import { mapsRoutes } from './modules/maps/maps.routes';
import { createMapsService, tileOrigins } from './modules/maps/maps.service';
import { createQuestionsService } from './modules/questions/questions.service';
import { documentsRoutes } from './modules/documents/documents.routes';
import { createDocumentsService } from './modules/documents/documents.service';
import { saleNoticeRoutes } from './modules/documents/sale-notice.routes';
import { createSaleNoticeService } from './modules/documents/sale-notice.service';
import { createEmdWalletService } from './modules/emd/emd-wallet.service';
import { emdRoutes } from './modules/emd/emd.routes';
import { createEmdService } from './modules/emd/emd.service';
import { healthRoutes } from './modules/health/health.routes';
import { createReadiness, type ReadinessService } from './modules/health/readiness';
import { createMailService, type Mailer } from './modules/mail/mail.service';
import { outboxRoutes } from './modules/mail/outbox.routes';
import { pushRoutes } from './modules/push/push.routes';
import { createPushService, type PushService } from './modules/push/push.service';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createNotificationWorker, type PushSender } from './modules/notifications/notification-worker';
import { createNotificationPreferencesService } from './modules/notifications/notification-preferences.service';
import { notificationPreferencesRoutes } from './modules/notifications/notification-preferences.routes';
import { createUnsubscribeTokens } from './modules/notifications/unsubscribe-token';
import { calendarRoutes } from './modules/calendar/calendar.routes';
import { createCalendarService } from './modules/calendar/calendar.service';
import { remindersRoutes } from './modules/reminders/reminders.routes';
import { createRemindersService } from './modules/reminders/reminders.service';
import { dashboardsRoutes } from './modules/reports/dashboards.routes';
import { createDashboardsService } from './modules/reports/dashboards.service';
import { reportsRoutes } from './modules/reports/reports.routes';
import { createReportsService } from './modules/reports/reports.service';
import { statsRoutes } from './modules/reports/stats.routes';
import { createStatsService } from './modules/reports/stats.service';
import { sampleImagesRoutes } from './modules/sample-images/sample-images.routes';
import { createSampleImagesService } from './modules/sample-images/sample-images.service';
import { salesRoutes } from './modules/sales/sales.routes';
import { createSalesService } from './modules/sales/sales.service';
import { watchlistRoutes } from './modules/watchlist/watchlist.routes';
import { createWatchlistService } from './modules/watchlist/watchlist.service';
import { createPageRenderer, loadServerEntry, splitTemplate } from './lib/http/pages';
import { createPageData } from './page-data';
import { createRealtime } from './realtime/realtime';
import { realtimeRoutes } from './realtime/realtime.routes';

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
  /** The clock of the sale's deadlines and the EMD cut-off (tests move it); bids use the database's. */
  clock?: () => Date;
  /**
   * The key that signs closed bid logs. The server (main.ts) passes BID_LOG_SIGNING_KEY or the key
   * kept in DATA_DIR; without one (tests, benchmarks) a key lives as long as the app.
   */
  bidLogKey?: SigningKey;
  /**
   * The VAPID pair that signs Web Push (decision 027). The server (main.ts) passes the configured or
   * kept pair, or null when push is off; without one (tests, benchmarks) a pair lives as long as the app.
   */
  vapid?: VapidDetails | null;
  /** The notification worker's push channel in place of Web Push (tests); decision 026. */
  push?: PushSender;
  /** The password check of sign-in in place of Better Auth's scrypt (tests: see test-app's `checkPasswordOnce`). */
  verifyPassword?: PasswordCheck;
};

export const DEFAULT_WEB_DIR = fromProjectRoot('dist', 'web');

/** Media names are content-unique, so they never change once written. */
const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Browsers keep to HTTPS for a year, on subdomains too (helmet's own default). */
const HSTS = 'max-age=31536000; includeSubDomains';

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/** Builds the whole server without listening, so tests can `inject` requests into it. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database } = deps;
  const clock = deps.clock ?? (() => new Date());
  const { db } = database;
  const app = Fastify({
    ...loggingOptions(deps.logger),
    // A number of hops as Fastify reads one: the first N addresses from the connection's end of the chain.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // NOTE: one registry per app; Node's own metrics run monitors for the life of the process, so only
  // a server whose metrics someone can read turns them on.
  const metrics = createMetrics({ processMetrics: Boolean(config.metricsToken || config.metricsPort), pool: database.pool });
  registerRequestLog(app, { mode: config.logRequests, slowMs: config.logSlowMs, metrics });

  // NOTE: one helmet middleware, built once, for every answer. (@fastify/helmet built a new one,
  // parsing the CSP directives again, for each request: a tenth of the server's CPU per bid.)
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The map's tiles come from MAP_TILES_URL's server, when it is another (decision 056).
        imgSrc: ["'self'", 'data:', 'blob:', ...tileOrigins(config.mapTiles?.url)],
        // NOTE: 'unsafe-inline' stays: sonner and Radix's scroll lock insert <style> elements with no
        // nonce (decision 031 says exactly what needs it).
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        // The theme script index.html carries inline (src/shared/theme-init.ts), and no other.
        scriptSrc: ["'self'", inlineScriptHash(THEME_INIT_SCRIPT)],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Only over HTTPS (below): on plain HTTP the header means nothing, and says what is not so.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (req, reply, done) => {
    // NOTE: req.protocol is https over TLS, or behind a trusted proxy (TRUST_PROXY) that says so in X-Forwarded-Proto.
    if (req.protocol === 'https') reply.raw.setHeader('strict-transport-security', HSTS);
    securityHeaders(req.raw, reply.raw, (err) => done(err as Error | undefined));
  });
  // Before any route: both attach themselves to routes as they are added.
  await registerCompression(app);
  await registerOpenApi(app, { publicUrl: config.publicUrl });
  // Before any route, so the upgrade of /api/realtime is intercepted.
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });

  // Modules, each built from the services of the modules it uses (docs/architecture.md names the owner of every table).
  const mail = createMailService(db, { smtpUrl: config.smtpUrl, from: config.mailFrom });
  const mailer = deps.mailer ?? mail;
  const audit = createAuditService(db);
  const accounts = createAccountsService(db);
  const realtime = await createRealtime(database, app.log, metrics.hub);
  app.addHook('onClose', () => realtime.close());
  const events = realtime.bus;
  const auth = createAuth({
    db,
    config,
    mailer,
    users: accounts,
    signInRateLimit: config.authRateLimit,
    lockout: createSignInLockout(db, { now: deps.clock && (() => clock().getTime()) }),
    logger: betterAuthLogger(app.log),
    publisher: events,
    verifyPassword: deps.verifyPassword,
  });
  const { getActor, getCaller } = createCallerResolvers(auth, accounts);
  const notifications = createNotificationsService(db, events);
  const users = createUserManagementService({ db, audit, publisher: events, notifications });
  const unsubscribeTokens = createUnsubscribeTokens(config.authSecret);
  const notificationPreferences = createNotificationPreferencesService(db);
  const push = createPushService(db, {
    vapid: deps.vapid === undefined ? generateVapidDetails(config.vapidSubject) : deps.vapid,
    log: app.log,
  });
  const notificationWorker = createNotificationWorker({
    db,
    mail,
    // NOTE: with push off (no VAPID pair) the channel is skipped rather than "sent" to no one.
    push: 'push' in deps ? deps.push : push.publicKey().enabled ? push : undefined,
    tokens: unsubscribeTokens,
    publicUrl: config.publicUrl,
    log: app.log,
    intervalMs: config.notifications.intervalMs,
    retryBaseMs: config.notifications.retryBaseMs,
    retryMaxMs: config.notifications.retryMaxMs,
    maxAttempts: config.notifications.maxAttempts,
    retentionMs: config.notifications.retentionDays * 86_400_000,
  });
  // NOTE: like the scheduler, in every server process (claims skip what another holds); woken after
  // each commit that wrote events, and every interval for retries and the other processes' events.
  notifications.onCommitted(() => notificationWorker.wake());
  if (config.notifications.worker) app.addHook('onReady', async () => notificationWorker.start());
  app.addHook('onClose', () => notificationWorker.stop());
  const reminders = createRemindersService({ db, publisher: events });
  // NOTE: uploads are capped per file while streaming; documents lift the cap per request.
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_IMAGES_PER_AUCTION } });
  const blobs = await openBlobStores(config);
  app.addHook('onClose', async () => blobs.close());
  const media = createMediaStore(blobs.media);
  const documentStore = createDocumentsStore(blobs.documents);

  const catalogue = createCatalogueService(db, { log: app.log, cache: { ttlMs: config.catalogueCacheMs } });
  // Listing answers are cached until a change event on the `auctions` topic.
  catalogue.watch(realtime.hub);
  const savedSearches = createSavedSearchesService({ db, catalogue, notifications, clock });
  const editing = createAuctionsService({ db, media, documents: documentStore, audit, events, published: savedSearches.published });
  const images = createAuctionImagesService({ db, media, audit, events });
  const figures = createAuctionFiguresService();
  const watchlist = createWatchlistService({ db, auctions: catalogue, publisher: events });
  const inspections = createInspectionsService({ db, catalogue, notifications, audit, publicUrl: config.publicUrl, clock });
  const calendar = createCalendarService({ db, auctions: catalogue, inspections, publicUrl: config.publicUrl });
  const wallet = createEmdWalletService({ db, publisher: events, audit, accounts, auctions: figures, clock });
  const aliases = createBidderAliases(config.authSecret);
  const bidLog = createBidLogService({
    db,
    key: deps.bidLogKey ?? generateSigningKey(),
    auctions: figures,
    catalogue,
    aliases,
    clock,
  });
  const bidSheets = createBidSheetService({ db, audit, clock });
  const bids = createBidsService({
    db,
    publisher: events,
    auctions: figures,
    catalogue,
    wallet,
    notifications,
    accounts,
    bidLog,
    aliases,
    rateLimit: deps.bidRateLimit,
    sharedRateLimit: database.kind === 'postgres',
    clock,
    metrics: metrics.bids,
  });
  const review = createBidReviewService({ db, publisher: events, audit, auctions: figures, editing, users, bidLog });
  const sales = createSalesService({
    db,
    publisher: events,
    audit,
    notifications,
    wallet,
    auctions: figures,
    editing,
    bids,
    holidays: new Set(config.holidays),
    publicUrl: config.publicUrl,
    clock,
  });
  const lifecycle = createLifecycleService({
    db,
    publisher: events,
    notifications,
    audit,
    bids,
    sales,
    reminders,
    watchlist,
    getAuction: (id) => catalogue.get(id),
  });
  const emd = createEmdService({ db, audit, accounts, users, wallet, notifications });
  const documents = createDocumentsService({ db, store: documentStore, audit });
  const saleNotices = createSaleNoticeService({ db, store: documentStore, audit, auctions: editing, clock });
  const listingImports = createListingImportService({ db, auctions: editing, images, documents, log: app.log });
  const comparison = createComparisonService({ catalogue, documents });
  const questions = createQuestionsService({ db, catalogue, watchlist, notifications, audit, clock });
  const maps = createMapsService({ tiles: config.mapTiles });
  const sampleImages = createSampleImagesService({ db, media, audit, sourceDir: deps.sampleImagesDir });
  const demo = createDemoService({ db, accounts, bids, wallet, sales, publisher: events });
  const reports = createReportsService(database);
  const dashboards = createDashboardsService({ db, catalogue, editing, emd, documents });
  const stats = createStatsService(db);

  // NOTE: cookies are SameSite=Lax; a state-changing request must also come from our own origin
  // (ARCHITECTURE §8), sign-in and sign-up included, and one that carries a cookie must say where from.
  app.addHook('onRequest', async (req) => {
    if (!STATE_CHANGING.has(req.method) || !req.url.startsWith('/api/')) return;
    if (!isAllowedOrigin({ origin: req.headers.origin, cookie: req.headers.cookie }, config.publicUrl, config.allowedOrigins)) {
      throw new ForbiddenError('Cross-site request refused');
    }
  });

  // One validation layer in front of every route: no NUL reaches a handler or the database.
  app.addHook('preValidation', async (req) => guardInput(req));

  const readiness = createReadiness({ db, log: app.log });
  await app.register(healthRoutes, { kind: database.kind, readiness });
  // With a port of its own (main.ts), /metrics is not served here.
  registerMetricsRoute(app, { metrics, token: config.metricsPort ? undefined : config.metricsToken });
  await app.register(authRoutes, { auth });
  await app.register(accountsRoutes, { users, accounts, getActor });
  await app.register(catalogueRoutes, { catalogue, getActor });
  await app.register(auctionsRoutes, { editing, images, getActor });
  await app.register(lifecycleRoutes, { lifecycle, getActor });
  await app.register(bidsRoutes, { bids, review, bidLog, getActor, sessions: realtime.hub });
  await app.register(bidSheetRoutes, { sheets: bidSheets, getActor });
  await app.register(saleNoticeRoutes, { notices: saleNotices, getActor });
  await app.register(listingImportRoutes, { imports: listingImports, getActor });
  await app.register(emdRoutes, { emd, wallet, getActor });
  await app.register(salesRoutes, { sales, getActor });
  await app.register(documentsRoutes, { documents, getActor });
  await app.register(comparisonRoutes, { comparison, getActor });
  await app.register(questionsRoutes, { questions, getActor });
  await app.register(savedSearchesRoutes, { savedSearches, getActor });
  await app.register(inspectionsRoutes, { inspections, getActor });
  await app.register(mapsRoutes, { maps });
  await app.register(notificationsRoutes, { notifications, getActor });
  await app.register(notificationPreferencesRoutes, {
    preferences: notificationPreferences,
    tokens: unsubscribeTokens,
    savedSearches,
    getActor,
  });
  await app.register(remindersRoutes, { reminders, getActor });
  await app.register(calendarRoutes, { calendar, getActor });
  await app.register(watchlistRoutes, { watchlist, getActor });
  await app.register(pushRoutes, { push, getActor });
  await app.register(reportsRoutes, { reports, getActor });
  await app.register(dashboardsRoutes, { dashboards, getActor });
  await app.register(statsRoutes, { stats });
  await app.register(auditRoutes, { audit, getActor });
  await app.register(sampleImagesRoutes, { sampleImages, getActor });
  await app.register(outboxRoutes, {
    mail,
    getActor,
    demoMode: config.demoMode,
    origins: allowedOrigins(config.publicUrl, config.allowedOrigins),
  });
  await app.register(demoRoutes, { demo, demoMode: config.demoMode });
  await app.register(realtimeRoutes, { hub: realtime.hub, getCaller, publicUrl: config.publicUrl, extraOrigins: config.allowedOrigins });

  await registerMedia(app, config, blobs.media);
  registerCrawlerFiles(app, { publicUrl: config.publicUrl, listPublicAuctions: (limit) => catalogue.publicIndex(limit) });
  // Pages rendered on the server with React where the web app's server entry was built (decision 035).
  const serverEntry = await loadServerEntry(deps.webDir);
  const indexFile = deps.webDir && path.join(deps.webDir, 'index.html');
  const pages =
    serverEntry && indexFile && existsSync(indexFile)
      ? createPageRenderer(serverEntry, splitTemplate(readFileSync(indexFile, 'utf8')), config.publicUrl.replace(/\/+$/, ''))
      : null;
  registerSpa(app, {
    webDir: deps.webDir,
    publicUrl: config.publicUrl,
    findAuction: (id) => catalogue.findPublic(id),
    listing: (query) => catalogue.listJson(null, query),
    pages,
    viewer: async (req) => {
      const actor = req.headers.cookie ? await getActor(req) : null;
      return { me: actor ? meOf(actor) : null, data: createPageData({ catalogue, bids, stats, sales }, actor, req.ip) };
    },
  });

  const services = {
    metrics,
    readiness,
    auth,
    accounts,
    catalogue,
    demo,
    mailer,
    getActor,
    realtime,
    bids,
    bidLog,
    lifecycle,
    notifications,
    notificationWorker,
    unsubscribeTokens,
    reminders,
    push,
    sales,
    savedSearches,
    wallet,
    inspections,
  };
  // Awaiting a Fastify instance resolves to the instance itself, services included.
  return Object.assign(app, { services }) as unknown as Promise<App>;
}

type AppServices = {
  metrics: Metrics;
  readiness: ReadinessService;
  auth: ReturnType<typeof createAuth>;
  accounts: ReturnType<typeof createAccountsService>;
  catalogue: ReturnType<typeof createCatalogueService>;
  demo: ReturnType<typeof createDemoService>;
  mailer: Mailer;
  getActor: ActorResolver;
  realtime: Awaited<ReturnType<typeof createRealtime>>;
  bids: ReturnType<typeof createBidsService>;
  bidLog: ReturnType<typeof createBidLogService>;
  lifecycle: ReturnType<typeof createLifecycleService>;
  notifications: ReturnType<typeof createNotificationsService>;
  notificationWorker: ReturnType<typeof createNotificationWorker>;
  unsubscribeTokens: ReturnType<typeof createUnsubscribeTokens>;
  reminders: ReturnType<typeof createRemindersService>;
  push: PushService;
  sales: ReturnType<typeof createSalesService>;
  savedSearches: ReturnType<typeof createSavedSearchesService>;
  wallet: ReturnType<typeof createEmdWalletService>;
  inspections: ReturnType<typeof createInspectionsService>;
};
/**
 * NOTE: spelled out because a Fastify instance is awaitable, so the inferred return type of an async
 * buildApp would lose the `services` added to it.
 */
export type App = FastifyInstance & { services: AppServices };

async function registerMedia(app: FastifyInstance, config: Config, store: BlobStore) {
  if (config.storage.kind === 's3') {
    // NOTE: the server streams each object itself, so the URLs stay /media/… on every node and the bucket stays private.
    serveBlobs(app, { prefix: '/media/', store, cacheControl: MEDIA_CACHE_CONTROL });
    return;
  }
  const root = path.resolve(config.mediaDir);
  // The first start seeds images after the app is built; the folder must exist before that.
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    // Media names are content-unique, so they never change once written (MEDIA_CACHE_CONTROL).
    immutable: true,
    maxAge: '365d',
  });
}
