import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_MESSAGES } from '../../../shared/schemas/calendar';
import { emdHolds, profiles, reminders, watchlist } from '../../db/schema';
import { createTestApp, createUser, ORIGIN, type TestContext } from '../../test/test-app';
import { insertAuction } from '../auctions/auctions.fixtures';

let ctx: TestContext;
let vendor: { id: string; cookie: string };
beforeAll(async () => {
  ctx = await createTestApp();
  vendor = await createUser(ctx, { roles: ['vendor'] });
});
afterAll(async () => ctx.close());

const get = (url: string, cookie?: string) => ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const feedCall = (method: 'GET' | 'POST' | 'DELETE', cookie?: string) =>
  ctx.app.inject({ method, url: '/api/me/calendar-feed', headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) } });
/** The path of a feed's address. */
const pathOf = (url: string) => new URL(url).pathname;
/** The events of a calendar file, each as its unfolded lines. */
function events(ics: string): string[][] {
  const lines = ics.replace(/\r\n[ \t]/g, '').split(/\r\n/);
  const found: string[][] = [];
  let current: string[] | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = [];
    else if (line === 'END:VEVENT') {
      found.push(current!);
      current = null;
    } else current?.push(line);
  }
  return found;
}
const field = (event: string[], name: string) => event.find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));
const summaries = (ics: string) => events(ics).map((e) => field(e, 'SUMMARY')!.replace(/^SUMMARY:/, ''));

describe("an auction's calendar file", () => {
  it('gives the start and the end as one event and the EMD cut-off as another, in IST, with reminders', async () => {
    const auction = await insertAuction(ctx.database.db, vendor.id, {
      title: 'Row house in Kothrud',
      status: 'upcoming',
      emdCutoff: new Date('2026-12-09T06:30:00Z'),
      startTime: new Date('2026-12-10T05:30:00Z'),
      endTime: new Date('2026-12-10T09:00:00Z'),
    });
    const res = await get(`/api/auctions/${auction.id}/calendar.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="neelami-auction-[0-9a-f]{8}\.ics"$/);
    expect(res.body).toContain('BEGIN:VTIMEZONE\r\nTZID:Asia/Kolkata');

    const [whole, cutoff] = events(res.body);
    expect(field(whole!, 'SUMMARY')).toBe('SUMMARY:Auction: Row house in Kothrud');
    // 05:30 UTC is 11:00 IST; 09:00 UTC is 14:30 IST.
    expect(field(whole!, 'DTSTART')).toBe('DTSTART;TZID=Asia/Kolkata:20261210T110000');
    expect(field(whole!, 'DTEND')).toBe('DTEND;TZID=Asia/Kolkata:20261210T143000');
    expect(field(whole!, 'UID')).toBe(`UID:${auction.id}-auction@localhost`);
    expect(field(whole!, 'URL')).toContain(`/auction/${auction.id}`);
    expect(field(cutoff!, 'SUMMARY')).toBe('SUMMARY:EMD cut-off: Row house in Kothrud');
    expect(field(cutoff!, 'DTSTART')).toBe('DTSTART;TZID=Asia/Kolkata:20261209T120000');
    expect(res.body).toContain('TRIGGER:-PT1H');
    expect(res.body).toContain('TRIGGER:-P1D');
    expect(field(whole!, 'DESCRIPTION')).toContain('EMD cut-off: 9 December 2026 at 12:00 pm IST');
  });

  it('has no cut-off event when joining closes at the start, and speaks the language asked for', async () => {
    const auction = await insertAuction(ctx.database.db, vendor.id, { title: 'Shop in Nashik' });
    const res = await get(`/api/auctions/${auction.id}/calendar.ics?lang=hi`);
    expect(res.statusCode).toBe(200);
    expect(summaries(res.body)).toEqual(['नीलामी: Shop in Nashik']);
    expect((await get(`/api/auctions/${auction.id}/calendar.ics?lang=xx`)).statusCode).toBe(400);
  });

  it('is 404 for a draft to all but those who manage it', async () => {
    const draft = await insertAuction(ctx.database.db, vendor.id, { status: 'draft' });
    const buyer = await createUser(ctx);
    expect((await get(`/api/auctions/${draft.id}/calendar.ics`)).statusCode).toBe(404);
    expect((await get(`/api/auctions/${draft.id}/calendar.ics`, buyer.cookie)).statusCode).toBe(404);
    expect((await get(`/api/auctions/${draft.id}/calendar.ics`, vendor.cookie)).statusCode).toBe(200);
  });

  it('marks a cancelled auction cancelled, so calendars that imported it drop it', async () => {
    const auction = await insertAuction(ctx.database.db, vendor.id, { title: 'Plot in Wardha', status: 'cancelled' });
    const admin = await createUser(ctx, { roles: ['admin'] });
    const res = await get(`/api/auctions/${auction.id}/calendar.ics`, admin.cookie);
    expect(res.statusCode).toBe(200);
    const [event] = events(res.body);
    expect(field(event!, 'STATUS')).toBe('STATUS:CANCELLED');
    expect(field(event!, 'SUMMARY')).toBe('SUMMARY:Cancelled: Auction: Plot in Wardha');
  });
});

describe('the private calendar feed', () => {
  it('needs a session to see, create or stop', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await feedCall(method);
      expect(res.statusCode, method).toBe(401);
      expect(res.json().error.message).toBe(CALENDAR_MESSAGES.signInRequired);
    }
  });

  it('holds the auctions its owner watches, set a reminder on or joined, and nothing else', async () => {
    const buyer = await createUser(ctx);
    const other = await createUser(ctx);
    const [watched, reminded, joined, elsewhere, draft] = await Promise.all(
      ['Watched flat', 'Reminded flat', 'Joined flat', 'Someone else’s flat', 'Draft flat'].map((title, i) =>
        insertAuction(ctx.database.db, vendor.id, { title, status: i === 4 ? 'draft' : 'upcoming' }),
      ),
    );
    const db = ctx.database.db;
    await db.insert(watchlist).values([
      { userId: buyer.id, auctionId: watched!.id },
      { userId: buyer.id, auctionId: draft!.id },
      { userId: other.id, auctionId: elsewhere!.id },
    ]);
    await db.insert(reminders).values({ userId: buyer.id, auctionId: reminded!.id });
    await db.insert(emdHolds).values({ userId: buyer.id, auctionId: joined!.id, amount: 500_000 });

    expect((await feedCall('GET', buyer.cookie)).json()).toEqual({ active: false, createdAt: null });
    const created = await feedCall('POST', buyer.cookie);
    expect(created.statusCode).toBe(201);
    const { url } = created.json() as { url: string };
    expect(url).toMatch(/^http:\/\/localhost(:\d+)?\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await feedCall('GET', buyer.cookie)).json()).toMatchObject({ active: true });

    const feed = await get(pathOf(url));
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(summaries(feed.body).sort()).toEqual(['Auction: Joined flat', 'Auction: Reminded flat', 'Auction: Watched flat']);
  });

  it('speaks its owner’s language', async () => {
    const buyer = await createUser(ctx);
    await ctx.database.db.update(profiles).set({ language: 'mr' }).where(eq(profiles.userId, buyer.id));
    const auction = await insertAuction(ctx.database.db, vendor.id, { title: 'Flat in Pune', status: 'upcoming' });
    await ctx.database.db.insert(watchlist).values({ userId: buyer.id, auctionId: auction.id });
    const { url } = (await feedCall('POST', buyer.cookie)).json() as { url: string };
    expect(summaries((await get(pathOf(url))).body)).toEqual(['लिलाव: Flat in Pune']);
  });

  it('stops answering at an address once a new one is made, and at every address once turned off', async () => {
    const buyer = await createUser(ctx);
    const first = ((await feedCall('POST', buyer.cookie)).json() as { url: string }).url;
    const second = ((await feedCall('POST', buyer.cookie)).json() as { url: string }).url;
    expect(second).not.toBe(first);
    const gone = await get(pathOf(first));
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(CALENDAR_MESSAGES.feedNotFound);
    expect((await get(pathOf(second))).statusCode).toBe(200);

    expect((await feedCall('DELETE', buyer.cookie)).statusCode).toBe(204);
    expect((await get(pathOf(second))).statusCode).toBe(404);
    expect((await feedCall('GET', buyer.cookie)).json()).toEqual({ active: false, createdAt: null });
  });

  it('answers 404 to an address that was never a feed', async () => {
    for (const file of ['x.ics', `${'A'.repeat(43)}.ics`, `${'A'.repeat(43)}`, '..%2F..%2Fetc.ics']) {
      expect((await get(`/api/calendar/${file}`)).statusCode, file).toBe(404);
    }
  });
});
