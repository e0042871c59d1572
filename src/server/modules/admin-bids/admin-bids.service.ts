import type { BidStatus } from '../../../shared/domain/constants';
import {
  ADMIN_MESSAGES,
  type AdminBid,
  type AdminBidDetail,
  type AdminBidList,
  type AdminBidListQuery,
} from '../../../shared/schemas/admin';
import type { Db, Executor } from '../../db/client';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { requireSignedIn } from '../../lib/http';
import { isUuid } from '../../lib/ids';
import type { AdminUsersService } from '../admin-users/admin-users.service';
import type { AuditService } from '../audit/audit.service';
import type { ListingsService } from '../listings/listings.service';
import type { Actor } from '../users/users.service';
import { adminBidsRepository } from './admin-bids.repository';

type Listed = NonNullable<Awaited<ReturnType<typeof adminBidsRepository.findOne>>>;

type StatusChange = { before: { status: BidStatus; auctionId: string; amount: number }; after: { status: BidStatus } };

/**
 * The bidding engine's status change: it locks the auction, sets the status and recomputes the
 * auction's figures (current bid = highest bid not flagged), runs `within` in that same
 * transaction, then publishes after the commit.
 */
export type BidStatusChanger = {
  changeStatus(bidId: string, status: BidStatus, within?: (tx: Executor, change: StatusChange) => Promise<void>): Promise<StatusChange>;
};

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

function requireAdmin(actor: Actor | null): Actor {
  const a = requireSignedIn(actor);
  if (a.role !== 'admin') throw new ForbiddenError();
  return a;
}

export function createAdminBidsService(deps: {
  db: Db;
  audit: AuditService;
  bids: BidStatusChanger;
  listings: ListingsService;
  adminUsers: AdminUsersService;
}) {
  const { db, audit, bids, listings, adminUsers } = deps;

  async function one(bidId: string): Promise<Listed> {
    const row = isUuid(bidId) ? await adminBidsRepository.findOne(db, bidId) : null;
    if (!row) throw new NotFoundError(ADMIN_MESSAGES.bidNotFound);
    return row;
  }

  return {
    async list(actorOrNull: Actor | null, query: AdminBidListQuery): Promise<AdminBidList> {
      requireAdmin(actorOrNull);
      const filter = { q: query.q || undefined, type: query.type, status: query.status };
      const offset = (query.page - 1) * query.pageSize;
      const [rows, total, counts] = await Promise.all([
        adminBidsRepository.list(db, filter, { limit: query.pageSize, offset }),
        adminBidsRepository.count(db, filter),
        adminBidsRepository.totals(db),
      ]);
      return { items: rows.map(toAdminBid), total, counts };
    },

    async get(actorOrNull: Actor | null, bidId: string): Promise<AdminBidDetail> {
      const actor = requireAdmin(actorOrNull);
      const row = await one(bidId);
      const [auctionDetail, bidderDetail] = await Promise.all([
        listings.get(actor, row.bid.auctionId, 'admin'),
        adminUsers.get(actor, row.bid.userId),
      ]);
      return { ...toAdminBid(row), auctionDetail, bidderDetail };
    },

    async changeStatus(actorOrNull: Actor | null, bidId: string, status: BidStatus): Promise<AdminBid> {
      const actor = requireAdmin(actorOrNull);
      const row = await one(bidId);
      // The audit row is written inside the engine's transaction, under its auction lock: the change
      // and its record commit together or not at all.
      await bids.changeStatus(bidId, status, (tx, change) =>
        audit.record(tx, actor, {
          action: 'bid.status',
          objectType: 'bid',
          objectId: bidId,
          before: { title: row.auction.title, status: change.before.status, amount: change.before.amount },
          after: { title: row.auction.title, status: change.after.status, amount: change.before.amount },
        }),
      );
      return toAdminBid(await one(bidId));
    },
  };
}
export type AdminBidsService = ReturnType<typeof createAdminBidsService>;
