import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp, type AppDeps } from '../../app';
import { parseConfig } from '../../config';
import type { Database, Executor } from '../../db/client';
import { auctions, bids, emdHolds, emdLedger, profiles } from '../../db/schema';
import { openTestDatabase, TEST_MEDIA_ROOT } from '../../test/test-db';
import { createUser, type TestContext } from '../../test/test-app';
import type { LifecycleService } from '../auctions/lifecycle.service';

/**
 * Like createTestApp, with app options it does not offer (a rate limit, a shared database for a
 * second server process). `ownsDatabase: false` leaves the database open on close.
 */
export async function createAppWith(extra: Partial<Omit<AppDeps, 'config' | 'database'>> = {}, shared?: Database): Promise<TestContext> {
  const database = shared ?? (await openTestDatabase());
  const config = {
    ...parseConfig({ NODE_ENV: 'test', AUTH_RATE_LIMIT: '1000' }),
    mediaDir: path.join(TEST_MEDIA_ROOT, randomBytes(6).toString('hex')),
  };
  const app = await buildApp({ config, database, ...extra });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      if (!shared) await database.close();
    },
  };
}

type NewAuction = typeof auctions.$inferInsert;

let n = 0;
/** A live auction (unless told otherwise) owned by `createdBy`; amounts in whole rupees. */
export async function insertAuction(db: Executor, createdBy: string, overrides: Partial<NewAuction> = {}) {
  n += 1;
  const now = Date.now();
  const startingBid = overrides.startingBid ?? 10_000_000;
  const [row] = await db
    .insert(auctions)
    .values({
      title: `Test flat ${n} in Thane`,
      description: 'A two-bedroom flat near the station, in a well kept society.',
      location: 'Thane',
      propertyType: 'Residential',
      startingBid,
      currentBid: startingBid,
      emdAmount: 1_000_000,
      startTime: new Date(now - 60_000),
      endTime: new Date(now + 24 * 3600_000),
      status: 'live',
      createdBy,
      ...overrides,
    })
    .returning();
  return row!;
}

/** What a test bidder's wallet is credited with: enough to join any test auction several times over. */
export const TEST_WALLET = 50_000_000;

type AuctionRef = { id: string; emdAmount: number };

/**
 * A buyer allowed to bid: verified, with TEST_WALLET in their EMD wallet (a deposit entry) and the EMD
 * of each auction in `holding` held, as joining would (joining itself is tested through the API).
 */
export async function createBidder(ctx: TestContext, profile: Record<string, unknown> = {}, ...holding: AuctionRef[]) {
  const user = await createUser(ctx, {
    roles: ['buyer'],
    profile: { verificationStatus: 'verified', emdPaid: true, emdAmount: TEST_WALLET, ...profile },
  });
  await ctx.database.db.insert(emdLedger).values({ userId: user.id, kind: 'deposit', availableDelta: TEST_WALLET, reference: 'test' });
  for (const auction of holding) await holdEmd(ctx.database.db, auction, user.id);
  return user;
}

/** Holds the auction's EMD for each user from their wallet: a hold and its ledger entry. */
export async function holdEmd(db: Executor, auction: AuctionRef, ...userIds: string[]) {
  for (const userId of userIds) {
    await db.insert(emdHolds).values({ auctionId: auction.id, userId, amount: auction.emdAmount, status: 'held' });
    await db
      .insert(emdLedger)
      .values({ userId, auctionId: auction.id, kind: 'hold', availableDelta: -auction.emdAmount, heldDelta: auction.emdAmount });
  }
}

/** A user's wallet as the ledger sums it, and the profile's figures that mirror it. */
export async function walletOf(db: Executor, userId: string) {
  const entries = await db.select().from(emdLedger).where(eq(emdLedger.userId, userId));
  const available = entries.reduce((sum, e) => sum + e.availableDelta, 0);
  const held = entries.reduce((sum, e) => sum + e.heldDelta, 0);
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  return { available, held, entries, emdPaid: profile!.emdPaid, emdAmount: profile!.emdAmount };
}

/** The bids that count: active while the auction runs, completed once it has ended (not flagged). */
export async function countedBids(db: Executor, auctionId: string) {
  const rows = await db.select().from(bids).where(eq(bids.auctionId, auctionId));
  return rows.filter((b) => b.status !== 'flagged');
}

export async function auctionRow(db: Executor, auctionId: string) {
  const [row] = await db.select().from(auctions).where(eq(auctions.id, auctionId));
  return row!;
}

/** The invariants of ARCHITECTURE §7, checked from the stored rows. */
export async function checkInvariants(db: Executor, auctionId: string) {
  const rows = (await countedBids(db, auctionId)).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.amount - b.amount);
  const auction = await auctionRow(db, auctionId);
  const problems: string[] = [];
  for (let i = 1; i < rows.length; i++) {
    if (rows[i]!.amount <= rows[i - 1]!.amount) problems.push(`bid ${i} (${rows[i]!.amount}) is not above ${rows[i - 1]!.amount}`);
  }
  const highest = rows.length ? Math.max(...rows.map((b) => b.amount)) : auction.startingBid;
  if (auction.currentBid !== highest) problems.push(`current_bid ${auction.currentBid} is not the highest bid ${highest}`);
  if (auction.bidCount !== rows.length) problems.push(`bid_count ${auction.bidCount} but ${rows.length} bids`);
  const bidders = new Set(rows.map((b) => b.userId)).size;
  if (auction.biddersCount !== bidders) problems.push(`bidders_count ${auction.biddersCount} but ${bidders} bidders`);
  return { problems, rows, auction };
}

/**
 * The app's lifecycle service. NOTE: `App` loses its `services` in the type system (a Fastify
 * instance is thenable, so the async buildApp's result type is awaited down to FastifyInstance).
 */
export function lifecycleOf(ctx: TestContext): LifecycleService {
  return (ctx.app as unknown as { services: { lifecycle: LifecycleService } }).services.lifecycle;
}
