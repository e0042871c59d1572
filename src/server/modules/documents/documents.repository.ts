import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DocumentCategory, DocumentStatus } from '../../../shared/domain/constants';
import type { Executor } from '../../db/client';
import { anyContains } from '../../db/search';
import { auctions, documents, profiles } from '../../db/schema';

export type DocumentRow = typeof documents.$inferSelect;

export type DocumentFilter = { q?: string; category?: DocumentCategory; status?: DocumentStatus };

function whereOf({ q, category, status }: DocumentFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (category) conditions.push(eq(documents.category, category));
  if (status) conditions.push(eq(documents.status, status));
  if (q) conditions.push(anyContains(q, [documents.name, auctions.title, sql`${documents.type}::text`]));
  return conditions.length ? and(...conditions) : undefined;
}

const columns = {
  doc: documents,
  auctionTitle: auctions.title,
  auctionOwner: auctions.createdBy,
  auctionStatus: auctions.status,
  uploaderName: profiles.fullName,
};

export const documentsRepository = {
  async auctionOwner(db: Executor, auctionId: string) {
    const [row] = await db
      .select({ id: auctions.id, title: auctions.title, createdBy: auctions.createdBy, status: auctions.status })
      .from(auctions)
      .where(eq(auctions.id, auctionId));
    return row ?? null;
  },
  async insert(db: Executor, values: typeof documents.$inferInsert) {
    const [row] = await db.insert(documents).values(values).returning();
    return row!;
  },
  /** The demo seed's published papers, in one statement. */
  async insertMany(db: Executor, values: (typeof documents.$inferInsert)[]) {
    if (values.length > 0) await db.insert(documents).values(values);
  },
  async findOne(db: Executor, id: string) {
    const [row] = await db
      .select(columns)
      .from(documents)
      .innerJoin(auctions, eq(auctions.id, documents.auctionId))
      .leftJoin(profiles, eq(profiles.userId, documents.uploadedBy))
      .where(eq(documents.id, id));
    return row ?? null;
  },
  async list(db: Executor, filter: DocumentFilter, page: { limit: number; offset: number }) {
    return db
      .select(columns)
      .from(documents)
      .innerJoin(auctions, eq(auctions.id, documents.auctionId))
      .leftJoin(profiles, eq(profiles.userId, documents.uploadedBy))
      .where(whereOf(filter))
      .orderBy(desc(documents.createdAt), desc(documents.id))
      .limit(page.limit)
      .offset(page.offset);
  },
  async count(db: Executor, filter: DocumentFilter) {
    const [row] = await db
      .select({ n: count() })
      .from(documents)
      .innerJoin(auctions, eq(auctions.id, documents.auctionId))
      .where(whereOf(filter));
    return row?.n ?? 0;
  },
  async totals(db: Executor) {
    const n = (cond: SQL) => sql<number>`count(*) filter (where ${cond})`.mapWith(Number);
    const [row] = await db
      .select({
        total: count(),
        pending: n(sql`${documents.status} = 'pending'`),
        approved: n(sql`${documents.status} = 'approved'`),
        rejected: n(sql`${documents.status} = 'rejected'`),
        legal: n(sql`${documents.category} = 'legal'`),
        technical: n(sql`${documents.category} = 'technical'`),
        totalDownloads: sql<number>`coalesce(sum(${documents.downloadCount}), 0)`.mapWith(Number),
        totalBytes: sql<number>`coalesce(sum(${documents.sizeBytes}), 0)`.mapWith(Number),
      })
      .from(documents);
    return row!;
  },
  async listForAuction(db: Executor, auctionId: string, publicOnly: boolean) {
    const where = publicOnly
      ? and(eq(documents.auctionId, auctionId), eq(documents.status, 'approved'), eq(documents.isPublic, true))
      : eq(documents.auctionId, auctionId);
    return db
      .select(columns)
      .from(documents)
      .innerJoin(auctions, eq(auctions.id, documents.auctionId))
      .leftJoin(profiles, eq(profiles.userId, documents.uploadedBy))
      .where(where)
      .orderBy(desc(documents.createdAt));
  },
  /** Whether the auction has a sale notice that anyone may read: approved by an admin and public. */
  async hasPublishedSaleNotice(db: Executor, auctionId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: documents.id })
      .from(documents)
      .where(
        and(
          eq(documents.auctionId, auctionId),
          eq(documents.type, 'sale_notice'),
          eq(documents.status, 'approved'),
          eq(documents.isPublic, true),
        ),
      )
      .limit(1);
    return row !== undefined;
  },
  async update(db: Executor, id: string, patch: Partial<typeof documents.$inferInsert>) {
    const [row] = await db
      .update(documents)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(documents.id, id))
      .returning();
    return row ?? null;
  },
  async countDownload(db: Executor, id: string) {
    await db
      .update(documents)
      .set({ downloadCount: sql`${documents.downloadCount} + 1` })
      .where(eq(documents.id, id));
  },
  async delete(db: Executor, id: string) {
    await db.delete(documents).where(eq(documents.id, id));
  },
};
