import { useLiveAuctionLists } from '@web/features/catalogue/bidding/hooks/use-live-auction-lists';
import { auctionsQueryOptions } from '@web/features/catalogue/api/get-auctions';
import { PropertiesPage, propertiesQuery } from '@web/features/catalogue/components/properties-page';
import { ReminderButton } from '@web/features/reminders/components/reminder-button';
import { CompareToggle } from '@web/features/compare/components/compare-toggle';
import { SaveSearchButton } from '@web/features/saved-searches/components/save-search-button';
import { WatchlistHeart } from '@web/features/watchlist/components/watchlist-heart';
import type { Prefetch } from '../page-data';

export default function PropertiesRoute() {
  useLiveAuctionLists();
  return (
    <PropertiesPage
      toolbarAction={<SaveSearchButton page="properties" />}
      slots={{
        heart: (a) => <WatchlistHeart auctionId={a.id} />,
        compare: (a) => <CompareToggle auctionId={a.id} title={a.title} />,
        reminder: (a) => <ReminderButton auctionId={a.id} variant="secondary" className="min-w-[7.5rem] flex-1" />,
      }}
    />
  );
}

/** The server renders Properties with the page of the listing its address asks for. */
export const prefetch: Prefetch = async ({ queryClient, search, data }) => {
  const query = propertiesQuery(search);
  queryClient.setQueryData(auctionsQueryOptions(query).queryKey, await data.auctions(query));
};
