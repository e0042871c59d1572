import { isAdmin } from '../../../shared/domain/access';
import { AUCTION_MESSAGES } from '../../../shared/schemas/auction';
import type { Watchlist, WatchlistChange, WatchlistIds } from '../../../shared/schemas/watchlist';
import type { Db, Executor } from '../../db/client';
import { NotFoundError } from '../../lib/http/errors';
import { requireSignedIn } from '../../lib/security/access';
import type { Publisher } from '../../realtime/bus';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { Actor } from '../../lib/security/actor';
import { watchlistRepository } from './watchlist.repository';

/** Spec §4 watchlist: any signed-in user toggles a heart per auction; other tabs hear of it. */
export function createWatchlistService({
  db,
  auctions,
  publisher,
}: {
  db: Db;
  auctions: Pick<CatalogueService, 'isVisible'>;
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
      const rows = await watchlistRepository.listForUser(db, actor.userId, { allDrafts: isAdmin(actor) });
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

    /** Everyone watching the auction (the lifecycle tells them when it goes live). */
    watchersOf(ex: Executor, auctionId: string): Promise<string[]> {
      return watchlistRepository.watchersOf(ex, auctionId);
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
