import type { WatchlistChange } from '@shared/schemas/watchlist';
import { api } from '@web/lib/api-client';

/** `POST /api/watchlist`; adding twice is harmless. */
export function addToWatchlist(auctionId: string): Promise<WatchlistChange> {
  return api<WatchlistChange>('/api/watchlist', { method: 'POST', body: { auctionId } });
}
