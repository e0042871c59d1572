import { type BidLog, type BidLogKind, type BidLogPublicKey } from '../../../shared/bid-log';
import type { Db, Executor } from '../../db/client';
import type { Actor } from '../../lib/security/actor';
import { NotFoundError } from '../../lib/http/errors';
import type { SigningKey } from '../../lib/security/signing-key';
import type { AuctionFiguresService } from '../auctions/auction-figures.service';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { BidderAliases } from './bidder-aliases';
import { bidLogRepository, genesisHash, logHistory, type NewLogEntry } from './bid-log.repository';
import { AUCTION_MESSAGES } from '../../../shared/messages/auction';

const closed = (status: string | null | undefined) => status === 'ended' || status === 'cancelled';

export type BidLogServiceDeps = {
  db: Db;
  key: SigningKey;
  auctions: Pick<AuctionFiguresService, 'lock'>;
  catalogue: Pick<CatalogueService, 'isVisible'>;
  /** The bidders' aliases of history logged late (decision 038). */
  aliases: BidderAliases;
  clock?: () => Date;
};

/**
 * The public bid log (decision 020): served to anyone who may see the auction, sealed at the close,
 * and appended to when a bid is flagged, restored or removed. The bid engine appends accepted bids
 * itself, inside its batch (bid-engine.ts).
 */
export function createBidLogService({ db, key, auctions, catalogue, aliases, clock = () => new Date() }: BidLogServiceDeps) {
  /** Signs the head again when the auction has closed (an entry after the close). */
  async function resealIfClosed(tx: Executor, auctionId: string, status: string | undefined, at: Date) {
    if (closed(status)) await bidLogRepository.writeSeal(tx, auctionId, key, at);
  }

  return {
    publicKey(): BidLogPublicKey {
      return key.publicKey;
    },

    /** The log with its head and seal; to anyone who may see the auction (a draft's to its vendor and admins). */
    async get(actor: Actor | null, auctionId: string): Promise<BidLog> {
      if (!(await catalogue.isVisible(actor, auctionId))) throw new NotFoundError(AUCTION_MESSAGES.notFound);
      const [entries, stored] = await Promise.all([bidLogRepository.entries(db, auctionId), bidLogRepository.seal(db, auctionId)]);
      const last = entries[entries.length - 1];
      let seal = stored;
      // NOTE: a closed auction whose history was logged without a key at hand (the seed, the backfill
      // of an older database) is sealed on its first read, under its row lock.
      if ((seal?.seq ?? -1) !== (last?.seq ?? 0) && closed(await bidLogRepository.auctionStatus(db, auctionId))) {
        seal = await db.transaction(async (tx) => {
          const locked = await auctions.lock(tx, auctionId);
          const again = await bidLogRepository.seal(tx, auctionId);
          const head = await bidLogRepository.head(tx, auctionId);
          if (!closed(locked?.status) || (again && again.seq === (head?.seq ?? 0))) return again;
          return bidLogRepository.writeSeal(tx, auctionId, key, clock());
        });
      }
      return {
        version: 1,
        auctionId,
        entries,
        head: last ? { seq: last.seq, hash: last.hash } : { seq: 0, hash: genesisHash(auctionId) },
        seal,
      };
    },

    /** At the close, in the transaction that ends the auction (it holds the row lock). */
    seal(tx: Executor, auctionId: string, at: Date = clock()) {
      return bidLogRepository.writeSeal(tx, auctionId, key, at);
    },

    /**
     * A change to bids already logged (flagged, restored, removed with the bidder's account): one new
     * entry each, never an edit. Run under the auction's row lock, in the transaction that changes them.
     */
    async recordChange(tx: Executor, auctionId: string, kind: Exclude<BidLogKind, 'bid'>, bidIds: string[], auctionStatus?: string) {
      const at = clock();
      const own = await bidLogRepository.entriesOfBids(tx, bidIds);
      const entries: NewLogEntry[] = bidIds.flatMap((bidId) => {
        const e = own.get(bidId);
        return e
          ? [{ kind, bidId: kind === 'removed' ? null : bidId, ref: e.seq, alias: e.alias, amount: e.amount, automatic: e.automatic, at }]
          : [];
      });
      if (entries.length === 0) return;
      await bidLogRepository.append(tx, auctionId, entries);
      await resealIfClosed(tx, auctionId, auctionStatus, at);
    },

    /** Logs the history of auctions that have bids but no log (bids from before the log existed). */
    backfill(): Promise<number> {
      return logHistory(db, clock(), aliases);
    },
  };
}
export type BidLogService = ReturnType<typeof createBidLogService>;
