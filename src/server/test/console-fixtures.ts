import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import type { AuctionStatus, SaleStage } from '../../shared/domain/constants';
import { istDate } from '../../shared/domain/sale';
import type { AuctionCreateInput, ManagedAuction } from '../../shared/schemas/auction-form';
import { auctions, auditLog, documents, sales } from '../db/schema';
import { createUser, ORIGIN, type TestContext } from './test-app';

const HOUR = 3_600_000;

/** A valid auction form, starting tomorrow and ending the day after, its sale notice published 35 days before. */
export function auctionInput(overrides: Partial<AuctionCreateInput> = {}): AuctionCreateInput {
  const start = Date.now() + 24 * HOUR;
  return {
    saleNoticeDate: istDate(new Date(start - 35 * 24 * HOUR)),
    title: '3 BHK Sea-facing Flat, Worli',
    description: 'Spacious three-bedroom flat with a sea view, covered parking and a clubhouse.',
    location: 'Worli, Mumbai',
    state: 'Maharashtra',
    district: 'Mumbai City',
    locality: 'Worli',
    pinCode: '400018',
    propertyType: 'Residential',
    category: 'Apartment',
    startingBid: 25_000_000,
    reservePrice: 30_000_000,
    emdAmount: 2_500_000,
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + 48 * HOUR).toISOString(),
    ...overrides,
  };
}

/** One of every caller the authorization rules tell apart (spec §6). */
export async function createCast(ctx: TestContext) {
  const verified = { verificationStatus: 'verified' as const };
  const [admin, pendingBuyer, approvedBuyer, unapprovedVendor, vendor, otherVendor] = await Promise.all([
    createUser(ctx, { roles: ['admin'], name: 'Asha Admin', profile: verified }),
    createUser(ctx, { roles: ['buyer'], name: 'Pavan Pending' }),
    createUser(ctx, { roles: ['buyer'], name: 'Bina Buyer', profile: { ...verified, emdPaid: true, emdAmount: 2_500_000 } }),
    createUser(ctx, { roles: ['vendor'], name: 'Umesh Unapproved' }),
    createUser(ctx, { roles: ['vendor'], name: 'Vikram Vendor', profile: verified }),
    createUser(ctx, { roles: ['vendor'], name: 'Olga Othervendor', profile: verified }),
  ]);
  return { admin, pendingBuyer, approvedBuyer, unapprovedVendor, vendor, otherVendor };
}
export type Cast = Awaited<ReturnType<typeof createCast>>;

/** `app.inject` with the same-site Origin a browser sends, and the caller's cookie. */
export function call(
  ctx: TestContext,
  method: InjectOptions['method'],
  url: string,
  cookie?: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}

export async function createAuction(
  ctx: TestContext,
  cookie: string,
  overrides: Partial<AuctionCreateInput> = {},
): Promise<ManagedAuction> {
  const res = await call(ctx, 'POST', '/api/auctions', cookie, auctionInput(overrides));
  if (res.statusCode !== 201) throw new Error(`create auction failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/**
 * Gives an auction a published sale notice (approved and public), as its approval requires
 * (decision 041). The row only: no file is stored, so a download of it would answer 404.
 */
export async function publishSaleNotice(ctx: TestContext, auctionId: string) {
  const [auction] = await ctx.database.db.select({ createdBy: auctions.createdBy }).from(auctions).where(eq(auctions.id, auctionId));
  if (!auction) throw new Error(`publishSaleNotice: no auction ${auctionId}`);
  await ctx.database.db.insert(documents).values({
    auctionId,
    name: 'Sale notice',
    type: 'sale_notice',
    category: 'legal',
    storageKey: `${auctionId}/sale-notice.pdf`,
    mimeType: 'application/pdf',
    sizeBytes: 1024,
    isPublic: true,
    status: 'approved',
    uploadedBy: auction.createdBy,
  });
}

/** Puts an auction straight into a state (Start/End belong to the lifecycle module). */
export async function setAuctionState(
  ctx: TestContext,
  id: string,
  patch: { status?: AuctionStatus; winnerId?: string | null; currentBid?: number; bidCount?: number },
) {
  await ctx.database.db.update(auctions).set(patch).where(eq(auctions.id, id));
}

/** Records an ended auction's sale straight into a stage (the sales module's own tests move it step by step). */
export async function setSale(
  ctx: TestContext,
  auctionId: string,
  sale: { stage: SaleStage; buyerId?: string | null; price?: number | null; completedAt?: Date | null },
) {
  await ctx.database.db.insert(sales).values({
    auctionId,
    stage: sale.stage,
    buyerId: sale.buyerId ?? null,
    price: sale.price ?? null,
    emdAmount: 0,
    closedAt: new Date(),
    completedAt: sale.completedAt ?? (sale.stage === 'completed' ? new Date() : null),
  });
}

/** The audit rows written about one object (a user, auction, bid, document or deposit). */
export function auditRowsFor(ctx: TestContext, objectId: string) {
  return ctx.database.db.select().from(auditLog).where(eq(auditLog.objectId, objectId));
}

/** Just the actions of those rows. */
export async function auditActionsFor(ctx: TestContext, objectId: string) {
  return (await auditRowsFor(ctx, objectId)).map((r) => r.action);
}
