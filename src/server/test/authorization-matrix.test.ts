/**
 * Authorization matrix of the admin console and vendor listings (spec §6, ARCHITECTURE §8): every
 * endpoint, called by each kind of caller, answers exactly what the rules allow, and the reserve
 * price and private documents reach only admins and the owning vendor.
 */
import { readdirSync } from 'node:fs';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bids, emdDeposits, watchlist } from '../db/schema';
import { DEFAULT_SAMPLE_IMAGES_DIR } from '../modules/sample-images/sample-images.service';
import { auctionInput, createAuction, createCast, type Cast, publishSaleNotice } from './console-fixtures';
import { makeImage, multipartBody } from './multipart';
import { createTestApp, createUser, ORIGIN, type TestContext } from './test-app';

const CALLERS = ['visitor', 'pendingBuyer', 'approvedBuyer', 'unapprovedVendor', 'otherVendor', 'owner', 'admin'] as const;
type Caller = (typeof CALLERS)[number];
/** Expected status per caller, in the order of CALLERS. */
type Row = [number, number, number, number, number, number, number];

type Call = {
  method: InjectOptions['method'];
  url: string;
  body?: unknown;
  files?: { filename: string; contentType: string; data: Buffer }[];
  fields?: Record<string, string>;
};

type Case = {
  endpoint: string;
  expect: Row;
  /** The request; a body that must speak for its caller (an account in their name) is made for it. */
  prepare: (caller: Caller) => Promise<Call>;
  check?: (res: LightMyRequestResponse, caller: Caller) => void;
};

let ctx: TestContext;
let cast: Cast;
let seq = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  cast = await createCast(ctx);
});
afterAll(async () => ctx.close());

function nameOf(caller: Caller): string {
  if (caller === 'visitor') return 'Vinay Visitor';
  return cast[caller === 'owner' ? 'vendor' : caller].name;
}

function cookieOf(caller: Caller): string | undefined {
  if (caller === 'visitor') return undefined;
  if (caller === 'owner') return cast.vendor.cookie;
  return cast[caller].cookie;
}

async function send(caller: Caller, c: Call) {
  const cookie = cookieOf(caller);
  const headers: Record<string, string> = { origin: ORIGIN, ...(cookie ? { cookie } : {}) };
  if (c.files) {
    const body = await multipartBody(c.files, c.fields);
    return ctx.app.inject({ method: c.method, url: c.url, headers: { ...headers, ...body.headers }, payload: body.payload });
  }
  return ctx.app.inject({
    method: c.method,
    url: c.url,
    headers,
    ...(c.body === undefined ? {} : { payload: c.body as InjectOptions['payload'] }),
  });
}

// ------------------------------------------------------------------ fixtures made fresh per call
const ownerDraft = () => createAuction(ctx, cast.vendor.cookie);
async function ownerApproved() {
  const a = await ownerDraft();
  await publishSaleNotice(ctx, a.id);
  await send('admin', { method: 'POST', url: `/api/auctions/${a.id}/approve` });
  return a;
}
async function ownerDraftWithImage() {
  const a = await ownerDraft();
  const res = await send('owner', { method: 'POST', url: `/api/auctions/${a.id}/images`, files: [await jpeg()] });
  return { auction: a, image: res.json().images[0] as { id: string; imageUrl: string } };
}
async function jpeg() {
  return { filename: 'photo.jpg', contentType: 'image/jpeg', data: await makeImage('jpeg') };
}
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
async function ownerDocument(opts: { approve?: boolean; isPublic?: boolean; listed?: boolean } = {}) {
  const a = opts.listed ? await ownerApproved() : await ownerDraft();
  const res = await send('owner', {
    method: 'POST',
    url: `/api/auctions/${a.id}/documents`,
    files: [{ filename: 'deed.pdf', contentType: 'application/pdf', data: PDF }],
    fields: { type: 'title_deed', category: 'legal', isPublic: String(opts.isPublic ?? false) },
  });
  const doc = res.json() as { id: string; downloadUrl: string };
  if (opts.approve) await send('admin', { method: 'POST', url: `/api/admin/documents/${doc.id}/review`, body: { decision: 'approve' } });
  return { auction: a, doc };
}
const freshBuyer = () => createUser(ctx, { roles: ['buyer'] });
async function buyerWatching(auction: { id: string }) {
  const buyer = await freshBuyer();
  await ctx.database.db.insert(watchlist).values({ userId: buyer.id, auctionId: auction.id });
  return buyer;
}
async function pendingDeposit() {
  const buyer = await freshBuyer();
  const [row] = await ctx.database.db
    .insert(emdDeposits)
    .values({ userId: buyer.id, utrReference: `ICICR5202611${String(++seq).padStart(8, '0')}`, amount: 100_000 })
    .returning();
  return row!;
}
async function aBid() {
  const a = await createAuction(ctx, cast.admin.cookie, { status: 'upcoming' });
  const [row] = await ctx.database.db
    .insert(bids)
    .values({ auctionId: a.id, userId: cast.approvedBuyer.id, amount: 26_000_000, status: 'flagged' })
    .returning();
  return row!;
}
const sampleName = () => readdirSync(DEFAULT_SAMPLE_IMAGES_DIR).filter((n) => n.endsWith('.webp'))[0]!;

// ------------------------------------------------------------------ the matrix
//                        visitor pendB apprB unapV otherV owner admin
const ADMIN_ONLY: Row = [401, 403, 403, 403, 403, 403, 200];
const OWNER_OR_ADMIN: Row = [401, 403, 403, 403, 403, 200, 200];
const SIGNED_IN: Row = [401, 200, 200, 200, 200, 200, 200];
const ANYONE: Row = [200, 200, 200, 200, 200, 200, 200];

const hasReserve = (body: unknown) => JSON.stringify(body).includes('"reservePrice"');

const CASES: Case[] = [
  // Listings
  {
    endpoint: 'POST /api/auctions',
    expect: [401, 403, 403, 403, 201, 201, 201],
    prepare: async () => ({ method: 'POST', url: '/api/auctions', body: auctionInput() }),
    check: (res, caller) => {
      if (caller === 'unapprovedVendor') expect(res.json().error.code).toBe('NOT_APPROVED');
    },
  },
  {
    endpoint: 'PATCH /api/auctions/:id (a draft)',
    expect: OWNER_OR_ADMIN,
    prepare: async () => ({ method: 'PATCH', url: `/api/auctions/${(await ownerDraft()).id}`, body: { title: 'A changed title' } }),
  },
  {
    endpoint: 'PATCH /api/auctions/:id (approved)',
    expect: [401, 403, 403, 403, 403, 403, 200],
    prepare: async () => ({ method: 'PATCH', url: `/api/auctions/${(await ownerApproved()).id}`, body: { title: 'A changed title' } }),
  },
  {
    endpoint: 'DELETE /api/auctions/:id (a draft)',
    expect: OWNER_OR_ADMIN,
    prepare: async () => ({ method: 'DELETE', url: `/api/auctions/${(await ownerDraft()).id}` }),
  },
  {
    endpoint: 'DELETE /api/auctions/:id (approved)',
    expect: [401, 403, 403, 403, 403, 403, 200],
    prepare: async () => ({ method: 'DELETE', url: `/api/auctions/${(await ownerApproved()).id}` }),
  },
  {
    endpoint: 'POST /api/auctions/:id/approve',
    expect: ADMIN_ONLY,
    prepare: async () => {
      const draft = await ownerDraft();
      await publishSaleNotice(ctx, draft.id);
      return { method: 'POST', url: `/api/auctions/${draft.id}/approve` };
    },
  },
  {
    endpoint: 'POST /api/auctions/:id/images',
    expect: [401, 403, 403, 403, 403, 201, 201],
    prepare: async () => ({ method: 'POST', url: `/api/auctions/${(await ownerDraft()).id}/images`, files: [await jpeg()] }),
  },
  {
    endpoint: 'DELETE /api/auctions/:id/images',
    expect: OWNER_OR_ADMIN,
    prepare: async () => {
      const { auction, image } = await ownerDraftWithImage();
      return { method: 'DELETE', url: `/api/auctions/${auction.id}/images`, body: { imageUrl: image.imageUrl } };
    },
  },
  {
    endpoint: 'PATCH /api/auctions/:id/images',
    expect: OWNER_OR_ADMIN,
    prepare: async () => {
      const { auction, image } = await ownerDraftWithImage();
      return { method: 'PATCH', url: `/api/auctions/${auction.id}/images`, body: { primaryId: image.id } };
    },
  },
  {
    endpoint: 'GET /api/admin/auctions',
    expect: ADMIN_ONLY,
    prepare: async () => {
      await ownerDraft();
      return { method: 'GET', url: '/api/admin/auctions' };
    },
    check: (res, caller) => {
      if (caller === 'admin') expect(res.json().items[0].reservePrice).toBe(30_000_000);
      else expect(hasReserve(res.json())).toBe(false);
    },
  },
  {
    endpoint: 'GET /api/admin/auctions/:id',
    expect: ADMIN_ONLY,
    prepare: async () => ({ method: 'GET', url: `/api/admin/auctions/${(await ownerDraft()).id}` }),
    check: (res, caller) => expect(hasReserve(res.json())).toBe(caller === 'admin'),
  },
  {
    endpoint: 'GET /api/vendor/auctions',
    expect: [401, 403, 403, 200, 200, 200, 403],
    prepare: async () => {
      await ownerDraft();
      return { method: 'GET', url: '/api/vendor/auctions' };
    },
    check: (res, caller) => {
      if (res.statusCode !== 200) return expect(hasReserve(res.json())).toBe(false);
      const items = res.json().items as { createdBy: string; reservePrice: number | null }[];
      const me = caller === 'owner' ? cast.vendor.id : cast[caller as 'otherVendor' | 'unapprovedVendor'].id;
      expect(items.every((a) => a.createdBy === me)).toBe(true);
      if (caller === 'owner') expect(items[0]!.reservePrice).toBe(30_000_000);
    },
  },
  {
    endpoint: 'GET /api/vendor/auctions/:id',
    expect: [401, 403, 403, 403, 403, 200, 403],
    prepare: async () => ({ method: 'GET', url: `/api/vendor/auctions/${(await ownerDraft()).id}` }),
    check: (res, caller) => expect(hasReserve(res.json())).toBe(caller === 'owner'),
  },
  {
    endpoint: 'GET /api/auctions/:id (public detail)',
    expect: ANYONE,
    prepare: async () => ({ method: 'GET', url: `/api/auctions/${(await ownerApproved()).id}` }),
    check: (res) => expect(hasReserve(res.json())).toBe(false),
  },

  // Users
  { endpoint: 'GET /api/admin/users', expect: ADMIN_ONLY, prepare: async () => ({ method: 'GET', url: '/api/admin/users' }) },
  {
    endpoint: 'GET /api/admin/users/:id',
    expect: ADMIN_ONLY,
    prepare: async () => ({ method: 'GET', url: `/api/admin/users/${cast.pendingBuyer.id}` }),
  },
  {
    endpoint: 'POST /api/admin/users',
    expect: [401, 403, 403, 403, 403, 403, 201],
    prepare: async () => ({
      method: 'POST',
      url: '/api/admin/users',
      body: { email: `added${++seq}@example.in`, fullName: 'Added User', role: 'buyer', password: 'temp-pass-1' },
    }),
  },
  {
    endpoint: 'POST /api/admin/users/:id/verification',
    expect: ADMIN_ONLY,
    prepare: async () => ({ method: 'POST', url: `/api/admin/users/${(await freshBuyer()).id}/verification`, body: {} }),
  },
  {
    endpoint: 'POST /api/admin/users/:id/roles',
    expect: ADMIN_ONLY,
    prepare: async () => ({ method: 'POST', url: `/api/admin/users/${(await freshBuyer()).id}/roles`, body: { role: 'vendor' } }),
  },
  {
    endpoint: 'DELETE /api/admin/users/:id/roles',
    expect: ADMIN_ONLY,
    prepare: async () => ({ method: 'DELETE', url: `/api/admin/users/${(await freshBuyer()).id}/roles`, body: { role: 'buyer' } }),
  },
  {
    endpoint: 'POST /api/admin/users/:id/emd',
    expect: ADMIN_ONLY,
    prepare: async () => ({ method: 'POST', url: `/api/admin/users/${(await freshBuyer()).id}/emd`, body: { amount: 500_000 } }),
  },
  {
    endpoint: 'GET /api/vendor/pending-buyers',
    expect: [401, 403, 403, 403, 200, 200, 403],
    prepare: async () => ({ method: 'GET', url: '/api/vendor/pending-buyers' }),
  },
  {
    // Decision 037: a vendor approves only buyers who have shown interest in its own auctions.
    endpoint: 'POST /api/vendor/buyers/:id/approve',
    expect: [401, 403, 403, 403, 404, 200, 403],
    prepare: async () => ({ method: 'POST', url: `/api/vendor/buyers/${(await buyerWatching(await ownerDraft())).id}/approve` }),
  },

  // EMD deposits
  { endpoint: 'GET /api/emd/bank-details', expect: SIGNED_IN, prepare: async () => ({ method: 'GET', url: '/api/emd/bank-details' }) },
  {
    endpoint: 'POST /api/emd-deposits',
    expect: [401, 201, 201, 403, 403, 403, 403],
    prepare: async (caller) => ({
      method: 'POST',
      url: '/api/emd-deposits',
      body: {
        utrReference: `AXISR5202611${String(++seq).padStart(8, '0')}`,
        amount: 2_500_000,
        holderName: nameOf(caller),
        bankAccount: '921010012345678',
        ifsc: 'UTIB0000123',
      },
    }),
  },
  { endpoint: 'GET /api/emd-deposits/mine', expect: SIGNED_IN, prepare: async () => ({ method: 'GET', url: '/api/emd-deposits/mine' }) },
  { endpoint: 'GET /api/admin/emd-deposits', expect: ADMIN_ONLY, prepare: async () => ({ method: 'GET', url: '/api/admin/emd-deposits' }) },
  {
    endpoint: 'POST /api/admin/emd-deposits/:id/verify',
    expect: ADMIN_ONLY,
    prepare: async () => ({ method: 'POST', url: `/api/admin/emd-deposits/${(await pendingDeposit()).id}/verify` }),
  },
  {
    endpoint: 'POST /api/admin/emd-deposits/:id/reject',
    expect: ADMIN_ONLY,
    prepare: async () => ({
      method: 'POST',
      url: `/api/admin/emd-deposits/${(await pendingDeposit()).id}/reject`,
      body: { reason: 'Not found on the statement' },
    }),
  },

  // Bids
  { endpoint: 'GET /api/admin/bids', expect: ADMIN_ONLY, prepare: async () => ({ method: 'GET', url: '/api/admin/bids' }) },
  {
    endpoint: 'GET /api/admin/bids/:id',
    expect: ADMIN_ONLY,
    prepare: async () => ({ method: 'GET', url: `/api/admin/bids/${(await aBid()).id}` }),
  },
  {
    endpoint: 'PATCH /api/admin/bids/:id',
    expect: ADMIN_ONLY,
    prepare: async () => ({ method: 'PATCH', url: `/api/admin/bids/${(await aBid()).id}`, body: { status: 'active' } }),
  },

  // Documents
  {
    endpoint: 'POST /api/auctions/:id/documents',
    expect: [401, 403, 403, 403, 403, 201, 201],
    prepare: async () => ({
      method: 'POST',
      url: `/api/auctions/${(await ownerDraft()).id}/documents`,
      files: [{ filename: 'deed.pdf', contentType: 'application/pdf', data: PDF }],
      fields: { type: 'title_deed', category: 'legal' },
    }),
  },
  {
    endpoint: 'GET /api/auctions/:id/documents',
    expect: ANYONE,
    prepare: async () => {
      const { auction } = await ownerDocument({ approve: true, isPublic: true, listed: true });
      await send('owner', {
        method: 'POST',
        url: `/api/auctions/${auction.id}/documents`,
        files: [{ filename: 'valuation.pdf', contentType: 'application/pdf', data: PDF }],
        fields: { type: 'valuation', category: 'financial' },
      });
      return { method: 'GET', url: `/api/auctions/${auction.id}/documents` };
    },
    // The listed auction's published sale notice, the approved public deed, and (for its owner and admins) the pending valuation.
    check: (res, caller) => expect(res.json().items).toHaveLength(caller === 'owner' || caller === 'admin' ? 3 : 2),
  },
  { endpoint: 'GET /api/admin/documents', expect: ADMIN_ONLY, prepare: async () => ({ method: 'GET', url: '/api/admin/documents' }) },
  {
    endpoint: 'POST /api/admin/documents/:id/review',
    expect: ADMIN_ONLY,
    prepare: async () => ({
      method: 'POST',
      url: `/api/admin/documents/${(await ownerDocument()).doc.id}/review`,
      body: { decision: 'approve' },
    }),
  },
  {
    endpoint: 'PATCH /api/documents/:id',
    expect: OWNER_OR_ADMIN,
    prepare: async () => ({ method: 'PATCH', url: `/api/documents/${(await ownerDocument()).doc.id}`, body: { isPublic: true } }),
  },
  {
    endpoint: 'DELETE /api/documents/:id',
    expect: OWNER_OR_ADMIN,
    prepare: async () => ({ method: 'DELETE', url: `/api/documents/${(await ownerDocument()).doc.id}` }),
  },
  {
    endpoint: 'GET /api/documents/:id/download (private)',
    expect: [404, 404, 404, 404, 404, 200, 200],
    prepare: async () => ({ method: 'GET', url: (await ownerDocument({ approve: true })).doc.downloadUrl }),
  },
  {
    endpoint: 'GET /api/auctions/:id/documents (a draft)',
    expect: [404, 404, 404, 404, 404, 200, 200],
    prepare: async () => ({
      method: 'GET',
      url: `/api/auctions/${(await ownerDocument({ approve: true, isPublic: true })).auction.id}/documents`,
    }),
  },
  {
    endpoint: 'GET /api/documents/:id/download (public, approved)',
    expect: ANYONE,
    prepare: async () => ({
      method: 'GET',
      url: (await ownerDocument({ approve: true, isPublic: true, listed: true })).doc.downloadUrl,
    }),
  },
  {
    endpoint: 'GET /api/documents/:id/download (public, approved, of a draft)',
    expect: [404, 404, 404, 404, 404, 200, 200],
    prepare: async () => ({ method: 'GET', url: (await ownerDocument({ approve: true, isPublic: true })).doc.downloadUrl }),
  },

  // Sample images, activity, dashboards
  {
    endpoint: 'GET /api/admin/sample-images',
    expect: ADMIN_ONLY,
    prepare: async () => ({ method: 'GET', url: '/api/admin/sample-images' }),
  },
  {
    endpoint: 'POST /api/admin/sample-images/:name',
    expect: ADMIN_ONLY,
    prepare: async () => ({ method: 'POST', url: `/api/admin/sample-images/${sampleName()}` }),
  },
  {
    endpoint: 'POST /api/admin/sample-images',
    expect: ADMIN_ONLY,
    prepare: async () => ({ method: 'POST', url: '/api/admin/sample-images' }),
  },
  { endpoint: 'GET /api/admin/activity', expect: ADMIN_ONLY, prepare: async () => ({ method: 'GET', url: '/api/admin/activity' }) },
  { endpoint: 'GET /api/admin/dashboard', expect: ADMIN_ONLY, prepare: async () => ({ method: 'GET', url: '/api/admin/dashboard' }) },
  {
    endpoint: 'GET /api/admin/reconciliation',
    expect: ADMIN_ONLY,
    prepare: async () => ({ method: 'GET', url: '/api/admin/reconciliation' }),
  },
  {
    endpoint: 'GET /api/vendor/dashboard',
    expect: [401, 403, 403, 200, 200, 200, 403],
    prepare: async () => ({ method: 'GET', url: '/api/vendor/dashboard' }),
  },
  {
    endpoint: 'GET /api/buyer/dashboard',
    expect: [401, 200, 200, 403, 403, 403, 403],
    prepare: async () => ({ method: 'GET', url: '/api/buyer/dashboard' }),
  },
];

const LABEL: Record<Caller, string> = {
  visitor: 'a visitor',
  pendingBuyer: 'a pending buyer',
  approvedBuyer: 'an approved buyer',
  unapprovedVendor: 'an unapproved vendor',
  otherVendor: 'an approved vendor on another’s auction',
  owner: 'the owning vendor',
  admin: 'an admin',
};

for (const c of CASES) {
  describe(c.endpoint, () => {
    CALLERS.forEach((caller, i) => {
      const status = c.expect[i]!;
      it(`answers ${LABEL[caller]} with ${status}`, async () => {
        const res = await send(caller, await c.prepare(caller));
        expect(res.statusCode, res.body.slice(0, 300)).toBe(status);
        c.check?.(res, caller);
      });
    });
  });
}
