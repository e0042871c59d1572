import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_INSPECTIONS_MAX, slotTimes } from '../../../shared/domain/inspection';
import { istDate } from '../../../shared/domain/sale';
import { INSPECTION_MESSAGES, type Inspection } from '../../../shared/schemas/inspection';
import { auctions, auditLog, inspectionRequests, notifications } from '../../db/schema';
import { call } from '../../test/console-fixtures';
import { createTestApp, createUser, type TestContext } from '../../test/test-app';
import { insertAuction } from '../auctions/auctions.fixtures';

const DAY = 86_400_000;
let ctx: TestContext;
let now = new Date();
let seller: { id: string; cookie: string };
let admin: { id: string; cookie: string };
beforeAll(async () => {
  ctx = await createTestApp({}, { clock: () => now });
  seller = await createUser(ctx, { roles: ['vendor'], profile: { verificationStatus: 'verified' } });
  admin = await createUser(ctx, { roles: ['admin'] });
});
afterAll(async () => ctx.close());

/** IST dates some days from today: the window runs from the second day 00:00 to the sixth day 23:59 IST. */
const dayIn = (days: number) => istDate(new Date(Date.now() + days * DAY));
const windowed = (overrides: Parameters<typeof insertAuction>[2] = {}) =>
  insertAuction(ctx.database.db, seller.id, {
    status: 'upcoming',
    startTime: new Date(Date.now() + 10 * DAY),
    endTime: new Date(Date.now() + 11 * DAY),
    inspectionFrom: slotTimes(dayIn(2), '10-12').start,
    inspectionTo: slotTimes(dayIn(6), '16-18').end,
    ...overrides,
  });
const verifiedBuyer = () => createUser(ctx, { profile: { verificationStatus: 'verified' } });
const visit = { date: dayIn(3), slot: '12-14', people: 2, phone: '+91 98765 43210' };
const request = (auctionId: string, cookie: string | undefined, body: Record<string, unknown> = visit) =>
  call(ctx, 'POST', `/api/auctions/${auctionId}/inspections`, cookie, body);
const act = (id: string, what: string, cookie: string, body: Record<string, unknown> = {}) =>
  call(ctx, 'PUT', `/api/inspections/${id}/${what}`, cookie, body);
const told = async (userId: string) =>
  (await ctx.database.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.title);

describe('requesting a site visit', () => {
  it('takes a verified buyer’s slot inside the window, keeps the phone in its national form, and tells the seller', async () => {
    const auction = await windowed({ title: 'Flat in Baner' });
    const buyer = await verifiedBuyer();
    const res = await request(auction.id, buyer.cookie, { ...visit, note: 'Two of us, by car.' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'requested',
      date: visit.date,
      slot: '12-14',
      people: 2,
      phone: '9876543210',
      buyerNote: 'Two of us, by car.',
      buyerName: null,
      auctionTitle: 'Flat in Baner',
      startsAt: slotTimes(visit.date, '12-14').start.toISOString(),
    });
    expect(await told(seller.id)).toContain('Site visit requested');
  });

  it('needs a session, and refuses an unverified buyer in the bid flow’s words', async () => {
    const auction = await windowed();
    const anonymous = await request(auction.id, undefined);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe(INSPECTION_MESSAGES.signInRequired);
    const pending = await request(auction.id, (await createUser(ctx)).cookie);
    expect(pending.statusCode).toBe(403);
    expect(pending.json().error).toMatchObject({ code: 'NOT_APPROVED', message: INSPECTION_MESSAGES.approvalPending });
    const suspended = await request(auction.id, (await createUser(ctx, { profile: { verificationStatus: 'suspended' } })).cookie);
    expect(suspended.json().error.message).toBe(INSPECTION_MESSAGES.approvalSuspended);
    const otherVendor = await createUser(ctx, { roles: ['vendor'], profile: { verificationStatus: 'verified' } });
    expect((await request(auction.id, otherVendor.cookie)).json().error.message).toBe(INSPECTION_MESSAGES.buyersOnly);
  });

  it('refuses the seller on their own listing', async () => {
    const auction = await windowed();
    const own = await request(auction.id, seller.cookie);
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe(INSPECTION_MESSAGES.ownListing);
  });

  it('refuses a slot outside the window, one already begun, and an auction without a window', async () => {
    const auction = await windowed();
    const buyer = await verifiedBuyer();
    const before = await request(auction.id, buyer.cookie, { ...visit, date: dayIn(1) });
    expect(before.statusCode).toBe(422);
    expect(before.json().error).toMatchObject({ code: 'OUTSIDE_INSPECTION_WINDOW', message: INSPECTION_MESSAGES.outsideWindow });
    expect((await request(auction.id, buyer.cookie, { ...visit, date: dayIn(7) })).statusCode).toBe(422);

    // A window that began yesterday: today's earlier slots are past.
    const started = await windowed({ inspectionFrom: slotTimes(dayIn(-1), '10-12').start });
    const past = await request(started.id, buyer.cookie, { ...visit, date: dayIn(-1), slot: '10-12' });
    expect(past.statusCode).toBe(422);
    expect(past.json().error.code).toBe('INSPECTION_SLOT_PAST');

    const none = await windowed({ inspectionFrom: null, inspectionTo: null });
    const noWindow = await request(none.id, buyer.cookie);
    expect(noWindow.statusCode).toBe(409);
    expect(noWindow.json().error).toMatchObject({ code: 'NO_INSPECTION_WINDOW', message: INSPECTION_MESSAGES.noWindow });
  });

  it('refuses a closed auction', async () => {
    const buyer = await verifiedBuyer();
    for (const status of ['ended', 'cancelled'] as const) {
      const closed = await request((await windowed({ status })).id, buyer.cookie);
      expect(closed.statusCode, status).toBe(409);
      expect(closed.json().error).toMatchObject({ code: 'INSPECTIONS_CLOSED', message: INSPECTION_MESSAGES.closed });
    }
    expect((await request((await windowed({ status: 'draft' })).id, buyer.cookie)).statusCode).toBe(404);
  });

  it('checks the party size and the phone', async () => {
    const auction = await windowed();
    const buyer = await verifiedBuyer();
    const many = await request(auction.id, buyer.cookie, { ...visit, people: 6 });
    expect(many.statusCode).toBe(400);
    expect(many.json().error.message).toBe(INSPECTION_MESSAGES.people);
    expect((await request(auction.id, buyer.cookie, { ...visit, people: 0 })).statusCode).toBe(400);
    expect((await request(auction.id, buyer.cookie, { ...visit, phone: '12345' })).statusCode).toBe(400);
    expect((await request(auction.id, buyer.cookie, { ...visit, slot: '08-10' })).statusCode).toBe(400);
  });

  it('keeps one waiting or booked request per buyer and auction, and a few across auctions', async () => {
    const buyer = await verifiedBuyer();
    const first = await windowed();
    const mine = (await request(first.id, buyer.cookie)).json() as Inspection;
    const again = await request(first.id, buyer.cookie, { ...visit, slot: '14-16' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'INSPECTION_EXISTS', message: INSPECTION_MESSAGES.duplicate });
    // Once cancelled, another may be asked for.
    expect((await act(mine.id, 'cancel', buyer.cookie)).json().status).toBe('cancelled');
    expect((await request(first.id, buyer.cookie)).statusCode).toBe(201);

    for (let i = 1; i < OPEN_INSPECTIONS_MAX; i++) expect((await request((await windowed()).id, buyer.cookie)).statusCode).toBe(201);
    const tooMany = await request((await windowed()).id, buyer.cookie);
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json().error).toMatchObject({ code: 'TOO_MANY_INSPECTIONS', message: INSPECTION_MESSAGES.tooMany });
  });
});

describe('the officer’s answers', () => {
  it('accepts with a note, audited, and tells the buyer; only the seller or an admin may', async () => {
    const auction = await windowed({ title: 'Shop in Dadar' });
    const buyer = await verifiedBuyer();
    const req = (await request(auction.id, buyer.cookie)).json() as Inspection;
    const otherVendor = await createUser(ctx, { roles: ['vendor'], profile: { verificationStatus: 'verified' } });
    expect((await act(req.id, 'accept', otherVendor.cookie)).statusCode).toBe(404);
    const byBuyer = await act(req.id, 'accept', buyer.cookie);
    expect(byBuyer.statusCode).toBe(403);
    expect(byBuyer.json().error.message).toBe(INSPECTION_MESSAGES.officerOnly);

    const accepted = await act(req.id, 'accept', seller.cookie, { note: 'Ask for Mr Patil at the gate.' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'accepted', officerNote: 'Ask for Mr Patil at the gate.' });
    expect(accepted.json().buyerName).toBeTruthy();
    expect(await told(buyer.id)).toContain('Site visit accepted');
    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.objectId, auction.id));
    expect(audit.map((a) => a.action)).toContain('inspection.accept');
    // Accepting twice is refused: it no longer waits.
    expect((await act(req.id, 'accept', admin.cookie)).json().error.code).toBe('INSPECTION_STATE');
  });

  it('proposes another slot only inside the window; the buyer accepts it and the visit moves there', async () => {
    const auction = await windowed();
    const buyer = await verifiedBuyer();
    const req = (await request(auction.id, buyer.cookie)).json() as Inspection;
    const outside = await act(req.id, 'propose', seller.cookie, { date: dayIn(9), slot: '10-12' });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().error.code).toBe('OUTSIDE_INSPECTION_WINDOW');
    // The buyer cannot accept what was not proposed.
    expect((await act(req.id, 'accept-proposal', buyer.cookie)).json().error.message).toBe(INSPECTION_MESSAGES.noProposal);

    const proposed = await act(req.id, 'propose', seller.cookie, { date: dayIn(4), slot: '16-18', note: 'Mornings are taken.' });
    expect(proposed.json()).toMatchObject({ status: 'proposed', proposedDate: dayIn(4), proposedSlot: '16-18', date: visit.date });
    expect(await told(buyer.id)).toContain('Another time proposed for your site visit');
    expect((await act(req.id, 'accept-proposal', (await verifiedBuyer()).cookie)).statusCode).toBe(404);

    const taken = await act(req.id, 'accept-proposal', buyer.cookie);
    expect(taken.json()).toMatchObject({ status: 'accepted', date: dayIn(4), slot: '16-18', proposedDate: null });
    expect(await told(seller.id)).toContain('Site visit confirmed');
    const [row] = await ctx.database.db.select().from(inspectionRequests).where(eq(inspectionRequests.id, req.id));
    expect(row!.visitAt.toISOString()).toBe(slotTimes(dayIn(4), '16-18').start.toISOString());
  });

  it('declines with a note, and refuses to accept once the auction has closed', async () => {
    const auction = await windowed();
    const buyer = await verifiedBuyer();
    const req = (await request(auction.id, buyer.cookie)).json() as Inspection;
    const declined = await act(req.id, 'decline', seller.cookie, { note: 'The flat is sealed this week.' });
    expect(declined.json()).toMatchObject({ status: 'declined', officerNote: 'The flat is sealed this week.' });
    expect(await told(buyer.id)).toContain('Site visit declined');
    expect((await act(req.id, 'cancel', buyer.cookie)).json().error.message).toBe(INSPECTION_MESSAGES.alreadyClosed);

    const other = await windowed();
    const waiting = (await request(other.id, buyer.cookie)).json() as Inspection;
    await ctx.database.db.update(auctions).set({ status: 'cancelled' }).where(eq(auctions.id, other.id));
    const closed = await act(waiting.id, 'accept', admin.cookie);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.code).toBe('INSPECTIONS_CLOSED');
  });

  it('lists the requests per listing and per day for the seller, every listing’s for admins, none for buyers', async () => {
    const vendor = await createUser(ctx, { roles: ['vendor'], profile: { verificationStatus: 'verified' } });
    const mineA = await insertAuction(ctx.database.db, vendor.id, {
      title: 'Mine A',
      status: 'upcoming',
      startTime: new Date(Date.now() + 10 * DAY),
      endTime: new Date(Date.now() + 11 * DAY),
      inspectionFrom: slotTimes(dayIn(2), '10-12').start,
      inspectionTo: slotTimes(dayIn(6), '16-18').end,
    });
    const mineB = await insertAuction(ctx.database.db, vendor.id, {
      title: 'Mine B',
      status: 'live',
      inspectionFrom: slotTimes(dayIn(2), '10-12').start,
      inspectionTo: slotTimes(dayIn(6), '16-18').end,
    });
    const theirs = await windowed({ title: 'Theirs' });
    const b1 = await verifiedBuyer();
    const b2 = await verifiedBuyer();
    await request(mineA.id, b1.cookie, { ...visit, date: dayIn(5) });
    await request(mineB.id, b1.cookie, { ...visit, date: dayIn(3) });
    await request(mineA.id, b2.cookie, { ...visit, date: dayIn(3), slot: '10-12' });
    await request(theirs.id, b2.cookie);
    const list = async (query: string, cookie: string) =>
      (await call(ctx, 'GET', `/api/vendor/inspections${query}`, cookie)).json().items as Inspection[];

    expect((await list('', vendor.cookie)).map((i) => [i.auctionTitle, i.date, i.slot])).toEqual([
      ['Mine A', dayIn(3), '10-12'],
      ['Mine B', dayIn(3), '12-14'],
      ['Mine A', dayIn(5), '12-14'],
    ]);
    expect((await list(`?auctionId=${mineA.id}`, vendor.cookie)).map((i) => i.date)).toEqual([dayIn(3), dayIn(5)]);
    expect((await list(`?date=${dayIn(3)}`, vendor.cookie)).map((i) => i.auctionTitle)).toEqual(['Mine A', 'Mine B']);
    expect((await list('', admin.cookie)).map((i) => i.auctionTitle)).toEqual(expect.arrayContaining(['Mine A', 'Theirs']));
    expect((await call(ctx, 'GET', '/api/vendor/inspections', b1.cookie)).statusCode).toBe(403);
    // The buyer sees their own, without anyone's name.
    const own = (await call(ctx, 'GET', '/api/me/inspections', b1.cookie)).json().items as Inspection[];
    expect(own.map((i) => i.auctionTitle).sort()).toEqual(['Mine A', 'Mine B']);
    expect(own.every((i) => i.buyerName === null)).toBe(true);
    const onA = (await call(ctx, 'GET', `/api/me/inspections?auctionId=${mineA.id}`, b1.cookie)).json().items as Inspection[];
    expect(onA.map((i) => i.auctionTitle)).toEqual(['Mine A']);
  });
});

describe('the calendar invitation and the reminder', () => {
  it('gives the accepted visit as an .ics in IST to its buyer and officer only, and puts it in the buyer’s feed', async () => {
    const auction = await windowed({ title: 'Villa in Lonavala' });
    const buyer = await verifiedBuyer();
    const req = (await request(auction.id, buyer.cookie)).json() as Inspection;
    const invite = (cookie: string) => call(ctx, 'GET', `/api/inspections/${req.id}/invite.ics`, cookie);
    const early = await invite(buyer.cookie);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(INSPECTION_MESSAGES.inviteAcceptedOnly);
    await act(req.id, 'accept', seller.cookie);

    const ics = await invite(buyer.cookie);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain('SUMMARY:Site visit: Villa in Lonavala');
    expect(ics.body).toContain('BEGIN:VTIMEZONE');
    expect(ics.body).toContain(`DTSTART;TZID=Asia/Kolkata:${visit.date.replaceAll('-', '')}T120000`);
    expect(ics.body).toContain(`DTEND;TZID=Asia/Kolkata:${visit.date.replaceAll('-', '')}T140000`);
    expect((await invite(seller.cookie)).statusCode).toBe(200);
    expect((await invite((await verifiedBuyer()).cookie)).statusCode).toBe(404);
    const hindi = await call(ctx, 'GET', `/api/inspections/${req.id}/invite.ics?lang=hi`, buyer.cookie);
    expect(hindi.body).toContain('SUMMARY:साइट विज़िट: Villa in Lonavala');

    const feed = (await call(ctx, 'POST', '/api/me/calendar-feed', buyer.cookie)).json() as { url: string };
    const file = await call(ctx, 'GET', new URL(feed.url).pathname);
    expect(file.body).toContain('SUMMARY:Site visit: Villa in Lonavala');
  });

  it('reminds the buyer once, the day before an accepted visit, and not of others', async () => {
    const auction = await windowed({ title: 'Plot in Nashik' });
    const buyer = await verifiedBuyer();
    const waiting = await verifiedBuyer();
    const req = (await request(auction.id, buyer.cookie)).json() as Inspection;
    await request(auction.id, waiting.cookie);
    await act(req.id, 'accept', seller.cookie);
    const inspections = ctx.app.services.inspections;

    expect(await inspections.remindDue()).toBe(0);
    now = new Date(slotTimes(visit.date, '12-14').start.getTime() - 20 * 3_600_000);
    try {
      expect(await inspections.remindDue()).toBeGreaterThanOrEqual(1);
      expect(await told(buyer.id)).toContain('Site visit tomorrow');
      expect(await told(waiting.id)).not.toContain('Site visit tomorrow');
      const before = (await told(buyer.id)).length;
      await inspections.remindDue();
      expect(await told(buyer.id)).toHaveLength(before);
    } finally {
      now = new Date();
    }
  });
});
