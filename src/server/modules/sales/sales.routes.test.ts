import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earliestStart, istDate, RESERVE_DECISION_HOURS } from '../../../shared/domain/sale';
import { NOTIFICATION_TEXTS } from '../../../shared/schemas/notification';
import { AUCTION_FORM_MESSAGES } from '../../../shared/schemas/auction-form';
import { SALE_MESSAGES } from '../../../shared/schemas/sale';
import { auctions, emdDeposits, emdHolds, notifications, profiles, salePayments } from '../../db/schema';
import { openDatabase } from '../../db/client';
import { auditActionsFor, call } from '../../test/console-fixtures';
import { createUser, type TestContext } from '../../test/test-app';
import { testDbKind } from '../../test/test-db';
import { auctionRow, createAppWith, createBidder, insertAuction, TEST_WALLET, walletOf } from '../bids/bids.fixtures';
import { pdfText } from '../../test/pdf-text';
import type { SalesService } from './sales.service';

/**
 * The sale after the close (SARFAESI rule 9; decision 014), every transition and deadline, with a
 * clock the tests move: confirmations, payments and the deadline job read it.
 */
let ctx: TestContext;
let vendor: { id: string; cookie: string };
let otherVendor: { id: string; cookie: string };
let admin: { id: string; cookie: string };
let now = new Date();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// Thursday 1 October 2026, 3 pm IST: the next day is Gandhi Jayanti, a holiday, so the 25% falls due on Saturday the 3rd.
const THURSDAY = new Date('2026-10-01T15:00:00+05:30');

beforeAll(async () => {
  ctx = await createAppWith({ clock: () => now });
  [vendor, otherVendor, admin] = await Promise.all([
    createUser(ctx, { roles: ['vendor'], profile: { verificationStatus: 'verified' } }),
    createUser(ctx, { roles: ['vendor'], profile: { verificationStatus: 'verified' } }),
    createUser(ctx, { roles: ['admin'], profile: { verificationStatus: 'verified' } }),
  ]);
});
afterAll(async () => ctx.close());

const salesOf = (c: TestContext) => (c.app as unknown as { services: { sales: SalesService } }).services.sales;
const sale = (auctionId: string, cookie?: string) => call(ctx, 'GET', `/api/auctions/${auctionId}/sale`, cookie);
const act = (auctionId: string, action: string, cookie: string, body?: unknown) =>
  call(ctx, 'POST', `/api/auctions/${auctionId}/sale/${action}`, cookie, body);
const report = (auctionId: string, cookie: string, kind: 'deposit' | 'balance', amount: number, utrReference: string) =>
  call(ctx, 'POST', `/api/auctions/${auctionId}/sale/payments`, cookie, { kind, amount, utrReference });
let utrSerial = 0;
const nextUtr = () => `HDFCR5202610${String((utrSerial += 1)).padStart(10, '0')}`;

async function notesFor(userId: string, auctionId: string) {
  const rows = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, userId));
  return rows.filter((n) => (n.data as { auctionId?: string }).auctionId === auctionId).map((n) => n.title);
}
async function holdOf(userId: string, auctionId: string) {
  const [row] = await ctx.database.db
    .select()
    .from(emdHolds)
    .where(and(eq(emdHolds.userId, userId), eq(emdHolds.auctionId, auctionId)));
  return row?.status;
}

/**
 * A live auction of the vendor's (EMD ₹10 L) on which `winner` outbids `loser` with `top`, ended by
 * an admin: its sale is open.
 */
async function closed(opts: { reservePrice?: number | null; top?: number; seller?: { id: string } } = {}) {
  const auction = await insertAuction(ctx.database.db, (opts.seller ?? vendor).id, {
    startingBid: 10_000_000,
    reservePrice: opts.reservePrice === undefined ? 12_000_000 : opts.reservePrice,
  });
  const winner = await createBidder(ctx, {}, auction);
  const loser = await createBidder(ctx, {}, auction);
  const bid = (cookie: string, amount: number) => call(ctx, 'POST', `/api/auctions/${auction.id}/bids`, cookie, { amount });
  expect((await bid(loser.cookie, 10_500_000)).statusCode).toBe(201);
  expect((await bid(winner.cookie, opts.top ?? 20_000_000)).statusCode).toBe(201);
  expect((await call(ctx, 'POST', `/api/auctions/${auction.id}/end`, admin.cookie)).statusCode).toBe(200);
  return { auction, winner, loser, ended: await auctionRow(ctx.database.db, auction.id) };
}

describe('the reserve decides the result', () => {
  it('below the reserve nobody wins: no winner in public, nobody told they won, the highest bidder’s EMD held while the seller decides', async () => {
    now = new Date();
    const { auction, winner, loser, ended } = await closed({ reservePrice: 90_000_000, top: 25_000_000 });
    const pub = (await call(ctx, 'GET', `/api/auctions/${auction.id}`)).json();
    expect(pub).toMatchObject({ status: 'ended', hasWinner: false, result: 'reserve_not_met' });
    expect(JSON.stringify(pub)).not.toContain(winner.id);
    const body = (await sale(auction.id, winner.cookie)).json();
    expect(body).toMatchObject({ stage: 'reserve_not_met', as: 'buyer', price: 25_000_000, actions: [] });
    expect(body).not.toHaveProperty('reservePrice');
    expect(body.decisionDueAt).toBe(new Date(ended.endTime.getTime() + RESERVE_DECISION_HOURS * HOUR).toISOString());
    expect(await notesFor(winner.id, auction.id)).toEqual(['Reserve not met']);
    expect(await notesFor(vendor.id, auction.id)).toEqual(['Reserve not met']);
    expect((await notesFor(loser.id, auction.id)).sort()).toEqual(['Auction lost', 'You have been outbid']);
    expect(await holdOf(winner.id, auction.id)).toBe('held');
    expect(await holdOf(loser.id, auction.id)).toBe('released');
    const asSeller = (await sale(auction.id, vendor.cookie)).json();
    expect(asSeller).toMatchObject({ as: 'seller', reservePrice: 90_000_000, actions: ['accept', 'lapse'] });
  });

  it('at or above the reserve the highest bidder wins, subject to the seller’s confirmation', async () => {
    now = new Date();
    const { auction, winner } = await closed({ reservePrice: 20_000_000, top: 20_000_000 });
    expect((await call(ctx, 'GET', `/api/auctions/${auction.id}`)).json()).toMatchObject({
      hasWinner: true,
      result: 'awaiting_confirmation',
    });
    expect((await auctionRow(ctx.database.db, auction.id)).winnerId).toBe(winner.id);
    expect((await sale(auction.id, winner.cookie)).json()).toMatchObject({ stage: 'awaiting_confirmation', actions: ['give_address'] });
    expect((await sale(auction.id, vendor.cookie)).json().actions).toEqual(['confirm', 'reject']);
    expect(await notesFor(winner.id, auction.id)).toEqual(['You are the highest bidder']);
  });

  it('lets the seller accept the highest bid below the reserve within the window, and not after', async () => {
    now = new Date();
    const { auction, winner } = await closed({ reservePrice: 90_000_000, top: 25_000_000 });
    const res = await act(auction.id, 'accept', vendor.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ stage: 'deposit_due', confirmedAt: now.toISOString() });
    expect((await auctionRow(ctx.database.db, auction.id)).winnerId).toBe(winner.id);
    expect(await notesFor(winner.id, auction.id)).toContain('Auction won');
    expect(await auditActionsFor(ctx, auction.id)).toContain('sale.accept');

    const late = await closed({ reservePrice: 90_000_000, top: 25_000_000 });
    now = new Date(Date.now() + RESERVE_DECISION_HOURS * HOUR + 1000);
    const refused = await act(late.auction.id, 'accept', vendor.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'DECISION_CLOSED', message: SALE_MESSAGES.decisionClosed });
  });

  it('lets the seller let it lapse, and the deadline job lapses it when the window closes: not sold, the EMD back', async () => {
    now = new Date();
    const first = await closed({ reservePrice: 90_000_000, top: 25_000_000 });
    const res = await act(first.auction.id, 'lapse', vendor.cookie);
    expect(res.json()).toMatchObject({ stage: 'not_sold', reason: 'The seller did not accept the highest bid.' });
    expect(await holdOf(first.winner.id, first.auction.id)).toBe('released');
    expect(await notesFor(first.winner.id, first.auction.id)).toContain('Not sold');

    const second = await closed({ reservePrice: 90_000_000, top: 25_000_000 });
    now = new Date(second.ended.endTime.getTime() + RESERVE_DECISION_HOURS * HOUR - HOUR);
    await salesOf(ctx).runDeadlines();
    expect(await notesFor(vendor.id, second.auction.id)).toContain('Decide on the highest bid');
    expect((await sale(second.auction.id, vendor.cookie)).json().stage).toBe('reserve_not_met');
    now = new Date(second.ended.endTime.getTime() + RESERVE_DECISION_HOURS * HOUR);
    await salesOf(ctx).runDeadlines();
    expect((await sale(second.auction.id, vendor.cookie)).json()).toMatchObject({ stage: 'reserve_not_met', actions: ['accept', 'lapse'] });
    now = new Date(second.ended.endTime.getTime() + RESERVE_DECISION_HOURS * HOUR + 1);
    await salesOf(ctx).runDeadlines();
    expect((await sale(second.auction.id, vendor.cookie)).json()).toMatchObject({
      stage: 'not_sold',
      reason: 'The seller did not accept the highest bid in time.',
    });
    expect(await holdOf(second.winner.id, second.auction.id)).toBe('released');
    expect(await auditActionsFor(ctx, second.auction.id)).toContain('sale.lapse');
  });
});

describe('who sees the sale', () => {
  it('shows it to the highest bidder, the seller and admins only', async () => {
    now = new Date();
    const { auction, loser } = await closed();
    expect((await sale(auction.id)).statusCode).toBe(401);
    for (const cookie of [loser.cookie, otherVendor.cookie]) {
      const res = await sale(auction.id, cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(SALE_MESSAGES.forbidden);
    }
    expect((await sale(auction.id, admin.cookie)).json()).toMatchObject({ as: 'admin', reservePrice: 12_000_000 });
    const live = await insertAuction(ctx.database.db, vendor.id);
    expect((await sale(live.id, vendor.cookie)).statusCode).toBe(404);
    // Nobody but its parties may move it either.
    expect((await act(auction.id, 'confirm', loser.cookie)).statusCode).toBe(403);
    expect((await act(auction.id, 'confirm', otherVendor.cookie)).statusCode).toBe(403);
  });

  it('lists each caller’s own sales: a buyer’s, a vendor’s auctions’, every one for an admin, by stage', async () => {
    now = new Date();
    const { auction, winner } = await closed();
    const items = async (cookie: string, query = '') =>
      ((await call(ctx, 'GET', `/api/sales${query}`, cookie)).json().items as { auctionId: string; stage: string }[]).map(
        (s) => s.auctionId,
      );
    expect(await items(winner.cookie)).toEqual([auction.id]);
    expect(await items(vendor.cookie)).toContain(auction.id);
    expect(await items(otherVendor.cookie)).not.toContain(auction.id);
    expect(await items(admin.cookie, '?stage=awaiting_confirmation')).toContain(auction.id);
    expect(await items(admin.cookie, '?stage=completed')).not.toContain(auction.id);
  });
});

describe('the buyer’s contact details', () => {
  it('reach the seller and admins once the sale is confirmed, and nobody before it or beside them', async () => {
    now = new Date();
    const { auction, winner } = await closed();
    await ctx.database.db
      .update(profiles)
      .set({ phone: '98765 43210', pan: 'ABCPM1234K', companyName: null, gst: null })
      .where(eq(profiles.userId, winner.id));
    const [profile] = await ctx.database.db.select().from(profiles).where(eq(profiles.userId, winner.id));
    const contactOf = async (cookie: string) => (await sale(auction.id, cookie)).json().buyer?.contact;

    // Before the seller confirms, the sale names the buyer but gives no way to reach them.
    for (const cookie of [vendor.cookie, admin.cookie, winner.cookie]) expect(await contactOf(cookie)).toBeNull();

    expect((await act(auction.id, 'confirm', vendor.cookie)).statusCode).toBe(200);
    const contact = { email: profile!.email, phone: '98765 43210', pan: 'ABCPM1234K', organisation: null, gst: null };
    expect(await contactOf(vendor.cookie)).toEqual(contact);
    expect(await contactOf(admin.cookie)).toEqual(contact);
    // The buyer reads their own purchase without it; anyone else reads no sale at all.
    expect(await contactOf(winner.cookie)).toBeNull();
    expect((await sale(auction.id, otherVendor.cookie)).statusCode).toBe(403);
  });
});

describe('the purchaser’s address', () => {
  it('is given by the buyer until the sale completes, read by the seller and admins from confirmation on, and printed on the certificate', async () => {
    now = new Date();
    const { auction, winner, loser } = await closed();
    const give = (cookie: string, address: string) => call(ctx, 'PUT', `/api/auctions/${auction.id}/sale/address`, cookie, { address });
    const addressAs = async (cookie: string) => (await sale(auction.id, cookie)).json().buyer?.address;
    const address = 'B-12, Shanti Niwas, Ram Maruti Road, Thane West 400602';

    for (const bad of ['Thane West', 'Flat 4, Shanti Niwas, Ram Maruti Road, Thane West', `${'x'.repeat(300)} 400602`]) {
      const refused = await give(winner.cookie, bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toBe(bad.length > 300 ? SALE_MESSAGES.addressTooLong : SALE_MESSAGES.addressNeeded);
    }
    expect((await give(vendor.cookie, address)).statusCode).toBe(403);
    expect((await give(loser.cookie, address)).statusCode).toBe(403);
    const given = await give(winner.cookie, `  ${address} `);
    expect(given.statusCode).toBe(200);
    expect(given.json().buyer.address).toBe(address);
    expect(given.json().actions).toContain('give_address');
    // The seller's officers reach the buyer once the sale is confirmed, not before.
    expect(await addressAs(vendor.cookie)).toBeNull();
    expect((await act(auction.id, 'confirm', vendor.cookie)).statusCode).toBe(200);
    expect(await addressAs(vendor.cookie)).toBe(address);
    expect(await addressAs(admin.cookie)).toBe(address);

    // The sale completes; the address can no longer change, and the certificate prints it.
    const deposit = await report(auction.id, winner.cookie, 'deposit', 4_000_000, nextUtr());
    await call(ctx, 'POST', `/api/sale-payments/${deposit.json().payments[0].id}/verify`, vendor.cookie);
    const balance = await report(auction.id, winner.cookie, 'balance', 15_000_000, nextUtr());
    const balanceId = balance.json().payments.find((p: { kind: string }) => p.kind === 'balance').id;
    expect((await call(ctx, 'POST', `/api/sale-payments/${balanceId}/verify`, vendor.cookie)).json().stage).toBe('completed');
    expect((await give(winner.cookie, 'C-7, Another Road, Pune 411001')).json().error.code).toBe('SALE_STAGE');
    const pdf = await call(ctx, 'GET', `/api/auctions/${auction.id}/sale/certificate`, winner.cookie);
    expect((await pdfText(pdf.rawPayload)).join(' ')).toContain(`Address of the purchaser: ${address}`);
    expect(await auditActionsFor(ctx, auction.id)).toContain('sale.address');
  });
});

describe('a confirmed sale', () => {
  it('runs to its certificate: 25% by the next working day, the balance in 15 days, each payment verified', async () => {
    now = THURSDAY;
    const { auction, winner, loser } = await closed();
    expect((await call(ctx, 'GET', `/api/auctions/${auction.id}/sale/certificate`, winner.cookie)).statusCode).toBe(409);
    const confirmed = await act(auction.id, 'confirm', vendor.cookie);
    expect(confirmed.statusCode).toBe(200);
    // 25% of ₹2 Cr is ₹50 L; the ₹10 L EMD counts towards it.
    expect(confirmed.json()).toMatchObject({
      stage: 'deposit_due',
      depositAmount: 4_000_000,
      balanceAmount: 15_000_000,
      depositDueAt: '2026-10-03T18:29:59.999Z',
      balanceDueAt: '2026-10-16T18:29:59.999Z',
    });
    expect(await notesFor(winner.id, auction.id)).toContain('Auction won');
    expect((await act(auction.id, 'confirm', vendor.cookie)).json().error.code).toBe('SALE_STAGE');

    // The buyer reports the 25%: the amount due, once, by a UTR of its own.
    const wrong = await report(auction.id, winner.cookie, 'deposit', 5_000_000, nextUtr());
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(SALE_MESSAGES.amountDue(4_000_000));
    expect((await report(auction.id, winner.cookie, 'balance', 15_000_000, nextUtr())).json().error.code).toBe('SALE_STAGE');
    expect((await report(auction.id, vendor.cookie, 'deposit', 4_000_000, nextUtr())).statusCode).toBe(403);
    const depositUtr = nextUtr();
    const reported = await report(auction.id, winner.cookie, 'deposit', 4_000_000, depositUtr);
    expect(reported.statusCode).toBe(201);
    expect(reported.json().payments).toEqual([expect.objectContaining({ kind: 'deposit', status: 'pending', utrReference: depositUtr })]);
    expect(reported.json().actions).toEqual(['give_address']);
    expect((await report(auction.id, winner.cookie, 'deposit', 4_000_000, nextUtr())).json().error.code).toBe('PAYMENT_PENDING');
    expect(await notesFor(vendor.id, auction.id)).toContain('Payment reported');

    const depositId = reported.json().payments[0].id;
    expect((await call(ctx, 'POST', `/api/sale-payments/${depositId}/verify`, winner.cookie)).statusCode).toBe(403);
    now = new Date(THURSDAY.getTime() + 3 * HOUR);
    const verified = await call(ctx, 'POST', `/api/sale-payments/${depositId}/verify`, vendor.cookie);
    expect(verified.json()).toMatchObject({ stage: 'balance_due', actions: ['extend'] });
    expect(await notesFor(winner.id, auction.id)).toContain('Deposit received');
    expect((await call(ctx, 'POST', `/api/sale-payments/${depositId}/verify`, vendor.cookie)).statusCode).toBe(409);

    // A balance payment the seller cannot find is rejected with a reason; the buyer reports it again.
    const firstTry = await report(auction.id, winner.cookie, 'balance', 15_000_000, nextUtr());
    const firstId = firstTry.json().payments.find((p: { kind: string }) => p.kind === 'balance').id;
    const noReason = await call(ctx, 'POST', `/api/sale-payments/${firstId}/reject`, vendor.cookie, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    await call(ctx, 'POST', `/api/sale-payments/${firstId}/reject`, admin.cookie, { reason: 'No such credit on our statement.' });
    expect(await notesFor(winner.id, auction.id)).toContain('Payment not verified');
    expect((await report(auction.id, winner.cookie, 'balance', 15_000_000, depositUtr)).json().error.code).toBe('UTR_TAKEN');
    const again = await report(auction.id, winner.cookie, 'balance', 15_000_000, nextUtr());
    const balanceId = again
      .json()
      .payments.find((p: { kind: string; status: string }) => p.kind === 'balance' && p.status === 'pending').id;
    now = new Date(THURSDAY.getTime() + 5 * DAY);
    const completed = await call(ctx, 'POST', `/api/sale-payments/${balanceId}/verify`, vendor.cookie);
    expect(completed.json()).toMatchObject({
      stage: 'completed',
      completedAt: now.toISOString(),
      certificateNumber: `NL/SC/2026/${auction.id.slice(0, 8).toUpperCase()}`,
      actions: ['download_certificate'],
    });
    // The EMD was part of the price: it leaves the wallet, applied.
    expect(await holdOf(winner.id, auction.id)).toBe('applied');
    expect(await walletOf(ctx.database.db, winner.id)).toMatchObject({ available: TEST_WALLET - 1_000_000, held: 0 });
    for (const who of [winner.id, vendor.id]) expect(await notesFor(who, auction.id)).toContain('Sale completed');

    for (const cookie of [winner.cookie, vendor.cookie, admin.cookie]) {
      const pdf = await call(ctx, 'GET', `/api/auctions/${auction.id}/sale/certificate`, cookie);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toContain('sale-certificate-NL-SC-2026-');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await call(ctx, 'GET', `/api/auctions/${auction.id}/sale/certificate`, loser.cookie)).statusCode).toBe(403);
    expect(await auditActionsFor(ctx, auction.id)).toEqual(
      expect.arrayContaining([
        'auction.end',
        'sale.confirm',
        'sale.payment.report',
        'sale.payment.verify',
        'sale.payment.reject',
        'sale.complete',
      ]),
    );
  });

  it('extends the balance’s deadline by written agreement, to at most three months after confirmation', async () => {
    now = THURSDAY;
    const { auction, winner } = await closed({ top: 60_000_000 });
    // ₹6 Cr: its 25% is ₹1.5 Cr; with the EMD held, ₹1.4 Cr is due now.
    await act(auction.id, 'confirm', vendor.cookie);
    const paid = await report(auction.id, winner.cookie, 'deposit', 14_000_000, nextUtr());
    await call(ctx, 'POST', `/api/sale-payments/${paid.json().payments[0].id}/verify`, vendor.cookie);
    const extend = (until: string, reason = 'Home loan sanction awaited; letter of 2 October.') =>
      act(auction.id, 'extension', vendor.cookie, { until, reason });
    const tooLate = await extend('2027-01-02T10:00:00+05:30');
    expect(tooLate.statusCode).toBe(400);
    expect(tooLate.json().error.message).toBe(SALE_MESSAGES.extensionTooLate(new Date('2027-01-01T18:29:59.999Z')));
    expect((await extend('2026-10-10T10:00:00+05:30')).json().error.message).toBe(SALE_MESSAGES.extensionNotLater);
    expect((await act(auction.id, 'extension', vendor.cookie, { until: '2026-12-01T18:00:00+05:30', reason: '' })).statusCode).toBe(400);
    const ok = await extend('2026-12-01T18:00:00+05:30');
    expect(ok.json()).toMatchObject({
      balanceDueAt: '2026-12-01T12:30:00.000Z',
      extensionReason: 'Home loan sanction awaited; letter of 2 October.',
      latestBalanceDueAt: '2027-01-01T18:29:59.999Z',
    });
    expect(await notesFor(winner.id, auction.id)).toContain('Balance deadline extended');
    expect(await auditActionsFor(ctx, auction.id)).toContain('sale.extend');
  });

  it('lets the seller not confirm it, with a reason: the EMD returns, nobody wins, and a re-sale draft is one action away', async () => {
    now = THURSDAY;
    const { auction, winner } = await closed();
    expect((await act(auction.id, 'reject', vendor.cookie, {})).statusCode).toBe(400);
    const res = await act(auction.id, 'reject', vendor.cookie, { reason: 'The bidder’s KYC documents could not be verified.' });
    expect(res.json()).toMatchObject({ stage: 'rejected', reason: 'The bidder’s KYC documents could not be verified.' });
    expect(res.json().actions).toEqual(['create_resale']);
    expect(await holdOf(winner.id, auction.id)).toBe('released');
    expect((await auctionRow(ctx.database.db, auction.id)).winnerId).toBeNull();
    expect(await notesFor(winner.id, auction.id)).toContain('Sale not confirmed');

    expect((await act(auction.id, 'resale', winner.cookie)).statusCode).toBe(403);
    const resale = await act(auction.id, 'resale', vendor.cookie);
    expect(resale.statusCode).toBe(201);
    // A re-sale needs 15 days' notice: its notice is dated today and it starts at 11 am on the earliest day allowed.
    expect(resale.json()).toMatchObject({
      status: 'draft',
      title: auction.title,
      isResale: true,
      resaleOf: auction.id,
      saleNoticeDate: istDate(now),
      startTime: new Date(earliestStart(istDate(now), true).getTime() + 11 * HOUR).toISOString(),
    });
    expect((await sale(auction.id, vendor.cookie)).json()).toMatchObject({ resaleAuctionId: resale.json().id, actions: [] });
    const twice = await act(auction.id, 'resale', vendor.cookie);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('RESALE_NOT_ALLOWED');
  });
});

describe('one UTR, one payment in', () => {
  it('refuses as a sale payment a UTR an EMD deposit took, and as an EMD deposit a UTR a sale payment took', async () => {
    now = THURSDAY;
    const { auction, winner } = await closed();
    await act(auction.id, 'confirm', vendor.cookie);

    // A verified EMD deposit's UTR cannot pay the 25%.
    const emdUtr = nextUtr();
    const fromOwnAccount = { holderName: winner.name, bankAccount: '50100123456789', ifsc: 'HDFC0001234' };
    const deposit = await call(ctx, 'POST', '/api/emd-deposits', winner.cookie, {
      utrReference: emdUtr,
      amount: 1_000_000,
      ...fromOwnAccount,
    });
    expect(deposit.statusCode).toBe(201);
    expect((await call(ctx, 'POST', `/api/admin/emd-deposits/${deposit.json().id}/verify`, admin.cookie)).statusCode).toBe(200);
    const reused = await report(auction.id, winner.cookie, 'deposit', 4_000_000, emdUtr);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error).toMatchObject({ code: 'UTR_TAKEN', message: SALE_MESSAGES.utrTaken });
    expect((await sale(auction.id, winner.cookie)).json().payments).toEqual([]);

    // A sale payment's UTR cannot be an EMD deposit.
    const saleUtr = nextUtr();
    expect((await report(auction.id, winner.cookie, 'deposit', 4_000_000, saleUtr)).statusCode).toBe(201);
    const again = await call(ctx, 'POST', '/api/emd-deposits', winner.cookie, {
      utrReference: saleUtr,
      amount: 1_000_000,
      ...fromOwnAccount,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('UTR_TAKEN');

    // The database refuses it too, whatever code writes.
    await expect(
      ctx.database.db.insert(emdDeposits).values({ userId: winner.id, utrReference: saleUtr, amount: 1_000_000 }),
    ).rejects.toThrow();
    await expect(
      ctx.database.db.insert(salePayments).values({ auctionId: auction.id, kind: 'balance', amount: 1, utrReference: emdUtr }),
    ).rejects.toThrow();
  });
});

describe('the deadlines', () => {
  it('reminds the buyer a day before the 25% is due, once, and forfeits the deposit when it is missed', async () => {
    now = THURSDAY;
    const { auction, winner } = await closed();
    const due = new Date((await act(auction.id, 'confirm', vendor.cookie)).json().depositDueAt);
    now = new Date(due.getTime() - 25 * HOUR);
    await salesOf(ctx).runDeadlines();
    expect(await notesFor(winner.id, auction.id)).not.toContain('25% deposit due soon');
    now = new Date(due.getTime() - 23 * HOUR);
    await salesOf(ctx).runDeadlines();
    await salesOf(ctx).runDeadlines();
    const reminders = (await notesFor(winner.id, auction.id)).filter((t) => t === '25% deposit due soon');
    expect(reminders).toHaveLength(1);

    now = due;
    await salesOf(ctx).runDeadlines();
    expect((await sale(auction.id, vendor.cookie)).json().stage).toBe('deposit_due');
    now = new Date(due.getTime() + 1);
    await salesOf(ctx).runDeadlines();
    const forfeited = (await sale(auction.id, vendor.cookie)).json();
    expect(forfeited).toMatchObject({
      stage: 'forfeited',
      reason: 'The 25% deposit was not paid by its deadline.',
      actions: ['create_resale'],
    });
    // The forfeiture is in the ledger: the EMD is gone from the wallet.
    expect(await holdOf(winner.id, auction.id)).toBe('forfeited');
    const wallet = await walletOf(ctx.database.db, winner.id);
    expect(wallet).toMatchObject({ available: TEST_WALLET - 1_000_000, held: 0, emdAmount: TEST_WALLET - 1_000_000 });
    expect(wallet.entries.filter((e) => e.kind === 'forfeit')).toEqual([
      expect.objectContaining({ heldDelta: -1_000_000, auctionId: auction.id }),
    ]);
    expect((await auctionRow(ctx.database.db, auction.id)).winnerId).toBeNull();
    expect(await notesFor(winner.id, auction.id)).toContain(NOTIFICATION_TEXTS.forfeitedBuyer(auction.title).title);
    expect(await notesFor(vendor.id, auction.id)).toContain(NOTIFICATION_TEXTS.forfeitedSeller(auction.title).title);
    expect(await auditActionsFor(ctx, auction.id)).toContain('sale.forfeit');
  });

  it('does not forfeit while a payment reported in time waits to be verified; a rejection after the deadline does', async () => {
    now = THURSDAY;
    const { auction, winner } = await closed();
    const due = new Date((await act(auction.id, 'confirm', vendor.cookie)).json().depositDueAt);
    now = new Date(due.getTime() - HOUR);
    const reported = await report(auction.id, winner.cookie, 'deposit', 4_000_000, nextUtr());
    now = new Date(due.getTime() + DAY);
    await salesOf(ctx).runDeadlines();
    expect((await sale(auction.id, vendor.cookie)).json().stage).toBe('deposit_due');
    await call(ctx, 'POST', `/api/sale-payments/${reported.json().payments[0].id}/reject`, vendor.cookie, { reason: 'Not received.' });
    await salesOf(ctx).runDeadlines();
    expect((await sale(auction.id, vendor.cookie)).json().stage).toBe('forfeited');
  });

  it('forfeits at the balance’s deadline too, the 25% paid', async () => {
    now = THURSDAY;
    const { auction, winner } = await closed();
    await act(auction.id, 'confirm', vendor.cookie);
    const paid = await report(auction.id, winner.cookie, 'deposit', 4_000_000, nextUtr());
    const verified = await call(ctx, 'POST', `/api/sale-payments/${paid.json().payments[0].id}/verify`, vendor.cookie);
    now = new Date(new Date(verified.json().balanceDueAt).getTime() + 1);
    await salesOf(ctx).runDeadlines();
    expect((await sale(auction.id, vendor.cookie)).json()).toMatchObject({
      stage: 'forfeited',
      reason: 'The balance was not paid by its deadline.',
    });
  });

  it.runIf(testDbKind() === 'postgres')('moves each sale once when two server processes run the deadlines together', async () => {
    now = THURSDAY;
    const second = await openDatabase({ kind: 'postgres', url: ctx.database.url! });
    const other = await createAppWith({ clock: () => now }, second);
    try {
      const sales = [];
      for (let i = 0; i < 4; i++) sales.push(await closed());
      let due = 0;
      for (const s of sales) due = Date.parse((await act(s.auction.id, 'confirm', vendor.cookie)).json().depositDueAt);
      now = new Date(due + 1);
      const [one, two] = await Promise.all([salesOf(ctx).runDeadlines(), salesOf(other).runDeadlines()]);
      expect(one + two).toBe(sales.length);
      for (const s of sales) {
        expect((await notesFor(s.winner.id, s.auction.id)).filter((t) => t === 'Deposit forfeited')).toHaveLength(1);
        expect((await walletOf(ctx.database.db, s.winner.id)).entries.filter((e) => e.kind === 'forfeit')).toHaveLength(1);
      }
    } finally {
      await other.close();
      await second.close();
    }
  });
});

describe('a vendor no longer approved (decision 032)', () => {
  const standing = (userId: string, verificationStatus: 'verified' | 'suspended' | 'rejected' | 'pending') =>
    ctx.database.db.update(profiles).set({ verificationStatus }).where(eq(profiles.userId, userId));

  it('reads its sales and listings without the reserve price, and does nothing a seller does', async () => {
    now = THURSDAY;
    const seller = await createUser(ctx, { roles: ['vendor'], profile: { verificationStatus: 'verified' } });
    const awaiting = await closed({ seller });
    const paying = await closed({ seller });
    expect((await act(paying.auction.id, 'confirm', seller.cookie)).statusCode).toBe(200);
    const deposit = await report(paying.auction.id, paying.winner.cookie, 'deposit', 4_000_000, nextUtr());
    const depositId = deposit.json().payments[0].id;
    const refused = await closed({ seller });
    expect((await act(refused.auction.id, 'reject', seller.cookie, { reason: 'KYC not verified.' })).statusCode).toBe(200);

    for (const status of ['suspended', 'rejected', 'pending'] as const) {
      await standing(seller.id, status);
      const message =
        status === 'suspended'
          ? AUCTION_FORM_MESSAGES.vendorSuspended
          : status === 'rejected'
            ? AUCTION_FORM_MESSAGES.vendorRejected
            : AUCTION_FORM_MESSAGES.vendorNotApproved;
      const view = await sale(awaiting.auction.id, seller.cookie);
      expect(view.statusCode).toBe(200);
      expect(view.json()).toMatchObject({ as: 'seller', stage: 'awaiting_confirmation', actions: [] });
      expect(view.json()).not.toHaveProperty('reservePrice');
      const attempts = [
        call(ctx, 'GET', `/api/auctions/${awaiting.auction.id}/reserve-price`, seller.cookie),
        act(awaiting.auction.id, 'confirm', seller.cookie),
        act(awaiting.auction.id, 'reject', seller.cookie, { reason: 'Changed my mind.' }),
        call(ctx, 'POST', `/api/sale-payments/${depositId}/verify`, seller.cookie),
        call(ctx, 'POST', `/api/sale-payments/${depositId}/reject`, seller.cookie, { reason: 'Not found.' }),
        act(refused.auction.id, 'resale', seller.cookie),
      ];
      for (const res of await Promise.all(attempts)) {
        expect(res.statusCode).toBe(403);
        expect(res.json().error).toMatchObject({ code: 'NOT_APPROVED', message });
      }
      const listed = (await call(ctx, 'GET', '/api/vendor/auctions?tab=all', seller.cookie)).json();
      expect(listed.items.map((a: { id: string }) => a.id)).toContain(awaiting.auction.id);
      for (const item of listed.items) expect(item.reservePrice).toBeNull();
      const one = await call(ctx, 'GET', `/api/vendor/auctions/${awaiting.auction.id}`, seller.cookie);
      expect(one.statusCode).toBe(200);
      expect(one.json()).toMatchObject({ id: awaiting.auction.id, hasReserve: true, reservePrice: null });
    }
    expect((await sale(awaiting.auction.id, awaiting.winner.cookie)).json().stage).toBe('awaiting_confirmation');
    expect((await auctionRow(ctx.database.db, refused.auction.id)).status).toBe('ended');

    // Approved again, it acts again: the refusals were its standing's, nothing else.
    await standing(seller.id, 'verified');
    expect((await call(ctx, 'GET', `/api/vendor/auctions/${awaiting.auction.id}`, seller.cookie)).json().reservePrice).toBe(12_000_000);
    expect((await act(awaiting.auction.id, 'confirm', seller.cookie)).statusCode).toBe(200);
    expect((await call(ctx, 'POST', `/api/sale-payments/${depositId}/verify`, seller.cookie)).statusCode).toBe(200);
    expect(
      (await act(paying.auction.id, 'extension', seller.cookie, { until: '2026-11-20T18:00:00+05:30', reason: 'Loan letter.' })).statusCode,
    ).toBe(200);
  });

  it('cannot extend a balance deadline while suspended', async () => {
    now = THURSDAY;
    const seller = await createUser(ctx, { roles: ['vendor'], profile: { verificationStatus: 'verified' } });
    const { auction, winner } = await closed({ seller });
    await act(auction.id, 'confirm', seller.cookie);
    const paid = await report(auction.id, winner.cookie, 'deposit', 4_000_000, nextUtr());
    await call(ctx, 'POST', `/api/sale-payments/${paid.json().payments[0].id}/verify`, seller.cookie);
    await standing(seller.id, 'suspended');
    const res = await act(auction.id, 'extension', seller.cookie, { until: '2026-11-20T18:00:00+05:30', reason: 'Loan letter.' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(AUCTION_FORM_MESSAGES.vendorSuspended);
    expect((await sale(auction.id, seller.cookie)).json()).toMatchObject({ stage: 'balance_due', actions: [] });
  });
});

describe('a sale without bids', () => {
  it('is not sold, and nobody is asked to do anything', async () => {
    now = new Date();
    const auction = await insertAuction(ctx.database.db, vendor.id);
    await call(ctx, 'POST', `/api/auctions/${auction.id}/end`, admin.cookie);
    expect((await sale(auction.id, vendor.cookie)).json()).toMatchObject({
      stage: 'not_sold',
      reason: 'No bids were placed.',
      actions: [],
    });
    const [row] = await ctx.database.db.select().from(auctions).where(eq(auctions.id, auction.id));
    expect(row!.winnerId).toBeNull();
  });
});
