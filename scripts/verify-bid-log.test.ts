import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BidLog, BidLogPublicKey } from '../src/shared/bid-log';
import { rows } from '../src/server/db/rows';
import { generateSigningKey } from '../src/server/lib/security/signing-key';
import { createBidder, insertAuction } from '../src/server/modules/bids/bids.fixtures';
import { createTestApp, createUser, ORIGIN, type TestContext } from '../src/server/test/test-app';
import { EXIT, VerifyInputError, verifyFromSource } from './verify-bid-log';

const SCRIPT = fileURLToPath(new URL('./verify-bid-log.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('..', import.meta.url));

let ctx: TestContext;
let base: string;
let dir: string;
let auctionId: string;
let publicKey: BidLogPublicKey;
/** The sealed log as GET answered it, and the files a buyer would save it and the key in. */
let saved: BidLog;
let logFile: string;
let pemFile: string;

const post = (url: string, cookie: string, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers: { origin: ORIGIN, cookie }, ...(payload ? { payload } : {}) });

function writeJson(name: string, value: unknown) {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify(value, null, 2));
  return file;
}

/** The command as a buyer runs it (`tsx scripts/verify-bid-log.ts …`), asynchronously: the server answers it from this process. */
function runCli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', SCRIPT, ...args], { cwd: ROOT, encoding: 'utf8' }, (err, stdout, stderr) =>
      resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

beforeAll(async () => {
  ctx = await createTestApp();
  dir = mkdtempSync(path.join(os.tmpdir(), 'neelami-verify-bid-log-'));
  const vendor = await createUser(ctx, { roles: ['vendor'], profile: { verificationStatus: 'verified' } });
  const admin = await createUser(ctx, { roles: ['admin'], profile: { verificationStatus: 'verified' } });
  const auction = await insertAuction(ctx.database.db, vendor.id);
  auctionId = auction.id;
  const [proxyOwner, b, c] = [
    await createBidder(ctx, {}, auction),
    await createBidder(ctx, {}, auction),
    await createBidder(ctx, {}, auction),
  ];
  let current = auction.startingBid;
  const bid = async (cookie: string) => {
    const res = await post(`/api/auctions/${auctionId}/bids`, cookie, { amount: current + auction.bidIncrement });
    expect(res.statusCode, res.body).toBe(201);
    current = res.json().auction.currentBid;
  };
  await bid(b.cookie);
  // A maximum three and a half increments up: it answers the next bids automatically, then runs out.
  const proxy = await post(`/api/auctions/${auctionId}/proxy-bid`, proxyOwner.cookie, { maxAmount: current + 3.5 * auction.bidIncrement });
  expect(proxy.statusCode, proxy.body).toBe(200);
  current = proxy.json().auction.currentBid;
  for (const bidder of [c, b, c, b, c]) await bid(bidder.cookie);
  const ended = await post(`/api/auctions/${auctionId}/end`, admin.cookie);
  expect(ended.statusCode, ended.body).toBe(200);

  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`;
  publicKey = (await ctx.app.inject({ method: 'GET', url: '/api/bid-log/public-key' })).json();
  saved = (await ctx.app.inject({ method: 'GET', url: `/api/auctions/${auctionId}/bid-log` })).json();
  logFile = writeJson('bid-log.json', saved);
  pemFile = path.join(dir, 'neelami.pem');
  writeFileSync(pemFile, publicKey.pem);
}, 60_000);

afterAll(async () => {
  await ctx?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('npm run verify:bid-log', () => {
  it('holds manual and automatic bids in the sealed log of the ended auction', () => {
    expect(saved.seal).not.toBeNull();
    expect(saved.entries.some((e) => e.automatic)).toBe(true);
    expect(saved.entries.filter((e) => !e.automatic)).toHaveLength(6);
  });

  it('checks a closed auction from its URL, with the key from the same server', async () => {
    for (const url of [`${base}/auction/${auctionId}`, `${base}/api/auctions/${auctionId}/bid-log`]) {
      const report = await verifyFromSource(url);
      expect(report.verdict).toMatchObject({ ok: true, sealed: true, keyId: publicKey.keyId, entries: saved.entries.length });
      expect(report.lines[0]).toBe(
        `Bid log of auction ${auctionId}: OK — ${saved.entries.length} entries, head ${saved.head.hash}, sealed with key ${publicKey.keyId}`,
      );
      expect(report.keySource).toBe(`${base}/api/bid-log/public-key`);
    }
  });

  it('checks a saved log with the key as a PEM file or as the public-key URL', async () => {
    for (const key of [pemFile, `${base}/api/bid-log/public-key`, writeJson('key.json', publicKey)]) {
      expect((await verifyFromSource(logFile, key)).verdict).toMatchObject({ ok: true, sealed: true, keyId: publicKey.keyId });
    }
  });

  it('asks for the key when a saved log is sealed, and checks an unsealed one for its chain alone', async () => {
    await expect(verifyFromSource(logFile)).rejects.toThrow(/sealed: give the platform's public key with --key/);
    const unsealed = { ...saved, seal: null };
    const report = await verifyFromSource(writeJson('unsealed.json', unsealed));
    expect(report.verdict).toMatchObject({ ok: true, sealed: false, keyId: null });
    expect(report.lines.join('\n')).toMatch(/not sealed[\s\S]*only its chain of hashes was checked/);
  });

  it('finds a changed entry in a saved log', async () => {
    const tampered = structuredClone(saved);
    tampered.entries[2]!.amount += 1;
    const report = await verifyFromSource(writeJson('changed-entry.json', tampered), pemFile);
    expect(report.verdict).toMatchObject({ ok: false, seq: 3 });
    expect(report.lines[0]).toMatch(/: BROKEN at entry 3: entry 3 was changed after it was written/);
  });

  it('finds a seal whose signature was altered', async () => {
    const sig = saved.seal!.signature;
    for (const signature of [`${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`, `%${sig.slice(1)}`]) {
      const report = await verifyFromSource(writeJson('bad-seal.json', { ...saved, seal: { ...saved.seal, signature } }), pemFile);
      expect(report.verdict.ok).toBe(false);
      expect(report.lines[0]).toMatch(new RegExp(`^Bid log of auction ${auctionId}: BROKEN: the seal`));
    }
  });

  it('names both keys when the log was sealed with another key than the one given', async () => {
    const other = path.join(dir, 'other.pem');
    writeFileSync(other, generateSigningKey().publicKey.pem);
    const report = await verifyFromSource(logFile, other);
    expect(report.verdict).toMatchObject({ ok: false, seq: null });
    expect(report.lines[0]).toMatch(new RegExp(`the seal was made with key ${publicKey.keyId}, not with the given key [0-9a-f]{16}$`));
  });

  it('says plainly what is not a bid log, not a key, or not reachable', async () => {
    const cases: [string, string | undefined, RegExp][] = [
      [writeJson('not-a-log.json', { hello: 'world' }), pemFile, /not-a-log\.json is not a bid log \(version: /],
      [logFile, logFile, /bid-log\.json is not a PEM public key/],
      [path.join(dir, 'missing.json'), pemFile, /Cannot read the bid-log file .*missing\.json: no such file/],
      [`${base}/api/auctions/00000000-0000-4000-8000-000000000000/bid-log`, undefined, /answered 404/],
      [`${base}/auctions`, undefined, /No auction id in/],
    ];
    for (const [source, key, message] of cases) {
      const error = await verifyFromSource(source, key).then(
        () => null,
        (err: unknown) => err,
      );
      expect(error).toBeInstanceOf(VerifyInputError);
      expect((error as Error).message).toMatch(message);
    }
    const pem = path.join(dir, 'garbage.pem');
    writeFileSync(pem, '-----BEGIN PUBLIC KEY-----\nbm90IGEga2V5\n-----END PUBLIC KEY-----\n');
    await expect(verifyFromSource(logFile, pem)).rejects.toThrow(/garbage\.pem is not an Ed25519 public key/);
  });

  it('runs as a command: exit 0 when the log checks, 1 when it is broken, 2 on a usage or input error', { timeout: 120_000 }, async () => {
    const [ok, broken, usage, missing] = await Promise.all([
      runCli(`${base}/auction/${auctionId}`),
      runCli(path.join(dir, 'changed-entry.json'), '--key', pemFile),
      runCli(),
      runCli(path.join(dir, 'missing.json'), '--key', pemFile),
    ]);
    expect(ok.code, ok.stderr).toBe(EXIT.ok);
    expect(ok.stdout).toContain(`Bid log of auction ${auctionId}: OK — ${saved.entries.length} entries`);
    expect(broken.code).toBe(EXIT.broken);
    expect(broken.stdout).toContain('BROKEN at entry 3');
    expect(usage.code).toBe(EXIT.input);
    expect(usage.stderr).toMatch(/^Usage: npm run verify:bid-log/);
    expect(missing.code).toBe(EXIT.input);
    // One line, no stack trace.
    expect(missing.stderr.trim().split('\n')).toHaveLength(1);
  });

  // Last: it changes the stored bids.
  it('finds a bid changed in the database at exactly its entry, from the URL and as a command', { timeout: 120_000 }, async () => {
    const stored = await rows<{ id: string; seq: number }>(
      ctx.database.db,
      sql`SELECT b.id, l.seq FROM bids b JOIN bid_log l ON l.bid_id = b.id AND l.kind = 'bid'
          WHERE b.auction_id = ${auctionId} ORDER BY l.seq`,
    );
    const middle = stored[Math.floor(stored.length / 2)]!;
    expect(Number(middle.seq)).toBeGreaterThan(1);
    expect(Number(middle.seq)).toBeLessThan(saved.entries.length);
    await ctx.database.db.execute(sql`UPDATE bids SET amount = amount + 1 WHERE id = ${middle.id}`);

    const report = await verifyFromSource(`${base}/auction/${auctionId}`);
    expect(report.verdict).toMatchObject({ ok: false, seq: Number(middle.seq) });
    expect(report.lines[0]).toBe(
      `Bid log of auction ${auctionId}: BROKEN at entry ${middle.seq}: entry ${middle.seq} was changed after it was written (its hash does not match its content)`,
    );
    const cli = await runCli(`${base}/auction/${auctionId}`);
    expect(cli.code).toBe(EXIT.broken);
    expect(cli.stdout).toContain(`BROKEN at entry ${middle.seq}`);
  });
});
