import { useLiveAuctionLists } from '@web/features/catalogue/bidding/hooks/use-live-auction-lists';
import { auctionsQueryOptions } from '@web/features/catalogue/api/get-auctions';
import { statsQueryOptions } from '@web/features/catalogue/api/get-stats';
import { HomePage, homeAuctionsQuery } from '@web/features/catalogue/components/home-page';
import { ReminderButton } from '@web/features/reminders/components/reminder-button';
import { CompareToggle } from '@web/features/compare/components/compare-toggle';
import { WatchlistHeart } from '@web/features/watchlist/components/watchlist-heart';
import type { Prefetch } from '../page-data';

export default function HomeRoute() {
  useLiveAuctionLists();
  return (
    <HomePage
      slots={{
        heart: (a) => <WatchlistHeart auctionId={a.id} />,
        compare: (a) => <CompareToggle auctionId={a.id} title={a.title} />,
        reminder: (a) => <ReminderButton auctionId={a.id} variant="secondary" className="min-w-[7.5rem] flex-1" />,
      }}
    />
  );
}

/** The server renders the home page with its figures and both lists. */
export const prefetch: Prefetch = async ({ queryClient, data }) => {
  const [stats, featured, latest] = await Promise.all([
    data.stats(),
    data.auctions(homeAuctionsQuery(true)),
    data.auctions(homeAuctionsQuery(false)),
  ]);
  queryClient.setQueryData(statsQueryOptions.queryKey, stats);
  queryClient.setQueryData(auctionsQueryOptions(homeAuctionsQuery(true)).queryKey, featured);
  queryClient.setQueryData(auctionsQueryOptions(homeAuctionsQuery(false)).queryKey, latest);
};
