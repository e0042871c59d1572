import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createScreenI18n, loadEveryCatalogue, type ScreenLanguage } from '@web/i18n/i18n';
import type { AuctionList } from '@shared/schemas/auction';
import { ShowingCount } from './showing-count';

/** The line over the results, in `language`, as text. */
/** A listing answer of `shown` items out of `total` (as the server says it). */
const listing = (shown: number, total: number, more: { capped?: boolean; estimate?: number } = {}) => ({
  items: Array.from({ length: shown }) as AuctionList['items'],
  total,
  totalCapped: more.capped ?? false,
  totalEstimate: more.estimate,
});

async function line(language: ScreenLanguage, props: Parameters<typeof ShowingCount>[0]): Promise<string> {
  await loadEveryCatalogue();
  const html = renderToStaticMarkup(
    <I18nProvider i18n={createScreenI18n(language)}>
      <ShowingCount {...props} />
    </I18nProvider>,
  );
  return html.replace(/<[^>]+>/g, '');
}

describe('ShowingCount', () => {
  it('says the exact total, or that more match than were counted', async () => {
    expect(await line('en', { listing: listing(12, 345) })).toBe('Showing 12 of 345 auctions');
    expect(await line('en', { listing: listing(12, 1000, { capped: true }) })).toBe('Showing 12 of 1,000+ auctions');
  });

  it('says about how many match where the server estimates beyond its count, in each language, with Indian grouping', async () => {
    const props = { listing: listing(12, 1000, { capped: true, estimate: 1_20_000 }) };
    expect(await line('en', props)).toBe('Showing 12 of about 1,20,000 auctions');
    expect(await line('hi', props)).toBe('लगभग 1,20,000 में से 12 नीलामियाँ दिखाई जा रही हैं');
    expect(await line('mr', props)).toBe('सुमारे 1,20,000 पैकी 12 लिलाव दाखवत आहे');
  });
});
