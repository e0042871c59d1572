import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUCTION_FORM_MESSAGES as M } from '../../../shared/schemas/auction-form';
import type { Hub } from '../../realtime/hub';
import { auctions } from '../../db/schema';
import {
  auctionInput,
  auditRowsFor,
  call,
  createAuction,
  createCast,
  publishSaleNotice,
  setAuctionState,
  type Cast,
} from '../../test/console-fixtures';
import { multipartBody } from '../../test/multipart';
import { createTestApp, ORIGIN, type TestContext } from '../../test/test-app';

async function auctionRow(id: string) {
  const [row] = await ctx.database.db.select().from(auctions).where(eq(auctions.id, id));
  return row!;
}

let ctx: TestContext;
let cast: Cast;
beforeAll(async () => {
  ctx = await createTestApp();
  cast = await createCast(ctx);
});
afterAll(async () => ctx.close());

describe('creating an auction', () => {
  it('lets an admin create a draft whose current bid equals the starting bid, and audits it', async () => {
    const res = await call(ctx, 'POST', '/api/auctions', cast.admin.cookie, auctionInput({ featured: true }));
    expect(res.statusCode).toBe(201);
    const auction = res.json();
    expect(auction).toMatchObject({
      status: 'draft',
      featured: true,
      currentBid: 25_000_000,
      startingBid: 25_000_000,
      reservePrice: 30_000_000,
      biddersCount: 0,
      createdBy: cast.admin.id,
    });
    const rows = await auditRowsFor(ctx, auction.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'auction.create', objectType: 'auction', actorId: cast.admin.id });
    expect(rows[0]!.after).toMatchObject({ title: auction.title, status: 'draft' });
  });

  it('lets an admin create an upcoming auction straight away', async () => {
    const auction = await createAuction(ctx, cast.admin.cookie, { status: 'upcoming' });
    expect(auction.status).toBe('upcoming');
  });

  it.each(['live', 'ended'] as const)('refuses to create an auction as %s', async (status) => {
    const res = await call(ctx, 'POST', '/api/auctions', cast.admin.cookie, auctionInput({ status }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(M.statusByAction);
  });

  it('keeps a verified vendor’s auction a draft, never featured, whatever the form says', async () => {
    const res = await call(ctx, 'POST', '/api/auctions', cast.vendor.cookie, auctionInput({ status: 'upcoming', featured: true }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'draft', featured: false, createdBy: cast.vendor.id });
  });

  it('tells an unapproved vendor that approval is pending', async () => {
    const res = await call(ctx, 'POST', '/api/auctions', cast.unapprovedVendor.cookie, auctionInput());
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'NOT_APPROVED', message: M.vendorNotApproved });
  });

  it.each([
    [{ title: 'Flat' }, M.titleMin],
    [{ title: 'x'.repeat(201) }, M.titleMax],
    [{ description: 'Too short' }, M.descriptionMin],
    [{ description: 'x'.repeat(5001) }, M.descriptionMax],
    [{ location: 'Ab' }, M.locationRequired],
    [{ location: 'x'.repeat(201) }, M.locationMax],
    [{ propertyType: '' as never }, M.propertyTypeRequired],
    [{ startingBid: 0 }, M.startingBidMin],
    [{ emdAmount: 0 }, M.emdAmountMin],
    [{ startTime: '' }, M.startTimeRequired],
    [{ endTime: '' }, M.endTimeRequired],
    [{ endTime: new Date(Date.now() + 3_600_000).toISOString() }, M.endAfterStart],
  ])('refuses %o with the spec message', async (patch, message) => {
    const res = await call(ctx, 'POST', '/api/auctions', cast.admin.cookie, auctionInput(patch));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION', message });
  });
});

describe('editing an auction', () => {
  it('lets an admin change fields and moves the current bid with the starting bid while nobody has bid', async () => {
    const auction = await createAuction(ctx, cast.admin.cookie);
    const res = await call(ctx, 'PATCH', `/api/auctions/${auction.id}`, cast.admin.cookie, {
      title: 'Renovated 3 BHK, Worli',
      startingBid: 26_000_000,
      status: 'upcoming',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Renovated 3 BHK, Worli',
      startingBid: 26_000_000,
      currentBid: 26_000_000,
      status: 'upcoming',
    });
    const rows = await auditRowsFor(ctx, auction.id);
    const update = rows.find((r) => r.action === 'auction.update')!;
    expect(update.before).toMatchObject({ title: auction.title, status: 'draft' });
    expect(update.after).toMatchObject({ title: 'Renovated 3 BHK, Worli', status: 'upcoming' });
  });

  it('never makes an auction live or ended through an edit', async () => {
    const auction = await createAuction(ctx, cast.admin.cookie);
    const res = await call(ctx, 'PATCH', `/api/auctions/${auction.id}`, cast.admin.cookie, { status: 'live' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(M.statusByAction);
  });

  it('locks the starting bid and times of a live auction but allows its description to change', async () => {
    const auction = await createAuction(ctx, cast.admin.cookie, { status: 'upcoming' });
    await setAuctionState(ctx, auction.id, { status: 'live' });
    const locked = await call(ctx, 'PATCH', `/api/auctions/${auction.id}`, cast.admin.cookie, { startingBid: 1 });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.message).toBe(M.termsLocked);
    const back = await call(ctx, 'PATCH', `/api/auctions/${auction.id}`, cast.admin.cookie, { status: 'upcoming' });
    expect(back.statusCode).toBe(409);
    const ok = await call(ctx, 'PATCH', `/api/auctions/${auction.id}`, cast.admin.cookie, {
      description: 'Now with a freshly painted interior and new modular kitchen.',
      status: 'live',
    });
    expect(ok.statusCode).toBe(200);
  });

  it('checks end after start against the stored start time', async () => {
    const auction = await createAuction(ctx, cast.admin.cookie);
    const res = await call(ctx, 'PATCH', `/api/auctions/${auction.id}`, cast.admin.cookie, {
      endTime: new Date(Date.parse(auction.startTime) - 60_000).toISOString(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(M.endAfterStart);
  });

  it('lets the owning vendor edit their draft but not feature it or change its status', async () => {
    const auction = await createAuction(ctx, cast.vendor.cookie);
    const res = await call(ctx, 'PATCH', `/api/auctions/${auction.id}`, cast.vendor.cookie, {
      location: 'Lower Parel, Mumbai',
      featured: true,
      status: 'upcoming',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ location: 'Lower Parel, Mumbai', featured: false, status: 'draft' });
  });

  it('refuses the owning vendor once the auction is approved', async () => {
    const auction = await createAuction(ctx, cast.vendor.cookie);
    await publishSaleNotice(ctx, auction.id);
    expect((await call(ctx, 'POST', `/api/auctions/${auction.id}/approve`, cast.admin.cookie)).statusCode).toBe(200);
    const res = await call(ctx, 'PATCH', `/api/auctions/${auction.id}`, cast.vendor.cookie, { location: 'Dadar, Mumbai' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(M.vendorEditsDraftsOnly);
  });

  it('refuses another vendor', async () => {
    const auction = await createAuction(ctx, cast.vendor.cookie);
    const res = await call(ctx, 'PATCH', `/api/auctions/${auction.id}`, cast.otherVendor.cookie, { location: 'Dadar, Mumbai' });
    expect(res.statusCode).toBe(403);
  });

  it('answers 404 for an unknown auction', async () => {
    const res = await call(ctx, 'PATCH', '/api/auctions/00000000-0000-4000-8000-000000000000', cast.admin.cookie, {
      title: 'Nothing here',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('approving drafts', () => {
  it('moves a draft to upcoming and audits it, and refuses anything that is not a draft', async () => {
    const auction = await createAuction(ctx, cast.vendor.cookie);
    await publishSaleNotice(ctx, auction.id);
    const res = await call(ctx, 'POST', `/api/auctions/${auction.id}/approve`, cast.admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('upcoming');
    expect((await auditRowsFor(ctx, auction.id)).map((r) => r.action)).toContain('auction.approve');
    const again = await call(ctx, 'POST', `/api/auctions/${auction.id}/approve`, cast.admin.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(M.notDraft);
  });

  it('refuses a draft whose sale notice is not published, saying so, and approves it once the notice is approved and public', async () => {
    const auction = await createAuction(ctx, cast.vendor.cookie);
    const approve = () => call(ctx, 'POST', `/api/auctions/${auction.id}/approve`, cast.admin.cookie);
    const refusedWithout = await approve();
    expect(refusedWithout.statusCode).toBe(409);
    expect(refusedWithout.json().error).toMatchObject({ code: 'SALE_NOTICE_REQUIRED', message: M.saleNoticeDocumentRequired });

    const body = await multipartBody([{ filename: 'notice.pdf', contentType: 'application/pdf', data: Buffer.from('%PDF-1.4\n%%EOF\n') }], {
      type: 'sale_notice',
      category: 'legal',
      isPublic: 'false',
    });
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: `/api/auctions/${auction.id}/documents`,
      headers: { origin: ORIGIN, cookie: cast.vendor.cookie, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const notice = uploaded.json() as { id: string };
    // Pending review: not yet published.
    expect((await approve()).statusCode).toBe(409);
    await call(ctx, 'POST', `/api/admin/documents/${notice.id}/review`, cast.admin.cookie, { decision: 'approve' });
    // Approved but private: bidders still cannot read it.
    expect((await approve()).json().error.code).toBe('SALE_NOTICE_REQUIRED');
    expect((await auctionRow(auction.id)).status).toBe('draft');
    await call(ctx, 'PATCH', `/api/documents/${notice.id}`, cast.vendor.cookie, { isPublic: true });
    const approved = await approve();
    expect(approved.statusCode).toBe(200);
    expect(approved.json().status).toBe('upcoming');
  });

  it('writes an optional reason to the audit log, and takes none at all (decision 042)', async () => {
    const noted = await createAuction(ctx, cast.vendor.cookie);
    const plain = await createAuction(ctx, cast.vendor.cookie);
    await publishSaleNotice(ctx, noted.id);
    await publishSaleNotice(ctx, plain.id);
    const reason = 'Sale notice checked against the bank’s letter';
    expect((await call(ctx, 'POST', `/api/auctions/${noted.id}/approve`, cast.admin.cookie, { reason })).statusCode).toBe(200);
    expect((await call(ctx, 'POST', `/api/auctions/${plain.id}/approve`, cast.admin.cookie, { reason: '' })).statusCode).toBe(200);
    const [notedRow] = (await auditRowsFor(ctx, noted.id)).filter((r) => r.action === 'auction.approve');
    const [plainRow] = (await auditRowsFor(ctx, plain.id)).filter((r) => r.action === 'auction.approve');
    expect(notedRow!.after).toMatchObject({ reason });
    expect(plainRow!.after).not.toHaveProperty('reason');
  });
});

describe('deleting an auction', () => {
  it('lets the owning vendor delete their draft, and an admin any auction', async () => {
    const draft = await createAuction(ctx, cast.vendor.cookie);
    const res = await call(ctx, 'DELETE', `/api/auctions/${draft.id}`, cast.vendor.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: draft.id, deleted: true });
    expect((await call(ctx, 'GET', `/api/auctions/${draft.id}`)).statusCode).toBe(404);

    const live = await createAuction(ctx, cast.admin.cookie, { status: 'upcoming' });
    await setAuctionState(ctx, live.id, { status: 'live' });
    expect((await call(ctx, 'DELETE', `/api/auctions/${live.id}`, cast.admin.cookie)).statusCode).toBe(200);
    const rows = await auditRowsFor(ctx, live.id);
    expect(rows.find((r) => r.action === 'auction.delete')?.before).toMatchObject({ title: live.title, status: 'live' });
  });
});

describe('listing tables', () => {
  it('gives admins every auction with reserve prices, search over title, location and type, tabs and counts', async () => {
    const local = await createTestApp();
    try {
      const admin = await (
        await import('../../test/test-app')
      ).createUser(local, {
        roles: ['admin'],
        profile: { verificationStatus: 'verified' },
      });
      await createAuction(local, admin.cookie, {
        title: 'Warehouse near Bhiwandi',
        location: 'Bhiwandi, Thane',
        propertyType: 'Industrial',
      });
      await createAuction(local, admin.cookie, {
        title: 'Office floor in BKC',
        location: 'BKC, Mumbai',
        propertyType: 'Commercial',
        status: 'upcoming',
      });
      const live = await createAuction(local, admin.cookie, { title: 'Villa with garden', location: 'Lonavala, Pune', reservePrice: null });
      await setAuctionState(local, live.id, { status: 'live' });

      const all = (await call(local, 'GET', '/api/admin/auctions', admin.cookie)).json();
      expect(all.counts).toEqual({ total: 3, live: 1, upcoming: 1, ended: 0, drafts: 1 });
      expect(all.total).toBe(3);
      expect(all.items.map((a: { reservePrice: number | null }) => a.reservePrice)).toEqual([null, 30_000_000, 30_000_000]);

      const byType = (await call(local, 'GET', '/api/admin/auctions?q=industrial', admin.cookie)).json();
      expect(byType.items.map((a: { title: string }) => a.title)).toEqual(['Warehouse near Bhiwandi']);
      const byLocation = (await call(local, 'GET', '/api/admin/auctions?q=lonavala', admin.cookie)).json();
      expect(byLocation.items).toHaveLength(1);
      expect(byLocation.counts.total).toBe(3);
      // The tab badges count the same search as the rows; the cards count everything.
      expect(byLocation.tabCounts).toEqual({ total: 1, live: 1, upcoming: 0, ended: 0, drafts: 0 });
      expect(byLocation).toMatchObject({ total: 1, searchTotal: 1 });
      const drafts = (await call(local, 'GET', '/api/admin/auctions?tab=drafts', admin.cookie)).json();
      expect(drafts.items.map((a: { status: string }) => a.status)).toEqual(['draft']);
    } finally {
      await local.close();
    }
  });

  it('applies every Advanced Filter in SQL, with the paging total and tab badges counted for the same filters', async () => {
    const local = await createTestApp();
    try {
      const { createUser } = await import('../../test/test-app');
      const admin = await createUser(local, { roles: ['admin'], profile: { verificationStatus: 'verified' } });
      const vendor = await createUser(local, { roles: ['vendor'], profile: { verificationStatus: 'verified' } });
      const make = async (
        input: Parameters<typeof auctionInput>[0],
        state: Parameters<typeof setAuctionState>[2] = {},
        cookie = admin.cookie,
      ) => {
        const a = await createAuction(local, cookie, input);
        if (Object.keys(state).length) await setAuctionState(local, a.id, state);
        return a;
      };
      // featured / reserve / bids / type / status, one row each.
      await make({ title: 'Warehouse near Bhiwandi', location: 'Bhiwandi, Thane', propertyType: 'Industrial', featured: true });
      await make({
        title: 'Office floor in BKC',
        location: 'BKC, Mumbai',
        propertyType: 'Commercial',
        reservePrice: null,
        status: 'upcoming',
      });
      await make(
        { title: 'Villa with garden', location: 'Lonavala, Pune', featured: true, reservePrice: null },
        { status: 'live', bidCount: 3 },
      );
      await make({ title: 'Flat near Thane station', location: 'Thane' }, { status: 'ended', bidCount: 5 });
      await make({ title: 'Godown in Bhiwandi', location: 'Bhiwandi, Thane', propertyType: 'Industrial' }, { status: 'live', bidCount: 2 });
      await make({ title: 'Vendor plot in Nashik', location: 'Nashik', propertyType: 'Land' }, {}, vendor.cookie);

      const list = async (query: string, cookie = admin.cookie) => {
        const res = await call(local, 'GET', `/api/admin/auctions?${query}`, cookie);
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json();
        return { ...body, titles: body.items.map((a: { title: string }) => a.title).sort() };
      };
      const everything = { total: 6, live: 2, upcoming: 1, ended: 1, drafts: 2 };

      const residential = await list('propertyType=Residential');
      expect(residential.titles).toEqual(['Flat near Thane station', 'Villa with garden']);
      expect(residential).toMatchObject({ total: 2, searchTotal: 6, counts: everything });
      expect(residential.tabCounts).toEqual({ total: 2, live: 1, upcoming: 0, ended: 1, drafts: 0 });
      expect((await list('propertyType=all')).total).toBe(6);

      expect((await list('featured=true')).titles).toEqual(['Villa with garden', 'Warehouse near Bhiwandi']);
      expect((await list('featured=false')).titles).toEqual([
        'Flat near Thane station',
        'Godown in Bhiwandi',
        'Office floor in BKC',
        'Vendor plot in Nashik',
      ]);
      expect((await list('withReserve=true')).titles).toEqual([
        'Flat near Thane station',
        'Godown in Bhiwandi',
        'Vendor plot in Nashik',
        'Warehouse near Bhiwandi',
      ]);
      expect((await list('withReserve=false')).titles).toEqual(['Office floor in BKC', 'Villa with garden']);
      const withBids = await list('withBids=true');
      expect(withBids.titles).toEqual(['Flat near Thane station', 'Godown in Bhiwandi', 'Villa with garden']);
      expect(withBids.tabCounts).toEqual({ total: 3, live: 2, upcoming: 0, ended: 1, drafts: 0 });
      expect((await list('withBids=false')).titles).toEqual(['Office floor in BKC', 'Vendor plot in Nashik', 'Warehouse near Bhiwandi']);

      // Together with the tab and the search.
      const liveIndustrial = await list('tab=live&propertyType=Industrial&withBids=true');
      expect(liveIndustrial.titles).toEqual(['Godown in Bhiwandi']);
      expect(liveIndustrial).toMatchObject({ total: 1, searchTotal: 2 });
      expect(liveIndustrial.tabCounts).toEqual({ total: 1, live: 1, upcoming: 0, ended: 0, drafts: 0 });
      const searched = await list('q=bhiwandi&featured=true');
      expect(searched.titles).toEqual(['Warehouse near Bhiwandi']);
      expect(searched).toMatchObject({ total: 1, searchTotal: 2, counts: everything });
      expect(searched.tabCounts).toEqual({ total: 1, live: 0, upcoming: 0, ended: 0, drafts: 1 });
      const draftsWithReserve = await list('tab=drafts&withReserve=true');
      expect(draftsWithReserve.titles).toEqual(['Vendor plot in Nashik', 'Warehouse near Bhiwandi']);
      expect(draftsWithReserve).toMatchObject({ total: 2, searchTotal: 2 });

      // Paging runs over the filtered rows, not over a page that is then narrowed.
      const first = await list('withBids=true&pageSize=2&page=1');
      const second = await list('withBids=true&pageSize=2&page=2');
      expect(first).toMatchObject({ total: 3 });
      expect([...first.titles, ...second.titles].sort()).toEqual(withBids.titles);

      // A vendor's table takes the same filters over their own auctions only.
      const vendorLand = (await call(local, 'GET', '/api/vendor/auctions?propertyType=Land&withReserve=true', vendor.cookie)).json();
      expect(vendorLand.items.map((a: { title: string }) => a.title)).toEqual(['Vendor plot in Nashik']);
      expect(vendorLand.counts.total).toBe(1);
      const vendorIndustrial = (await call(local, 'GET', '/api/vendor/auctions?propertyType=Industrial', vendor.cookie)).json();
      expect(vendorIndustrial).toMatchObject({ items: [], total: 0 });

      // Every filter is checked at the edge.
      for (const bad of ['propertyType=Castle', 'featured=yes', 'withReserve=1', 'withBids=maybe', 'tab=sold']) {
        const res = await call(local, 'GET', `/api/admin/auctions?${bad}`, admin.cookie);
        expect(res.statusCode, bad).toBe(400);
        expect(res.json().error.code, bad).toBe('VALIDATION');
      }
    } finally {
      await local.close();
    }
  });

  it('gives a vendor only their own auctions with their own reserve prices', async () => {
    await createAuction(ctx, cast.otherVendor.cookie, { title: 'Someone else’s plot' });
    const mine = await createAuction(ctx, cast.vendor.cookie, { title: 'My own shop in Thane' });
    const res = await call(ctx, 'GET', '/api/vendor/auctions', cast.vendor.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items.every((a: { createdBy: string }) => a.createdBy === cast.vendor.id)).toBe(true);
    expect(body.items.find((a: { id: string }) => a.id === mine.id).reservePrice).toBe(30_000_000);
    expect(body.counts.total).toBe(body.items.length);
    expect((await call(ctx, 'GET', `/api/vendor/auctions/${mine.id}`, cast.vendor.cookie)).json().reservePrice).toBe(30_000_000);
    expect((await call(ctx, 'GET', `/api/vendor/auctions/${mine.id}`, cast.otherVendor.cookie)).statusCode).toBe(403);
  });

  it('never shows the reserve price on the public auction', async () => {
    const auction = await createAuction(ctx, cast.admin.cookie, { status: 'upcoming' });
    const res = await call(ctx, 'GET', `/api/auctions/${auction.id}`);
    expect(res.json()).not.toHaveProperty('reservePrice');
    expect(res.body).not.toContain('30000000');
  });
});

describe('live updates', () => {
  it('tells the public topic only about public auctions; a draft’s creation, edits and deletion only its vendor, by id', async () => {
    const { hub } = (ctx.app as unknown as { services: { realtime: { hub: Hub } } }).services.realtime;
    const listen = (userId: string | null, topic: 'auctions' | `user:${string}`) => {
      const seen: { topic: string; event: string; data: Record<string, unknown> }[] = [];
      const socket = { OPEN: 1, readyState: 1, send: (raw: string) => seen.push(JSON.parse(raw)) };
      const client = { socket: socket as never, userId, role: null, topics: new Set<never>() };
      hub.add(client);
      hub.subscribe(client, topic);
      return { seen, client };
    };
    const visitor = listen(null, 'auctions');
    const owner = listen(cast.vendor.id, `user:${cast.vendor.id}`);
    try {
      const draft = await createAuction(ctx, cast.vendor.cookie, { title: 'Secret draft listing' });
      await call(ctx, 'PATCH', `/api/auctions/${draft.id}`, cast.vendor.cookie, { title: 'Secret draft, renamed' });
      await new Promise((r) => setTimeout(r, 50));
      expect(visitor.seen).toEqual([]);
      expect(owner.seen.map((m) => [m.event, m.data])).toEqual([
        ['auction.updated', { auctionId: draft.id }],
        ['auction.updated', { auctionId: draft.id }],
      ]);
      const gone = await createAuction(ctx, cast.vendor.cookie, { title: 'Draft withdrawn' });
      await call(ctx, 'DELETE', `/api/auctions/${gone.id}`, cast.vendor.cookie);
      await new Promise((r) => setTimeout(r, 50));
      expect(visitor.seen).toEqual([]);
      expect(owner.seen.at(-1)).toMatchObject({ event: 'auction.deleted', data: { auctionId: gone.id } });

      await publishSaleNotice(ctx, draft.id);
      await call(ctx, 'POST', `/api/auctions/${draft.id}/approve`, cast.admin.cookie);
      await new Promise((r) => setTimeout(r, 50));
      expect(visitor.seen.at(-1)).toMatchObject({
        event: 'auction.updated',
        data: { auctionId: draft.id, status: 'upcoming', title: 'Secret draft, renamed' },
      });
      await call(ctx, 'DELETE', `/api/auctions/${draft.id}`, cast.admin.cookie);
      await new Promise((r) => setTimeout(r, 50));
      expect(visitor.seen.at(-1)).toMatchObject({ event: 'auction.deleted', data: { auctionId: draft.id } });
    } finally {
      hub.remove(visitor.client);
      hub.remove(owner.client);
    }
  });
});
