import { eq } from 'drizzle-orm';
import type { AuctionStatus } from '../../../shared/domain/constants';
import type { Executor } from '../../db/client';
import { auctions, profiles, saleNoticeDrafts, users } from '../../db/schema';

export type SaleNoticeDraftRow = typeof saleNoticeDrafts.$inferSelect;

/** The listing's fields a sale notice prints, with its seller's name. */
export type NoticeAuction = {
  id: string;
  status: AuctionStatus;
  createdBy: string;
  title: string;
  address: string | null;
  location: string;
  district: string | null;
  state: string | null;
  propertyType: string;
  areaSqFt: number | null;
  startingBid: number;
  reservePrice: number | null;
  emdAmount: number;
  bidIncrement: number;
  startTime: Date;
  endTime: Date;
  emdCutoff: Date | null;
  inspectionFrom: Date | null;
  inspectionTo: Date | null;
  isResale: boolean;
  encumbrances: string | null;
  officerName: string | null;
  officerPhone: string | null;
  sellerName: string;
};

export const saleNoticeRepository = {
  async auction(db: Executor, auctionId: string): Promise<NoticeAuction | null> {
    const [row] = await db
      .select({
        id: auctions.id,
        status: auctions.status,
        createdBy: auctions.createdBy,
        title: auctions.title,
        address: auctions.address,
        location: auctions.location,
        district: auctions.district,
        state: auctions.state,
        propertyType: auctions.propertyType,
        areaSqFt: auctions.areaSqFt,
        startingBid: auctions.startingBid,
        reservePrice: auctions.reservePrice,
        emdAmount: auctions.emdAmount,
        bidIncrement: auctions.bidIncrement,
        startTime: auctions.startTime,
        endTime: auctions.endTime,
        emdCutoff: auctions.emdCutoff,
        inspectionFrom: auctions.inspectionFrom,
        inspectionTo: auctions.inspectionTo,
        isResale: auctions.isResale,
        encumbrances: auctions.encumbrances,
        officerName: auctions.authorisedOfficerName,
        officerPhone: auctions.authorisedOfficerPhone,
        companyName: profiles.companyName,
        fullName: profiles.fullName,
        userName: users.name,
      })
      .from(auctions)
      .innerJoin(users, eq(users.id, auctions.createdBy))
      .leftJoin(profiles, eq(profiles.userId, auctions.createdBy))
      .where(eq(auctions.id, auctionId));
    if (!row) return null;
    const { companyName, fullName, userName, ...auction } = row;
    return { ...auction, sellerName: companyName?.trim() || fullName?.trim() || userName };
  },

  async draft(db: Executor, auctionId: string, { lock = false } = {}): Promise<SaleNoticeDraftRow | null> {
    const query = db.select().from(saleNoticeDrafts).where(eq(saleNoticeDrafts.auctionId, auctionId));
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  },

  /** A new preparation replaces the last one, which was not approved (the service checks). */
  async save(db: Executor, values: typeof saleNoticeDrafts.$inferInsert): Promise<void> {
    const { auctionId: _, ...update } = values;
    await db
      .insert(saleNoticeDrafts)
      .values(values)
      .onConflictDoUpdate({
        target: saleNoticeDrafts.auctionId,
        set: { ...update, approvedBy: null, approvedByName: null, approvedAt: null },
      });
  },

  async approve(db: Executor, auctionId: string, by: { userId: string; name: string; at: Date }): Promise<void> {
    await db
      .update(saleNoticeDrafts)
      .set({ approvedBy: by.userId, approvedByName: by.name, approvedAt: by.at })
      .where(eq(saleNoticeDrafts.auctionId, auctionId));
  },
};
