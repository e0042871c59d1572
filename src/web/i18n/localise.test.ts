import { afterAll, describe, expect, it } from 'vitest';
import { BID_MESSAGES } from '@shared/schemas/bid';
import { SALE_MESSAGES } from '@shared/schemas/sale';
import { cataloguesReady, chooseLanguage } from './i18n';
import { localise } from './localise';
import { biddingText } from './ns/bidding';

/**
 * `localise` (decision 028): an English text from the server or a shared constant, in the screens'
 * language; with figures, by the catalogue message it matches, the figures kept as they came.
 */
describe('localise', () => {
  afterAll(() => chooseLanguage('en'));

  it('leaves English as it is', () => {
    expect(localise(BID_MESSAGES.tooLow(5_000_000))).toBe(BID_MESSAGES.tooLow(5_000_000));
  });

  it('translates a text with figures by its message, keeping the figures; a name inside one is translated too', async () => {
    await chooseLanguage('hi');
    await cataloguesReady();
    const english = BID_MESSAGES.tooLow(12_500_000);
    const hindi = localise(english);
    expect(hindi).toBe(biddingText('server.tooLow', { amount: '₹1,25,00,000' }));
    expect(hindi).not.toBe(english);
    expect(hindi).toContain('₹1,25,00,000');

    const stage = localise(SALE_MESSAGES.wrongStage('balance_due'));
    expect(stage).toBe(biddingText('server.wrongStage', { stage: biddingText('stage.balance_due') }));
    expect(stage).not.toContain('Balance due');
  });

  it('leaves a text no catalogue has as it came', async () => {
    await chooseLanguage('hi');
    expect(localise('Something the server has never said before: ₹5')).toBe('Something the server has never said before: ₹5');
    expect(localise(undefined)).toBeUndefined();
  });
});
