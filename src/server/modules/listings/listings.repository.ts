import { and, count, desc, eq, gt, isNotNull, isNull, max, or, sql, type SQL } from 'drizzle-orm';
import type { AuctionStatus, PropertyType } from '../../../shared/domain/constants';
import type { Executor } from '../../db/client';
import { anyContains } from '../../db/search';
import { auctionImages, auctions } from '../../db/schema';
import { imagesOfAuctions } from '../../db/auction-images';

export type AuctionRow = typeof auctions.$inferSelect;
export type NewAuctionRow = typeof auctions.$inferInsert;
export type AuctionImageRow = typeof auctionImages.$inferSelect;
export type NewAuctionImageRow = typeof auctionImages.$inferInsert;

/** The admin's and vendor's auction tables: owner, tab, search and the Advanced Filters. */
export type ManagedFilter = {
  q?: string;
  status?: AuctionStatus;
  createdBy?: string;
  propertyType?: PropertyType;
  featured?: boolean;
  withReserve?: boolean;
  withBids?: boolean;
};

function whereOf({ q, status, createdBy, propertyType, featured, withReserve, withBids }: ManagedFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (createdBy) conditions.push(eq(auctions.createdBy, createdBy));
  if (status) conditions.push(eq(auctions.status, status));
  if (propertyType) conditions.push(eq(auctions.propertyType, propertyType));
  if (featured !== undefined) conditions.push(eq(auctions.featured, featured));
  if (withReserve !== undefined) conditions.push(withReserve ? isNotNull(auctions.reservePrice) : isNull(auctions.reservePrice));
  if (withBids !== undefined) conditions.push(withBids ? gt(auctions.bidCount, 0) : eq(auctions.bidCount, 0));
  if (q) conditions.push(anyContains(q, [auctions.title, auctions.location, sql`${auctions.propertyType}::text`]));
  return conditions.length ? and(...conditions) : undefined;
}

export const listingsRepository = {
  async findAuction(db: Executor, id: string, opts: { lock?: boolean } = {}) {
    const query = db.select().from(auctions).where(eq(auctions.id, id));
    const [row] = opts.lock ? await query.for('update') : await query;
    return row ?? null;
  },
  async insertAuction(db: Executor, values: NewAuctionRow) {
    const [row] = await db.insert(auctions).values(values).returning();
    return row!;
  },
  async updateAuction(db: Executor, id: string, patch: Partial<NewAuctionRow>) {
    const [row] = await db.update(auctions).set(patch).where(eq(auctions.id, id)).returning();
    return row ?? null;
  },
  async deleteAuction(db: Executor, id: string) {
    const [row] = await db.delete(auctions).where(eq(auctions.id, id)).returning({ id: auctions.id });
    return row ?? null;
  },
  async listManaged(db: Executor, filter: ManagedFilter, page: { limit: number; offset: number }) {
    return db
      .select()
      .from(auctions)
      .where(whereOf(filter))
      .orderBy(desc(auctions.createdAt), desc(auctions.id))
      .limit(page.limit)
      .offset(page.offset);
  },
  /** How many auctions of each status match the filter (its own status, if any, is ignored). */
  async countByStatus(db: Executor, filter: Omit<ManagedFilter, 'status'>) {
    return db
      .select({ status: auctions.status, n: count() })
      .from(auctions)
      .where(whereOf({ ...filter, status: undefined }))
      .groupBy(auctions.status);
  },

  /** The images of these auctions, in display order: the same query the public auctions use. */
  imagesFor: imagesOfAuctions,
  async imageStats(db: Executor, auctionId: string) {
    const [row] = await db
      .select({
        n: count(),
        maxOrder: max(auctionImages.displayOrder),
        primaries: sql<number>`count(*) filter (where ${auctionImages.isPrimary})`.mapWith(Number),
      })
      .from(auctionImages)
      .where(eq(auctionImages.auctionId, auctionId));
    return { count: row?.n ?? 0, maxOrder: row?.maxOrder ?? -1, hasPrimary: (row?.primaries ?? 0) > 0 };
  },
  async insertImages(db: Executor, rows: NewAuctionImageRow[]) {
    if (rows.length === 0) return [];
    return db.insert(auctionImages).values(rows).returning();
  },
  async findImageByUrl(db: Executor, auctionId: string, imageUrl: string) {
    const [row] = await db
      .select()
      .from(auctionImages)
      .where(and(eq(auctionImages.auctionId, auctionId), or(eq(auctionImages.imageUrl, imageUrl), eq(auctionImages.thumbUrl, imageUrl))));
    return row ?? null;
  },
  async deleteImage(db: Executor, imageId: string) {
    await db.delete(auctionImages).where(eq(auctionImages.id, imageId));
  },
  async updateImage(db: Executor, imageId: string, patch: Partial<Pick<NewAuctionImageRow, 'isPrimary' | 'displayOrder'>>) {
    await db.update(auctionImages).set(patch).where(eq(auctionImages.id, imageId));
  },
};
