import { useLiveAuctionLists } from '@web/features/catalogue/bidding/hooks/use-live-auction-lists';
import { auctionsQueryOptions } from '@web/features/catalogue/api/get-auctions';
import { statsQueryOptions } from '@web/features/catalogue/api/get-stats';
import { LiveAuctionsPage, liveAuctionsQuery } from '@web/features/catalogue/components/live-auctions-page';
import { ReminderButton } from '@web/features/reminders/components/reminder-button';
import { CompareToggle } from '@web/features/compare/components/compare-toggle';
import { SaveSearchButton } from '@web/features/saved-searches/components/save-search-button';
import { WatchlistHeart } from '@web/features/watchlist/components/watchlist-heart';
import type { Prefetch } from '../page-data';

export default function LiveAuctionsRoute() {
  useLiveAuctionLists();
  return (
    <LiveAuctionsPage
      toolbarAction={<SaveSearchButton page="live" />}
      slots={{
        heart: (a) => <WatchlistHeart auctionId={a.id} />,
        compare: (a) => <CompareToggle auctionId={a.id} title={a.title} />,
        reminder: (a) => <ReminderButton auctionId={a.id} variant="secondary" className="min-w-[7.5rem] flex-1" />,
      }}
    />
  );
}

/** The server renders Live Auctions with the page of the listing its address asks for, and the live count. */
export const prefetch: Prefetch = async ({ queryClient, search, data }) => {
  const query = liveAuctionsQuery(search);
  const [list, stats] = await Promise.all([data.auctions(query), data.stats()]);
  queryClient.setQueryData(auctionsQueryOptions(query).queryKey, list);
  queryClient.setQueryData(statsQueryOptions.queryKey, stats);
};
