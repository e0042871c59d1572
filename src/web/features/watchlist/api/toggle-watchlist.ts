import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WATCHLIST_MESSAGES as M } from '@shared/messages/watchlist';
import type { WatchlistIds } from '@shared/schemas/watchlist';
import { toast } from '@web/lib/toast';
import { addToWatchlist } from './add-to-watchlist';
import { watchlistIdsQueryKey, watchlistQueryKey } from './get-watchlist-ids';
import { removeFromWatchlist } from './remove-from-watchlist';

type Toggle = { auctionId: string; watch: boolean };

/**
 * Adds or removes a watchlist entry. The heart changes at once (optimistic) and goes back if the
 * server refuses; the spec §8 toasts follow the answer.
 */
export function useToggleWatchlist() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ auctionId, watch }: Toggle) => (watch ? addToWatchlist(auctionId) : removeFromWatchlist(auctionId)),
    onMutate: async ({ auctionId, watch }) => {
      await qc.cancelQueries({ queryKey: watchlistIdsQueryKey });
      const previous = qc.getQueryData<WatchlistIds>(watchlistIdsQueryKey);
      const ids = new Set(previous?.auctionIds ?? []);
      if (watch) ids.add(auctionId);
      else ids.delete(auctionId);
      qc.setQueryData<WatchlistIds>(watchlistIdsQueryKey, { auctionIds: [...ids] });
      return { previous };
    },
    onError: (_err, _vars, ctx) => {
      qc.setQueryData(watchlistIdsQueryKey, ctx?.previous);
      toast.error(M.errorTitle, M.error);
    },
    onSuccess: (_data, { watch }) => {
      if (watch) toast.success(M.addedTitle, M.added);
      else toast.success(M.removedTitle, M.removed);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: watchlistQueryKey }),
  });
}
