import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comparison } from '../../../shared/schemas/comparison';
import { documents } from '../../db/schema';
import { publishSaleNotice } from '../../test/console-fixtures';
import { createTestApp, createUser, type TestContext } from '../../test/test-app';
import { insertAuction } from '../auctions/auctions.fixtures';

let ctx: TestContext;
let vendor: { id: string; cookie: string };
beforeAll(async () => {
  ctx = await createTestApp();
  vendor = await createUser(ctx, { roles: ['vendor'], profile: { verificationStatus: 'verified' } });
});
afterAll(async () => ctx.close());

const compare = async (ids: string[], cookie?: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/compare?ids=${ids.join(',')}`, headers: cookie ? { cookie } : {} });
const items = async (ids: string[], cookie?: string) => ((await compare(ids, cookie)).json() as Comparison).items;

describe('compare', () => {
  it('gives the auctions asked for in their order, with the price now and the price per square foot', async () => {
    const a = await insertAuction(ctx.database.db, vendor.id, { title: 'Flat A', areaSqFt: 1_000, startingBid: 5_000_000 });
    const b = await insertAuction(ctx.database.db, vendor.id, { title: 'Flat B', areaSqFt: null, startingBid: 7_000_000 });
    const c = await insertAuction(ctx.database.db, vendor.id, {
      title: 'Flat C',
      areaSqFt: 1_200,
      startingBid: 6_000_000,
      currentBid: 6_600_000,
      bidCount: 3,
      possession: 'physical',
    });
    const found = await items([c.id, a.id, b.id]);
    expect(found.map((x) => x.title)).toEqual(['Flat C', 'Flat A', 'Flat B']);
    expect(found[0]).toMatchObject({ price: 6_600_000, pricePerSqFt: 5_500, possession: 'physical', emdAmount: 500_000 });
    expect(found[1]).toMatchObject({ price: 5_000_000, pricePerSqFt: 5_000 });
    expect(found[2]).toMatchObject({ price: 7_000_000, pricePerSqFt: null });
  });

  it('leaves out what the caller may not see, and takes at most four distinct auctions', async () => {
    const listed = await insertAuction(ctx.database.db, vendor.id, { title: 'Listed' });
    const draft = await insertAuction(ctx.database.db, vendor.id, { title: 'Draft', status: 'draft' });
    expect((await items([listed.id, draft.id, '00000000-0000-4000-8000-000000000000', 'not-an-id'])).map((x) => x.title)).toEqual([
      'Listed',
    ]);
    expect((await items([draft.id], vendor.cookie)).map((x) => x.title)).toEqual(['Draft']);
    expect((await items([listed.id, listed.id])).length).toBe(1);
    const five = await Promise.all([1, 2, 3, 4, 5].map(() => insertAuction(ctx.database.db, vendor.id)));
    expect((await compare(five.map((x) => x.id))).statusCode).toBe(400);
    expect((await compare([])).statusCode).toBe(400);
  });

  it('shows the reserve price only to those who may see it', async () => {
    const auction = await insertAuction(ctx.database.db, vendor.id, { reservePrice: 6_500_000 });
    const buyer = await createUser(ctx);
    const otherVendor = await createUser(ctx, { roles: ['vendor'], profile: { verificationStatus: 'verified' } });
    const admin = await createUser(ctx, { roles: ['admin'] });
    for (const cookie of [undefined, buyer.cookie, otherVendor.cookie]) {
      expect((await items([auction.id], cookie))[0]).toMatchObject({ hasReserve: true, reservePrice: null });
    }
    expect((await items([auction.id], vendor.cookie))[0]).toMatchObject({ hasReserve: true, reservePrice: 6_500_000 });
    expect((await items([auction.id], admin.cookie))[0]).toMatchObject({ reservePrice: 6_500_000 });
  });

  it('lists the documents the caller may open', async () => {
    const auction = await insertAuction(ctx.database.db, vendor.id);
    await publishSaleNotice(ctx, auction.id);
    await ctx.database.db.insert(documents).values({
      auctionId: auction.id,
      name: 'Valuation report',
      type: 'valuation',
      category: 'technical',
      storageKey: `${auction.id}/valuation.pdf`,
      mimeType: 'application/pdf',
      sizeBytes: 2048,
      uploadedBy: vendor.id,
    });
    expect((await items([auction.id]))[0]!.documents).toEqual([{ name: 'Sale notice', category: 'legal' }]);
    expect((await items([auction.id], vendor.cookie))[0]!.documents.map((d) => d.name).sort()).toEqual(['Sale notice', 'Valuation report']);
  });
});
