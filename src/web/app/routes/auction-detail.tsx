import { useParams } from 'react-router';
import { AuctionDetailPage } from '@web/features/auctions/components/auction-detail-page';
import { BidBox } from '@web/features/bidding/components/bid-box';
import { ReminderButton } from '@web/features/reminders/components/reminder-button';
import { WatchlistHeart } from '@web/features/watchlist/components/watchlist-heart';

export default function AuctionDetailRoute() {
  const { id = '' } = useParams();
  return (
    <AuctionDetailPage
      key={id}
      id={id}
      slots={{
        heart: (a) => <WatchlistHeart auctionId={a.id} size="lg" />,
        bidBox: (a) => <BidBox auction={a} upcomingAction={<ReminderButton auctionId={a.id} className="w-full" />} />,
      }}
    />
  );
}
