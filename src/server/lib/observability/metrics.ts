import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { NotFoundError, UnauthenticatedError } from '../http/errors';
import { noStore } from '../http/http';

/** Where Prometheus scrapes (on the main port with a token, or on METRICS_PORT). */
export const METRICS_PATH = '/metrics';

/** The route label of a request that matched no route: one label, however many paths are probed. */
export const UNKNOWN_ROUTE = 'unmatched';
/** The pages' catch-all route (lib/spa.ts): every page that has no route of its own. */
export const ANY_PAGE_ROUTE = '/*';

const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;

export type HubMetrics = { connections(open: number): void; messagesSent(count: number): void };

export type BidMetrics = {
  bidAccepted(): void;
  bidRefused(code: string): void;
  batchDecided(size: number, ms: number, auctions: number): void;
};

type Child = { observe(value: number): void };

/**
 * The server's Prometheus metrics, in a registry of its own (one per app, so tests can build many).
 * `processMetrics` adds Node's own (CPU, memory, GC, event-loop delay): they start monitors that
 * run for the life of the process, so only a server that exposes its metrics turns them on.
 * NOTE: every observation on a hot path (a request, a bid, a WebSocket message) is a lookup of a
 * cached child and an addition: no label object is built per call.
 */
export function createMetrics({ processMetrics = false, pool }: { processMetrics?: boolean; pool?: pg.Pool } = {}) {
  const registry = new Registry();
  const registers = [registry];
  if (processMetrics) collectDefaultMetrics({ register: registry });

  const httpDuration = new Histogram({
    name: 'neelami_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'],
    registers,
  });
  const bidsAccepted = new Counter({
    name: 'neelami_bids_accepted_total',
    help: 'Bids accepted (replays of a stored bid included)',
    registers,
  });
  const bidsRefused = new Counter({
    name: 'neelami_bids_refused_total',
    help: 'Bids refused, by error code (BID_TOO_LOW, RATE_LIMITED, INTERNAL...)',
    labelNames: ['code'],
    registers,
  });
  const batchSize = new Histogram({
    name: 'neelami_bid_batch_size',
    help: 'Bids decided together in one bid batch transaction, over one auction or several',
    buckets: [1, 2, 5, 10, 20, 50, 100, 200],
    registers,
  });
  const batchAuctions = new Histogram({
    name: 'neelami_bid_batch_auctions',
    help: 'Auctions whose bids were decided together in one bid batch transaction',
    buckets: [1, 2, 4, 8, 16, 32, 64],
    registers,
  });
  const batchDuration = new Histogram({
    name: 'neelami_bid_batch_duration_seconds',
    help: 'Time of one bid batch transaction: lock, read, decide, write and commit',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers,
  });
  const wsConnections = new Gauge({ name: 'neelami_websocket_connections', help: 'Open realtime WebSocket connections', registers });
  const wsMessages = new Counter({
    name: 'neelami_websocket_messages_sent_total',
    help: 'Messages sent on realtime WebSockets',
    registers,
  });
  const schedulerLag = new Histogram({
    name: 'neelami_scheduler_lag_seconds',
    help: 'How late a lifecycle tick started after it was due',
    buckets: [0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers,
  });
  if (pool) {
    // Read on scrape: nothing is counted as connections come and go.
    new Gauge({
      name: 'neelami_db_pool_connections',
      help: 'PostgreSQL pool connections: all open ones, and the idle among them',
      labelNames: ['state'],
      registers,
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
      },
    });
    new Gauge({
      name: 'neelami_db_pool_waiting_clients',
      help: 'Queries waiting for a PostgreSQL pool connection',
      registers,
      collect() {
        this.set(pool.waitingCount);
      },
    });
  }

  const httpChildren = new Map<string, Child>();
  const refusedChildren = new Map<string, { inc(): void }>();

  return {
    registry,
    /** One answered request; `route` is the route's pattern (never the raw URL), `ms` its duration. */
    httpRequest(method: string, route: string, status: number, ms: number) {
      const statusClass = STATUS_CLASSES[Math.floor(status / 100) - 1] ?? '5xx';
      const key = `${method} ${statusClass} ${route}`;
      let child = httpChildren.get(key);
      if (!child) httpChildren.set(key, (child = httpDuration.labels(method, route, statusClass)));
      child.observe(ms / 1000);
    },
    bids: {
      bidAccepted() {
        bidsAccepted.inc();
      },
      bidRefused(code: string) {
        let child = refusedChildren.get(code);
        if (!child) refusedChildren.set(code, (child = bidsRefused.labels(code)));
        child.inc();
      },
      batchDecided(size: number, ms: number, auctions: number) {
        batchSize.observe(size);
        batchAuctions.observe(auctions);
        batchDuration.observe(ms / 1000);
      },
    } satisfies BidMetrics,
    hub: {
      connections(open: number) {
        wsConnections.set(open);
      },
      messagesSent(count: number) {
        wsMessages.inc(count);
      },
    } satisfies HubMetrics,
    schedulerLag(ms: number) {
      schedulerLag.observe(Math.max(0, ms) / 1000);
    },
    /** The text Prometheus reads. */
    render(): Promise<string> {
      return registry.metrics();
    },
    contentType: registry.contentType,
  };
}
export type Metrics = ReturnType<typeof createMetrics>;

const digest = (s: string) => createHash('sha256').update(s).digest();

/** True when an Authorization header carries the bearer token (compared in constant time). */
export function carriesToken(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
}

/**
 * `GET /metrics` on the main port: served only when a token is configured (404 otherwise, and when
 * the metrics have a port of their own), to a request that carries it (401 otherwise).
 */
export function registerMetricsRoute(app: FastifyInstance, { metrics, token }: { metrics: Metrics; token: string | undefined }) {
  // NOTE: not in the API document: Prometheus's text format is its own contract, and the route is for operators.
  app.get(METRICS_PATH, { schema: { hide: true } }, async (req, reply) => {
    if (!token) throw new NotFoundError();
    if (!carriesToken(req.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer');
      throw new UnauthenticatedError('A metrics token is required.');
    }
    noStore(reply);
    return reply.type(metrics.contentType).send(await metrics.render());
  });
}

export type MetricsServer = { port: number; close(): Promise<void> };

/**
 * A listener of its own for the metrics (METRICS_PORT), so they can stay on a private network
 * without a token; a token, when configured, is required there too. It answers nothing but /metrics.
 */
export async function startMetricsServer({
  metrics,
  port,
  host,
  token,
}: {
  metrics: Metrics;
  port: number;
  host: string;
  token: string | undefined;
}): Promise<MetricsServer> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== METRICS_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    if (token && !carriesToken(req.headers.authorization, token)) {
      res.writeHead(401, { 'content-type': 'text/plain; charset=utf-8', 'www-authenticate': 'Bearer' }).end('Unauthorized\n');
      return;
    }
    metrics.render().then(
      (body) =>
        res.writeHead(200, { 'content-type': metrics.contentType, 'cache-control': 'no-store' }).end(req.method === 'HEAD' ? '' : body),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A scraper keeps its connection open between scrapes; it must not hold the shutdown up.
        server.closeAllConnections();
      }),
  };
}
