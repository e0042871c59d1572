import { useParams } from 'react-router';
import { AuctionDetailPage } from '@web/features/auctions/components/auction-detail-page';
import { LegalDocuments } from '@web/features/documents/components/legal-documents';
import { EmdDialog } from '@web/features/emd/components/emd-dialog';
import { ReminderButton } from '@web/features/reminders/components/reminder-button';
import { reportKeys } from '@web/features/reports/api/report-keys';
import { WatchlistHeart } from '@web/features/watchlist/components/watchlist-heart';
import { RefreshAlso } from '@web/lib/refresh-also';

/** A deposit submitted here shows on the buyer's dashboard figures. */
const DEPOSIT_ALSO_REFRESHES = [reportKeys.dashboard('buyer')];

export default function AuctionDetailRoute() {
  const { id = '' } = useParams();
  return (
    <AuctionDetailPage
      key={id}
      id={id}
      slots={{
        heart: (a) => <WatchlistHeart auctionId={a.id} size="lg" />,
        upcomingAction: (a) => <ReminderButton auctionId={a.id} className="w-full" />,
        emdDialog: (dialog) => (
          <RefreshAlso keys={DEPOSIT_ALSO_REFRESHES}>
            <EmdDialog {...dialog} />
          </RefreshAlso>
        ),
        legalInfo: (a) => <LegalDocuments auctionId={a.id} />,
      }}
    />
  );
}
