import { useParams } from 'react-router';
import { canReadManagedAuction } from '@shared/domain/access';
import type { AuctionDetail } from '@shared/schemas/auction';
import { auctionKeys } from '@web/features/catalogue/api/auction-keys';
import { auctionQueryOptions } from '@web/features/catalogue/api/get-auction';
import { recentBidsQueryOptions, useRecentBids } from '@web/features/catalogue/api/get-recent-bids';
import { AuctionDetailPage } from '@web/features/catalogue/components/auction-detail-page';
import { bidKeys } from '@web/features/bids/api/bid-keys';
import { BidSheetPanel } from '@web/features/bids/components/bid-sheet-panel';
import { LegalDocuments } from '@web/features/documents/components/legal-documents';
import { SaleNoticeGenerator } from '@web/features/documents/components/sale-notice-generator';
import { emdKeys } from '@web/features/emd/api/emd-keys';
import { EmdDialog } from '@web/features/emd/components/emd-dialog';
import { SiteVisitSection } from '@web/features/inspections/components/site-visit-section';
import { ReminderButton } from '@web/features/reminders/components/reminder-button';
import { QuestionsSection } from '@web/features/questions/components/questions-section';
import { PropertyMap } from '@web/features/maps/components/property-map';
import { reportKeys } from '@web/features/reports/api/report-keys';
import { SalePanel } from '@web/features/sales/components/sale-panel';
import { WatchlistHeart } from '@web/features/watchlist/components/watchlist-heart';
import { RefreshAlso } from '@web/lib/refresh-also';
import { useSession } from '@web/lib/session';
import type { Prefetch } from '../page-data';

/** A deposit submitted here shows on the buyer's dashboard figures. */
const DEPOSIT_ALSO_REFRESHES = [reportKeys.dashboard('buyer')];
/**
 * Joining an auction, or a step of its sale, moves the buyer's EMD wallet; a maximum bid set or
 * cancelled here moves the buyer's own lists (the dashboard's "My maximum bids").
 */
const PAGE_ALSO_REFRESHES = [emdKeys.wallet(), bidKeys.mine()];

/**
 * The sale panel, for those who may be its parties: admins, the auction's vendor, and the buyer whose
 * bid is the highest (the newest bid of an ended auction is its highest; flagged ones are left out).
 * NOTE: the buyer knows it is them from their own bid's `isMine`: the public auction says whether it
 * has a winner, never who (decision 038).
 */
function SaleSlot({ auction }: { auction: AuctionDetail }) {
  const { role, subject } = useSession();
  const buyer = role === 'buyer' && auction.bidCount > 0;
  const bids = useRecentBids(auction.id, buyer);
  // NOTE: the seller's side reads its sale whatever its standing, as the server's sales do (decision 032).
  const party = canReadManagedAuction(subject, auction) || (buyer && !!bids.data?.items[0]?.isMine);
  return (
    <RefreshAlso keys={[auctionKeys.detail(auction.id)]}>
      <SalePanel auctionId={auction.id} enabled={party} />
      <BidSheetPanel auction={auction} />
    </RefreshAlso>
  );
}

export default function AuctionDetailRoute() {
  const { id = '' } = useParams();
  return (
    <RefreshAlso keys={PAGE_ALSO_REFRESHES}>
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
          legalInfo: (a) => (
            <>
              {/* Approving the notice sets the listing's sale-notice date: the auction's page reads it again. */}
              <RefreshAlso keys={[auctionKeys.detail(a.id)]}>
                <SaleNoticeGenerator auction={a} />
              </RefreshAlso>
              <LegalDocuments auctionId={a.id} />
            </>
          ),
          sale: (a) => <SaleSlot auction={a} />,
          siteVisit: (a) => <SiteVisitSection auction={a} />,
          questions: (a) => <QuestionsSection auction={a} />,
          map: (a, place) => <PropertyMap auction={a} place={place} />,
        }}
      />
    </RefreshAlso>
  );
}

/** The server renders an auction with its details and latest bids; 404 where the API would answer 404. */
export const prefetch: Prefetch = async ({ queryClient, params, data }) => {
  const id = params.id ?? '';
  const auction = await data.auction(id);
  if (!auction) return { status: 404 };
  queryClient.setQueryData(auctionQueryOptions(id).queryKey, auction);
  queryClient.setQueryData(recentBidsQueryOptions(id).queryKey, await data.recentBids(id));
};
