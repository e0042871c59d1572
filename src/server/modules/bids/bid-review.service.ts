import type { BidStatus } from '../../../shared/domain/constants';
import {
  ADMIN_MESSAGES,
  type AdminBid,
  type AdminBidDetail,
  type AdminBidList,
  type AdminBidListQuery,
} from '../../../shared/schemas/admin';
import { BID_MESSAGES } from '../../../shared/schemas/bid';
import type { Db } from '../../db/client';
import { requireAdmin } from '../../lib/security/access';
import type { Actor } from '../../lib/security/actor';
import { ConflictError, NotFoundError } from '../../lib/http/errors';
import { isUuid } from '../../lib/security/ids';
import type { Publisher } from '../../realtime/bus';
import type { UserManagementService } from '../accounts/user-management.service';
import type { AuctionsService } from '../auctions/auctions.service';
import type { AuctionFiguresService } from '../auctions/auction-figures.service';
import type { AuditService } from '../audit/audit.service';
import type { BidLogService } from './bid-log.service';
import { bidsRepository } from './bids.repository';

type Listed = NonNullable<Awaited<ReturnType<typeof bidsRepository.findForReview>>>;

function toAdminBid(r: Listed): AdminBid {
  return {
    id: r.bid.id,
    auctionId: r.bid.auctionId,
    amount: r.bid.amount,
    status: r.bid.status,
    createdAt: r.bid.createdAt.toISOString(),
    auction: r.auction,
    bidder: {
      userId: r.bid.userId,
      fullName: r.bidderName ?? r.bidderUserName,
      email: r.bidderEmail,
      emdPaid: r.emdPaid ?? false,
    },
  };
}

export type BidReviewDeps = {
  db: Db;
  publisher: Publisher;
  audit: AuditService;
  auctions: Pick<AuctionFiguresService, 'lock' | 'recompute'>;
  editing: Pick<AuctionsService, 'get'>;
  users: Pick<UserManagementService, 'get'>;
  bidLog: Pick<BidLogService, 'recordChange'>;
};

/** The admin's bid management (spec §2): every bid with its auction and bidder, and the status change of spec §4. */
export function createBidReviewService({ db, publisher, audit, auctions, editing, users, bidLog }: BidReviewDeps) {
  async function one(bidId: string): Promise<Listed> {
    const row = isUuid(bidId) ? await bidsRepository.findForReview(db, bidId) : null;
    if (!row) throw new NotFoundError(ADMIN_MESSAGES.bidNotFound);
    return row;
  }

  return {
    async list(actorOrNull: Actor | null, query: AdminBidListQuery): Promise<AdminBidList> {
      requireAdmin(actorOrNull);
      const filter = { q: query.q || undefined, type: query.type, status: query.status };
      const offset = (query.page - 1) * query.pageSize;
      const [rows, total, counts] = await Promise.all([
        bidsRepository.listForReview(db, filter, { limit: query.pageSize, offset }),
        bidsRepository.countForReview(db, filter),
        bidsRepository.totals(db),
      ]);
      return { items: rows.map(toAdminBid), total, counts };
    },

    async get(actorOrNull: Actor | null, bidId: string): Promise<AdminBidDetail> {
      const actor = requireAdmin(actorOrNull);
      const row = await one(bidId);
      const [auctionDetail, bidderDetail] = await Promise.all([
        editing.get(actor, row.bid.auctionId, 'admin'),
        users.get(actor, row.bid.userId),
      ]);
      return { ...toAdminBid(row), auctionDetail, bidderDetail };
    },

    /**
     * Spec §4: an admin flags a bid or restores a flagged one. Under the auction's row lock (bids in
     * flight wait for it, and it for them) the status changes, the auction's figures are recomputed
     * (current bid = the highest bid not flagged) and the audit row is written: all commit together
     * or not at all. A bid that is not flagged is active while its auction runs ("completed" asked for
     * on a running one stores active); once the auction has ended its result is settled and its bids
     * are final (decision 010).
     */
    async changeStatus(actorOrNull: Actor | null, bidId: string, status: BidStatus, reason?: string): Promise<AdminBid> {
      const actor = requireAdmin(actorOrNull);
      const row = await one(bidId);
      const auctionId = row.bid.auctionId;
      const figures = await db.transaction(async (tx) => {
        const auction = await auctions.lock(tx, auctionId);
        const before = (await bidsRepository.findBid(tx, bidId))!;
        if (auction?.status === 'ended') throw new ConflictError(BID_MESSAGES.finalAfterEnd, 'AUCTION_ENDED');
        const after = (await bidsRepository.setStatus(tx, bidId, status === 'flagged' ? 'flagged' : 'active'))!;
        // The public bid log gains an entry for the change; the bid's own entry stays as it was.
        if ((before.status === 'flagged') !== (after.status === 'flagged')) {
          await bidLog.recordChange(tx, auctionId, after.status === 'flagged' ? 'flagged' : 'restored', [bidId]);
        }
        const { currentBid, bidCount, biddersCount } = await auctions.recompute(tx, auctionId);
        await audit.record(tx, actor, {
          action: 'bid.status',
          objectType: 'bid',
          objectId: bidId,
          before: { title: row.auction.title, status: before.status, amount: before.amount },
          after: { title: row.auction.title, status: after.status, amount: before.amount, ...(reason ? { reason } : {}) },
        });
        return { status: after.status, currentBid, bidCount, biddersCount };
      });
      const { status: stored, ...counts } = figures;
      publisher.publish(`auction:${auctionId}`, 'bid.status_changed', { auctionId, bidId, status: stored, ...counts });
      publisher.publish('admin', 'bid.status_changed', { auctionId, bidId, status: stored, ...counts });
      publisher.publish('auctions', 'auction.updated', { auctionId, ...counts });
      return toAdminBid(await one(bidId));
    },
  };
}
export type BidReviewService = ReturnType<typeof createBidReviewService>;
