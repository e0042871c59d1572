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
