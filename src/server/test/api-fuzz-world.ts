import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { nextMinimumBid } from '../../shared/domain/bidding';
import type { Role, SaleStage, VerificationStatus } from '../../shared/domain/constants';
import { slotTimes, type InspectionStatus } from '../../shared/domain/inspection';
import { depositAmount, istDate, latestBalanceDue } from '../../shared/domain/sale';
import { encodeCursor } from '../../shared/schemas/auction';
import { SEED_PASSWORD, SOURCE_ACCOUNTS } from '../db/seed/demo-accounts';
import { seedIfEmpty } from '../db/seed/seed';
import {
  auctionQuestions,
  auctions,
  bids,
  emdDeposits,
  inspectionRequests,
  listingImports,
  notifications,
  saleNoticeDrafts,
  sales,
  savedSearches,
  users,
} from '../db/schema';
import { createLocalBlobStore } from '../lib/storage/blob-store-local';
import { createDocumentsStore } from '../lib/storage/documents-store';
import { createMediaStore } from '../lib/storage/storage';
import { insertAccount } from '../modules/accounts/accounts.service';
import { insertAuction } from '../modules/auctions/auctions.fixtures';
import { templateCsv } from '../modules/auctions/listing-import.sheet';
import { createBidderAliases } from '../modules/bids/bidder-aliases';
import { calendarRepository } from '../modules/calendar/calendar.repository';
import { newFeedSecret } from '../modules/calendar/calendar.service';
import { createUnsubscribeTokens } from '../modules/notifications/unsubscribe-token';
import { DEFAULT_SAMPLE_IMAGES_DIR } from '../modules/sample-images/sample-images.service';
import type { RequestSeed } from './api-fuzz-requests';
import { auctionInput } from './console-fixtures';
import { makeImage, multipartBody, type FilePart } from './multipart';
import { ORIGIN, signIn, type TestContext } from './test-app';

/** Who sends an operation's requests: a seeded account, nobody, or a session of its own (sign-out). */
export type Caller = 'visitor' | 'admin' | 'vendor' | 'buyer' | 'throwaway-session';

/**
 * The seeded accounts the fuzzer signs in as. Their own state may change (the buyer's wallet, the
 * vendor's drafts); the admin's actions on users always target fresh users.
 */
const ACCOUNTS = { admin: 'admin@neelami.in', vendor: 'bank@neelami.in', buyer: 'rahul.mehta@neelami.in' } as const;
type Account = keyof typeof ACCOUNTS;
/** The buyer's own bank account, in their name: EMD is paid from it and refunded to it (decision 033). */
const BUYER_ACCOUNT = SOURCE_ACCOUNTS.rahul;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
/** Fixture auctions hold little of the buyer's EMD wallet, so it lasts the whole run. */
const SMALL_EMD = 10_000;
const DAY_MS = 86_400_000;
/** An IST date some days from today: site visits are asked for in the window of the days 2 to 6 ahead. */
const dayIn = (days: number) => istDate(new Date(Date.now() + days * DAY_MS));

/**
 * The demo world the fuzzer works in, seeded once, and the fixtures an operation needs, made fresh
 * through the API itself so that an operation that uses one up (approving, ending, deleting) leaves
 * every other operation its own.
 */
export async function createWorld(ctx: TestContext) {
  const { db } = ctx.database;
  await seedIfEmpty(db, {
    media: createMediaStore(createLocalBlobStore(ctx.config.mediaDir)),
    documents: createDocumentsStore(createLocalBlobStore(ctx.config.documentsDir)),
    aliases: createBidderAliases(ctx.config.authSecret),
  });
  const ids = {} as Record<Account, string>;
  const cookies = {} as Record<Account, string>;
  for (const [key, email] of Object.entries(ACCOUNTS) as [Account, string][]) {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    ids[key] = row!.id;
    cookies[key] = await signIn(ctx.app, email, SEED_PASSWORD);
  }

  async function call<T = { id: string }>(as: Account, method: InjectOptions['method'], url: string, payload?: unknown): Promise<T> {
    const send = () =>
      ctx.app.inject({
        method,
        url,
        headers: { origin: ORIGIN, cookie: cookies[as] },
        ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      });
    let res = await send();
    // NOTE: fixtures bid as the buyer the fuzzer also bids as, and bids are limited per user and second.
    for (let retry = 0; res.statusCode === 429 && retry < 5; retry++) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      res = await send();
    }
    if (res.statusCode >= 300) throw new Error(`fixture ${method} ${url} answered ${res.statusCode}: ${res.body}`);
    return res.json() as T;
  }

  async function upload<T = { id: string }>(url: string, files: FilePart[], fields: Record<string, string> = {}): Promise<T> {
    const body = await multipartBody(files, fields);
    const res = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { origin: ORIGIN, cookie: cookies.vendor, ...body.headers },
      payload: body.payload,
    });
    if (res.statusCode !== 201) throw new Error(`fixture upload ${url} answered ${res.statusCode}: ${res.body}`);
    return res.json() as T;
  }

  async function figures(id: string) {
    const [row] = await db.select().from(auctions).where(eq(auctions.id, id));
    return row!;
  }

  const jpeg = await makeImage('jpeg');
  let seq = 0;
  const utr = () => `FUZZW${String(++seq).padStart(13, '0')}`;

  /** Rows of the demo seed, for operations that only read them (or change nothing another operation needs). */
  const seeded = {
    async auction(status: 'live' | 'upcoming' | 'ended', owner?: Account) {
      const where = owner ? and(eq(auctions.status, status), eq(auctions.createdBy, ids[owner])) : eq(auctions.status, status);
      const [row] = await db.select({ id: auctions.id }).from(auctions).where(where).orderBy(desc(auctions.endTime)).limit(1);
      return row!.id;
    },
    async sale(stage: SaleStage) {
      const [row] = await db.select({ id: sales.auctionId }).from(sales).where(eq(sales.stage, stage)).limit(1);
      return row!.id;
    },
  };

  const fresh = {
    /** A user no other operation uses, for the admin's actions on users. */
    async user(roles: Role[], verificationStatus: VerificationStatus = 'verified') {
      return insertAccount(db, {
        email: `fuzz-target${++seq}@example.in`,
        name: `Fuzz Target ${seq}`,
        password: 'fuzz-pass-123',
        roles,
        profile: { verificationStatus, phone: '9876543210', pan: 'ABCDE1234F' },
      });
    },
    /**
     * A session of an account of its own, for sign-out to end. (Not the buyer's: the sign-in fuzzing's
     * failed attempts lock the buyer's sign-in, decision 031.)
     */
    async session() {
      const email = `fuzz-session${++seq}@example.in`;
      await insertAccount(db, { email, name: `Fuzz Session ${seq}`, password: 'fuzz-pass-123', roles: ['buyer'] });
      return signIn(ctx.app, email, 'fuzz-pass-123');
    },
    async draft() {
      return (await call('vendor', 'POST', '/api/auctions', auctionInput({ emdAmount: SMALL_EMD }))).id;
    },
    async draftWithImage() {
      const id = await fresh.draft();
      const { images } = await upload<{ images: { id: string; imageUrl: string }[] }>(`/api/auctions/${id}/images`, [imageFile(jpeg)]);
      return { id, image: images[0]! };
    },
    /** An upcoming auction whose sale notice lets an admin start it now. */
    async upcoming(reservePrice: number | null = null) {
      return (await call('admin', 'POST', '/api/auctions', auctionInput({ status: 'upcoming', emdAmount: SMALL_EMD, reservePrice }))).id;
    },
    /** A live auction the buyer has joined (its EMD held), so that the buyer's bids go through. */
    async joinedLiveAuction(reservePrice: number | null = null) {
      const id = await fresh.upcoming(reservePrice);
      await call('buyer', 'POST', `/api/auctions/${id}/participation`);
      await call('admin', 'POST', `/api/auctions/${id}/start`);
      return id;
    },
    /** An ended auction the buyer won, its sale at `stage`. */
    async sale(stage: 'reserve_not_met' | 'awaiting_confirmation' | 'deposit_due' | 'rejected') {
      const id = await fresh.joinedLiveAuction(stage === 'reserve_not_met' ? 90_000_000 : null);
      await call('buyer', 'POST', `/api/auctions/${id}/bids`, { amount: nextMinimumBid(await figures(id)) });
      await call('admin', 'POST', `/api/auctions/${id}/end`);
      if (stage === 'deposit_due') await call('admin', 'POST', `/api/auctions/${id}/sale/confirm`);
      if (stage === 'rejected') await call('admin', 'POST', `/api/auctions/${id}/sale/reject`, { reason: 'Fuzz fixture' });
      return id;
    },
    /** A 25% deposit the buyer reported, waiting for the seller's check. */
    async pendingPayment() {
      const id = await fresh.sale('deposit_due');
      const sale = await call<{ price: number; emdAmount: number }>('buyer', 'GET', `/api/auctions/${id}/sale`);
      const payment = { kind: 'deposit', amount: depositAmount(sale.price, sale.emdAmount), utrReference: utr() };
      const after = await call<{ payments: { id: string }[] }>('buyer', 'POST', `/api/auctions/${id}/sale/payments`, payment);
      return after.payments[0]!.id;
    },
    async pendingDeposit() {
      return (await call('buyer', 'POST', '/api/emd-deposits', { utrReference: utr(), amount: 100_000, ...BUYER_ACCOUNT })).id;
    },
    async requestedWithdrawal() {
      return (await call('buyer', 'POST', '/api/me/emd/withdrawals', { amount: 1, depositId: buyerDepositId })).id;
    },
    /** A document of one of the vendor's drafts. */
    async document() {
      const fields = { type: 'title_deed', category: 'legal', isPublic: 'true' };
      return (await upload(`/api/auctions/${await fresh.draft()}/documents`, [pdfFile], fields)).id;
    },
    /** The buyer's question on one of the vendor's live auctions. */
    async question() {
      const auctionId = await seeded.auction('live', 'vendor');
      const [row] = await db
        .insert(auctionQuestions)
        .values({ auctionId, askedBy: ids.buyer, question: 'Are the society dues paid up to date?' })
        .returning();
      return row!.id;
    },
    /** A saved search of the buyer's, to rename, pause or delete. */
    async savedSearch() {
      const [row] = await db
        .insert(savedSearches)
        .values({
          userId: ids.buyer,
          name: `Fuzz search ${++seq}`,
          page: 'properties',
          params: { state: 'Maharashtra' },
          state: 'Maharashtra',
        })
        .returning();
      return row!.id;
    },
    /** One of the vendor's upcoming auctions whose inspection window runs from the day after tomorrow for five days. */
    async windowedAuction() {
      const now = Date.now();
      const row = await insertAuction(db, ids.vendor, {
        status: 'upcoming',
        emdAmount: SMALL_EMD,
        startTime: new Date(now + 10 * DAY_MS),
        endTime: new Date(now + 11 * DAY_MS),
        inspectionFrom: slotTimes(dayIn(2), '10-12').start,
        inspectionTo: slotTimes(dayIn(6), '16-18').end,
      });
      return row.id;
    },
    /** A site visit request of the buyer's on a fresh windowed auction, in `status`. */
    async inspection(status: InspectionStatus) {
      const auctionId = await fresh.windowedAuction();
      const [row] = await db
        .insert(inspectionRequests)
        .values({
          auctionId,
          buyerId: ids.buyer,
          visitDate: dayIn(3),
          slot: '12-14',
          visitAt: slotTimes(dayIn(3), '12-14').start,
          people: 2,
          phone: '9876543210',
          status,
          ...(status === 'proposed' ? { proposedDate: dayIn(4), proposedSlot: '10-12' as const } : {}),
        })
        .returning();
      return row!.id;
    },
    async notification() {
      const [row] = await db
        .insert(notifications)
        .values({ userId: ids.buyer, title: 'Fuzz', message: 'A notification to read or delete' })
        .returning();
      return row!.id;
    },
  };

  // The buyer's verified deposit of the seed: a withdrawal names it to be paid to the account it came from.
  const [deposit] = await db
    .select({ id: emdDeposits.id })
    .from(emdDeposits)
    .where(and(eq(emdDeposits.userId, ids.buyer), eq(emdDeposits.status, 'verified')))
    .limit(1);
  const buyerDepositId = deposit!.id;

  // A bid of a live auction: an ended auction's bids are settled and refuse every change.
  const [bid] = await db
    .select({ id: bids.id })
    .from(bids)
    .where(inArray(bids.auctionId, db.select({ id: auctions.id }).from(auctions).where(eq(auctions.status, 'live'))))
    .limit(1);
  const sampleImage = readdirSync(DEFAULT_SAMPLE_IMAGES_DIR).find((n) => n.endsWith('.webp'))!;

  return {
    ctx,
    cookies,
    ids,
    seeded,
    fresh,
    figures,
    jpeg,
    bidId: bid!.id,
    buyerDepositId,
    sampleImage,
    bidAuction: undefined as string | undefined,
    proxyAuction: undefined as string | undefined,
    maximums: 0,
  };
}
export type World = Awaited<ReturnType<typeof createWorld>>;

const imageFile = (data: Buffer): FilePart => ({ field: 'images', filename: 'photo.jpg', contentType: 'image/jpeg', data });
const pdfFile: FilePart = { field: 'file', filename: 'deed.pdf', contentType: 'application/pdf', data: PDF };

/** How an operation's valid request is made. */
export type Setup = {
  as: Caller;
  /** Path ids, files and field hints of the valid request. */
  prepare?: (w: World) => Promise<RequestSeed>;
  /**
   * When the fixture is made again: after an answer that used it up (2xx), or before every request
   * (the bid's amount follows the auction's current bid).
   */
  renew?: 'after-success' | 'each-request';
};

const pathId = (id: string): RequestSeed => ({ params: { id } });

/** The sale-notice date a fresh draft was given: one that keeps the notice period before its start. */
async function noticeDateOf(w: World, auctionId: string): Promise<string> {
  const [row] = await w.ctx.database.db.select({ date: auctions.saleNoticeDate }).from(auctions).where(eq(auctions.id, auctionId));
  return row!.date!;
}

const noticeFields = (noticeDate: string) => ({
  borrower: 'Sunil Patil and Asha Patil',
  securedCreditor: 'Bank of Maharashtra',
  dues: 48_50_000,
  duesAsOf: noticeDate,
  possession: 'physical' as const,
  discloseReserve: false,
  noticeDate,
});
const noticeHints = (noticeDate: string) =>
  Object.fromEntries(Object.entries(noticeFields(noticeDate)).map(([k, v]) => [k, () => v])) as Record<string, () => unknown>;

/** A fresh draft of the vendor's with a sale notice its vendor prepared. */
async function preparedNotice(w: World): Promise<string> {
  const id = await w.fresh.draft();
  await w.ctx.database.db
    .insert(saleNoticeDrafts)
    .values({ auctionId: id, ...noticeFields(await noticeDateOf(w, id)), preparedBy: w.ids.vendor, preparedByName: 'Fuzz Vendor' });
  return id;
}

async function unsubscribeLink(w: World): Promise<RequestSeed> {
  const [buyer] = await w.ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, ACCOUNTS.buyer));
  const token = createUnsubscribeTokens(w.ctx.config.authSecret).sign(buyer!.id, 'outbid');
  return { hints: { token: () => token } };
}

/**
 * How each operation of the API document is called. An operation missing here is sent by the caller
 * its path suggests (admin, vendor, buyer) with a seeded live auction as `{id}`; the base request of
 * every operation must pass validation, which the test checks.
 */
export const SETUPS: Record<string, Setup> = {
  'POST /api/auth/sign-in/email': {
    as: 'visitor',
    prepare: async () => ({ hints: { email: () => ACCOUNTS.buyer, password: () => SEED_PASSWORD } }),
  },
  'POST /api/auth/sign-up/email': { as: 'visitor' },
  'POST /api/auth/sign-out': { as: 'throwaway-session' },
  'POST /api/auth/request-password-reset': {
    as: 'visitor',
    prepare: async () => ({ hints: { email: () => ACCOUNTS.buyer } }),
  },
  'POST /api/auth/reset-password': { as: 'visitor' },
  'GET /api/session': { as: 'buyer' },
  'GET /api/me': { as: 'buyer' },

  'GET /api/admin/users/{id}': { as: 'admin', prepare: async (w) => pathId(w.ids.buyer) },
  'POST /api/admin/users/{id}/verification': {
    as: 'admin',
    prepare: async (w) => ({ params: { id: await w.fresh.user(['buyer'], 'pending') }, hints: { status: () => 'verified' } }),
  },
  'POST /api/admin/users/{id}/roles': {
    as: 'admin',
    prepare: async (w) => ({ params: { id: await w.fresh.user(['buyer']) }, hints: { role: () => 'vendor' } }),
  },
  'DELETE /api/admin/users/{id}/roles': {
    as: 'admin',
    prepare: async (w) => ({ params: { id: await w.fresh.user(['buyer', 'vendor']) }, hints: { role: () => 'vendor' } }),
    renew: 'after-success',
  },
  'DELETE /api/admin/users/{id}/roles/{role}': {
    as: 'admin',
    prepare: async (w) => ({ params: { id: await w.fresh.user(['buyer', 'vendor']), role: 'vendor' } }),
    renew: 'after-success',
  },
  'POST /api/admin/users/{id}/emd': { as: 'admin', prepare: async (w) => pathId(await w.fresh.user(['buyer'])) },
  'POST /api/vendor/buyers/{id}/approve': {
    as: 'vendor',
    prepare: async (w) => pathId(await w.fresh.user(['buyer'], 'pending')),
    renew: 'after-success',
  },

  'POST /api/auctions': { as: 'vendor', prepare: async () => ({ hints: { status: () => 'draft' } }) },
  // A cursor is one the API wrote, for the order the request asks for.
  'GET /api/auctions': {
    as: 'buyer',
    prepare: async (w) => {
      const cursor = encodeCursor({ sort: 'newest', id: await w.seeded.auction('live') });
      // A PIN code the server can place (Baner, Pune) for "within `km` of it".
      return { hints: { sort: () => 'newest', cursor: () => cursor, near: () => '411045', km: () => 25 } };
    },
  },
  'GET /api/auctions/{id}': { as: 'buyer', prepare: async (w) => pathId(await w.seeded.auction('live')) },
  'PATCH /api/auctions/{id}': {
    as: 'vendor',
    prepare: async (w) => ({ ...pathId(await w.fresh.draft()), hints: { status: () => 'draft' } }),
  },
  'DELETE /api/auctions/{id}': { as: 'vendor', prepare: async (w) => pathId(await w.fresh.draft()), renew: 'after-success' },
  'GET /api/auctions/{id}/reserve-price': { as: 'vendor', prepare: async (w) => pathId(await w.seeded.auction('live', 'vendor')) },
  'POST /api/auctions/{id}/approve': { as: 'admin', prepare: async (w) => pathId(await w.fresh.draft()), renew: 'after-success' },
  'POST /api/auctions/{id}/images': {
    as: 'vendor',
    prepare: async (w) => ({ ...pathId(await w.fresh.draft()), files: [imageFile(w.jpeg)] }),
  },
  'DELETE /api/auctions/{id}/images': {
    as: 'vendor',
    prepare: async (w) => {
      const { id, image } = await w.fresh.draftWithImage();
      return { params: { id }, hints: { imageUrl: () => image.imageUrl } };
    },
    renew: 'after-success',
  },
  'PATCH /api/auctions/{id}/images': {
    as: 'vendor',
    prepare: async (w) => {
      const { id, image } = await w.fresh.draftWithImage();
      return { params: { id }, hints: { primaryId: () => image.id, order: () => [image.id] } };
    },
  },
  'GET /api/admin/auctions/{id}': { as: 'admin', prepare: async (w) => pathId(await w.seeded.auction('live')) },
  'GET /api/vendor/auctions/{id}': { as: 'vendor', prepare: async (w) => pathId(await w.seeded.auction('live', 'vendor')) },
  'POST /api/auctions/{id}/start': {
    as: 'admin',
    prepare: async (w) => pathId(await w.fresh.upcoming()),
    renew: 'after-success',
  },
  'POST /api/auctions/{id}/end': { as: 'admin', prepare: async (w) => pathId(await w.fresh.joinedLiveAuction()), renew: 'after-success' },

  'POST /api/auctions/{id}/bids': {
    as: 'buyer',
    prepare: async (w) => {
      const id = (w.bidAuction ??= await w.fresh.joinedLiveAuction());
      const amount = nextMinimumBid(await w.figures(id));
      return { params: { id }, hints: { amount: () => amount, 'idempotency-key': () => `fuzz-${Date.now()}-${Math.random()}` } };
    },
    renew: 'each-request',
  },
  'POST /api/auctions/{id}/proxy-bid': {
    as: 'buyer',
    prepare: async (w) => {
      const id = (w.proxyAuction ??= await w.fresh.joinedLiveAuction());
      // A leading maximum can only be raised: each valid request asks for more than the one before.
      const maxAmount = nextMinimumBid(await w.figures(id)) + 1_000_000 + (w.maximums += 1) * 1_000;
      return { params: { id }, hints: { maxAmount: () => maxAmount } };
    },
    renew: 'each-request',
  },
  'GET /api/auctions/{id}/proxy-bid': { as: 'buyer', prepare: async (w) => pathId((w.proxyAuction ??= await w.fresh.joinedLiveAuction())) },
  'DELETE /api/auctions/{id}/proxy-bid': {
    as: 'buyer',
    prepare: async (w) => pathId((w.proxyAuction ??= await w.fresh.joinedLiveAuction())),
  },
  'GET /api/admin/bids/{id}': { as: 'admin', prepare: async (w) => pathId(w.bidId) },
  'PATCH /api/admin/bids/{id}': { as: 'admin', prepare: async (w) => ({ ...pathId(w.bidId), hints: { status: () => 'flagged' } }) },
  'POST /api/auctions/{id}/participation': {
    as: 'buyer',
    prepare: async (w) => pathId(await w.fresh.upcoming()),
    renew: 'after-success',
  },
  'POST /api/me/emd/withdrawals': { as: 'buyer', prepare: async (w) => ({ hints: { depositId: () => w.buyerDepositId } }) },
  'POST /api/admin/emd-withdrawals/{id}/pay': {
    as: 'admin',
    prepare: async (w) => pathId(await w.fresh.requestedWithdrawal()),
    renew: 'after-success',
  },
  'POST /api/admin/emd-withdrawals/{id}/reject': {
    as: 'admin',
    prepare: async (w) => pathId(await w.fresh.requestedWithdrawal()),
    renew: 'after-success',
  },
  'POST /api/emd-deposits': { as: 'buyer', prepare: async () => ({ hints: { holderName: () => BUYER_ACCOUNT.holderName } }) },
  'POST /api/admin/emd-deposits/{id}/verify': {
    as: 'admin',
    prepare: async (w) => pathId(await w.fresh.pendingDeposit()),
    renew: 'after-success',
  },
  'POST /api/admin/emd-deposits/{id}/reject': {
    as: 'admin',
    prepare: async (w) => pathId(await w.fresh.pendingDeposit()),
    renew: 'after-success',
  },

  'GET /api/auctions/{id}/sale': { as: 'admin', prepare: async (w) => pathId(await w.seeded.sale('completed')) },
  'GET /api/sales': { as: 'buyer' },
  'POST /api/auctions/{id}/sale/accept': {
    as: 'admin',
    prepare: async (w) => pathId(await w.fresh.sale('reserve_not_met')),
    renew: 'after-success',
  },
  'POST /api/auctions/{id}/sale/lapse': {
    as: 'admin',
    prepare: async (w) => pathId(await w.fresh.sale('reserve_not_met')),
    renew: 'after-success',
  },
  'POST /api/auctions/{id}/sale/confirm': {
    as: 'admin',
    prepare: async (w) => pathId(await w.fresh.sale('awaiting_confirmation')),
    renew: 'after-success',
  },
  'POST /api/auctions/{id}/sale/reject': {
    as: 'admin',
    prepare: async (w) => pathId(await w.fresh.sale('awaiting_confirmation')),
    renew: 'after-success',
  },
  'POST /api/auctions/{id}/sale/payments': {
    as: 'buyer',
    prepare: async (w) => {
      const id = await w.fresh.sale('deposit_due');
      const [row] = await w.ctx.database.db.select().from(sales).where(eq(sales.auctionId, id));
      return { params: { id }, hints: { kind: () => 'deposit', amount: () => depositAmount(row!.price!, row!.emdAmount) } };
    },
    renew: 'after-success',
  },
  'POST /api/sale-payments/{id}/verify': {
    as: 'admin',
    prepare: async (w) => pathId(await w.fresh.pendingPayment()),
    renew: 'after-success',
  },
  'POST /api/sale-payments/{id}/reject': {
    as: 'admin',
    prepare: async (w) => pathId(await w.fresh.pendingPayment()),
    renew: 'after-success',
  },
  'POST /api/auctions/{id}/sale/extension': {
    as: 'admin',
    // Each extension must move the deadline later, up to three months after confirmation.
    prepare: async (w) => {
      const id = await w.seeded.sale('balance_due');
      const [row] = await w.ctx.database.db.select().from(sales).where(eq(sales.auctionId, id));
      const until = new Date(Math.min(row!.balanceDueAt!.getTime() + 60_000, latestBalanceDue(row!.confirmedAt!).getTime()));
      return { params: { id }, hints: { until: () => until.toISOString() } };
    },
    renew: 'each-request',
  },
  'PUT /api/auctions/{id}/sale/address': {
    as: 'buyer',
    // The address the certificate prints: any number of times until the sale completes.
    prepare: async (w) => ({
      params: { id: await w.fresh.sale('deposit_due') },
      hints: { address: () => 'Flat 4, Shanti Niwas, Ram Maruti Road, Thane West 400602' },
    }),
  },
  // The bid sheet of an ended auction of the seeded vendor: read by its seller, signed off once (then 409).
  'GET /api/auctions/{id}/bid-sheet': { as: 'vendor', prepare: async (w) => pathId(await w.seeded.auction('ended', 'vendor')) },
  'GET /api/auctions/{id}/bid-sheet.csv': { as: 'vendor', prepare: async (w) => pathId(await w.seeded.auction('ended', 'vendor')) },
  'GET /api/auctions/{id}/bid-sheet.pdf': { as: 'admin', prepare: async (w) => pathId(await w.seeded.auction('ended')) },
  'POST /api/auctions/{id}/bid-sheet/sign-off': { as: 'vendor', prepare: async (w) => pathId(await w.seeded.auction('ended', 'vendor')) },
  // The generated sale notice of a vendor's draft: prepared by its vendor, approved by an admin (maker-checker).
  'GET /api/auctions/{id}/sale-notice': { as: 'vendor', prepare: async (w) => pathId(await w.fresh.draft()) },
  'PUT /api/auctions/{id}/sale-notice': {
    as: 'vendor',
    prepare: async (w) => {
      const id = await w.fresh.draft();
      return { params: { id }, hints: noticeHints(await noticeDateOf(w, id)) };
    },
  },
  'GET /api/auctions/{id}/sale-notice.pdf': { as: 'vendor', prepare: async (w) => pathId(await preparedNotice(w)) },
  'POST /api/auctions/{id}/sale-notice/approve': {
    as: 'admin',
    prepare: async (w) => pathId(await preparedNotice(w)),
    renew: 'after-success',
  },
  // Bulk listing: the template, an upload of the template's own example, and the seller's imports.
  'GET /api/vendor/listing-imports/template.csv': { as: 'vendor' },
  'GET /api/vendor/listing-imports/template.xlsx': { as: 'vendor' },
  'POST /api/vendor/listing-imports': {
    as: 'vendor',
    prepare: async () => ({
      files: [{ field: 'file', filename: 'listings.csv', contentType: 'text/csv', data: Buffer.from(templateCsv()) }],
      hints: { mode: () => 'all_or_nothing' },
    }),
  },
  'GET /api/vendor/listing-imports': { as: 'vendor' },
  'GET /api/vendor/listing-imports/{id}': {
    as: 'vendor',
    prepare: async (w) => {
      const [row] = await w.ctx.database.db
        .insert(listingImports)
        .values({
          createdBy: w.ids.vendor,
          fileName: 'listings.csv',
          mode: 'all_or_nothing',
          status: 'done',
          rows: 1,
          valid: 1,
          imported: 1,
          processed: 1,
        })
        .returning({ id: listingImports.id });
      return pathId(row!.id);
    },
  },
  'GET /api/auctions/{id}/sale/certificate': { as: 'admin', prepare: async (w) => pathId(await w.seeded.sale('completed')) },
  'POST /api/auctions/{id}/sale/resale': {
    as: 'admin',
    prepare: async (w) => pathId(await w.fresh.sale('rejected')),
    renew: 'after-success',
  },

  'POST /api/auctions/{id}/documents': {
    as: 'vendor',
    prepare: async (w) => ({
      ...pathId(await w.fresh.draft()),
      files: [pdfFile],
      hints: { isPublic: () => 'true', name: () => 'Title deed' },
    }),
  },
  'POST /api/admin/documents/{id}/review': { as: 'admin', prepare: async (w) => pathId(await w.fresh.document()), renew: 'after-success' },
  'PATCH /api/documents/{id}': { as: 'vendor', prepare: async (w) => pathId(await w.fresh.document()) },
  'DELETE /api/documents/{id}': { as: 'vendor', prepare: async (w) => pathId(await w.fresh.document()), renew: 'after-success' },
  'GET /api/documents/{id}/download': { as: 'vendor', prepare: async (w) => pathId(await w.fresh.document()) },

  'POST /api/notifications/{id}/read': { as: 'buyer', prepare: async (w) => pathId(await w.fresh.notification()) },
  'DELETE /api/notifications/{id}': { as: 'buyer', prepare: async (w) => pathId(await w.fresh.notification()), renew: 'after-success' },
  'POST /api/reminders': {
    as: 'buyer',
    prepare: async (w) => ({ hints: { auctionId: await w.seeded.auction('upcoming').then((id) => () => id) } }),
  },
  'DELETE /api/reminders/{auctionId}': {
    as: 'buyer',
    prepare: async (w) => ({ params: { auctionId: await w.seeded.auction('upcoming') } }),
  },
  'POST /api/watchlist': {
    as: 'buyer',
    prepare: async (w) => ({ hints: { auctionId: await w.seeded.auction('live').then((id) => () => id) } }),
  },
  'DELETE /api/watchlist/{auctionId}': { as: 'buyer', prepare: async (w) => ({ params: { auctionId: await w.seeded.auction('live') } }) },

  // An e-mail's unsubscribe link: the seeded buyer's, for outbid e-mails, signed with the server's secret.
  'GET /api/unsubscribe': { as: 'visitor', prepare: unsubscribeLink },
  'POST /api/unsubscribe': { as: 'visitor', prepare: unsubscribeLink },
  'PUT /api/questions/{id}/answer': {
    as: 'vendor',
    prepare: async (w) => ({ ...pathId(await w.fresh.question()), hints: { answer: () => 'Yes, paid up to October 2026.' } }),
  },
  'PUT /api/questions/{id}/visibility': { as: 'admin', prepare: async (w) => pathId(await w.fresh.question()) },
  'PATCH /api/saved-searches/{id}': {
    as: 'buyer',
    prepare: async (w) => ({ ...pathId(await w.fresh.savedSearch()), hints: { name: () => `Renamed ${randomBytes(4).toString('hex')}` } }),
  },
  'DELETE /api/saved-searches/{id}': { as: 'buyer', prepare: async (w) => pathId(await w.fresh.savedSearch()) },
  'POST /api/saved-searches': { as: 'buyer', prepare: async () => ({ hints: { name: () => `Saved ${randomBytes(4).toString('hex')}` } }) },
  'POST /api/auctions/{id}/questions': {
    as: 'buyer',
    prepare: async (w) => ({
      ...pathId(await w.seeded.auction('live', 'vendor')),
      hints: { question: () => 'Is the property occupied by tenants?' },
    }),
  },
  'POST /api/auctions/{id}/inspections': {
    as: 'buyer',
    prepare: async (w) => {
      // NOTE: the buyer's earlier requests are closed first, so the few open at a time never refuse this one.
      await w.ctx.database.db
        .update(inspectionRequests)
        .set({ status: 'cancelled' })
        .where(and(eq(inspectionRequests.buyerId, w.ids.buyer), inArray(inspectionRequests.status, ['requested', 'proposed', 'accepted'])));
      return {
        ...pathId(await w.fresh.windowedAuction()),
        hints: { date: () => dayIn(3), slot: () => '12-14', people: () => 2, phone: () => '9876543210' },
      };
    },
    renew: 'after-success',
  },
  'GET /api/vendor/inspections': {
    as: 'vendor',
    prepare: async (w) => {
      const auctionId = await w.seeded.auction('live', 'vendor');
      return { hints: { auctionId: () => auctionId, date: () => dayIn(3) } };
    },
  },
  'PUT /api/inspections/{id}/accept': {
    as: 'vendor',
    prepare: async (w) => pathId(await w.fresh.inspection('requested')),
    renew: 'after-success',
  },
  'PUT /api/inspections/{id}/propose': {
    as: 'vendor',
    prepare: async (w) => ({ ...pathId(await w.fresh.inspection('requested')), hints: { date: () => dayIn(5), slot: () => '14-16' } }),
  },
  'PUT /api/inspections/{id}/decline': {
    as: 'vendor',
    prepare: async (w) => pathId(await w.fresh.inspection('requested')),
    renew: 'after-success',
  },
  'PUT /api/inspections/{id}/accept-proposal': {
    as: 'buyer',
    prepare: async (w) => pathId(await w.fresh.inspection('proposed')),
    renew: 'after-success',
  },
  'PUT /api/inspections/{id}/cancel': {
    as: 'buyer',
    prepare: async (w) => pathId(await w.fresh.inspection('requested')),
    renew: 'after-success',
  },
  'GET /api/inspections/{id}/invite.ics': { as: 'buyer', prepare: async (w) => pathId(await w.fresh.inspection('accepted')) },
  // The seeded buyer's feed at a fresh secret address.
  'GET /api/calendar/{file}': {
    as: 'visitor',
    prepare: async (w) => {
      const [buyer] = await w.ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, ACCOUNTS.buyer));
      const { token, hash } = newFeedSecret();
      await calendarRepository.putFeed(w.ctx.database.db, buyer!.id, hash);
      return { params: { file: `${token}.ics` } };
    },
  },
  'POST /api/me/push-subscriptions': {
    as: 'buyer',
    // A browser's subscription at a push service the server sends to (decision 027), keys of the right sizes.
    prepare: async () => ({
      hints: {
        endpoint: () => `https://fcm.googleapis.com/fcm/send/fuzz-${randomBytes(8).toString('hex')}`,
        p256dh: () => Buffer.concat([Buffer.from([4]), randomBytes(64)]).toString('base64url'),
        auth: () => randomBytes(16).toString('base64url'),
      },
    }),
  },

  'GET /api/reports/buyer': { as: 'buyer' },
  'GET /api/reports/vendor': { as: 'vendor' },
  'GET /api/reports/admin': { as: 'admin' },
  'GET /api/buyer/dashboard': { as: 'buyer' },
  'POST /api/admin/sample-images/{name}': { as: 'admin', prepare: async (w) => ({ params: { name: w.sampleImage } }) },
  'GET /api/stats': { as: 'visitor' },
  'GET /api/map/tiles': { as: 'visitor' },
  // A PIN code of the seeded world (Baner, Pune).
  'GET /api/map/pins/{pin}': { as: 'visitor', prepare: async () => ({ params: { pin: '411045' } }) },
  'GET /api/health': { as: 'visitor' },
  'GET /api/dev/outbox': { as: 'visitor' },
  'GET /api/demo-users': { as: 'visitor' },
  'POST /api/demo-users': { as: 'visitor' },
};

/** The setup of an operation the table does not name: its caller from its path, a seeded live auction as `{id}`. */
export function setupOf(key: string): Setup {
  const known = SETUPS[key];
  if (known) return known;
  const path = key.split(' ')[1]!;
  const as: Caller = path.startsWith('/api/admin/') ? 'admin' : path.startsWith('/api/vendor/') ? 'vendor' : 'buyer';
  return {
    as,
    prepare: async (w) => {
      const live = await w.seeded.auction('live');
      return { params: { id: live, auctionId: live } };
    },
  };
}
