import { AUCTION_MESSAGES } from '../../../shared/schemas/auction';
import type { Watchlist, WatchlistChange, WatchlistIds } from '../../../shared/schemas/watchlist';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import { requireSignedIn } from '../../lib/http';
import type { Publisher } from '../../realtime/bus';
import type { AuctionsService } from '../auctions/auctions.service';
import type { Actor } from '../users/users.service';
import { watchlistRepository } from './watchlist.repository';

/** Spec §4 watchlist: any signed-in user toggles a heart per auction; other tabs hear of it. */
export function createWatchlistService({
  db,
  auctions,
  publisher,
}: {
  db: Db;
  auctions: Pick<AuctionsService, 'isVisible'>;
  publisher?: Publisher;
}) {
  async function requireAuction(actor: Actor, auctionId: string) {
    if (!(await auctions.isVisible(actor, auctionId))) throw new NotFoundError(AUCTION_MESSAGES.notFound);
  }

  function announce(actor: Actor, change: WatchlistChange) {
    publisher?.publish(`user:${actor.userId}`, 'watchlist.changed', change);
  }

  return {
    async list(actorOrNull: Actor | null): Promise<Watchlist> {
      const actor = requireSignedIn(actorOrNull);
      const rows = await watchlistRepository.listForUser(db, actor.userId, { allDrafts: actor.role === 'admin' });
      return {
        items: rows.map((r) => ({
          ...r,
          startTime: r.startTime.toISOString(),
          endTime: r.endTime.toISOString(),
          addedAt: r.addedAt.toISOString(),
        })),
      };
    },

    async ids(actorOrNull: Actor | null): Promise<WatchlistIds> {
      const actor = requireSignedIn(actorOrNull);
      return { auctionIds: await watchlistRepository.idsForUser(db, actor.userId) };
    },

    /** Adding an auction already on the list changes nothing and still succeeds. */
    async add(actorOrNull: Actor | null, auctionId: string): Promise<WatchlistChange> {
      const actor = requireSignedIn(actorOrNull);
      await requireAuction(actor, auctionId);
      await watchlistRepository.add(db, actor.userId, auctionId);
      const change = { auctionId, watching: true };
      announce(actor, change);
      return change;
    },

    async remove(actorOrNull: Actor | null, auctionId: string): Promise<WatchlistChange> {
      const actor = requireSignedIn(actorOrNull);
      await requireAuction(actor, auctionId);
      await watchlistRepository.remove(db, actor.userId, auctionId);
      const change = { auctionId, watching: false };
      announce(actor, change);
      return change;
    },
  };
}
export type WatchlistService = ReturnType<typeof createWatchlistService>;
