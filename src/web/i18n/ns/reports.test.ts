import { describe, expect, it } from 'vitest';
import { FIGURE_DEFINITIONS } from '@shared/domain/figures';
import { PROPERTY_TYPES } from '@shared/domain/constants';
import { REPORT_PERIOD_LABELS } from '@shared/schemas/reports';
import commonEnglish from '../locales/en/common.json';
import english from '../locales/en/reports.json';
import { insightText, reportsText } from './reports';

describe('reports catalogue', () => {
  it('copies the figures’ definitions and the periods word for word', () => {
    const { avgSaleAndSold, ...figures } = english.figure;
    expect(figures).toEqual(FIGURE_DEFINITIONS);
    expect(avgSaleAndSold).toBe(`${FIGURE_DEFINITIONS.avgSalePrice}. Sold: ${FIGURE_DEFINITIONS.soldAuctions.toLowerCase()}.`);
    expect(english.period).toEqual(REPORT_PERIOD_LABELS);
    // The property types the reports name are the common catalogue's, one for every screen.
    expect(commonEnglish.propertyType).toEqual(Object.fromEntries(PROPERTY_TYPES.map((type) => [type, type])));
  });

  it.each([
    'You have not bid yet: browse live auctions to place your first bid.',
    'Most of your bids in this period were on Residential property.',
    'Pune is where you bid most (12 bids).',
    '2 of the 5 ended auctions you bid on were confirmed to you.',
    'List your first property to start receiving bids.',
    '40% of your ended auctions were sold (their sale completed).',
    '"3 BHK Flat, Kothrud" drew the most bids (9).',
    'On average 2.5 bids per listing.',
  ])('reads the server’s insight "%s" from the catalogue, word for word in English', (insight) => {
    const keys: string[] = [];
    const t = (key: string, values?: Record<string, unknown>) => {
      keys.push(key);
      return reportsText(key, values);
    };
    expect(insightText(t, insight)).toBe(insight);
    expect(keys.filter((k) => k.startsWith('insight.'))).toHaveLength(1);
  });

  it('leaves an insight it does not know as it came', () => {
    expect(insightText(reportsText, 'Something new.')).toBe('Something new.');
  });
});
