import { useLiveAuctionLists } from '@web/features/auctions/bidding/hooks/use-live-auction-lists';
import { PropertiesPage } from '@web/features/auctions/components/properties-page';
import { ReminderButton } from '@web/features/reminders/components/reminder-button';
import { WatchlistHeart } from '@web/features/watchlist/components/watchlist-heart';

export default function PropertiesRoute() {
  useLiveAuctionLists();
  return (
    <PropertiesPage
      slots={{
        heart: (a) => <WatchlistHeart auctionId={a.id} />,
        reminder: (a) => <ReminderButton auctionId={a.id} variant="secondary" className="min-w-[7.5rem] flex-1" />,
      }}
    />
  );
}
