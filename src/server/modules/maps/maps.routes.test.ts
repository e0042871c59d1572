import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceKm } from '../../../shared/domain/geo';
import type { AuctionList } from '../../../shared/schemas/auction';
import { MAP_MESSAGES } from '../../../shared/schemas/map';
import { auctions, auctionSearch } from '../../db/schema';
import { auctionInput, call, createAuction, createCast, type Cast } from '../../test/console-fixtures';
import { createTestApp, createUser, type TestContext } from '../../test/test-app';
import { insertAuction } from '../auctions/auctions.fixtures';
import { placeUnplacedAuctions } from '../auctions/auctions.service';
import { pinCoordinates } from './pin-coordinates';

let ctx: TestContext;
let cast: Cast;
beforeAll(async () => {
  ctx = await createTestApp();
  cast = await createCast(ctx);
});
afterAll(async () => ctx.close());

const WORLI = pinCoordinates('400018')!;
const BANER = pinCoordinates('411045')!;

async function row(id: string) {
  const [found] = await ctx.database.db.select().from(auctions).where(eq(auctions.id, id));
  return found!;
}

describe('GET /api/map/tiles', () => {
  it('says there are no tiles when MAP_TILES_URL is unset', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/map/tiles' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ enabled: false });
  });

  it('gives the configured tiles and their attribution, and lets the page load images from their server', async () => {
    const tiled = await createTestApp({
      mapTiles: { url: 'https://tiles.example.in/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' },
    });
    try {
      const res = await tiled.app.inject({ method: 'GET', url: '/api/map/tiles' });
      expect(res.json()).toEqual({
        enabled: true,
        url: 'https://tiles.example.in/{z}/{x}/{y}.png',
        attribution: '© OpenStreetMap contributors',
      });
      expect(res.headers['content-security-policy']).toContain("img-src 'self' data: blob: https://tiles.example.in;");
    } finally {
      await tiled.close();
    }
  });
});

describe('GET /api/map/pins/:pin', () => {
  it('tells where a PIN code lies', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/map/pins/400018' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ pinCode: '400018', ...WORLI });
  });

  it('answers 404 for a PIN code the data does not hold, 400 for one that is not a PIN code', async () => {
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/map/pins/999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(MAP_MESSAGES.pinUnknown);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/map/pins/012345' })).statusCode).toBe(400);
  });
});

describe("an auction's coordinates", () => {
  it('places a listing saved without coordinates at its PIN code, and copies them into its search row', async () => {
    const auction = await createAuction(ctx, cast.vendor.cookie);
    expect(auction).toMatchObject(WORLI);
    const [search] = await ctx.database.db.select().from(auctionSearch).where(eq(auctionSearch.auctionId, auction.id));
    expect(search).toMatchObject(WORLI);
  });

  it("keeps the seller's point, and takes it off the map when cleared (back to the PIN code's point)", async () => {
    const auction = await createAuction(ctx, cast.vendor.cookie, { latitude: 19.0105, longitude: 72.8172 });
    expect(await row(auction.id)).toMatchObject({ latitude: 19.0105, longitude: 72.8172 });
    const moved = await call(ctx, 'PATCH', `/api/auctions/${auction.id}`, cast.vendor.cookie, { latitude: 19.02, longitude: 72.82 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await row(auction.id)).toMatchObject({ latitude: 19.02, longitude: 72.82 });
    const [search] = await ctx.database.db.select().from(auctionSearch).where(eq(auctionSearch.auctionId, auction.id));
    expect(search).toMatchObject({ latitude: 19.02, longitude: 72.82 });
    await call(ctx, 'PATCH', `/api/auctions/${auction.id}`, cast.vendor.cookie, { latitude: null, longitude: null });
    expect(await row(auction.id)).toMatchObject(WORLI);
  });

  it('moves a listing to its new PIN code when the PIN code changes without a point', async () => {
    const auction = await createAuction(ctx, cast.vendor.cookie);
    const res = await call(ctx, 'PATCH', `/api/auctions/${auction.id}`, cast.vendor.cookie, { pinCode: '411045' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await row(auction.id)).toMatchObject(BANER);
  });

  it('leaves a listing off the map when its PIN code is not in the data', async () => {
    const auction = await createAuction(ctx, cast.vendor.cookie, { pinCode: '999999' });
    expect(auction).toMatchObject({ latitude: null, longitude: null });
  });

  it.each([
    [{ latitude: 51.5, longitude: 72.8 }, 'latitude', MAP_MESSAGES.latitudeOutside],
    [{ latitude: 19, longitude: 10 }, 'longitude', MAP_MESSAGES.longitudeOutside],
    [{ latitude: 19 }, 'longitude', MAP_MESSAGES.coordinatesTogether],
  ])('refuses coordinates %j outside India or without their pair', async (point, path, message) => {
    const res = await call(ctx, 'POST', '/api/auctions', cast.vendor.cookie, auctionInput(point));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues).toContainEqual(expect.objectContaining({ path, message }));
  });
});

describe('placing the auctions listed before they had coordinates', () => {
  it('places each at its PIN code once, leaving those at a PIN code the data does not hold', async () => {
    const db = ctx.database.db;
    const old = await insertAuction(db, cast.vendor.id, { pinCode: '411045' });
    const unknown = await insertAuction(db, cast.vendor.id, { pinCode: '999999' });
    expect(await placeUnplacedAuctions(db)).toBeGreaterThanOrEqual(1);
    expect(await row(old.id)).toMatchObject(BANER);
    expect(await row(unknown.id)).toMatchObject({ latitude: null, longitude: null });
    const [search] = await db.select().from(auctionSearch).where(eq(auctionSearch.auctionId, old.id));
    expect(search).toMatchObject(BANER);
    expect(await placeUnplacedAuctions(db)).toBe(0);
  });
});

describe('GET /api/auctions?near=<PIN>&km=<N>', () => {
  const ids: Record<string, string> = {};
  let listed: TestContext;
  beforeAll(async () => {
    listed = await createTestApp();
    const seller = await createUser(listed, { roles: ['vendor'], name: 'Near Seller', profile: { verificationStatus: 'verified' } });
    const at = async (name: string, point: { latitude: number; longitude: number } | null, extra = {}) => {
      const auction = await insertAuction(listed.database.db, seller.id, { title: name, ...point, ...extra });
      ids[name] = auction.id;
    };
    await at('Baner', BANER); // 0 km
    await at('Hinjawadi', { latitude: 18.5913, longitude: 73.7389 }); // about 5.5 km
    await at('Lonavala', { latitude: 18.7481, longitude: 73.4072 }); // about 45 km
    await at('Thane', pinCoordinates('400601')); // about 110 km
    await at('Unplaced', null);
    // Inside the 10 km box around Baner, in its corner: about 14 km away.
    await at('Corner', { latitude: BANER.latitude + 0.0895, longitude: BANER.longitude + 0.0935 });
    await at('Draft nearby', BANER, { status: 'draft' });
  });
  afterAll(async () => listed.close());

  async function list(query: string) {
    const res = await listed.app.inject({ method: 'GET', url: `/api/auctions?pageSize=50&${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AuctionList>();
  }
  const titles = (body: AuctionList) => body.items.map((a) => a.title).sort();

  it('lists only the auctions within the distance, measured exactly (not the corners of the box)', async () => {
    const body = await list('near=411045&km=10');
    expect(titles(body)).toEqual(['Baner', 'Hinjawadi']);
    expect(body.total).toBe(2);
    expect(body.near).toEqual({ pinCode: '411045', ...BANER, km: 10 });
    expect(distanceKm(BANER, { latitude: BANER.latitude + 0.0895, longitude: BANER.longitude + 0.0935 })).toBeGreaterThan(10);
  });

  it('widens with the distance, and 25 km without one', async () => {
    expect(titles(await list('near=411045&km=50'))).toEqual(['Baner', 'Corner', 'Hinjawadi', 'Lonavala']);
    expect(titles(await list('near=411045&km=200'))).toEqual(['Baner', 'Corner', 'Hinjawadi', 'Lonavala', 'Thane']);
    expect((await list('near=411045')).near?.km).toBe(25);
  });

  it('counts what it lists, with the other filters', async () => {
    const body = await list('near=411045&km=50&status=live');
    expect(body.counts.byStatus.live).toBe(4);
    expect(body.counts.exact).toBe(true);
    expect(titles(await list('near=411045&km=50&q=lonavala'))).toEqual(['Lonavala']);
    expect(titles(await list('near=411045&km=50&minPrice=1'))).toEqual(['Baner', 'Corner', 'Hinjawadi', 'Lonavala']);
  });

  it('refuses a PIN code it cannot place, and a distance out of range', async () => {
    const unknown = await listed.app.inject({ method: 'GET', url: '/api/auctions?near=999999' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(MAP_MESSAGES.pinUnknown);
    for (const query of ['near=41104&km=10', 'near=411045&km=0', 'near=411045&km=201', 'near=411045&km=2.5']) {
      const res = await listed.app.inject({ method: 'GET', url: `/api/auctions?${query}` });
      expect(res.statusCode, query).toBe(400);
    }
  });
});
