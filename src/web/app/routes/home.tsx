import { useLiveAuctionLists } from '@web/features/auctions/bidding/hooks/use-live-auction-lists';
import { HomePage } from '@web/features/auctions/components/home-page';
import { ReminderButton } from '@web/features/reminders/components/reminder-button';
import { WatchlistHeart } from '@web/features/watchlist/components/watchlist-heart';

export default function HomeRoute() {
  useLiveAuctionLists();
  return (
    <HomePage
      slots={{
        heart: (a) => <WatchlistHeart auctionId={a.id} />,
        reminder: (a) => <ReminderButton auctionId={a.id} variant="secondary" className="min-w-[7.5rem] flex-1" />,
      }}
    />
  );
}
