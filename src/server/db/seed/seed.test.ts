import { existsSync } from 'node:fs';
import path from 'node:path';
import { asc, count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holderNameMatches } from '../../../shared/domain/bank-account';
import { SOFT_CLOSE_WINDOW_S } from '../../../shared/domain/bidding';
import { AUCTION_STATUSES, CATEGORIES, FILTER_LOCATIONS, PROPERTY_TYPES } from '../../../shared/domain/constants';
import { createLocalBlobStore } from '../../lib/storage/blob-store-local';
import { createDocumentsStore } from '../../lib/storage/documents-store';
import { createMediaStore } from '../../lib/storage/storage';
import { createBidderAliases } from '../../modules/bids/bidder-aliases';
import { createTestApp, signIn, type TestContext } from '../../test/test-app';
import {
  auctionImages,
  auctions,
  bids,
  documents,
  emdDeposits,
  emdHolds,
  emdLedger,
  emdWithdrawals,
  notifications,
  profiles,
  reminders,
  salePayments,
  sales,
  userRoles,
  users,
  watchlist,
} from '../schema';
import { emdCutoffOf, keepsNoticePeriod, meetsReserve } from '../../../shared/domain/sale';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { PROPERTY_IMAGES, PROPERTY_IMAGES_DIR } from './property-images';
import { DEMO_SIGN_INS, seedIfEmpty, type SeedSummary } from './seed';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let ctx: TestContext;
let summary: SeedSummary | null;
let seededFrom: number;
let seededAt: number;

type AuctionRow = typeof auctions.$inferSelect;
type BidRow = typeof bids.$inferSelect;
let allAuctions: AuctionRow[];
let allBids: BidRow[];

beforeAll(async () => {
  ctx = await createTestApp();
  seededFrom = Date.now();
  summary = await seedIfEmpty(ctx.database.db, {
    media: createMediaStore(createLocalBlobStore(ctx.config.mediaDir)),
    documents: createDocumentsStore(createLocalBlobStore(ctx.config.documentsDir)),
    aliases: createBidderAliases(ctx.config.authSecret),
  });
  seededAt = Date.now();
  allAuctions = await ctx.database.db.select().from(auctions);
  allBids = await ctx.database.db.select().from(bids).orderBy(asc(bids.createdAt));
}, 180_000);

afterAll(async () => {
  await ctx?.close();
});

const live = () => allAuctions.filter((a) => a.status === 'live');
const bidsOf = (auctionId: string) => allBids.filter((b) => b.auctionId === auctionId);

describe('the demo seed', () => {
  it('reports what it seeded', () => {
    expect(summary).toEqual({
      users: DEMO_ACCOUNTS.length,
      auctions: allAuctions.length,
      bids: allBids.length,
      images: expect.any(Number),
      documents: expect.any(Number),
    });
  });

  it('spreads the public auctions over several states, live, upcoming and ended ones outside Maharashtra too, each with its district', () => {
    const listed = allAuctions.filter((a) => a.status === 'live' || a.status === 'upcoming' || a.status === 'ended');
    const states = new Set(listed.map((a) => a.state));
    expect(states.size).toBeGreaterThanOrEqual(4);
    const elsewhere = listed.filter((a) => a.state !== 'Maharashtra');
    expect(new Set(elsewhere.map((a) => a.status))).toEqual(new Set(['live', 'upcoming', 'ended']));
    expect(allAuctions.every((a) => a.district && a.pinCode && a.location.startsWith(`${a.locality}, `))).toBe(true);
  });

  it('publishes a sale notice on every listing, in Marathi too in Maharashtra, and the reports a lender’s description promises', async () => {
    const docs = await ctx.database.db.select().from(documents);
    expect(summary!.documents).toBe(docs.length);
    for (const a of allAuctions) {
      const own = docs.filter((d) => d.auctionId === a.id);
      expect(own.every((d) => d.status === 'approved' && d.isPublic && d.mimeType === 'application/pdf')).toBe(true);
      const notices = own.filter((d) => d.type === 'sale_notice').map((d) => d.name);
      expect(notices.sort()).toEqual(a.state === 'Maharashtra' ? ['Sale notice', 'विक्री सूचना (मराठी)'].sort() : ['Sale notice']);
      const promisesReports = a.description.includes('valuation report and title search report');
      expect(own.some((d) => d.type === 'valuation')).toBe(promisesReports);
      expect(own.some((d) => d.type === 'title_deed')).toBe(promisesReports);
    }
    // Stored through the documents store, as an upload would be, and downloadable by a visitor.
    const live = allAuctions.find((a) => a.status === 'live' && a.description.includes('valuation report'))!;
    const listed = await ctx.app.inject({ method: 'GET', url: `/api/auctions/${live.id}/documents` });
    const notice = listed.json().items.find((d: { name: string }) => d.name === 'Sale notice');
    const file = await ctx.app.inject({ method: 'GET', url: notice.downloadUrl });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(file.rawPayload.length).toBe(notice.sizeBytes);
  });

  it('seeds at least 30 auctions, several in each city of the location filter (spec §3)', () => {
    expect(allAuctions.length).toBeGreaterThanOrEqual(30);
    for (const city of FILTER_LOCATIONS) {
      expect(allAuctions.filter((a) => a.location.endsWith(`, ${city}`)).length, city).toBeGreaterThanOrEqual(4);
    }
  });

  it('covers every property type, category and status, with several featured', () => {
    expect(new Set(allAuctions.map((a) => a.propertyType))).toEqual(new Set(PROPERTY_TYPES));
    expect(new Set(allAuctions.map((a) => a.category).filter(Boolean))).toEqual(new Set(CATEGORIES));
    expect(new Set(allAuctions.map((a) => a.status))).toEqual(new Set(AUCTION_STATUSES));
    expect(allAuctions.filter((a) => a.featured).length).toBeGreaterThanOrEqual(3);
  });

  it('has live auctions ending within five and ten minutes, within a day and after a day', () => {
    const endsIn = live().map((a) => a.endTime.getTime() - seededAt);
    for (const a of live()) expect(a.startTime.getTime()).toBeLessThan(seededFrom);
    expect(endsIn.every((ms) => ms > 0)).toBe(true);
    expect(endsIn.filter((ms) => ms <= SOFT_CLOSE_WINDOW_S * 1000).length).toBeGreaterThanOrEqual(1);
    expect(endsIn.filter((ms) => ms <= 10 * MINUTE).length).toBeGreaterThanOrEqual(3);
    expect(endsIn.filter((ms) => ms > 10 * MINUTE && ms <= DAY).length).toBeGreaterThanOrEqual(2);
    expect(endsIn.filter((ms) => ms > DAY).length).toBeGreaterThanOrEqual(2);
  });

  it('times the other statuses relative to the moment of seeding', () => {
    for (const a of allAuctions) expect(a.startTime.getTime()).toBeLessThan(a.endTime.getTime());
    const upcoming = allAuctions.filter((a) => a.status === 'upcoming');
    expect(upcoming.length).toBeGreaterThanOrEqual(2);
    for (const a of upcoming) expect(a.startTime.getTime()).toBeGreaterThan(seededAt);
    for (const a of allAuctions.filter((x) => x.status === 'ended')) expect(a.endTime.getTime()).toBeLessThan(seededFrom);
    for (const a of allAuctions.filter((x) => x.status === 'draft')) expect(a.startTime.getTime()).toBeGreaterThan(seededAt);
  });

  it('prices auctions realistically: ₹25 L to ₹40 Cr, EMD about a tenth, reserve above the starting bid', () => {
    for (const a of allAuctions) {
      expect(a.startingBid).toBeGreaterThanOrEqual(2_500_000);
      expect(a.startingBid).toBeLessThanOrEqual(400_000_000);
      expect(a.emdAmount / a.startingBid).toBeGreaterThan(0.08);
      expect(a.emdAmount / a.startingBid).toBeLessThan(0.12);
      if (a.reservePrice !== null) expect(a.reservePrice).toBeGreaterThan(a.startingBid);
      expect(a.bidIncrement).toBeGreaterThan(0);
      expect(a.address).toBeTruthy();
      expect(a.areaSqFt).toBeGreaterThan(0);
      expect(a.description.split('\n\n').length).toBeGreaterThanOrEqual(2);
    }
    expect(allAuctions.filter((a) => a.reservePrice !== null).length).toBeGreaterThan(allAuctions.length / 2);
    expect(allAuctions.some((a) => a.bidIncrement !== 500_000)).toBe(true);
    expect(allAuctions.some((a) => a.description.includes('SARFAESI'))).toBe(true);
  });

  it('gives every auction 1 to 5 images whose files exist, the first one primary', async () => {
    const images = await ctx.database.db.select().from(auctionImages);
    for (const a of allAuctions) {
      const mine = images.filter((i) => i.auctionId === a.id).sort((x, y) => x.displayOrder - y.displayOrder);
      expect(mine.length, a.title).toBeGreaterThanOrEqual(1);
      expect(mine.length, a.title).toBeLessThanOrEqual(5);
      expect(mine.map((i) => i.displayOrder)).toEqual(mine.map((_, n) => n));
      expect(mine.map((i) => i.isPrimary)).toEqual(mine.map((_, n) => n === 0));
      for (const image of mine) {
        expect(image.storageKey.startsWith(`auction-images/${a.id}/`)).toBe(true);
        for (const url of [image.imageUrl, image.thumbUrl]) {
          expect(existsSync(path.join(ctx.config.mediaDir, url.replace(/^\/media\//, ''))), url).toBe(true);
        }
      }
    }
    expect(new Set(images.map((i) => i.storageKey)).size).toBe(images.length);
    expect(summary?.images).toBe(images.length);

    const res = await ctx.app.inject({ method: 'GET', url: images[0]!.thumbUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/webp');
  });

  it('bundles at least eight property images', () => {
    expect(PROPERTY_IMAGES.length).toBeGreaterThanOrEqual(8);
    for (const image of PROPERTY_IMAGES) expect(existsSync(path.join(PROPERTY_IMAGES_DIR, image.file)), image.file).toBe(true);
    for (const type of PROPERTY_TYPES) {
      expect(PROPERTY_IMAGES.filter((i) => (i.suits as readonly string[]).includes(type)).length, type).toBeGreaterThanOrEqual(2);
    }
  });

  it('places bids only from verified buyers with EMD paid', async () => {
    const db = ctx.database.db;
    const [profileRows, roleRows] = await Promise.all([db.select().from(profiles), db.select().from(userRoles)]);
    const bidders = new Set(allBids.map((b) => b.userId));
    expect(bidders.size).toBeGreaterThanOrEqual(3);
    for (const id of bidders) {
      const profile = profileRows.find((p) => p.userId === id)!;
      expect(profile.verificationStatus).toBe('verified');
      expect(profile.emdPaid).toBe(true);
      expect(roleRows.filter((r) => r.userId === id).map((r) => r.role)).toEqual(['buyer']);
    }
  });

  it('keeps every bid rule: amounts and times strictly increase by at least the increment, inside the bidding window', () => {
    for (const a of allAuctions) {
      const list = bidsOf(a.id);
      if (a.status !== 'live' && a.status !== 'ended') {
        expect(list, a.title).toHaveLength(0);
        continue;
      }
      let price = a.startingBid;
      let lastAt = a.startTime.getTime();
      let lastBidder: string | null = null;
      const closesAt = Math.min(a.endTime.getTime(), seededFrom);
      for (const b of list) {
        expect(b.status, a.title).toBe(a.status === 'ended' ? 'completed' : 'active');
        expect(b.amount, a.title).toBeGreaterThanOrEqual(price + a.bidIncrement);
        expect(b.createdAt.getTime()).toBeGreaterThan(lastAt);
        expect(b.createdAt.getTime()).toBeLessThanOrEqual(closesAt);
        // No bid fell inside the soft-close window, so none of them should have extended the end.
        expect(b.createdAt.getTime()).toBeLessThan(a.endTime.getTime() - SOFT_CLOSE_WINDOW_S * 1000);
        expect(b.userId).not.toBe(lastBidder);
        price = b.amount;
        lastAt = b.createdAt.getTime();
        lastBidder = b.userId;
      }
    }
    expect(live().filter((a) => bidsOf(a.id).length > 0).length).toBeGreaterThanOrEqual(5);
  });

  it('keeps current bid, bid count and bidder count in step with the bids', () => {
    for (const a of allAuctions) {
      const list = bidsOf(a.id);
      const highest = list.length ? Math.max(...list.map((b) => b.amount)) : a.startingBid;
      expect(a.currentBid, a.title).toBe(highest);
      expect(a.bidCount, a.title).toBe(list.length);
      expect(a.biddersCount, a.title).toBe(new Set(list.map((b) => b.userId)).size);
    }
  });

  it('names the highest bidder as winner of each ended auction whose sale stands, and no winner elsewhere', async () => {
    const saleRows = await ctx.database.db.select().from(sales);
    const ended = allAuctions.filter((a) => a.status === 'ended');
    expect(ended.filter((a) => a.winnerId).length).toBeGreaterThanOrEqual(2);
    expect(ended.filter((a) => a.bidCount === 0).length).toBeGreaterThanOrEqual(1);
    for (const a of allAuctions) {
      const list = bidsOf(a.id);
      const top = list.reduce<BidRow | null>((best, b) => (!best || b.amount > best.amount ? b : best), null);
      const sale = saleRows.find((x) => x.auctionId === a.id);
      const stands = !!sale && ['awaiting_confirmation', 'deposit_due', 'balance_due', 'completed'].includes(sale.stage);
      expect(a.winnerId, a.title).toBe(a.status === 'ended' && top && stands ? top.userId : null);
      // The sale's buyer and price are the highest bid's, and its reserve decided the stage.
      if (a.status === 'ended') {
        expect(sale, a.title).toBeDefined();
        expect(sale!.buyerId).toBe(top?.userId ?? null);
        expect(sale!.price).toBe(top?.amount ?? null);
        if (top) expect(sale!.stage === 'reserve_not_met', a.title).toBe(!meetsReserve(top.amount, a.reservePrice));
      } else {
        expect(sale, a.title).toBeUndefined();
      }
    }
  });

  it('shows every stage of the sale after the close, each with its deadlines, payments and certificate', async () => {
    const [saleRows, paymentRows] = await Promise.all([ctx.database.db.select().from(sales), ctx.database.db.select().from(salePayments)]);
    const byStage = (stage: string) => saleRows.filter((x) => x.stage === stage);
    for (const stage of ['awaiting_confirmation', 'deposit_due', 'balance_due', 'completed', 'forfeited', 'reserve_not_met', 'not_sold'])
      expect(byStage(stage).length, stage).toBeGreaterThanOrEqual(1);
    const open = (at: Date | null) => !!at && at.getTime() > seededAt;
    for (const sale of byStage('reserve_not_met')) expect(open(sale.decisionDueAt)).toBe(true);
    for (const sale of byStage('deposit_due')) {
      expect(open(sale.depositDueAt)).toBe(true);
      expect(paymentRows.filter((p) => p.auctionId === sale.auctionId).map((p) => [p.kind, p.status])).toEqual([['deposit', 'pending']]);
    }
    for (const sale of byStage('balance_due')) {
      expect(open(sale.balanceDueAt)).toBe(true);
      expect(paymentRows.filter((p) => p.auctionId === sale.auctionId).map((p) => [p.kind, p.status])).toEqual([['deposit', 'verified']]);
    }
    for (const sale of byStage('completed')) {
      expect(sale.certificateNumber).toMatch(/^NL\/SC\/\d{4}\/[0-9A-F]{8}$/);
      const paid = paymentRows.filter((p) => p.auctionId === sale.auctionId && p.status === 'verified');
      // The price, paid in full: the deposit and the balance, with the EMD counted.
      expect(paid.reduce((sum, p) => sum + p.amount, 0) + sale.emdAmount).toBe(sale.price);
    }
    for (const sale of byStage('forfeited')) expect(sale.reason).toMatch(/not paid/);
  });

  it('gives every bidder an EMD wallet that never went below zero, holding the EMD of each auction they joined', async () => {
    const db = ctx.database.db;
    const [ledger, holds, profileRows] = await Promise.all([
      db.select().from(emdLedger).orderBy(asc(emdLedger.createdAt)),
      db.select().from(emdHolds),
      db.select().from(profiles),
    ]);
    const running = new Map<string, { available: number; held: number }>();
    for (const e of ledger) {
      const t = running.get(e.userId) ?? { available: 0, held: 0 };
      t.available += e.availableDelta;
      t.held += e.heldDelta;
      expect(t.available, `${e.kind} at ${e.createdAt.toISOString()}`).toBeGreaterThanOrEqual(0);
      expect(t.held).toBeGreaterThanOrEqual(0);
      running.set(e.userId, t);
    }
    for (const p of profileRows) {
      const t = running.get(p.userId) ?? { available: 0, held: 0 };
      expect(p.emdAmount, p.email).toBe(t.available + t.held);
      expect(p.emdPaid, p.email).toBe(t.available + t.held > 0);
      const held = holds.filter((h) => h.userId === p.userId && h.status === 'held').reduce((sum, h) => sum + h.amount, 0);
      expect(held, p.email).toBe(t.held);
    }
    // Every bid was placed while its bidder held that auction's EMD; only the buyer of a sale still in progress holds after the close.
    for (const b of allBids) {
      const hold = holds.find((h) => h.userId === b.userId && h.auctionId === b.auctionId);
      expect(hold, b.id).toBeDefined();
      expect(hold!.createdAt.getTime()).toBeLessThan(b.createdAt.getTime());
    }
    for (const a of allAuctions.filter((x) => x.status === 'ended')) {
      const stillHeld = holds.filter((h) => h.auctionId === a.id && h.status === 'held');
      expect(stillHeld.length, a.title).toBeLessThanOrEqual(1);
    }
  });

  it('publishes every sale notice at least 30 days before the start, but for one draft the guard will refuse', () => {
    const early = allAuctions.filter((a) => !keepsNoticePeriod(a, a.startTime));
    expect(early.map((a) => a.status)).toEqual(['draft']);
    for (const a of allAuctions) {
      expect(a.saleNoticeDate, a.title).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(emdCutoffOf(a).getTime(), a.title).toBeLessThan(a.endTime.getTime());
    }
    // Some live auctions can still be joined; the others' cut-off has passed.
    expect(live().filter((a) => emdCutoffOf(a).getTime() > seededAt).length).toBeGreaterThanOrEqual(3);
    expect(live().filter((a) => emdCutoffOf(a).getTime() <= seededFrom).length).toBeGreaterThanOrEqual(3);
  });

  it('lets vendors list, with drafts awaiting approval from vendors and the admin', async () => {
    const roles = await ctx.database.db.select().from(userRoles);
    const roleOf = (id: string) => roles.filter((r) => r.userId === id).map((r) => r.role);
    for (const a of allAuctions) expect(roleOf(a.createdBy).some((r) => r === 'vendor' || r === 'admin')).toBe(true);
    const drafts = allAuctions.filter((a) => a.status === 'draft');
    expect(drafts.some((a) => roleOf(a.createdBy).includes('vendor'))).toBe(true);
    expect(new Set(allAuctions.map((a) => a.createdBy)).size).toBeGreaterThanOrEqual(3);
  });

  it('creates every account with its role and profile', async () => {
    const db = ctx.database.db;
    const [userRows, profileRows, roleRows] = await Promise.all([
      db.select().from(users),
      db.select().from(profiles),
      db.select().from(userRoles),
    ]);
    expect(userRows).toHaveLength(DEMO_ACCOUNTS.length);
    const admin = userRows.find((u) => u.email === 'admin@neelami.in')!;
    for (const account of DEMO_ACCOUNTS) {
      const user = userRows.find((u) => u.email === account.email)!;
      const profile = profileRows.find((p) => p.userId === user.id)!;
      expect(user.name).toBe(account.name);
      expect(roleRows.filter((r) => r.userId === user.id).map((r) => r.role)).toEqual(account.roles);
      expect(profile).toMatchObject({
        fullName: account.name,
        phone: account.profile.phone,
        pan: account.profile.pan,
        verificationStatus: account.profile.verificationStatus,
        userType: account.roles.includes('vendor') ? 'vendor' : 'buyer',
      });
      expect(profile.pan).toMatch(/^[A-Z]{5}[0-9]{4}[A-Z]$/);
      expect(profile.phone).toMatch(/^[6-9][0-9]{9}$/);
      if (profile.gst) expect(profile.gst).toMatch(/^[0-9A-Z]{15}$/);
      if (['verified', 'suspended'].includes(profile.verificationStatus) && user.id !== admin.id) {
        expect(profile.approvedBy).toBe(admin.id);
        expect(profile.approvedAt).toBeInstanceOf(Date);
      } else {
        expect(profile.approvedAt).toBeNull();
      }
    }
    const statusesOf = (role: string) =>
      profileRows.filter((p) => roleRows.some((r) => r.userId === p.userId && r.role === role)).map((p) => p.verificationStatus);
    expect(statusesOf('admin')).toEqual(['verified']);
    expect(statusesOf('vendor').filter((s) => s === 'verified')).toHaveLength(3);
    expect(statusesOf('vendor')).toContain('pending');
    expect(new Set(statusesOf('buyer'))).toEqual(new Set(['verified', 'pending', 'suspended', 'rejected']));
    expect(statusesOf('buyer')).toHaveLength(8);
    const buyers = profileRows.filter((p) => roleRows.some((r) => r.userId === p.userId && r.role === 'buyer'));
    expect(buyers.filter((p) => p.verificationStatus === 'verified' && p.emdPaid).length).toBeGreaterThanOrEqual(3);
    expect(buyers.filter((p) => p.verificationStatus === 'verified' && !p.emdPaid)).toHaveLength(1);
  });

  it('keeps an Aadhaar (its last four digits) only for individual buyers (spec §5)', async () => {
    const db = ctx.database.db;
    const [profileRows, roleRows] = await Promise.all([db.select().from(profiles), db.select().from(userRoles)]);
    const individualBuyer = (p: (typeof profileRows)[number]) =>
      p.buyerType === 'individual' && roleRows.some((r) => r.userId === p.userId && r.role === 'buyer');
    const withAadhaar = profileRows.filter((p) => p.aadhaarLast4 !== null);
    expect(withAadhaar.length).toBeGreaterThanOrEqual(2);
    for (const p of withAadhaar) {
      expect(individualBuyer(p), `${p.fullName} (${p.userType}, ${p.buyerType ?? 'no buyer type'})`).toBe(true);
      expect(p.aadhaarLast4).toMatch(/^[0-9]{4}$/);
    }
    for (const account of DEMO_ACCOUNTS) {
      if (account.profile.aadhaarLast4 === undefined) continue;
      expect(account.roles, account.email).toEqual(['buyer']);
      expect(account.profile.buyerType, account.email).toBe('individual');
    }
  });

  it('lets every demo sign-in sign in, with the role its label names', { timeout: 90_000 }, async () => {
    expect(DEMO_SIGN_INS).toHaveLength(DEMO_ACCOUNTS.length);
    for (const s of DEMO_SIGN_INS) {
      const cookie = await signIn(ctx.app, s.email, s.password);
      const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
      expect(me.statusCode).toBe(200);
      expect(s.label.toLowerCase()).toContain(me.json().role);
    }
  });

  it('gives the bank a buyer waiting for approval who follows its auctions, to approve', async () => {
    const bank = DEMO_SIGN_INS.find((s) => s.email === 'bank@neelami.in')!;
    const cookie = await signIn(ctx.app, bank.email, bank.password);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/vendor/pending-buyers', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { items: { fullName: string | null }[] }).items.map((b) => b.fullName)).toContain('Pooja Reddy');
  });

  it('brings the world to life: notifications, watchlists, reminders and a pending EMD deposit', async () => {
    const db = ctx.database.db;
    const [notes, watched, reminded, deposits, userRows] = await Promise.all([
      db.select().from(notifications),
      db.select().from(watchlist),
      db.select().from(reminders),
      db.select().from(emdDeposits),
      db.select().from(users),
    ]);
    const idOf = (email: string) => userRows.find((u) => u.email === email)!.id;
    const auctionIds = new Set(allAuctions.map((a) => a.id));
    expect(notes.some((n) => n.title.includes('outbid') && auctionIds.has(String(n.data.auctionId)))).toBe(true);
    // "Auction won" comes with the confirmation, to the sale's buyer only.
    const saleRows = await db.select().from(sales);
    const won = notes.filter((n) => n.title === 'Auction won');
    expect(won.length).toBeGreaterThanOrEqual(3);
    for (const n of won) expect(saleRows.find((x) => x.auctionId === n.data.auctionId)!.buyerId).toBe(n.userId);
    for (const sale of saleRows.filter((x) => x.stage === 'reserve_not_met' || x.stage === 'awaiting_confirmation'))
      expect(won.some((n) => n.data.auctionId === sale.auctionId)).toBe(false);
    expect(notes.some((n) => !n.read) && notes.some((n) => n.read)).toBe(true);
    for (const n of notes) expect(n.createdAt.getTime()).toBeLessThanOrEqual(seededAt);
    expect(watched.length).toBeGreaterThanOrEqual(5);
    expect(reminded.length).toBeGreaterThanOrEqual(3);
    for (const r of reminded) expect(allAuctions.find((a) => a.id === r.auctionId)!.status).toBe('upcoming');
    const pending = deposits.filter((d) => d.status === 'pending');
    expect(pending).toHaveLength(1);
    expect(pending[0]!.userId).toBe(idOf('kiran.shinde@neelami.in'));
    expect(pending[0]!.utrReference).toMatch(/^[A-Z]{4}R\d{17}$/);
    expect(pending[0]!.amount).toBeGreaterThan(0);
  });

  it('takes every EMD deposit from an account in its buyer’s name, and pays every withdrawal back to one (decision 033)', async () => {
    const db = ctx.database.db;
    const [deposits, withdrawals, profileRows] = await Promise.all([
      db.select().from(emdDeposits),
      db.select().from(emdWithdrawals),
      db.select().from(profiles),
    ]);
    expect(deposits.length).toBeGreaterThanOrEqual(6);
    for (const d of deposits) {
      const profile = profileRows.find((p) => p.userId === d.userId)!;
      expect(d.sourceAccount, d.utrReference).toMatch(/^[0-9]{9,18}$/);
      expect(d.sourceIfsc, d.utrReference).toMatch(/^[A-Z]{4}0[A-Z0-9]{6}$/);
      const names = [profile.fullName, profile.companyName].filter((n): n is string => !!n);
      expect(
        names.some((n) => holderNameMatches(d.sourceHolderName!, n)),
        `${d.sourceHolderName} for ${names.join(' / ')}`,
      ).toBe(true);
    }
    expect(withdrawals.map((w) => w.status).sort()).toEqual(['paid', 'requested']);
    for (const w of withdrawals) {
      const from = deposits.find((d) => d.id === w.depositId)!;
      expect(from).toMatchObject({ userId: w.userId, status: 'verified', sourceAccount: w.bankAccount, sourceIfsc: w.ifsc });
      expect(w.holderName).toBe(from.sourceHolderName);
    }
  });

  it('lists the seeded auctions through the API, with their images', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auctions?pageSize=50' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBeGreaterThanOrEqual(20);
    expect(body.items[0].images.length).toBeGreaterThanOrEqual(1);
  });

  it('does nothing the second time', async () => {
    const db = ctx.database.db;
    const counts = async () =>
      Promise.all(
        [users, auctions, bids, auctionImages, notifications, watchlist, reminders, emdDeposits].map(async (t) => {
          const [row] = await db.select({ n: count() }).from(t);
          return row!.n;
        }),
      );
    const before = await counts();
    expect(
      await seedIfEmpty(db, {
        media: createMediaStore(createLocalBlobStore(ctx.config.mediaDir)),
        documents: createDocumentsStore(createLocalBlobStore(ctx.config.documentsDir)),
        aliases: createBidderAliases(ctx.config.authSecret),
      }),
    ).toBeNull();
    expect(await counts()).toEqual(before);
  });
});
