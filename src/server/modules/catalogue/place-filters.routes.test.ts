import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuctionList, Seller } from '../../../shared/schemas/auction';
import { createTestApp, createUser, type TestContext } from '../../test/test-app';
import { insertAuction } from '../auctions/auctions.fixtures';

let ctx: TestContext;
const sellerId: Record<'bank' | 'arc' | 'owner' | 'drafter', string> = { bank: '', arc: '', owner: '', drafter: '' };

const pune = { state: 'Maharashtra', district: 'Pune', locality: 'Baner', pinCode: '411045' } as const;
const thane = { state: 'Maharashtra', district: 'Thane', locality: 'Thane West', pinCode: '400601' } as const;
const bengaluru = { state: 'Karnataka', district: 'Bengaluru Urban', locality: 'Whitefield', pinCode: '560066' } as const;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const vendor = (name: string, companyName?: string) =>
    createUser(ctx, { roles: ['vendor'], name, profile: { verificationStatus: 'verified', fullName: name, companyName } });
  const [bank, arc, owner, drafter] = await Promise.all([
    vendor('Bank Officer', 'Deccan National Bank'),
    vendor('ARC Officer', 'Sahyadri ARC Ltd'),
    vendor('Meera Owner'),
    vendor('Draft Only', 'Zenith Drafts Ltd'),
  ]);
  Object.assign(sellerId, { bank: bank.id, arc: arc.id, owner: owner.id, drafter: drafter.id });
  // Pune: 2 live (bank, physical; arc, symbolic) + 1 ended (bank); Thane: 1 live Commercial (owner);
  // Bengaluru: 1 upcoming (bank, physical); one listed before the address existed; one draft in Pune.
  await insertAuction(db, bank.id, { ...pune, location: 'Baner, Pune', possession: 'physical' });
  await insertAuction(db, arc.id, { ...pune, location: 'Baner, Pune', possession: 'symbolic' });
  await insertAuction(db, bank.id, { ...pune, location: 'Baner, Pune', status: 'ended', possession: 'physical' });
  await insertAuction(db, owner.id, { ...thane, location: 'Thane West', propertyType: 'Commercial' });
  await insertAuction(db, bank.id, { ...bengaluru, location: 'Whitefield, Bengaluru', status: 'upcoming', possession: 'physical' });
  await insertAuction(db, owner.id, { location: 'Nashik' });
  await insertAuction(db, drafter.id, { ...pune, location: 'Baner, Pune', status: 'draft' });
});
afterAll(async () => ctx.close());

async function list(query: string): Promise<AuctionList> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/auctions?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AuctionList>();
}

describe('GET /api/auctions by place, seller and possession', () => {
  it('shows the structured address of every auction, null where it was never given', async () => {
    const { items } = await list('pageSize=60');
    const baner = items.find((a) => a.district === 'Pune');
    expect(baner).toMatchObject({ state: 'Maharashtra', district: 'Pune', locality: 'Baner', pinCode: '411045' });
    expect(items.find((a) => a.location === 'Nashik')).toMatchObject({ state: null, district: null, locality: null, pinCode: null });
  });

  it('filters by state and counts each state ignoring it', async () => {
    const body = await list('state=Maharashtra');
    expect(body.total).toBe(4);
    expect(body.items.every((a) => a.state === 'Maharashtra')).toBe(true);
    // Drafts are not public; the auction without a state is in no state.
    expect(body.counts.byState).toEqual({ Maharashtra: 4, Karnataka: 1 });
    expect(body.counts.byStatus).toEqual({ draft: 0, upcoming: 0, live: 3, ended: 1, cancelled: 0 });
  });

  it('counts the districts of the chosen state, and none without a state', async () => {
    expect((await list('state=Maharashtra')).counts.byDistrict).toEqual({ Pune: 3, Thane: 1 });
    expect((await list('state=Karnataka')).counts.byDistrict).toEqual({ 'Bengaluru Urban': 1 });
    expect((await list('')).counts.byDistrict).toEqual({});
  });

  it('filters by district (case ignored) and still counts every district of its state and every state', async () => {
    const body = await list('state=Maharashtra&district=pune');
    expect(body.total).toBe(3);
    expect(body.items.every((a) => a.district === 'Pune')).toBe(true);
    expect(body.counts.byDistrict).toEqual({ Pune: 3, Thane: 1 });
    expect(body.counts.byState).toEqual({ Maharashtra: 4, Karnataka: 1 });
    expect(body.counts.byPropertyType.Residential).toBe(3);
  });

  it('keeps the other filters in the place facets', async () => {
    const body = await list('status=live&possession=physical');
    expect(body.total).toBe(1);
    expect(body.counts.byState).toEqual({ Maharashtra: 1 });
    const commercial = await list('state=Maharashtra&propertyType=Commercial');
    expect(commercial.total).toBe(1);
    expect(commercial.counts.byDistrict).toEqual({ Thane: 1 });
  });

  it('filters by seller', async () => {
    const body = await list(`seller=${sellerId.bank}`);
    expect(body.total).toBe(3);
    expect(body.items.every((a) => a.createdBy === sellerId.bank)).toBe(true);
    expect(body.counts.byState).toEqual({ Maharashtra: 2, Karnataka: 1 });
    expect((await list(`seller=${sellerId.bank}&state=Karnataka`)).total).toBe(1);
    expect((await list('seller=nobody')).total).toBe(0);
  });

  it('filters by possession', async () => {
    expect((await list('possession=physical')).total).toBe(3);
    expect((await list('possession=symbolic')).items.map((a) => a.createdBy)).toEqual([sellerId.arc]);
    expect((await list('possession=all')).total).toBe(6);
  });

  it('refuses a state that is not one of India’s, and a possession that is not one of the two', async () => {
    for (const query of ['state=Atlantis', 'state=maharashtra', 'possession=none-at-all']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/auctions?${query}` });
      expect(res.statusCode, query).toBe(400);
    }
    expect((await list('state=&district=&seller=&possession=')).total).toBe(6);
  });
});

describe('GET /api/sellers', () => {
  it('lists who has public auctions, by name (the company’s, else the person’s), with how many', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/sellers' });
    expect(res.statusCode).toBe(200);
    expect(res.json<Seller[]>()).toEqual([
      { id: sellerId.bank, name: 'Deccan National Bank', auctions: 3 },
      { id: sellerId.owner, name: 'Meera Owner', auctions: 2 },
      { id: sellerId.arc, name: 'Sahyadri ARC Ltd', auctions: 1 },
    ]);
  });
});
