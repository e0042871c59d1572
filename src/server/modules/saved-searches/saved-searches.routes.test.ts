import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SAVED_SEARCHES } from '../../../shared/domain/saved-searches';
import { SAVED_SEARCH_MESSAGES as M, type SavedSearch, type SavedSearchList } from '../../../shared/schemas/saved-search';
import { auctions, notificationOutbox, notifications, savedSearches } from '../../db/schema';
import type { auctionInput } from '../../test/console-fixtures';
import { call, createAuction, publishSaleNotice } from '../../test/console-fixtures';
import { createTestApp, createUser, type TestContext } from '../../test/test-app';
import { nextDigestAt } from './saved-searches.service';

let ctx: TestContext;
let now = new Date();
let admin: { id: string; cookie: string };
let vendor: { id: string; cookie: string };
beforeAll(async () => {
  ctx = await createTestApp({}, { clock: () => now });
  admin = await createUser(ctx, { roles: ['admin'] });
  vendor = await createUser(ctx, { roles: ['vendor'], profile: { verificationStatus: 'verified' } });
});
afterAll(async () => ctx.close());

/** The scheduler's job that tells instant searches' owners (its tick, run by hand). */
const sendDue = () => ctx.app.services.savedSearches.sendDue();

type Body = {
  name: string;
  page?: 'live' | 'properties';
  params?: Record<string, string>;
  frequency?: 'instant' | 'daily';
  digestHour?: number;
};
const save = (cookie: string | undefined, body: Body) =>
  call(ctx, 'POST', '/api/saved-searches', cookie, { page: 'properties', params: {}, ...body });
const saved = async (cookie: string, body: Body) => {
  const res = await save(cookie, body);
  if (res.statusCode !== 201) throw new Error(`save failed: ${res.statusCode} ${res.body}`);
  return res.json() as SavedSearch;
};
const listOf = async (cookie: string) => ((await call(ctx, 'GET', '/api/saved-searches', cookie)).json() as SavedSearchList).items;

/** A listing made public by an admin's approval, as the vendor's listings are. */
async function publish(overrides: Parameters<typeof auctionInput>[0] = {}) {
  const draft = await createAuction(ctx, vendor.cookie, overrides);
  await publishSaleNotice(ctx, draft.id);
  const res = await call(ctx, 'POST', `/api/auctions/${draft.id}/approve`, admin.cookie, {});
  if (res.statusCode !== 200) throw new Error(`approve failed: ${res.statusCode} ${res.body}`);
  return draft;
}

async function alertsOf(userId: string) {
  return ctx.database.db
    .select({ event: notifications.data, title: notifications.title, message: notifications.message })
    .from(notifications)
    .where(eq(notifications.userId, userId));
}
const alertEvents = async (userId: string) =>
  (await alertsOf(userId))
    .map((n) => (n.event as { event: string; params: { name?: string } }).event)
    .filter((e) => e.startsWith('savedSearch'));

describe('keeping saved searches', () => {
  it('needs a session, a name and filters the listing accepts, and lists the caller’s own only', async () => {
    const buyer = await createUser(ctx);
    const anonymous = await save(undefined, { name: 'Pune flats' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe(M.signInRequired);
    expect((await save(buyer.cookie, { name: '  ' })).json().error.message).toBe(M.nameRequired);
    expect((await save(buyer.cookie, { name: 'x', params: { propertyType: 'Castle' } })).statusCode).toBe(400);
    expect((await save(buyer.cookie, { name: 'x', params: { page: '2' } })).statusCode).toBe(400);
    // A PIN code the map cannot place is refused in its words.
    const unknownPin = await save(buyer.cookie, { name: 'x', params: { near: '999999' } });
    expect(unknownPin.statusCode).toBe(400);

    const mine = await saved(buyer.cookie, { name: 'Pune flats', params: { q: 'flat', state: 'Maharashtra', sort: 'newest' } });
    expect(mine).toMatchObject({
      name: 'Pune flats',
      href: '/properties?q=flat&state=Maharashtra&sort=newest',
      frequency: 'instant',
      digestHour: 8,
      paused: false,
      matches: 0,
    });
    const taken = await save(buyer.cookie, { name: 'PUNE FLATS' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({ code: 'NAME_TAKEN', message: M.nameTaken });

    const other = await createUser(ctx);
    expect(await listOf(other.cookie)).toEqual([]);
    expect((await call(ctx, 'PATCH', `/api/saved-searches/${mine.id}`, other.cookie, { paused: true })).statusCode).toBe(404);
    expect((await call(ctx, 'DELETE', `/api/saved-searches/${mine.id}`, other.cookie)).statusCode).toBe(404);
    expect((await listOf(buyer.cookie)).map((s) => s.id)).toEqual([mine.id]);
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} per user`, async () => {
    const buyer = await createUser(ctx);
    await Promise.all(Array.from({ length: MAX_SAVED_SEARCHES }, (_, i) => saved(buyer.cookie, { name: `Search ${i}` })));
    const refused = await save(buyer.cookie, { name: 'One more' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'TOO_MANY_SAVED_SEARCHES', message: M.tooMany });
  });

  it('renames, pauses, changes the frequency and deletes', async () => {
    const buyer = await createUser(ctx);
    const s = await saved(buyer.cookie, { name: 'Shops' });
    await saved(buyer.cookie, { name: 'Plots' });
    expect((await call(ctx, 'PATCH', `/api/saved-searches/${s.id}`, buyer.cookie, { name: 'plots' })).statusCode).toBe(409);
    const changed = await call(ctx, 'PATCH', `/api/saved-searches/${s.id}`, buyer.cookie, {
      name: 'Shops in Pune',
      paused: true,
      frequency: 'daily',
      digestHour: 19,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Shops in Pune', paused: true, frequency: 'daily', digestHour: 19 });
    expect((await call(ctx, 'PATCH', `/api/saved-searches/${s.id}`, buyer.cookie, { digestHour: 24 })).statusCode).toBe(400);
    expect((await call(ctx, 'DELETE', `/api/saved-searches/${s.id}`, buyer.cookie)).statusCode).toBe(204);
    expect((await listOf(buyer.cookie)).map((x) => x.name)).toEqual(['Plots']);
  });
});

describe('matching new auctions', () => {
  it('tells the owner of each search whose every filter holds, once, when the auction becomes public', async () => {
    const buyer = await createUser(ctx);
    // The catalogue's vocabulary holds the words of public auctions: one in Worli, for the misspelling.
    await createAuction(ctx, admin.cookie, { status: 'upcoming', district: 'Mumbai City' });
    const district = `Pune ${crypto.randomUUID().slice(0, 6)}`;
    const place = { state: 'Maharashtra', district };
    const yes = [
      await saved(buyer.cookie, { name: 'District', params: place }),
      await saved(buyer.cookie, { name: 'Words', params: { ...place, q: 'sea-facing flat' } }),
      // Misspelt as buyers type it: corrected against the catalogue's words, as the listing corrects it.
      await saved(buyer.cookie, { name: 'Misspelt', params: { ...place, q: 'Worly' } }),
      // Another name of the place (the alternative names list).
      await saved(buyer.cookie, { name: 'Old name', params: { ...place, q: 'Bombay' } }),
      await saved(buyer.cookie, { name: 'Price', params: { ...place, minPrice: '20000000', maxPrice: '30000000' } }),
      await saved(buyer.cookie, { name: 'Kind', params: { ...place, propertyType: 'Residential', category: 'Apartment' } }),
      await saved(buyer.cookie, { name: 'Seller', params: { ...place, seller: vendor.id } }),
      // Within 5 km of the auction's own PIN code (Worli's).
      await saved(buyer.cookie, { name: 'Near', params: { ...place, near: '400018', km: '5' } }),
      // The tab it was saved on does not narrow its alerts: a new auction is upcoming.
      await saved(buyer.cookie, { name: 'Live tab', page: 'live', params: { ...place, status: 'live' } }),
    ];
    const no = [
      await saved(buyer.cookie, { name: 'Other words', params: { ...place, q: 'warehouse' } }),
      await saved(buyer.cookie, { name: 'Other district', params: { state: 'Maharashtra', district: 'Nagpur' } }),
      await saved(buyer.cookie, { name: 'Too cheap', params: { ...place, maxPrice: '10000000' } }),
      await saved(buyer.cookie, { name: 'Too dear', params: { ...place, minPrice: '30000000' } }),
      await saved(buyer.cookie, { name: 'Other kind', params: { ...place, propertyType: 'Commercial' } }),
      await saved(buyer.cookie, { name: 'Other seller', params: { ...place, seller: admin.id } }),
      await saved(buyer.cookie, { name: 'Possession', params: { ...place, possession: 'symbolic' } }),
      // Pune is about 120 km from Worli.
      await saved(buyer.cookie, { name: 'Far', params: { ...place, near: '411001', km: '50' } }),
    ];
    const paused = await saved(buyer.cookie, { name: 'Paused', params: place });
    await call(ctx, 'PATCH', `/api/saved-searches/${paused.id}`, buyer.cookie, { paused: true });
    // The seller is never told of their own listing.
    await saved(vendor.cookie, { name: `Mine ${district}`, params: place });

    const draft = await createAuction(ctx, vendor.cookie, { ...place, possession: 'physical' });
    expect(await alertEvents(buyer.id)).toEqual([]);
    await publishSaleNotice(ctx, draft.id);
    expect((await call(ctx, 'POST', `/api/auctions/${draft.id}/approve`, admin.cookie, {})).statusCode).toBe(200);
    // Recorded with the approval; told by the scheduler's next tick.
    expect((await listOf(buyer.cookie)).find((s) => s.name === 'District')).toMatchObject({ matches: 1 });
    expect(await alertEvents(buyer.id)).toEqual([]);
    await sendDue();
    expect(await sendDue()).toBe(0);

    const alerts = await alertsOf(buyer.id);
    const named = alerts.map((a) => (a.event as { params: { name: string } }).params.name).sort();
    expect(named).toEqual(yes.map((s) => s.name).sort());
    expect(alerts[0]!.title).toMatch(/^New auction for “/);
    expect(alerts[0]!.message).toContain('3 BHK Sea-facing Flat, Worli');
    expect(no.length).toBe(8);
    expect(await alertEvents(vendor.id)).toEqual([]);
    // E-mail and push go through the outbox, under the saved searches' kind.
    const outbox = await ctx.database.db
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.userId, buyer.id), eq(notificationOutbox.event, 'savedSearchMatch')));
    expect(outbox).toHaveLength(yes.length);
    expect(outbox[0]!.kind).toBe('saved_searches');

    const listed = await listOf(buyer.cookie);
    expect(listed.find((s) => s.name === 'District')).toMatchObject({ matches: 1, waiting: 0 });
    expect(listed.find((s) => s.name === 'Other words')).toMatchObject({ matches: 0 });
  });

  it('matches an auction an admin creates as upcoming, and not a draft until it is approved', async () => {
    const buyer = await createUser(ctx);
    const district = `Thane ${crypto.randomUUID().slice(0, 6)}`;
    await saved(buyer.cookie, { name: 'Thane', params: { state: 'Maharashtra', district } });
    await createAuction(ctx, admin.cookie, { state: 'Maharashtra', district });
    expect(await alertEvents(buyer.id)).toEqual([]);
    await createAuction(ctx, admin.cookie, { state: 'Maharashtra', district, status: 'upcoming' });
    await sendDue();
    expect(await alertEvents(buyer.id)).toEqual(['savedSearchMatch']);
  });

  it('tells no one of a match whose search was paused, or whose auction was withdrawn, before the tick', async () => {
    const buyer = await createUser(ctx);
    const watcher = await createUser(ctx);
    const district = `Nagpur ${crypto.randomUUID().slice(0, 6)}`;
    const s = await saved(buyer.cookie, { name: 'Nagpur', params: { state: 'Maharashtra', district } });
    await saved(watcher.cookie, { name: 'Nagpur plots', params: { state: 'Maharashtra', district, q: 'Jaripatka' } });
    await createAuction(ctx, admin.cookie, { state: 'Maharashtra', district, status: 'upcoming' });
    await call(ctx, 'PATCH', `/api/saved-searches/${s.id}`, buyer.cookie, { paused: true });
    const withdrawn = await createAuction(ctx, admin.cookie, {
      state: 'Maharashtra',
      district,
      status: 'upcoming',
      title: 'Plot in Jaripatka',
    });
    await ctx.database.db.update(auctions).set({ status: 'cancelled' }).where(eq(auctions.id, withdrawn.id));
    expect((await listOf(watcher.cookie))[0]).toMatchObject({ matches: 1 });
    expect(await sendDue()).toBeGreaterThanOrEqual(2);
    expect(await alertEvents(buyer.id)).toEqual([]);
    expect(await alertEvents(watcher.id)).toEqual([]);
  });
});

describe('daily digests', () => {
  it('waits for the owner’s hour (IST), then sends one digest of the day’s matches, and nothing when none came', async () => {
    const buyer = await createUser(ctx);
    const district = `Nashik ${crypto.randomUUID().slice(0, 6)}`;
    const s = await saved(buyer.cookie, {
      name: 'Nashik daily',
      params: { state: 'Maharashtra', district },
      frequency: 'daily',
      digestHour: 9,
    });
    await publish({ state: 'Maharashtra', district, title: 'Shop on College Road, Nashik' });
    await publish({ state: 'Maharashtra', district, title: 'Row house in Gangapur, Nashik' });
    expect(await alertEvents(buyer.id)).toEqual([]);
    expect((await listOf(buyer.cookie))[0]).toMatchObject({ matches: 2, waiting: 2 });
    const [row] = await ctx.database.db.select().from(savedSearches).where(eq(savedSearches.id, s.id));
    expect(row!.nextDigestAt).toEqual(nextDigestAt(now, 9));

    const digests = ctx.app.services.savedSearches;
    expect(await digests.sendDigests()).toBe(0);
    const before = now;
    now = new Date(row!.nextDigestAt!.getTime() + 1000);
    try {
      expect(await digests.sendDigests()).toBeGreaterThanOrEqual(1);
      const alerts = await alertsOf(buyer.id);
      expect(alerts).toHaveLength(1);
      expect(alerts[0]!.title).toBe('New auctions for “Nashik daily”');
      expect(alerts[0]!.message).toBe(
        '2 new auctions match your saved search “Nashik daily”: Shop on College Road, Nashik; Row house in Gangapur, Nashik.',
      );
      expect((await listOf(buyer.cookie))[0]).toMatchObject({ matches: 2, waiting: 0 });
      expect(await digests.sendDigests()).toBe(0);
      expect(await alertsOf(buyer.id)).toHaveLength(1);
    } finally {
      now = before;
    }
  });

  it('computes the next hour in IST', () => {
    // 02:00 UTC is 07:30 IST: 08:00 IST the same day is 02:30 UTC; 07:00 IST is tomorrow's.
    const at = new Date('2026-11-29T02:00:00Z');
    expect(nextDigestAt(at, 8).toISOString()).toBe('2026-11-29T02:30:00.000Z');
    expect(nextDigestAt(at, 7).toISOString()).toBe('2026-11-30T01:30:00.000Z');
    expect(nextDigestAt(new Date('2026-11-29T02:30:00Z'), 8).toISOString()).toBe('2026-11-30T02:30:00.000Z');
  });
});

describe('unsubscribing from one saved search', () => {
  it('pauses that search alone from the link in its alert e-mail', async () => {
    const buyer = await createUser(ctx);
    const a = await saved(buyer.cookie, { name: 'Flats' });
    const b = await saved(buyer.cookie, { name: 'Plots' });
    const token = ctx.app.services.unsubscribeTokens.sign(buyer.id, 'saved_searches', a.id);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/unsubscribe?token=${token}&lang=hi` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('अब आपको अपनी सहेजी गई खोज “Flats” के अलर्ट नहीं मिलेंगे।');
    const after = await listOf(buyer.cookie);
    expect(after.find((s) => s.id === a.id)!.paused).toBe(true);
    expect(after.find((s) => s.id === b.id)!.paused).toBe(false);
    // The kind's switches are untouched.
    const prefs = (await call(ctx, 'GET', '/api/me/notification-preferences', buyer.cookie)).json();
    expect(JSON.stringify(prefs)).not.toContain('"saved_searches","channel":"email","enabled":false');
    // A token cannot be bent to another user's search.
    const other = await createUser(ctx);
    const forged = ctx.app.services.unsubscribeTokens.sign(other.id, 'saved_searches', b.id);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/unsubscribe?token=${forged}` })).body).toContain(
      'This saved search was deleted',
    );
    expect((await listOf(buyer.cookie)).find((s) => s.id === b.id)!.paused).toBe(false);
  });
});
