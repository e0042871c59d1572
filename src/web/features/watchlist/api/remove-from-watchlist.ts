import type { WatchlistChange } from '@shared/schemas/watchlist';
import { api } from '@web/lib/api-client';

export function removeFromWatchlist(auctionId: string): Promise<WatchlistChange> {
  return api<WatchlistChange>(`/api/watchlist/${encodeURIComponent(auctionId)}`, { method: 'DELETE' });
}
