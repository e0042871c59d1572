import type { AuctionList } from '@shared/schemas/auction';
import { formatCount } from '@web/lib/format';
import { useAuctionsText } from '@web/i18n/ns/auctions';

/**
 * Spec §2: "Showing X of Y auctions"; Y is "1,000+" when more match than the listing counts (decision 025),
 * or "about 12,000" where the server estimates how many (decision 046).
 * `searchedFor`: the search the server made when it differs from the one typed, a misspelling corrected
 * or another name of a place ("Showing results for Nashik", decision 039).
 */
export function ShowingCount({
  listing: { items, total, totalCapped: capped, totalEstimate: estimate, searchedFor },
}: {
  /** The listing answer; `totalEstimate`: about how many match, where more than the server counts do ("about 12,000"). */
  listing: Pick<AuctionList, 'items' | 'total' | 'totalCapped' | 'totalEstimate' | 'searchedFor'>;
}) {
  const t = useAuctionsText();
  const shown = items.length;
  return (
    <>
      {/* NOTE: the heading of the results, between the page's title and the cards' own headings. */}
      <h2 className="tabular text-sm font-normal text-muted-foreground" aria-live="polite" data-testid="showing-count">
        {capped && estimate !== undefined
          ? t('listing.showingAbout', { shown: formatCount(shown), total: formatCount(estimate) })
          : t('listing.showing', { shown: formatCount(shown), total: formatCount(total, capped) })}
      </h2>
      {searchedFor ? (
        <p className="mt-1 text-sm font-medium" aria-live="polite" data-testid="searched-for">
          {t('listing.resultsFor', { query: searchedFor })}
        </p>
      ) : null}
    </>
  );
}
