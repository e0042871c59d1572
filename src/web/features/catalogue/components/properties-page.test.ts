import { describe, expect, it } from 'vitest';
import type { AuctionListCounts } from '@shared/schemas/auction';
import { propertiesQuery, tabCount } from './properties-page';

const counts: AuctionListCounts = {
  byStatus: { draft: 2, upcoming: 5, live: 7, ended: 11, cancelled: 3 },
  byPropertyType: { Residential: 28, Commercial: 0, Industrial: 0, Agricultural: 0, Land: 0 },
  byState: {},
  byDistrict: {},
  exact: true,
};

describe('Properties tabs', () => {
  it('add up to All: Upcoming counts the drafts and cancelled auctions All shows as upcoming', () => {
    expect(tabCount(counts, 'all')).toBe(28);
    expect(tabCount(counts, 'upcoming')).toBe(10);
    expect(tabCount(counts, 'live') + tabCount(counts, 'upcoming') + tabCount(counts, 'ended')).toBe(tabCount(counts, 'all'));
  });

  it('ask the server for what each tab shows', () => {
    expect(propertiesQuery(new URLSearchParams('status=upcoming')).status).toBe('upcoming,draft,cancelled');
    expect(propertiesQuery(new URLSearchParams('status=live')).status).toBe('live');
    expect(propertiesQuery(new URLSearchParams('')).status).toBeUndefined();
  });
});
