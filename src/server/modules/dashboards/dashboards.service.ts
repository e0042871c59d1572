import { ADMIN_RECENT_AUCTIONS, DASHBOARD_LIST_LIMIT } from '../../../shared/domain/constants';
import type { AdminDashboard, BuyerDashboard, VendorDashboard } from '../../../shared/schemas/admin';
import type { Db } from '../../db/client';
import { ForbiddenError } from '../../lib/errors';
import { requireSignedIn } from '../../lib/http';
import { toAuctionDto } from '../auctions/auctions.dto';
import type { DocumentsService } from '../documents/documents.service';
import type { EmdDepositsService } from '../emd-deposits/emd-deposits.service';
import type { ListingsService } from '../listings/listings.service';
import type { Actor } from '../users/users.service';
import { dashboardsRepository } from './dashboards.repository';

function requireRoleOf(actorOrNull: Actor | null, role: Actor['role']): Actor {
  const actor = requireSignedIn(actorOrNull);
  if (actor.role !== role) throw new ForbiddenError();
  return actor;
}

/** The figures of the three dashboards (spec §2), each for its own role only. */
export function createDashboardsService(deps: {
  db: Db;
  listings: ListingsService;
  emdDeposits: EmdDepositsService;
  documents: DocumentsService;
}) {
  const { db, listings, emdDeposits, documents } = deps;
  return {
    async admin(actorOrNull: Actor | null): Promise<AdminDashboard> {
      requireRoleOf(actorOrNull, 'admin');
      const [figures, newest, pendingEmdDeposits, pendingDocuments] = await Promise.all([
        dashboardsRepository.adminFigures(db),
        dashboardsRepository.newestAuctions(db, ADMIN_RECENT_AUCTIONS),
        emdDeposits.pendingCount(),
        documents.pendingCount(),
      ]);
      const images = await listings.imagesFor(newest.map((a) => a.id));
      return {
        totalAuctions: figures.total,
        liveAuctions: figures.live,
        totalUsers: figures.users,
        totalBids: figures.bids,
        platformRevenue: figures.revenue,
        pendingApprovals: figures.drafts,
        pendingEmdDeposits,
        pendingDocuments,
        recentAuctions: newest.map((a) =>
          toAuctionDto(
            a,
            images.filter((i) => i.auctionId === a.id),
          ),
        ),
      };
    },

    async vendor(actorOrNull: Actor | null): Promise<VendorDashboard> {
      const actor = requireRoleOf(actorOrNull, 'vendor');
      const [figures, list] = await Promise.all([
        dashboardsRepository.vendorFigures(db, actor.userId),
        listings.listForVendor(actor, { tab: 'all', page: 1, pageSize: DASHBOARD_LIST_LIMIT }),
      ]);
      return {
        verificationStatus: actor.profile?.verificationStatus ?? 'pending',
        activeAuctions: figures.live,
        totalListings: figures.total,
        totalBidders: figures.bidders,
        totalRevenue: figures.revenue,
        completedAuctions: figures.ended,
        soldAuctions: figures.sold,
        avgSalePrice: figures.sold > 0 ? Math.round(figures.revenue / figures.sold) : null,
        completionRate: figures.total > 0 ? Math.round((figures.ended / figures.total) * 100) : 0,
        auctions: list.items,
      };
    },

    async buyer(actorOrNull: Actor | null): Promise<BuyerDashboard> {
      const actor = requireRoleOf(actorOrNull, 'buyer');
      const [figures, pendingEmdDeposits] = await Promise.all([
        dashboardsRepository.buyerFigures(db, actor.userId),
        emdDeposits.pendingCountFor(actor.userId),
      ]);
      return {
        activeBids: figures.activeBids,
        auctionsWon: figures.won,
        totalSpent: figures.spent,
        emdPaid: actor.profile?.emdPaid ?? false,
        emdAmount: actor.profile?.emdAmount ?? 0,
        verificationStatus: actor.profile?.verificationStatus ?? 'pending',
        pendingEmdDeposits,
      };
    },
  };
}
export type DashboardsService = ReturnType<typeof createDashboardsService>;
