import { describe, expect, it } from 'vitest';
import { parseListingView, toApiQuery, toSearchParams } from './use-listing-params';

const view = (qs: string) => parseListingView(new URLSearchParams(qs), 'all');

describe('the listing view in the URL', () => {
  it('asks for Relevance while searching and Ending Soon otherwise, keeping both out of the URL', () => {
    expect(toApiQuery(view('q=villa'), 12).sort).toBe('relevance');
    expect(toApiQuery(view(''), 12).sort).toBe('ending_soon');
    expect(toSearchParams({ ...view('q=villa'), sort: 'relevance' }, 'all').toString()).toBe('q=villa');
    expect(toSearchParams({ ...view(''), sort: 'ending_soon' }, 'all').toString()).toBe('');
  });

  it('keeps a chosen order, searching or not', () => {
    expect(toApiQuery(view('q=villa&sort=ending_soon'), 12).sort).toBe('ending_soon');
    expect(toSearchParams(view('q=villa&sort=ending_soon'), 'all').toString()).toBe('q=villa&sort=ending_soon');
    expect(toSearchParams(view('sort=newest'), 'all').toString()).toBe('sort=newest');
  });

  it('ranks a search typed after the default order', () => {
    // From a plain page (Ending Soon by default), typing a search ranks it.
    expect(toApiQuery({ ...view(''), q: 'villa' }, 12).sort).toBe('relevance');
  });
});

describe('the place and seller filters in the URL', () => {
  it('reads state, district, seller and possession and writes them back', () => {
    const v = view('state=Maharashtra&district=Pune&seller=u-1&possession=physical');
    expect(v).toMatchObject({ state: 'Maharashtra', district: 'Pune', seller: 'u-1', possession: 'physical' });
    expect(toSearchParams(v, 'all').toString()).toBe('state=Maharashtra&district=Pune&seller=u-1&possession=physical');
    expect(toApiQuery(v, 12)).toMatchObject({ state: 'Maharashtra', district: 'Pune', seller: 'u-1', possession: 'physical' });
  });

  it('drops an unknown state or possession, and a district without its state', () => {
    expect(view('state=Atlantis&district=Pune&possession=some')).toMatchObject({ state: '', district: '', possession: '' });
    expect(toSearchParams({ ...view('state=Goa&district=North%20Goa'), state: '' }, 'all').toString()).toBe('');
    expect(toApiQuery({ ...view('state=Goa&district=North%20Goa'), state: '' }, 12).district).toBeUndefined();
  });

  it('leaves them out of the URL and the query when not chosen', () => {
    expect(toSearchParams(view(''), 'all').toString()).toBe('');
    expect(toApiQuery(view(''), 12)).toMatchObject({ state: undefined, district: undefined, seller: undefined, possession: undefined });
  });
});

describe('the property type filter in the URL', () => {
  it('takes every property type a listing may have, Agricultural included, and drops an unknown one', () => {
    for (const type of ['Residential', 'Commercial', 'Industrial', 'Agricultural', 'Land']) {
      expect(view(`propertyType=${type}`).propertyType).toBe(type);
      expect(toApiQuery(view(`propertyType=${type}`), 12).propertyType).toBe(type);
    }
    expect(view('propertyType=Castle').propertyType).toBe('');
  });
});

describe('the distance filter in the URL', () => {
  it('reads the PIN code and the distance and writes them back, the default distance left out', () => {
    const v = view('near=411045&km=10');
    expect(v).toMatchObject({ near: '411045', km: 10 });
    expect(toSearchParams(v, 'all').toString()).toBe('near=411045&km=10');
    expect(toApiQuery(v, 12)).toMatchObject({ near: '411045', km: 10 });
    expect(toSearchParams(view('near=411045&km=25'), 'all').toString()).toBe('near=411045');
    expect(toApiQuery(view('near=411045'), 12).km).toBeUndefined();
  });

  it('drops what is not a PIN code, a distance out of range, and a distance without a PIN code', () => {
    expect(view('near=41104&km=10')).toMatchObject({ near: '', km: 10 });
    expect(view('near=411045&km=500').km).toBe(25);
    expect(view('near=411045&km=2.5').km).toBe(25);
    expect(toSearchParams(view('km=10'), 'all').toString()).toBe('');
    expect(toApiQuery(view('km=10'), 12)).toMatchObject({ near: undefined, km: undefined });
  });
});
