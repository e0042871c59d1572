/**
 * Decision 032 across two server processes on one PostgreSQL: a vendor is suspended through one node
 * while its session is used on another (main.ts as a child process), and the other node refuses its
 * next seller operation. No node keeps a vendor's standing: each request reads it from the database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUCTION_FORM_MESSAGES } from '../../../shared/schemas/auction-form';
import { call, setSale } from '../../test/console-fixtures';
import { freePort } from '../../test/free-port';
import { createUser, type TestContext } from '../../test/test-app';
import { testDbKind } from '../../test/test-db';
import { auctionRow, createAppWith, insertAuction } from '../bids/bids.fixtures';

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const MAIN = path.join(ROOT, 'src/server/main.ts');

describe.runIf(testDbKind() === 'postgres')('a vendor suspended on one node', () => {
  let nodeA: TestContext;
  let nodeB: { child: ChildProcess; origin: string; output: () => string };
  let dataDir: string;

  beforeAll(async () => {
    nodeA = await createAppWith();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'neelami-node-b-'));
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const name of ['TEST_DATABASE_URL', 'TEST_DB_KIND', 'SMTP_URL', 'VITEST', 'VITEST_POOL_ID', 'VITEST_WORKER_ID']) delete env[name];
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      cwd: ROOT,
      env: {
        ...env,
        NODE_ENV: 'development',
        DATABASE_URL: nodeA.database.url!,
        AUTH_SECRET: nodeA.config.authSecret,
        DATA_DIR: dataDir,
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: origin,
        SEED: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    nodeB = { child, origin, output: () => output };
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`node B exited before it answered:\n${output}`);
      if (Date.now() > deadline) throw new Error(`node B did not answer /api/health in time:\n${output}`);
      const ok = await fetch(`${origin}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 200));
    }
  }, 90_000);

  afterAll(async () => {
    if (nodeB && nodeB.child.exitCode === null) {
      const exited = new Promise((r) => nodeB.child.once('exit', r));
      nodeB.child.kill('SIGTERM');
      await exited;
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    await nodeA?.close();
  });

  /** A request to node B, as a browser on its origin would send it. */
  const onB = (method: string, url: string, cookie: string, body?: unknown) =>
    fetch(`${nodeB.origin}${url}`, {
      method,
      headers: {
        origin: nodeB.origin,
        cookie,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it('is refused its next seller operation on the other node', async () => {
    const [admin, vendor, buyer] = await Promise.all([
      createUser(nodeA, { roles: ['admin'], profile: { verificationStatus: 'verified' } }),
      createUser(nodeA, { roles: ['vendor'], profile: { verificationStatus: 'verified' } }),
      createUser(nodeA, { roles: ['buyer'], profile: { verificationStatus: 'verified' } }),
    ]);
    const ended = () => insertAuction(nodeA.database.db, vendor.id, { status: 'ended', reservePrice: 12_000_000 });
    const [first, second] = [await ended(), await ended()];
    for (const auction of [first, second]) {
      await setSale(nodeA, auction.id, { stage: 'awaiting_confirmation', buyerId: buyer.id, price: 20_000_000 });
    }

    // Approved, the vendor's session works on node B: it confirms a sale there.
    const confirmed = await onB('POST', `/api/auctions/${first.id}/sale/confirm`, vendor.cookie);
    expect(confirmed.status).toBe(200);
    expect(((await confirmed.json()) as { stage: string }).stage).toBe('deposit_due');

    // An admin suspends it through node A.
    const suspended = await call(nodeA, 'POST', `/api/admin/users/${vendor.id}/verification`, admin.cookie, {
      status: 'suspended',
      reason: 'Unpaid sale.',
    });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().verificationStatus).toBe('suspended');

    // Its next seller operations on node B are refused, and nothing changed. (Refused as suspended,
    // 403; a node that also ends a suspended user's sessions refuses them as signed out, 401.)
    for (const [method, url, body] of [
      ['POST', `/api/auctions/${second.id}/sale/confirm`, undefined],
      ['POST', `/api/auctions/${second.id}/sale/reject`, { reason: 'Changed my mind.' }],
      ['GET', `/api/auctions/${second.id}/reserve-price`, undefined],
    ] as const) {
      const res = await onB(method, url, vendor.cookie, body);
      expect([401, 403]).toContain(res.status);
      if (res.status === 403) {
        expect(((await res.json()) as { error: { message: string } }).error.message).toBe(AUCTION_FORM_MESSAGES.vendorSuspended);
      }
    }
    expect((await call(nodeA, 'GET', `/api/auctions/${second.id}/sale`, admin.cookie)).json().stage).toBe('awaiting_confirmation');
    expect((await auctionRow(nodeA.database.db, second.id)).winnerId).toBeNull();
  });
});
