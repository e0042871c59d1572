import { describe, expect, it } from 'vitest';
import { ManagedAuctionListQuerySchema } from '@shared/schemas/auction-form';
import { toQueryString } from '@web/lib/api-client';
import {
  countAdvancedFilters,
  NO_ADVANCED_FILTERS,
  readAdvancedFilters,
  toManagedAuctionFilters,
  writeAdvancedFilters,
  type AdvancedFilterValues,
} from './advanced-filters';

const every: AdvancedFilterValues = { propertyType: 'Agricultural', featuredOnly: true, withReserve: true, withBids: true };

describe('the admin auctions Advanced Filters', () => {
  it('round-trip through the URL, leaving other parameters alone and writing nothing when unset', () => {
    const params = writeAdvancedFilters(new URLSearchParams('tab=live&q=thane'), every);
    expect(params.toString()).toBe('tab=live&q=thane&propertyType=Agricultural&featured=true&withReserve=true&withBids=true');
    expect(readAdvancedFilters(params)).toEqual(every);
    expect(writeAdvancedFilters(params, NO_ADVANCED_FILTERS).toString()).toBe('tab=live&q=thane');
    expect(readAdvancedFilters(new URLSearchParams('propertyType=Castle&featured=yes'))).toEqual(NO_ADVANCED_FILTERS);
  });

  it('become an API query the server schema accepts, unticked boxes left out', () => {
    expect(toManagedAuctionFilters(NO_ADVANCED_FILTERS)).toEqual({});
    expect(JSON.parse(JSON.stringify(toManagedAuctionFilters({ ...NO_ADVANCED_FILTERS, withBids: true })))).toEqual({ withBids: true });
    const query = new URLSearchParams(toQueryString(toManagedAuctionFilters(every)));
    expect(ManagedAuctionListQuerySchema.parse(Object.fromEntries(query))).toMatchObject({
      propertyType: 'Agricultural',
      featured: true,
      withReserve: true,
      withBids: true,
    });
    expect(countAdvancedFilters(every)).toBe(4);
  });
});
