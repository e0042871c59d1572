import { describe, expect, it } from 'vitest';
import { BID_MESSAGES } from '@shared/schemas/bid';
import { PROXY_MESSAGES, type ProxyBid } from '@shared/schemas/proxy-bid';
import { biddingText } from '@web/i18n/ns/bidding';
import { maximumProblem, proxyStanding, proxyStatusText } from './proxy-rules';

const auction = { currentBid: 10_000_000, startingBid: 9_000_000, bidIncrement: 500_000, bidCount: 3 };
const proxy = (over: Partial<ProxyBid> = {}): ProxyBid => ({
  auctionId: 'a',
  maxAmount: 12_000_000,
  status: 'active',
  leading: true,
  setAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

describe('maximumProblem', () => {
  it('accepts a maximum of at least the next minimum bid', () => {
    expect(maximumProblem(10_500_000, auction, null)).toBeNull();
    expect(maximumProblem(10_600_001, auction, null)).toBeNull();
  });
  it('rejects a maximum below the next minimum bid, naming the minimum', () => {
    expect(maximumProblem(10_400_000, auction, null)).toBe(PROXY_MESSAGES.tooLow(10_500_000));
  });
  it('asks a leading maximum to be raised, not lowered or repeated', () => {
    expect(maximumProblem(12_000_000, auction, proxy())).toBe(PROXY_MESSAGES.notHigher(12_000_000));
    expect(maximumProblem(12_500_000, auction, proxy())).toBeNull();
  });
  it('lets a maximum that is not leading be set to any allowed amount', () => {
    expect(maximumProblem(11_000_000, auction, proxy({ leading: false }))).toBeNull();
  });
  it('asks for an amount when the input is empty', () => {
    expect(maximumProblem(null, auction, null)).toBe(BID_MESSAGES.amountRequired);
  });
});

describe('proxyStanding', () => {
  it('is leading while the owner holds the highest bid', () => {
    expect(proxyStanding(proxy(), 10_000_000)).toBe('leading');
    expect(proxyStatusText(proxy(), 10_000_000, biddingText)).toBe(PROXY_MESSAGES.leading(12_000_000));
  });
  it('is exhausted when the server says so, or when the price went past it', () => {
    expect(proxyStanding(proxy({ leading: false, status: 'exhausted' }), 10_000_000)).toBe('exhausted');
    expect(proxyStanding(proxy({ leading: false }), 12_500_000)).toBe('exhausted');
    expect(proxyStatusText(proxy({ leading: false }), 12_500_000, biddingText)).toBe(PROXY_MESSAGES.exhausted(12_000_000));
  });
  it('is waiting when an earlier maximum holds the same amount', () => {
    expect(proxyStanding(proxy({ leading: false }), 12_000_000)).toBe('waiting');
  });
});
