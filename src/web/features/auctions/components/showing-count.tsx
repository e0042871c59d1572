import { formatCount } from '@web/lib/format';
import { useAuctionsText } from '@web/i18n/ns/auctions';

/**
 * Spec §2: "Showing X of Y auctions"; Y is "10,000+" when more match than the listing counts (decision 025).
 * `searchedFor`: the search the server made when it differs from the one typed, a misspelling corrected
 * or another name of a place ("Showing results for Nashik", decision 039).
 */
export function ShowingCount({
  shown,
  total,
  capped = false,
  searchedFor,
}: {
  shown: number;
  total: number;
  capped?: boolean;
  searchedFor?: string;
}) {
  const t = useAuctionsText();
  return (
    <>
      {/* NOTE: the heading of the results, between the page's title and the cards' own headings. */}
      <h2 className="tabular text-sm font-normal text-muted-foreground" aria-live="polite" data-testid="showing-count">
        {t('listing.showing', { shown: formatCount(shown), total: formatCount(total, capped) })}
      </h2>
      {searchedFor ? (
        <p className="mt-1 text-sm font-medium" aria-live="polite" data-testid="searched-for">
          {t('listing.resultsFor', { query: searchedFor })}
        </p>
      ) : null}
    </>
  );
}
