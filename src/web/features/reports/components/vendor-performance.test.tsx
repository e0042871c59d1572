import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { VendorDashboard } from '@shared/schemas/admin';
import { VendorPerformance } from './vendor-performance';

const dashboard = (over: Partial<VendorDashboard>): VendorDashboard => ({
  verificationStatus: 'verified',
  activeAuctions: 3,
  totalListings: 10,
  totalBidders: 5,
  totalRevenue: 0,
  completedAuctions: 4,
  soldAuctions: 1,
  avgSalePrice: null,
  completionRate: 40,
  auctions: [],
  ...over,
});

describe('VendorPerformance (decision 042)', () => {
  it('keeps the spec’s Completion rate and says what it counts, beside the report’s sell-through', () => {
    const html = renderToStaticMarkup(<VendorPerformance data={dashboard({})} loading={false} />);
    expect(html).toContain('Completion rate');
    expect(html).toContain('40%');
    expect(html).toContain('4 of 10 listings ended; 1 sold (25% sell-through, as in your report)');
  });

  it('counts no sell-through before anything has ended', () => {
    const html = renderToStaticMarkup(
      <VendorPerformance data={dashboard({ completedAuctions: 0, soldAuctions: 0, completionRate: 0 })} loading={false} />,
    );
    expect(html).toContain('0 of 10 listings ended; 0 sold (0% sell-through, as in your report)');
  });
});
