import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BID_SHEET_MESSAGES } from '../../../shared/schemas/bid-sheet';
import { profiles } from '../../db/schema';
import { auditActionsFor, call } from '../../test/console-fixtures';
import { pdfText } from '../../test/pdf-text';
import { createUser, type TestContext } from '../../test/test-app';
import { createAppWith, createBidder, insertAuction } from './bids.fixtures';
import { istTimestamp } from './bid-sheet.render';

/** The bid sheet of an ended auction (issue 31, part 4): who reads it, what it says, and the seller's sign-off. */
let ctx: TestContext;
let vendor: { id: string; cookie: string };
let otherVendor: { id: string; cookie: string };
let admin: { id: string; cookie: string };

beforeAll(async () => {
  ctx = await createAppWith();
  [vendor, otherVendor, admin] = await Promise.all([
    createUser(ctx, { roles: ['vendor'], name: 'Meera Iyer', profile: { verificationStatus: 'verified', fullName: 'Meera Iyer' } }),
    createUser(ctx, { roles: ['vendor'], profile: { verificationStatus: 'verified' } }),
    createUser(ctx, { roles: ['admin'], profile: { verificationStatus: 'verified' } }),
  ]);
});
afterAll(async () => ctx.close());

const sheet = (auctionId: string, cookie?: string, suffix = '') =>
  call(ctx, 'GET', `/api/auctions/${auctionId}/bid-sheet${suffix}`, cookie);
const signOff = (auctionId: string, cookie?: string) => call(ctx, 'POST', `/api/auctions/${auctionId}/bid-sheet/sign-off`, cookie);

/** A live auction of the vendor's on which two bidders bid three times (the last automatic-free), ended by an admin. */
async function endedWithBids(opts: { end?: boolean } = {}) {
  const auction = await insertAuction(ctx.database.db, vendor.id, { startingBid: 10_000_000, reservePrice: 12_000_000 });
  const first = await createBidder(ctx, { fullName: 'Asha Rao' }, auction);
  const second = await createBidder(ctx, { fullName: 'राहुल मेहता' }, auction);
  const bid = (cookie: string, amount: number) => call(ctx, 'POST', `/api/auctions/${auction.id}/bids`, cookie, { amount });
  expect((await bid(first.cookie, 10_500_000)).statusCode).toBe(201);
  expect((await bid(second.cookie, 11_000_000)).statusCode).toBe(201);
  expect((await bid(first.cookie, 15_000_000)).statusCode).toBe(201);
  if (opts.end !== false) expect((await call(ctx, 'POST', `/api/auctions/${auction.id}/end`, admin.cookie)).statusCode).toBe(200);
  return { auction, first, second };
}

describe('who reads the bid sheet', () => {
  it('the seller and admins, once the auction has ended; a bidder, another vendor and a guest are refused', async () => {
    const { auction, first } = await endedWithBids({ end: false });
    const early = await sheet(auction.id, vendor.cookie);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(BID_SHEET_MESSAGES.notEnded);
    expect((await call(ctx, 'POST', `/api/auctions/${auction.id}/end`, admin.cookie)).statusCode).toBe(200);

    expect((await sheet(auction.id, vendor.cookie)).statusCode).toBe(200);
    expect((await sheet(auction.id, admin.cookie)).statusCode).toBe(200);
    expect((await sheet(auction.id, first.cookie)).statusCode).toBe(403);
    expect((await sheet(auction.id, otherVendor.cookie)).statusCode).toBe(403);
    expect((await sheet(auction.id, otherVendor.cookie, '.pdf')).statusCode).toBe(403);
    expect((await sheet(auction.id, first.cookie, '.csv')).statusCode).toBe(403);
    expect((await sheet(auction.id)).statusCode).toBe(401);
    expect((await sheet('00000000-0000-4000-8000-000000000000', admin.cookie)).statusCode).toBe(404);
    expect((await sheet('not-an-id', admin.cookie, '.csv')).statusCode).toBe(404);
  });
});

describe('what the bid sheet says', () => {
  it('every bid in the log’s order with its bidder’s code and name, the result, and the head of the public log', async () => {
    const { auction } = await endedWithBids();
    const body = (await sheet(auction.id, vendor.cookie)).json();
    const log = (await call(ctx, 'GET', `/api/auctions/${auction.id}/bid-log`)).json();
    expect(body.rows.map((r: { seq: number; amount: number; bidderName: string }) => [r.seq, r.amount, r.bidderName])).toEqual([
      [1, 10_500_000, 'Asha Rao'],
      [2, 11_000_000, 'राहुल मेहता'],
      [3, 15_000_000, 'Asha Rao'],
    ]);
    // The codes and times are the public log's, the times to the millisecond.
    expect(body.rows.map((r: { bidderCode: string }) => r.bidderCode)).toEqual(log.entries.map((e: { alias: string }) => e.alias));
    expect(body.rows.map((r: { at: string }) => r.at)).toEqual(log.entries.map((e: { at: string }) => e.at));
    expect(body.head).toEqual(log.head);
    expect(body).toMatchObject({ result: 'winner', highestBid: 15_000_000, winnerName: 'Asha Rao', winnerCode: log.entries[2].alias });
    expect(body).toMatchObject({ signOff: null, canSignOff: true });
    expect((await sheet(auction.id, admin.cookie)).json().canSignOff).toBe(false);
  });

  it('as CSV: the facts, the head and a row per bid, times in IST to the millisecond, a spreadsheet formula kept as text', async () => {
    const { auction, second } = await endedWithBids();
    await ctx.database.db.update(profiles).set({ fullName: '=HYPERLINK("x")' }).where(eq(profiles.userId, second.id));
    const res = await sheet(auction.id, vendor.cookie, '.csv');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="bid-sheet-${auction.id.slice(0, 8)}.csv"`);
    const body = (await sheet(auction.id, vendor.cookie)).json();
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toMatch(/^Bid sheet,/);
    expect(lines).toContain(`"Bid log head: entry 3, SHA-256 ${body.head.hash}"`);
    const at = istTimestamp(body.rows[0].at);
    expect(at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}$/);
    expect(lines).toContain(`1,${at},Bid,${body.rows[0].bidderCode},Asha Rao,10500000,Manual`);
    expect(lines.find((l) => l.startsWith('2,'))).toContain(`"'=HYPERLINK(""x"")"`);
    // In Hindi, as the caller asks.
    const hindi = (await sheet(auction.id, vendor.cookie, '.csv?lang=hi')).body;
    expect(hindi).toContain('बोली पत्रक');
  });

  it('as a PDF in Marathi: the bidders, the result and the head, Devanagari and all', async () => {
    const { auction } = await endedWithBids();
    const res = await sheet(auction.id, admin.cookie, '.pdf?lang=mr');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(res.rawPayload)).join(' ');
    const body = (await sheet(auction.id, admin.cookie)).json();
    expect(text).toContain('बोली पत्रक');
    expect(text).toContain('Asha Rao');
    expect(text).toContain(body.head.hash);
    expect(text).toContain(istTimestamp(body.rows[2].at));
    expect(text).toContain('₹1,50,00,000');
  });
});

describe('the seller signs the sheet off', () => {
  it('once, against the head of that moment, in the audit log; admins and other vendors cannot', async () => {
    const { auction } = await endedWithBids();
    const admins = await signOff(auction.id, admin.cookie);
    expect(admins.statusCode).toBe(403);
    expect(admins.json().error.message).toBe(BID_SHEET_MESSAGES.sellerOnly);
    expect((await signOff(auction.id, otherVendor.cookie)).statusCode).toBe(403);

    const signed = await signOff(auction.id, vendor.cookie);
    expect(signed.statusCode).toBe(201);
    const head = (await sheet(auction.id, vendor.cookie)).json().head;
    expect(signed.json()).toMatchObject({ signedByName: 'Meera Iyer', headSeq: 3, headHash: head.hash });
    expect(await auditActionsFor(ctx, auction.id)).toContain('bid_sheet.sign_off');

    const again = await signOff(auction.id, vendor.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(BID_SHEET_MESSAGES.alreadySigned);
    const after = (await sheet(auction.id, vendor.cookie)).json();
    expect(after).toMatchObject({ canSignOff: false, signOff: { signedByName: 'Meera Iyer', headSeq: 3 } });
    const text = (await pdfText((await sheet(auction.id, vendor.cookie, '.pdf')).rawPayload)).join(' ');
    expect(text).toContain('Signed off by Meera Iyer');
  });

  it('not before the end, and not by a seller an admin has not approved', async () => {
    const { auction } = await endedWithBids({ end: false });
    expect((await signOff(auction.id, vendor.cookie)).statusCode).toBe(409);
    expect((await call(ctx, 'POST', `/api/auctions/${auction.id}/end`, admin.cookie)).statusCode).toBe(200);
    await ctx.database.db.update(profiles).set({ verificationStatus: 'suspended' }).where(eq(profiles.userId, vendor.id));
    try {
      const refused = await signOff(auction.id, vendor.cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('NOT_APPROVED');
    } finally {
      await ctx.database.db.update(profiles).set({ verificationStatus: 'verified' }).where(eq(profiles.userId, vendor.id));
    }
  });
});
