/**
 * Cluster test (`npm run test:cluster`): three server nodes on one PostgreSQL and one S3-compatible
 * store, behind HAProxy (WebSocket upgrades included), the way an operator would run several nodes.
 *
 *   1. Storm and kill -9: bidders bid on three auctions through the proxy while watchers follow them
 *      on every node; one node is killed with SIGKILL mid-storm and started again. Every acknowledged
 *      bid must be stored and every watcher must end with the stored price.
 *   2. Rolling restart under load: each node in turn gets SIGTERM, drains, stops and starts again
 *      while bidders and readers keep going through the proxy: no request may fail.
 *   3. Throughout, the scheduler of all three nodes ends a dozen auctions: each exactly once.
 *   4. Every seeded image loads through every node (the media live in the shared store).
 *
 * Needs PostgreSQL (CLUSTER_DATABASE_URL, else TEST_DATABASE_URL, else postgres://root@127.0.0.1:5432/postgres:
 * a scratch database is created and dropped) and HAProxy (Debian's `haproxy`, installed with apt-get when
 * missing and running as root). Runs the compiled server (dist/server/main.js, built when missing).
 * Figures are printed and, unless CLUSTER_RECORD=0, written to bench/RESULTS.md. Wants an idle machine.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { verifyBidLog, type BidLog, type BidLogPublicKey } from '../src/shared/bid-log';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import WebSocket from 'ws';
import { loadAverage, machine, recordRun, runTimestamp } from '../bench/lib/results';
import { buildApp } from '../src/server/app';
import { parseConfig } from '../src/server/config';
import { openDatabase, type Database } from '../src/server/db/client';
import { rows } from '../src/server/db/rows';
import { createBidder, insertAuction } from '../src/server/modules/bids/bids.fixtures';
import { createUser, ORIGIN, type TestContext } from '../src/server/test/test-app';
import { startS3Server } from '../src/server/test/s3-server';
import { freePort } from '../src/server/test/free-port';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MAIN = path.join(ROOT, 'dist/server/main.js');
const NODES = 3;
const BIDDERS = 12;
const HOT_AUCTIONS = 3;
const ENDING_AUCTIONS = 12;
const INCREMENT = 100_000;
const AUTH_SECRET = randomBytes(24).toString('hex');
/** Every node signs closed bid logs with the same key (decision 020). */
const BID_LOG_SIGNING_KEY = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
/** Longer than the proxy needs to see two failed checks (2 × 500 ms) and take the node out. */
const DRAIN_MS = 3000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const log = (line: string) => console.log(`cluster: ${line}`);

/** Every process this script started; none may outlive it. */
const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const c of children) c.kill('SIGKILL');
});

function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

function haproxyBinary(): string {
  const found = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((p) => existsSync(p));
  if (found) return found;
  if (process.getuid?.() === 0 && existsSync('/etc/debian_version')) {
    log("HAProxy not found: installing Debian's haproxy package…");
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', 'haproxy'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync('/usr/sbin/haproxy')) return '/usr/sbin/haproxy';
  }
  console.error('No HAProxy found: install it (Debian: apt-get install haproxy).');
  process.exit(1);
}

/**
 * The proxy: round robin over the nodes, a node out of rotation as soon as /api/ready says no (it
 * says no from the moment it begins to shut down), and a request whose connection failed or was
 * closed unanswered sent to another node (bids carry an Idempotency-Key, so a retry is safe).
 */
function haproxyConfig(port: number, nodePorts: number[]): string {
  return `global
  maxconn 4096
defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h
  timeout check 3s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response response-timeout 503
frontend web
  bind 127.0.0.1:${port}
  default_backend nodes
backend nodes
  balance roundrobin
  option httpchk GET /api/ready
  http-check expect status 200
  default-server inter 500ms fall 2 rise 2
${nodePorts.map((p, i) => `  server node${i + 1} 127.0.0.1:${p} check`).join('\n')}
`;
}

type Node = { index: number; port: number; child: ChildProcess | null; env: Record<string, string> };

function startNode(node: Node): ChildProcess {
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: { ...process.env, ...node.env, PORT: String(node.port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  node.child = track(child);
  return child;
}

async function waitReady(base: string, child: ChildProcess | null, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`node at ${base} exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/api/ready`, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return;
    } catch {
      // not yet
    }
    await sleep(100);
  }
  throw new Error(`${base} did not become ready`);
}

/** A watcher: one socket following the hot auctions, reconnecting like the web client, refetching after each (re)connect. */
function watcher(url: string, origin: string, auctionIds: string[], readBase: () => string) {
  const prices = new Map<string, number>();
  let socket: WebSocket | null = null;
  let closed = false;
  let reconnects = 0;
  const raise = (id: string, amount: number) => prices.set(id, Math.max(prices.get(id) ?? 0, amount));
  async function refetch() {
    for (const id of auctionIds) {
      try {
        const res = await fetch(`${readBase()}/api/auctions/${id}`, { signal: AbortSignal.timeout(5000) });
        if (res.ok) raise(id, ((await res.json()) as { currentBid: number }).currentBid);
      } catch {
        // the next reconnect refetches
      }
    }
  }
  function connect() {
    if (closed) return;
    const ws = new WebSocket(url, { headers: { origin } });
    socket = ws;
    ws.on('open', () => {
      for (const id of auctionIds) ws.send(JSON.stringify({ type: 'subscribe', topic: `auction:${id}` }));
    });
    let subscribed = 0;
    ws.on('message', (raw) => {
      const msg = JSON.parse(String(raw)) as { type: string; event?: string; data?: { auctionId: string; currentBid?: number } };
      if (msg.type === 'subscribed' && ++subscribed === auctionIds.length) void refetch();
      if (msg.type === 'event' && msg.data?.currentBid !== undefined) raise(msg.data.auctionId, msg.data.currentBid);
    });
    ws.on('error', () => undefined);
    ws.on('close', () => {
      if (closed) return;
      reconnects += 1;
      setTimeout(connect, 200 + Math.random() * 300);
    });
  }
  connect();
  return {
    prices,
    reconnects: () => reconnects,
    close() {
      closed = true;
      socket?.close();
    },
  };
}

type Ack = { id: string; amount: number; auctionId: string };
type Tally = { requests: number; failed: number; failures: Map<string, number> };

function newTally(): Tally {
  return { requests: 0, failed: 0, failures: new Map() };
}

function fail(tally: Tally, why: string) {
  tally.failed += 1;
  tally.failures.set(why, (tally.failures.get(why) ?? 0) + 1);
}

/** Bidders and readers through the proxy until `stop()`; every answer is counted, every failure named. */
function load(proxy: string, cookies: string[], hot: string[], opts: { readers: number; tally: Tally; acks: Ack[] }) {
  let done = false;
  const known = new Map<string, number>();
  async function bidder(i: number) {
    const auctionId = hot[i % hot.length]!;
    while (!done) {
      const amount = (known.get(auctionId) ?? 0) + INCREMENT * (1 + (i % 4)) + Math.floor(Math.random() * 1000);
      const key = randomUUID();
      // A request the proxy could not complete is retried with its key until it has an answer.
      for (let attempt = 0; attempt < 5 && !done; attempt++) {
        opts.tally.requests += 1;
        try {
          const res = await fetch(`${proxy}/api/auctions/${auctionId}/bids`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: proxy, cookie: cookies[i]!, 'idempotency-key': key },
            body: JSON.stringify({ amount: Math.max(amount, 1) }),
            signal: AbortSignal.timeout(15_000),
          });
          const body = (await res.json().catch(() => ({}))) as { id?: string; amount?: number; auction?: { currentBid: number } };
          if (res.status === 201) {
            opts.acks.push({ id: body.id!, amount: body.amount!, auctionId });
            known.set(auctionId, Math.max(known.get(auctionId) ?? 0, body.amount!));
          } else if (res.status === 409 || res.status === 422 || res.status === 400) {
            opts.tally.requests += 1;
            const read = await fetch(`${proxy}/api/auctions/${auctionId}`);
            if (read.ok)
              known.set(auctionId, Math.max(known.get(auctionId) ?? 0, ((await read.json()) as { currentBid: number }).currentBid));
            else fail(opts.tally, `read ${read.status}`);
          } else if (res.status === 429) {
            await sleep(100);
          } else if (res.status >= 500) {
            fail(opts.tally, `bid ${res.status}`);
            continue;
          }
          break;
        } catch (err) {
          fail(opts.tally, `bid ${(err as Error).name}`);
        }
      }
    }
  }
  async function reader() {
    while (!done) {
      opts.tally.requests += 1;
      const url =
        Math.random() < 0.5 ? `${proxy}/api/auctions?status=live` : `${proxy}/api/auctions/${hot[Math.floor(Math.random() * hot.length)]}`;
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(15_000) });
        await res.arrayBuffer();
        if (res.status >= 500) fail(opts.tally, `read ${res.status}`);
      } catch (err) {
        fail(opts.tally, `read ${(err as Error).name}`);
      }
      await sleep(20);
    }
  }
  const loops = [...cookies.map((_, i) => bidder(i)), ...Array.from({ length: opts.readers }, reader)];
  return {
    async stop() {
      done = true;
      await Promise.all(loops);
    },
  };
}

async function scratchDatabase(baseUrl: string) {
  const name = `neelami_cluster_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(baseUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    async drop() {
      const a = new pg.Client({ connectionString: baseUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

async function main() {
  const haproxy = haproxyBinary();
  if (!existsSync(MAIN)) {
    log('building the server (npm run build)…');
    if (spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' }).status !== 0) process.exit(1);
  }
  const baseUrl = process.env.CLUSTER_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
  const scratch = await scratchDatabase(baseUrl);
  const s3 = await startS3Server();
  const tmp = mkdtempSync(path.join(tmpdir(), 'neelami-cluster-'));
  const proxyPort = await freePort();
  const proxy = `http://127.0.0.1:${proxyPort}`;
  const problems: string[] = [];
  let database: Database | null = null;
  let fixtures: TestContext | null = null;
  try {
    const nodePorts = await Promise.all(Array.from({ length: NODES }, freePort));
    const common: Record<string, string> = {
      NODE_ENV: 'production',
      AUTH_SECRET,
      BID_LOG_SIGNING_KEY,
      DATABASE_URL: scratch.url,
      DATABASE_POOL_SIZE: '10',
      HOST: '127.0.0.1',
      PUBLIC_URL: proxy,
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '100000',
      SCHEDULER_INTERVAL_MS: '500',
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      STORAGE: 's3',
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      S3_CREATE_BUCKET: 'true',
      DATA_DIR: tmp,
    };
    const nodes: Node[] = nodePorts.map((port, i) => ({ index: i + 1, port, child: null, env: { ...common, SEED: 'false' } }));
    const nodeBase = (n: Node) => `http://127.0.0.1:${n.port}`;

    // The first node migrates and seeds the demo world (images into the store); the others start on it.
    log(`starting ${NODES} nodes on ${scratch.url.replace(/\/\/.*@/, '//')} and an S3-compatible store`);
    nodes[0]!.env.SEED = 'true';
    startNode(nodes[0]!);
    await waitReady(nodeBase(nodes[0]!), nodes[0]!.child);
    nodes[0]!.env.SEED = 'false';
    await Promise.all(nodes.slice(1).map((n) => (startNode(n), waitReady(nodeBase(n), n.child))));
    const cfgFile = path.join(tmp, 'haproxy.cfg');
    writeFileSync(cfgFile, haproxyConfig(proxyPort, nodePorts));
    track(spawn(haproxy, ['-f', cfgFile, '-db'], { stdio: ['ignore', 'ignore', 'inherit'] }));
    await waitReady(proxy, null);

    // The world of the test, written through an app of its own on the same database (never listening).
    database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 4 });
    const config = {
      ...parseConfig({ NODE_ENV: 'production', AUTH_SECRET, PUBLIC_URL: proxy, ALLOWED_ORIGINS: ORIGIN, AUTH_RATE_LIMIT: '100000' }),
      seed: false,
    };
    const app = await buildApp({ config, database });
    await app.ready();
    fixtures = { app, database, config, close: () => app.close() };
    const vendor = await createUser(fixtures, { roles: ['vendor'], profile: { verificationStatus: 'verified' } });
    const hot = await Promise.all(
      Array.from({ length: HOT_AUCTIONS }, () =>
        insertAuction(database!.db, vendor.id, {
          bidIncrement: INCREMENT,
          extensionWindowS: 0,
          startingBid: 1_000_000,
          currentBid: 1_000_000,
        }),
      ),
    );
    const startAt = Date.now();
    const ending = await Promise.all(
      Array.from({ length: ENDING_AUCTIONS }, (_, i) =>
        insertAuction(database!.db, vendor.id, {
          endTime: new Date(startAt + 15_000 + i * 4_000),
          extensionWindowS: 0,
          bidIncrement: INCREMENT,
        }),
      ),
    );
    const bidders = [];
    for (let i = 0; i < BIDDERS; i++) bidders.push(await createBidder(fixtures, {}, ...hot, ...ending));
    // Each auction that will end gets one bid first, so its close opens a sale for a winner.
    for (const [i, a] of ending.entries()) {
      const res = await fetch(`${proxy}/api/auctions/${a.id}/bids`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: proxy, cookie: bidders[i % BIDDERS]!.cookie },
        body: JSON.stringify({ amount: a.startingBid + INCREMENT }),
      });
      if (res.status !== 201) throw new Error(`opening bid on an ending auction: ${res.status} ${await res.text()}`);
    }
    const cookies = bidders.map((b) => b.cookie);
    const hotIds = hot.map((a) => a.id);

    // Watchers: two on each node directly, three through the proxy.
    const wsOf = (base: string) => `${base.replace('http', 'ws')}/api/realtime`;
    const watchers = [
      ...nodes.flatMap((n) => [0, 1].map(() => watcher(wsOf(nodeBase(n)), proxy, hotIds, () => proxy))),
      ...[0, 1, 2].map(() => watcher(wsOf(proxy), proxy, hotIds, () => proxy)),
    ];

    // ---- 1. storm and kill -9
    const storm = { tally: newTally(), acks: [] as Ack[] };
    const stormLoad = load(proxy, cookies, hotIds, { readers: 2, ...storm });
    await sleep(4000);
    const victim = nodes[1]!;
    const beforeKill = storm.acks.length;
    victim.child!.kill('SIGKILL');
    await new Promise((r) => victim.child!.once('exit', r));
    log(`kill -9 node ${victim.index} after ${beforeKill} acknowledged bids`);
    await sleep(2000);
    startNode(victim);
    await waitReady(nodeBase(victim), victim.child);
    await sleep(4000);
    await stormLoad.stop();
    const stormFigures = {
      acks: storm.acks.length,
      requests: storm.tally.requests,
      failed: storm.tally.failed,
      failures: Object.fromEntries(storm.tally.failures),
    };
    log(`storm: ${JSON.stringify(stormFigures)}`);

    // ---- 2. rolling restart under load
    const rolling = { tally: newTally(), acks: [] as Ack[] };
    const rollingLoad = load(proxy, cookies, hotIds, { readers: 3, ...rolling });
    await sleep(2000);
    const restarts: { node: number; stopMs: number; readyMs: number }[] = [];
    for (const n of nodes) {
      const t0 = Date.now();
      const exited = new Promise((r) => n.child!.once('exit', r));
      n.child!.kill('SIGTERM');
      await exited;
      const stopMs = Date.now() - t0;
      startNode(n);
      await waitReady(nodeBase(n), n.child);
      const readyMs = Date.now() - t0;
      restarts.push({ node: n.index, stopMs, readyMs });
      log(`node ${n.index}: SIGTERM → exit in ${stopMs} ms, ready again after ${readyMs} ms`);
      // Back in rotation (two good checks) before the next one goes.
      await sleep(1500);
    }
    await sleep(2000);
    await rollingLoad.stop();
    const rollingFigures = {
      acks: rolling.acks.length,
      requests: rolling.tally.requests,
      failed: rolling.tally.failed,
      failures: Object.fromEntries(rolling.tally.failures),
    };
    log(`rolling restart: ${JSON.stringify(rollingFigures)}`);
    if (rolling.tally.failed > 0) problems.push(`${rolling.tally.failed} requests failed during the rolling restart`);

    // ---- checks: acknowledged bids, watchers, the scheduler, images
    const acks = [...storm.acks, ...rolling.acks];
    const stored = new Map(
      (await rows<{ id: string; amount: number }>(database.db, sql`select id, amount from bids`)).map((r) => [r.id, Number(r.amount)]),
    );
    const missing = acks.filter((a) => stored.get(a.id) !== a.amount);
    if (missing.length) problems.push(`${missing.length} acknowledged bids are not stored: ${JSON.stringify(missing.slice(0, 3))}`);
    await sleep(1500);
    const current = new Map(
      (await rows<{ id: string; current_bid: number }>(database.db, sql`select id, current_bid from auctions where id in ${hotIds}`)).map(
        (r) => [r.id, Number(r.current_bid)],
      ),
    );
    let wrongWatchers = 0;
    for (const w of watchers) for (const id of hotIds) if (w.prices.get(id) !== current.get(id)) wrongWatchers += 1;
    if (wrongWatchers) problems.push(`${wrongWatchers} watcher×auction pairs do not show the stored price`);
    const reconnects = watchers.reduce((n, w) => n + w.reconnects(), 0);
    for (const w of watchers) w.close();

    const lastEnd = startAt + 15_000 + (ENDING_AUCTIONS - 1) * 4_000;
    if (Date.now() < lastEnd + 3000) await sleep(lastEnd + 3000 - Date.now());
    const endings = await rows<{ id: string; status: string; sales: number; vendor_notes: number }>(
      database.db,
      sql`select a.id, a.status,
            (select count(*)::int from sales s where s.auction_id = a.id) as sales,
            (select count(*)::int from notifications n where n.user_id = a.created_by and n.data->>'auctionId' = a.id::text) as vendor_notes
          from auctions a where a.id in ${ending.map((a) => a.id)}`,
    );
    const badEndings = endings.filter((e) => e.status !== 'ended' || e.sales !== 1 || e.vendor_notes !== 1);
    if (badEndings.length) problems.push(`auctions not ended exactly once: ${JSON.stringify(badEndings)}`);

    // Bid logs written by three nodes form one chain per auction, and every node signs with the one key.
    const keys = await Promise.all(
      nodes.map(async (n) => (await (await fetch(`${nodeBase(n)}/api/bid-log/public-key`)).json()) as BidLogPublicKey),
    );
    if (new Set(keys.map((k) => k.keyId)).size !== 1)
      problems.push(`the nodes sign with different keys: ${keys.map((k) => k.keyId).join(', ')}`);
    let logEntries = 0;
    for (const id of [...hotIds, ...ending.map((a) => a.id)]) {
      const log = (await (await fetch(`${proxy}/api/auctions/${id}/bid-log`)).json()) as BidLog;
      const verdict = await verifyBidLog(log, keys[0]!);
      const [{ n }] = (await rows<{ n: number }>(database.db, sql`select count(*)::int as n from bids where auction_id = ${id}`)) as [
        { n: number },
      ];
      if (!verdict.ok || log.entries.length !== n)
        problems.push(`the bid log of ${id} does not check: ${JSON.stringify(verdict)}, ${n} bids`);
      logEntries += log.entries.length;
    }
    log(`bid logs: ${logEntries} entries on ${hotIds.length + ending.length} auctions checked, one key (${keys[0]!.keyId})`);

    const images = await rows<{ image_url: string; thumb_url: string }>(database.db, sql`select image_url, thumb_url from auction_images`);
    const urls = images.flatMap((i) => [i.image_url, i.thumb_url]);
    let imageFailures = 0;
    for (const n of nodes) {
      for (const url of urls) {
        const res = await fetch(`${nodeBase(n)}${url}`, { method: 'HEAD' });
        if (res.status !== 200) imageFailures += 1;
      }
    }
    if (urls.length === 0) problems.push('the seed stored no images');
    if (imageFailures) problems.push(`${imageFailures} image requests failed`);
    log(
      `${urls.length} images × ${NODES} nodes: ${imageFailures} failures; ${ENDING_AUCTIONS} auctions ended, ${badEndings.length} wrongly`,
    );

    const block = [
      `### ${runTimestamp()} — ${problems.length ? 'FAILED' : 'passed'}`,
      '',
      `Machine: ${machine()}; load average at the end ${loadAverage()}.`,
      `${NODES} nodes (compiled server, PostgreSQL, S3-compatible store) behind HAProxy; ${BIDDERS} bidders on ${HOT_AUCTIONS} auctions; ${watchers.length} watchers.`,
      '',
      '| phase | requests | failed | bids acknowledged | notes |',
      '|---|---|---|---|---|',
      `| storm with kill -9 of node ${victim.index} | ${stormFigures.requests} | ${stormFigures.failed} | ${stormFigures.acks} | ${stormFigures.failed ? `failures (in flight on the killed node): ${JSON.stringify(stormFigures.failures)}` : 'none failed: the proxy retried what the killed node held'} |`,
      `| rolling restart (SIGTERM, drain ${DRAIN_MS} ms, restart; each node in turn) | ${rollingFigures.requests} | ${rollingFigures.failed} | ${rollingFigures.acks} | ${rollingFigures.failed ? `failures: ${JSON.stringify(rollingFigures.failures)}; ` : ''}${restarts.map((r) => `node ${r.node}: exit ${r.stopMs} ms, ready ${r.readyMs} ms`).join('; ')} |`,
      '',
      `Acknowledged bids missing: ${missing.length} of ${acks.length}. Watchers not showing the stored price: ${wrongWatchers} (after ${reconnects} reconnects). ` +
        `Auctions ended by the scheduler: ${endings.length - badEndings.length} of ${ENDING_AUCTIONS} exactly once. Images through every node: ${urls.length * NODES - imageFailures} of ${urls.length * NODES}.`,
      ...(problems.length ? ['', ...problems.map((p) => `- FAIL ${p}`)] : []),
    ].join('\n');
    console.log(`\n${block}\n`);
    if (process.env.CLUSTER_RECORD !== '0') {
      recordRun(
        'cluster',
        '## Several nodes (`npm run test:cluster`)\n\nThree nodes on one PostgreSQL and one S3-compatible store behind HAProxy: a bid storm with a `kill -9` of one node, then a rolling restart under load. A failed request is a network error or a 5xx seen by a client of the proxy.',
        block,
      );
    }
  } catch (err) {
    problems.push((err as Error).stack ?? String(err));
  } finally {
    await fixtures?.close().catch(() => undefined);
    await database?.close().catch(() => undefined);
    for (const c of children) c.kill('SIGKILL');
    await sleep(500);
    await s3.close();
    await scratch.drop().catch(() => undefined);
    rmSync(tmp, { recursive: true, force: true });
  }
  if (problems.length) {
    for (const p of problems) console.error(`cluster: FAIL ${p}`);
    process.exit(1);
  }
  log('passed');
  process.exit(0);
}

void main();
