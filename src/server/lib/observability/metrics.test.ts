import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { parseConfig } from '../../config';
import { createBidder, insertAuction } from '../../modules/bids/bids.fixtures';
import { createTestApp, createUser, ORIGIN, type TestContext } from '../../test/test-app';
import { testDbKind } from '../../test/test-db';
import { createMetrics, startMetricsServer } from './metrics';

const TOKEN = 'scrape-token-0123456789abcdef';
const bearer = { authorization: `Bearer ${TOKEN}` };

/** The value of one series in Prometheus text, e.g. value(text, 'neelami_bids_refused_total{code="BID_TOO_LOW"}'). */
function value(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics on the main port', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ metricsToken: TOKEN });
  });
  afterAll(async () => ctx.close());

  it('is not there when no token is configured', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({ method: 'GET', url: '/metrics', headers: bearer });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('asks for the token: 401 without it, or with another', async () => {
    for (const authorization of [undefined, 'Bearer not-the-token-at-all', `Basic ${TOKEN}`, TOKEN, `Bearer ${TOKEN}x`]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.body).not.toContain('neelami_');
    }
  });

  it('answers Prometheus text with the token: requests by route pattern, bids, batches and the process', async () => {
    const vendor = await createUser(ctx, { roles: ['vendor'], profile: { verificationStatus: 'verified' } });
    const auction = await insertAuction(ctx.database.db, vendor.id, { startingBid: 10_000_000 });
    const buyer = await createBidder(ctx, {}, auction);
    const bid = (amount: number) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/auctions/${auction.id}/bids`,
        headers: { origin: ORIGIN, cookie: buyer.cookie },
        payload: { amount },
      });
    expect((await bid(10_500_000)).statusCode).toBe(201);
    expect((await bid(10_500_000)).statusCode).toBe(409);
    await ctx.app.inject({ method: 'GET', url: `/api/auctions/${auction.id}` });
    await ctx.app.inject({ method: 'GET', url: '/api/no-such-route/12345' });

    const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: bearer });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    expect(value(text, 'neelami_bids_accepted_total')).toBe(1);
    expect(value(text, 'neelami_bids_refused_total{code="BID_TOO_LOW"}')).toBe(1);
    expect(value(text, 'neelami_bid_batch_size_count')).toBe(2);
    expect(value(text, 'neelami_bid_batch_auctions_sum')).toBe(2);
    expect(value(text, 'neelami_bid_batch_duration_seconds_count')).toBe(2);
    expect(value(text, 'neelami_http_request_duration_seconds_count{method="GET",route="/api/auctions/:id",status_class="2xx"}')).toBe(1);
    expect(
      value(text, 'neelami_http_request_duration_seconds_count{method="POST",route="/api/auctions/:id/bids",status_class="4xx"}'),
    ).toBe(1);
    // The raw URL is never a label: an unknown path counts under one label.
    expect(text).not.toContain(auction.id);
    expect(text).not.toContain('no-such-route');
    expect(value(text, 'neelami_http_request_duration_seconds_count{method="GET",route="unmatched",status_class="4xx"}')).toBe(1);
    // Node's own, the event loop's delay among them (on because a token is configured).
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(text).toContain('process_resident_memory_bytes');
    expect(text).toContain('# TYPE neelami_websocket_connections gauge');
    expect(text).toContain('# TYPE neelami_scheduler_lag_seconds histogram');
  });

  it('reports the PostgreSQL pool on PostgreSQL, and nothing of a pool on the embedded database', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: bearer });
    if (testDbKind() === 'postgres') {
      expect(value(res.body, 'neelami_db_pool_connections{state="total"}')).toBeGreaterThan(0);
      expect(value(res.body, 'neelami_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
      expect(value(res.body, 'neelami_db_pool_waiting_clients')).toBe(0);
    } else {
      expect(res.body).not.toContain('neelami_db_pool');
    }
  });

  it('counts open WebSocket connections and the messages sent on them', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (ctx.app.server.address() as { port: number }).port;
    const ws = new WebSocket(`ws://127.0.0.1:${port}/api/realtime`, { headers: { origin: ORIGIN } });
    await new Promise((resolve, reject) => {
      ws.once('message', resolve);
      ws.once('error', reject);
    });
    const scrape = async () => (await ctx.app.inject({ method: 'GET', url: '/metrics', headers: bearer })).body;
    const open = await scrape();
    expect(value(open, 'neelami_websocket_connections')).toBe(1);
    expect(value(open, 'neelami_websocket_messages_sent_total')).toBeGreaterThanOrEqual(1);
    await new Promise((resolve) => {
      ws.once('close', resolve);
      ws.close();
    });
    // The server notices the close on its own turn of the event loop.
    let after = await scrape();
    for (let i = 0; i < 50 && value(after, 'neelami_websocket_connections') !== 0; i++) {
      await new Promise((r) => setTimeout(r, 20));
      after = await scrape();
    }
    expect(value(after, 'neelami_websocket_connections')).toBe(0);
  });
});

describe('a port of its own for the metrics (METRICS_PORT)', () => {
  it('takes /metrics off the main port', async () => {
    const ctx = await createTestApp({ metricsToken: TOKEN, metricsPort: 9464 });
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: bearer });
      expect(res.statusCode).toBe(404);
    } finally {
      await ctx.close();
    }
  });

  it('answers /metrics there, without a token when none is set, and nothing else', async () => {
    const metrics = createMetrics();
    metrics.bids.bidAccepted();
    const server = await startMetricsServer({ metrics, port: 0, host: '127.0.0.1', token: undefined });
    try {
      const base = `http://127.0.0.1:${server.port}`;
      const res = await fetch(`${base}/metrics`);
      expect(res.status).toBe(200);
      expect(value(await res.text(), 'neelami_bids_accepted_total')).toBe(1);
      expect((await fetch(`${base}/`)).status).toBe(404);
      expect((await fetch(`${base}/api/health`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('asks for the token there too when one is set', async () => {
    const server = await startMetricsServer({ metrics: createMetrics(), port: 0, host: '127.0.0.1', token: TOKEN });
    try {
      const url = `http://127.0.0.1:${server.port}/metrics`;
      expect((await fetch(url)).status).toBe(401);
      expect((await fetch(url, { headers: bearer })).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('configuration', () => {
  it('wants a token of at least 16 characters and a metrics port other than PORT', () => {
    expect(parseConfig({ METRICS_TOKEN: TOKEN, METRICS_PORT: '9464' })).toMatchObject({ metricsToken: TOKEN, metricsPort: 9464 });
    expect(parseConfig({})).toMatchObject({ metricsToken: undefined, metricsPort: undefined });
    expect(() => parseConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => parseConfig({ PORT: '3000', METRICS_PORT: '3000' })).toThrow(/METRICS_PORT: must differ from PORT/);
  });
});
