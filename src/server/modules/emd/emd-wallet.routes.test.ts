import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BID_MESSAGES, ELIGIBILITY_MESSAGES } from '../../../shared/schemas/bid';
import { EMD_MESSAGES } from '../../../shared/schemas/emd';
import { emdLedger, emdWithdrawals } from '../../db/schema';
import { auditActionsFor, call } from '../../test/console-fixtures';
import { createUser, type TestContext } from '../../test/test-app';
import { testDbKind } from '../../test/test-db';
import { createAppWith, createBidder, insertAuction, TEST_WALLET, walletOf } from '../bids/bids.fixtures';

/** The EMD wallet (decision 014): joining holds an auction's EMD; the close releases it; withdrawals pay it back. */
let ctx: TestContext;
let vendorId: string;
let admin: { id: string; cookie: string };
const HOUR = 3_600_000;
// The clock of the EMD cut-off; the tests move it.
let now = new Date();

beforeAll(async () => {
  ctx = await createAppWith({ clock: () => now, bidRateLimit: { perSecond: Infinity, burst: Infinity } });
  vendorId = (await createUser(ctx, { roles: ['vendor'], profile: { verificationStatus: 'verified' } })).id;
  admin = await createUser(ctx, { roles: ['admin'], profile: { verificationStatus: 'verified' } });
});
afterAll(async () => ctx.close());

/** A live auction that can still be joined for an hour. */
const joinable = (overrides: Parameters<typeof insertAuction>[2] = {}) =>
  insertAuction(ctx.database.db, vendorId, { emdCutoff: new Date(Date.now() + HOUR), ...overrides });
const join = (auctionId: string, cookie?: string) => call(ctx, 'POST', `/api/auctions/${auctionId}/participation`, cookie);
const wallet = async (cookie: string) => (await call(ctx, 'GET', '/api/me/emd', cookie)).json();
const eligibility = async (auctionId: string, cookie?: string) =>
  (await call(ctx, 'GET', `/api/auctions/${auctionId}/eligibility`, cookie)).json();

describe('joining an auction', () => {
  it('holds its EMD from the wallet once, and GET /api/me/emd shows it', async () => {
    now = new Date();
    const auction = await joinable({ emdAmount: 2_900_000 });
    const buyer = await createBidder(ctx);
    const res = await join(auction.id, buyer.cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ auctionId: auction.id, amount: 2_900_000, status: 'held' });
    // Joining again changes nothing.
    expect((await join(auction.id, buyer.cookie)).statusCode).toBe(201);
    expect(await wallet(buyer.cookie)).toMatchObject({
      balance: TEST_WALLET,
      held: 2_900_000,
      available: TEST_WALLET - 2_900_000,
      holds: [{ auctionId: auction.id, amount: 2_900_000, status: 'held' }],
    });
    const entries = (await walletOf(ctx.database.db, buyer.id)).entries;
    expect(entries.filter((e) => e.kind === 'hold')).toHaveLength(1);
    // The profile keeps the spec's meaning: EMD paid, and the wallet's balance.
    expect(await walletOf(ctx.database.db, buyer.id)).toMatchObject({ emdPaid: true, emdAmount: TEST_WALLET });
  });

  it('refuses a wallet that cannot cover the EMD, naming what is available (422 EMD_INSUFFICIENT)', async () => {
    now = new Date();
    const auction = await joinable({ emdAmount: TEST_WALLET + 1 });
    const buyer = await createBidder(ctx);
    const res = await join(auction.id, buyer.cookie);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ code: 'EMD_INSUFFICIENT', message: EMD_MESSAGES.insufficient(TEST_WALLET + 1, TEST_WALLET) });
    expect((await wallet(buyer.cookie)).held).toBe(0);
  });

  it('closes at the EMD cut-off (422 EMD_CUTOFF_PASSED), by default the start', async () => {
    const cutoff = new Date(Date.now() + HOUR);
    const auction = await joinable({ status: 'upcoming', startTime: new Date(Date.now() + 2 * HOUR), emdCutoff: cutoff });
    const byDefault = await insertAuction(ctx.database.db, vendorId, { status: 'upcoming', startTime: new Date(Date.now() + HOUR) });
    const buyer = await createBidder(ctx);
    now = new Date(cutoff.getTime() - 1);
    expect((await join(auction.id, buyer.cookie)).statusCode).toBe(201);
    const late = await createBidder(ctx);
    now = cutoff;
    const res = await join(auction.id, late.cookie);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ code: 'EMD_CUTOFF_PASSED', message: EMD_MESSAGES.cutoffPassed });
    now = new Date(byDefault.startTime.getTime());
    expect((await join(byDefault.id, late.cookie)).json().error.code).toBe('EMD_CUTOFF_PASSED');
  });

  it('is for verified buyers, on upcoming or live auctions only', async () => {
    now = new Date();
    const auction = await joinable();
    expect((await join(auction.id)).statusCode).toBe(401);
    const vendor = await createUser(ctx, { roles: ['vendor'], profile: { verificationStatus: 'verified' } });
    expect((await join(auction.id, vendor.cookie)).statusCode).toBe(403);
    const pending = await createBidder(ctx, { verificationStatus: 'pending' });
    const refused = await join(auction.id, pending.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(EMD_MESSAGES.kycRequired);
    const buyer = await createBidder(ctx);
    const ended = await joinable({ status: 'ended' });
    expect((await join(ended.id, buyer.cookie)).json().error).toMatchObject({
      code: 'AUCTION_NOT_OPEN',
      message: EMD_MESSAGES.notJoinable,
    });
    const draft = await joinable({ status: 'draft' });
    expect((await join(draft.id, buyer.cookie)).statusCode).toBe(404);
    expect((await join('not-an-id', buyer.cookie)).statusCode).toBe(404);
  });
});

describe('the eligibility checklist', () => {
  const byKey = (body: { checks: { key: string }[] }) => Object.fromEntries(body.checks.map((c) => [c.key, c]));

  it('tells a visitor to sign in, and a buyer exactly what is missing with the action that fixes it', async () => {
    now = new Date();
    const auction = await joinable({ emdAmount: 2_000_000 });
    const visitor = await eligibility(auction.id);
    expect(visitor.eligible).toBe(false);
    expect(visitor.checks.map((c: { key: string }) => c.key)).toEqual(['signed_in', 'buyer', 'kyc', 'emd', 'emd_cutoff', 'live']);
    expect(byKey(visitor).signed_in).toMatchObject({ ok: false, message: BID_MESSAGES.signInRequired, action: 'sign_in' });

    const pending = await createBidder(ctx, { verificationStatus: 'pending' });
    expect(byKey(await eligibility(auction.id, pending.cookie)).kyc).toMatchObject({ ok: false, message: BID_MESSAGES.approvalPending });

    const poor = await createUser(ctx, { roles: ['buyer'], profile: { verificationStatus: 'verified' } });
    expect(byKey(await eligibility(auction.id, poor.cookie)).emd).toMatchObject({
      ok: false,
      message: ELIGIBILITY_MESSAGES.emdShort(2_000_000, 0),
      action: 'deposit',
    });
    // A suspended or rejected buyer is not invited to deposit: the server would refuse the money.
    for (const verificationStatus of ['suspended', 'rejected'] as const) {
      const barred = await createUser(ctx, { roles: ['buyer'], profile: { verificationStatus } });
      expect(byKey(await eligibility(auction.id, barred.cookie)).emd).toMatchObject({ ok: false, action: null });
    }

    const buyer = await createBidder(ctx);
    const before = await eligibility(auction.id, buyer.cookie);
    expect(before.eligible).toBe(false);
    expect(byKey(before).emd).toMatchObject({ ok: false, message: ELIGIBILITY_MESSAGES.emdJoin(2_000_000, TEST_WALLET), action: 'join' });
    expect(byKey(before).emd_cutoff).toMatchObject({ ok: true, deadline: auction.emdCutoff!.toISOString() });
    await join(auction.id, buyer.cookie);
    const after = await eligibility(auction.id, buyer.cookie);
    expect(after.eligible).toBe(true);
    expect(byKey(after).emd).toMatchObject({ ok: true, message: ELIGIBILITY_MESSAGES.emdHeld(2_000_000), action: null });
    expect(after.emd).toEqual({ amount: 2_000_000, available: TEST_WALLET - 2_000_000, held: true });
  });

  it('says when the cut-off has passed, and when the auction is not open', async () => {
    const upcoming = await joinable({ status: 'upcoming', startTime: new Date(Date.now() + 2 * HOUR) });
    const buyer = await createBidder(ctx);
    now = new Date(Date.now() + 1.5 * HOUR);
    const body = byKey(await eligibility(upcoming.id, buyer.cookie));
    expect(body.emd_cutoff).toMatchObject({ ok: false, message: EMD_MESSAGES.cutoffPassed });
    expect(body.live).toMatchObject({ ok: false, message: ELIGIBILITY_MESSAGES.opensAt(upcoming.startTime) });
    expect((await call(ctx, 'GET', '/api/auctions/00000000-0000-4000-8000-000000000000/eligibility')).statusCode).toBe(404);
  });

  it('offers no join or deposit once the cut-off has passed: the join would be refused', async () => {
    const upcoming = await joinable({ status: 'upcoming', startTime: new Date(Date.now() + 2 * HOUR) });
    const funded = await createBidder(ctx);
    const empty = await createUser(ctx, { roles: ['buyer'], profile: { verificationStatus: 'verified' } });
    now = new Date(Date.now() + 1.5 * HOUR);
    expect(byKey(await eligibility(upcoming.id, funded.cookie)).emd).toMatchObject({ ok: false, action: null });
    expect(byKey(await eligibility(upcoming.id, empty.cookie)).emd).toMatchObject({ ok: false, action: null });
    now = new Date();
    expect(byKey(await eligibility(upcoming.id, funded.cookie)).emd).toMatchObject({ ok: false, action: 'join' });
    expect(byKey(await eligibility(upcoming.id, empty.cookie)).emd).toMatchObject({ ok: false, action: 'deposit' });
  });
});

describe('the close', () => {
  it('releases the holds of everyone but the highest bidder at once', async () => {
    now = new Date();
    const auction = await joinable({ reservePrice: null });
    const [a, b, c] = await Promise.all([createBidder(ctx), createBidder(ctx), createBidder(ctx)]);
    for (const u of [a, b, c]) expect((await join(auction.id, u.cookie)).statusCode).toBe(201);
    const bid = (cookie: string, amount: number) => call(ctx, 'POST', `/api/auctions/${auction.id}/bids`, cookie, { amount });
    expect((await bid(a.cookie, 10_500_000)).statusCode).toBe(201);
    expect((await bid(b.cookie, 11_000_000)).statusCode).toBe(201);
    expect((await call(ctx, 'POST', `/api/auctions/${auction.id}/end`, admin.cookie)).statusCode).toBe(200);
    // b won (subject to confirmation): still held. a bid and lost, c only joined: both back in their wallets.
    expect((await wallet(b.cookie)).holds).toEqual([expect.objectContaining({ auctionId: auction.id, status: 'held' })]);
    for (const u of [a, c]) {
      expect(await wallet(u.cookie)).toMatchObject({
        held: 0,
        available: TEST_WALLET,
        holds: [{ auctionId: auction.id, status: 'released' }],
      });
    }
  });
});

describe('withdrawals: back to the account the money came from (decision 033)', () => {
  const ACCOUNT_A = { bankAccount: '50100123456789', ifsc: 'HDFC0001234' };
  const ACCOUNT_B = { bankAccount: '31245678901', ifsc: 'SBIN0001234' };
  let utrSeq = 0;
  const utr = () => `ICICR5202611240${String(++utrSeq).padStart(7, '0')}`;
  const withdraw = (cookie: string, body: Record<string, unknown>) => call(ctx, 'POST', '/api/me/emd/withdrawals', cookie, body);

  /** A verified buyer in `name`. */
  const buyerNamed = (name = 'Kavya Iyer') => createUser(ctx, { roles: ['buyer'], name, profile: { verificationStatus: 'verified' } });
  /** A transfer from the buyer's own `account`, reported and verified; the deposit as the buyer sees it. */
  async function fund(buyer: { name: string; cookie: string }, account: typeof ACCOUNT_A, amount: number) {
    const reported = await call(ctx, 'POST', '/api/emd-deposits', buyer.cookie, {
      utrReference: utr(),
      amount,
      holderName: buyer.name,
      ...account,
    });
    expect(reported.statusCode, reported.body).toBe(201);
    expect((await call(ctx, 'POST', `/api/admin/emd-deposits/${reported.json().id}/verify`, admin.cookie)).statusCode).toBe(200);
    return reported.json() as { id: string; utrReference: string };
  }
  const storedWithdrawal = async (id: string) => (await ctx.database.db.select().from(emdWithdrawals).where(eq(emdWithdrawals.id, id)))[0]!;

  it('pays available money back to the account the deposit came from: it leaves the wallet when asked, and an admin records the UTR', async () => {
    const buyer = await buyerNamed();
    const deposit = await fund(buyer, ACCOUNT_A, 2_000_000);
    const accountA = { holderName: 'Kavya Iyer', last4: '6789', ifsc: 'HDFC0001234' };
    expect((await wallet(buyer.cookie)).refundAccounts).toEqual([{ depositId: deposit.id, ...accountA, refundable: 2_000_000 }]);

    const tooMuch = await withdraw(buyer.cookie, { amount: 2_000_001, depositId: deposit.id });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().error).toMatchObject({ code: 'WITHDRAWAL_TOO_LARGE', message: EMD_MESSAGES.withdrawalTooLarge(2_000_000) });
    const noAccount = await withdraw(buyer.cookie, { amount: 100 });
    expect(noAccount.statusCode).toBe(400);
    expect(noAccount.json().error.message).toBe(EMD_MESSAGES.refundAccountRequired);

    const res = await withdraw(buyer.cookie, { amount: 1_000_000, depositId: deposit.id });
    expect(res.statusCode).toBe(201);
    const id = res.json().id;
    expect(res.json()).toMatchObject({ amount: 1_000_000, status: 'requested', depositId: deposit.id, account: accountA });
    expect(res.body).not.toContain(ACCOUNT_A.bankAccount);
    // The money goes to the deposit's account, whole, as the admin's bank transfer needs it.
    expect(await storedWithdrawal(id)).toMatchObject({ holderName: 'Kavya Iyer', ...ACCOUNT_A, depositId: deposit.id });
    expect(await wallet(buyer.cookie)).toMatchObject({
      balance: 1_000_000,
      available: 1_000_000,
      refundAccounts: [{ depositId: deposit.id, refundable: 1_000_000 }],
    });

    const list = await call(ctx, 'GET', '/api/admin/emd-withdrawals?status=requested', admin.cookie);
    expect(list.json().items.find((w: { id: string }) => w.id === id)).toMatchObject({
      user: { userId: buyer.id, email: buyer.email },
      account: accountA,
      depositUtr: deposit.utrReference,
    });
    expect(list.body).not.toContain(ACCOUNT_A.bankAccount);
    expect(
      (await call(ctx, 'POST', `/api/admin/emd-withdrawals/${id}/pay`, buyer.cookie, { utrReference: 'NEELR52026112300000001' }))
        .statusCode,
    ).toBe(403);
    const paid = await call(ctx, 'POST', `/api/admin/emd-withdrawals/${id}/pay`, admin.cookie, { utrReference: 'NEELR52026112300000001' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid', utrReference: 'NEELR52026112300000001' });
    const twice = await call(ctx, 'POST', `/api/admin/emd-withdrawals/${id}/reject`, admin.cookie, { reason: 'Too late' });
    expect(twice.statusCode).toBe(409);
    expect((await wallet(buyer.cookie)).withdrawals).toEqual([expect.objectContaining({ id, status: 'paid', account: accountA })]);
    expect(await auditActionsFor(ctx, id)).toEqual(expect.arrayContaining(['emd_withdrawal.request', 'emd_withdrawal.pay']));
  });

  it('refuses a withdrawal to an account the buyer types, and nothing leaves the wallet', async () => {
    const buyer = await buyerNamed();
    const deposit = await fund(buyer, ACCOUNT_A, 1_000_000);
    for (const body of [
      // The request as it was before decision 033: any account number and IFSC.
      { amount: 500_000, ...ACCOUNT_B },
      // The deposit's account named, and another account beside it.
      { amount: 500_000, depositId: deposit.id, ...ACCOUNT_B },
      { amount: 500_000, depositId: deposit.id, bankAccount: ACCOUNT_B.bankAccount },
    ]) {
      const res = await withdraw(buyer.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION', message: EMD_MESSAGES.refundToSourceOnly });
    }
    expect(await wallet(buyer.cookie)).toMatchObject({ available: 1_000_000, withdrawals: [] });
  });

  it('refuses a deposit that is not one of the buyer’s verified ones (422 NOT_A_SOURCE_ACCOUNT)', async () => {
    const buyer = await buyerNamed();
    await fund(buyer, ACCOUNT_A, 1_000_000);
    const other = await buyerNamed('Ramesh Iyer');
    const theirs = await fund(other, ACCOUNT_B, 1_000_000);
    const pending = await call(ctx, 'POST', '/api/emd-deposits', buyer.cookie, {
      utrReference: utr(),
      amount: 1_000_000,
      holderName: buyer.name,
      ...ACCOUNT_B,
    });
    for (const depositId of [theirs.id, pending.json().id, '00000000-0000-4000-8000-000000000000']) {
      const res = await withdraw(buyer.cookie, { amount: 100_000, depositId });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toMatchObject({ code: 'NOT_A_SOURCE_ACCOUNT', message: EMD_MESSAGES.refundToSourceOnly });
    }
    expect((await wallet(buyer.cookie)).withdrawals).toEqual([]);
  });

  it('pays each account back no more than came from it; a rejected withdrawal gives it back', async () => {
    const buyer = await buyerNamed();
    const fromA = await fund(buyer, ACCOUNT_A, 500_000);
    const fromB = await fund(buyer, ACCOUNT_B, 1_500_000);
    const again = await fund(buyer, ACCOUNT_A, 250_000);
    // One entry per account, the latest deposit from it naming it; either deposit names account A.
    expect((await wallet(buyer.cookie)).refundAccounts).toEqual([
      expect.objectContaining({ depositId: again.id, last4: '6789', refundable: 750_000 }),
      expect.objectContaining({ depositId: fromB.id, last4: '8901', refundable: 1_500_000 }),
    ]);
    const aboveA = await withdraw(buyer.cookie, { amount: 750_001, depositId: fromA.id });
    expect(aboveA.statusCode).toBe(422);
    expect(aboveA.json().error).toMatchObject({ code: 'WITHDRAWAL_TOO_LARGE', message: EMD_MESSAGES.refundAboveSource(750_000) });
    const toA = await withdraw(buyer.cookie, { amount: 750_000, depositId: fromA.id });
    expect(toA.statusCode).toBe(201);
    expect(await storedWithdrawal(toA.json().id)).toMatchObject(ACCOUNT_A);
    expect((await withdraw(buyer.cookie, { amount: 1, depositId: again.id })).json().error.message).toBe(EMD_MESSAGES.refundAboveSource(0));
    expect((await withdraw(buyer.cookie, { amount: 1_500_000, depositId: fromB.id })).statusCode).toBe(201);
    expect(await wallet(buyer.cookie)).toMatchObject({ available: 0 });

    await call(ctx, 'POST', `/api/admin/emd-withdrawals/${toA.json().id}/reject`, admin.cookie, { reason: 'Account closed' });
    expect((await wallet(buyer.cookie)).refundAccounts).toEqual([
      expect.objectContaining({ depositId: again.id, refundable: 750_000 }),
      expect.objectContaining({ depositId: fromB.id, refundable: 0 }),
    ]);
  });

  it('pays out no money that came from no account (credited by hand): there is nowhere to send it', async () => {
    const bidder = await createBidder(ctx);
    expect(await wallet(bidder.cookie)).toMatchObject({ available: TEST_WALLET, refundAccounts: [] });
  });

  it('returns a rejected withdrawal to the wallet', async () => {
    const buyer = await buyerNamed();
    const deposit = await fund(buyer, ACCOUNT_A, 1_000_000);
    const id = (await withdraw(buyer.cookie, { amount: 500_000, depositId: deposit.id })).json().id;
    const res = await call(ctx, 'POST', `/api/admin/emd-withdrawals/${id}/reject`, admin.cookie, {
      reason: 'The account name does not match.',
    });
    expect(res.json()).toMatchObject({ status: 'rejected', rejectionReason: 'The account name does not match.' });
    expect((await wallet(buyer.cookie)).available).toBe(1_000_000);
  });
});

describe(`the ledger under concurrent joins, bids and releases (${testDbKind()})`, () => {
  it('never lets the available money go below zero, and always sums to what the holds say', async () => {
    now = new Date();
    // Each wallet covers three of the eight auctions' EMD; every buyer tries to join all of them at once.
    const auctions = await Promise.all(
      Array.from({ length: 8 }, () =>
        joinable({ emdAmount: Math.floor(TEST_WALLET / 3), reservePrice: null, startingBid: 1_000_000, bidIncrement: 10_000 }),
      ),
    );
    const buyers = await Promise.all(Array.from({ length: 6 }, () => createBidder(ctx)));
    const joins = await Promise.all(buyers.flatMap((b) => auctions.map((a) => join(a.id, b.cookie).then((r) => ({ b, a, r })))));
    expect(joins.filter((j) => j.r.statusCode >= 500)).toEqual([]);
    for (const b of buyers) expect(joins.filter((j) => j.b === b && j.r.statusCode === 201)).toHaveLength(3);
    expect(joins.filter((j) => j.r.statusCode === 422).every((j) => j.r.json().error.code === 'EMD_INSUFFICIENT')).toBe(true);

    // Bids race the closes (which release holds) and more joins race both.
    const joined = joins.filter((j) => j.r.statusCode === 201);
    const bids = joined.map((j, i) => call(ctx, 'POST', `/api/auctions/${j.a.id}/bids`, j.b.cookie, { amount: 1_010_000 + i * 10_000 }));
    const closes = auctions.slice(0, 4).map((a) => call(ctx, 'POST', `/api/auctions/${a.id}/end`, admin.cookie));
    const late = buyers.flatMap((b) => auctions.slice(4).map((a) => join(a.id, b.cookie)));
    const settled = await Promise.all([...bids, ...closes, ...late]);
    expect(settled.filter((r) => r.statusCode >= 500).map((r) => r.body)).toEqual([]);

    for (const b of buyers) {
      const entries = await ctx.database.db.select().from(emdLedger).where(eq(emdLedger.userId, b.id));
      const sum = (pick: (e: (typeof entries)[number]) => number) => entries.reduce((total, e) => total + pick(e), 0);
      const w = await wallet(b.cookie);
      expect(w.available).toBe(sum((e) => e.availableDelta));
      expect(w.available).toBeGreaterThanOrEqual(0);
      expect(w.held).toBe(
        w.holds.filter((h: { status: string }) => h.status === 'held').reduce((t: number, h: { amount: number }) => t + h.amount, 0),
      );
      expect(w.balance).toBe(TEST_WALLET);
      // No hold outlives its auction: on the ended ones, only the highest bidder's is still held.
      for (const a of auctions.slice(0, 4)) {
        const hold = w.holds.find((h: { auctionId: string }) => h.auctionId === a.id);
        if (hold?.status === 'held') {
          const sale = await call(ctx, 'GET', `/api/auctions/${a.id}/sale`, b.cookie);
          expect(sale.statusCode, 'only the highest bidder keeps a hold after the close').toBe(200);
        }
      }
    }
  }, 120_000);
});
