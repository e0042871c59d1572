import { ADMIN_RECENT_AUCTIONS, DASHBOARD_LIST_LIMIT } from '../../../shared/domain/constants';
import type { AdminDashboard, BuyerDashboard, VendorDashboard } from '../../../shared/schemas/admin';
import type { Db } from '../../db/client';
import { requireRole } from '../../lib/security/access';
import type { Actor } from '../../lib/security/actor';
import type { AuctionsService } from '../auctions/auctions.service';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { DocumentsService } from '../documents/documents.service';
import type { EmdService } from '../emd/emd.service';
import { dashboardsRepository } from './dashboards.repository';

/** The figures of the three dashboards (spec §2), each for its own role only. */
export function createDashboardsService(deps: {
  db: Db;
  catalogue: Pick<CatalogueService, 'newest'>;
  editing: Pick<AuctionsService, 'listForVendor'>;
  emd: Pick<EmdService, 'pendingCount' | 'pendingCountFor'>;
  documents: Pick<DocumentsService, 'pendingCount'>;
}) {
  const { db, catalogue, editing, emd, documents } = deps;
  return {
    async admin(actorOrNull: Actor | null): Promise<AdminDashboard> {
      requireRole(actorOrNull, 'admin');
      const [figures, recentAuctions, pendingEmdDeposits, pendingDocuments] = await Promise.all([
        dashboardsRepository.adminFigures(db),
        catalogue.newest(ADMIN_RECENT_AUCTIONS),
        emd.pendingCount(),
        documents.pendingCount(),
      ]);
      return {
        totalAuctions: figures.total,
        liveAuctions: figures.live,
        totalUsers: figures.users,
        totalBids: figures.bids,
        platformRevenue: figures.revenue,
        pendingApprovals: figures.drafts,
        pendingEmdDeposits,
        pendingDocuments,
        recentAuctions,
      };
    },

    async vendor(actorOrNull: Actor | null): Promise<VendorDashboard> {
      const actor = requireRole(actorOrNull, 'vendor');
      const [figures, list] = await Promise.all([
        dashboardsRepository.vendorFigures(db, actor.userId),
        editing.listForVendor(actor, { tab: 'all', page: 1, pageSize: DASHBOARD_LIST_LIMIT }),
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
      const actor = requireRole(actorOrNull, 'buyer');
      const [figures, pendingEmdDeposits] = await Promise.all([
        dashboardsRepository.buyerFigures(db, actor.userId),
        emd.pendingCountFor(actor.userId),
      ]);
      return {
        activeBids: figures.activeBids,
        auctionsWon: figures.won,
        totalSpent: figures.spent,
        emdPaid: actor.profile?.emdPaid ?? false,
        emdAmount: actor.profile?.emdAmount ?? 0,
        verificationStatus: actor.profile?.verificationStatus ?? 'pending',
        statusReason: actor.profile?.statusReason ?? null,
        pendingEmdDeposits,
      };
    },
  };
}
export type DashboardsService = ReturnType<typeof createDashboardsService>;
