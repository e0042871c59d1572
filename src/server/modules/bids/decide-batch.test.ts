import { describe, expect, it } from 'vitest';
import { decideBatch, type BatchState, type BidderRecord, type BidRequest } from './decide-batch';

const NOW = new Date('2026-11-23T10:00:00.000Z');
const HOUR = 3_600_000;
const buyer: BidderRecord = { roles: ['buyer'], verificationStatus: 'verified', emdPaid: true, holdsEmd: true, available: 0 };

function stateOf(overrides: Partial<BatchState['auction']> = {}, rest: Partial<Omit<BatchState, 'auction'>> = {}): BatchState {
  return {
    auction: {
      id: 'a1',
      status: 'live',
      startingBid: 5_000_000,
      currentBid: 5_000_000,
      bidIncrement: 500_000,
      bidCount: 0,
      biddersCount: 0,
      endTime: new Date(NOW.getTime() + HOUR),
      extensionWindowS: 300,
      extensionS: 300,
      emdAmount: 1_000_000,
      ...overrides,
    },
    leaderId: null,
    knownBidders: new Set(),
    replays: [],
    bidders: new Map([
      ['u1', buyer],
      ['u2', buyer],
      ['u3', buyer],
    ]),
    ...rest,
  };
}

let arrival = 0;
const bid = (userId: string, amount: number, idempotencyKey: string | null = null): BidRequest => ({
  userId,
  amount,
  idempotencyKey,
  arrival: arrival++,
});

describe('decideBatch', () => {
  it('accepts a first bid of the starting bid plus the increment, and counts its bidder', () => {
    const first = bid('u1', 5_500_000);
    const d = decideBatch(stateOf(), [first], NOW);
    expect(d.outcomes.get(first)).toMatchObject({
      kind: 'accepted',
      index: 0,
      state: { currentBid: 5_500_000, bidCount: 1, biddersCount: 1, extended: false },
    });
    expect(d.figures).toEqual({ currentBid: 5_500_000, bids: 1, newBidders: 1, endTime: stateOf().auction.endTime });
    expect(d.outbid).toEqual([]);
  });

  it('applies a batch in ascending amount order, so every bid a serial order could accept is accepted', () => {
    const high = bid('u2', 6_500_000);
    const low = bid('u1', 5_500_000);
    const d = decideBatch(stateOf(), [high, low], NOW);
    expect(d.accepted.map((a) => a.request)).toEqual([low, high]);
    expect(d.outbid).toEqual([{ userId: 'u1', amount: 6_500_000 }]);
    expect(d.figures).toMatchObject({ currentBid: 6_500_000, bids: 2, newBidders: 2 });
  });

  it('refuses an amount at the current bid and one short of the increment, measured after the bids before it', () => {
    const a = bid('u1', 6_000_000);
    const same = bid('u2', 6_000_000);
    const short = bid('u3', 6_400_000);
    const d = decideBatch(stateOf({ currentBid: 5_500_000, bidCount: 1, biddersCount: 1 }), [a, same, short], NOW);
    expect(d.outcomes.get(a)?.kind).toBe('accepted');
    expect(d.outcomes.get(same)).toEqual({ kind: 'refused', refusal: { code: 'BID_TOO_LOW', currentBid: 6_000_000 } });
    expect(d.outcomes.get(short)).toEqual({ kind: 'refused', refusal: { code: 'BID_INCREMENT', increment: 500_000 } });
  });

  it('checks who may bid from the bidder as stored now, in the order of the bid flow', () => {
    const bidders = new Map<string, BidderRecord>([
      ['vendor', { ...buyer, roles: ['vendor', 'buyer'] }],
      ['pending', { ...buyer, verificationStatus: 'pending' }],
      ['noHold', { ...buyer, holdsEmd: false, available: 400_000 }],
    ]);
    const requests = [bid('vendor', 5_500_000), bid('pending', 6_000_000), bid('noHold', 6_500_000), bid('gone', 7_000_000)];
    const d = decideBatch(stateOf({}, { bidders }), requests, NOW);
    expect(requests.map((r) => d.outcomes.get(r))).toEqual([
      { kind: 'refused', refusal: { code: 'STANDING', standing: 'not_buyer' } },
      { kind: 'refused', refusal: { code: 'STANDING', standing: 'pending' } },
      { kind: 'refused', refusal: { code: 'EMD_REQUIRED', emdAmount: 1_000_000, available: 400_000 } },
      { kind: 'refused', refusal: { code: 'STANDING', standing: 'pending' } },
    ]);
    expect(d.figures).toBeNull();
    // A closed auction says so before it asks for EMD (holds are released at the close).
    const late = bid('noHold', 6_500_000);
    expect(decideBatch(stateOf({ status: 'ended' }, { bidders }), [late], NOW).outcomes.get(late)).toEqual({
      kind: 'refused',
      refusal: { code: 'AUCTION_NOT_LIVE', ended: true },
    });
  });

  it('refuses every bid on an auction that is not live, and at or after its end', () => {
    const r = bid('u1', 5_500_000);
    expect(decideBatch(stateOf({ status: 'upcoming' }), [r], NOW).outcomes.get(r)).toEqual({
      kind: 'refused',
      refusal: { code: 'AUCTION_NOT_LIVE', ended: false },
    });
    expect(decideBatch(stateOf({ status: 'ended' }), [r], NOW).outcomes.get(r)).toEqual({
      kind: 'refused',
      refusal: { code: 'AUCTION_NOT_LIVE', ended: true },
    });
    expect(decideBatch(stateOf({ endTime: NOW }), [r], NOW).outcomes.get(r)).toEqual({
      kind: 'refused',
      refusal: { code: 'AUCTION_NOT_LIVE', ended: true },
    });
  });

  it('answers every request with "not found" when the auction is not there', () => {
    const r = bid('u1', 5_500_000);
    expect(decideBatch(null, [r], NOW).outcomes.get(r)).toEqual({ kind: 'refused', refusal: { code: 'AUCTION_NOT_FOUND' } });
  });

  it('moves the end to five minutes after a bid in the soft-close window, and marks that bid extended', () => {
    const endTime = new Date(NOW.getTime() + 60_000);
    const d = decideBatch(stateOf({ endTime }), [bid('u1', 5_500_000), bid('u2', 6_000_000)], NOW);
    const moved = new Date(NOW.getTime() + 300_000).toISOString();
    expect(d.accepted.map((a) => [a.state.endTime, a.state.extended])).toEqual([
      [moved, true],
      [moved, false],
    ]);
    expect(d.figures?.endTime.toISOString()).toBe(moved);
  });

  it('tells the leader before the batch that they were outbid, and nobody about their own raise', () => {
    const raise = bid('u1', 6_000_000);
    const over = bid('u2', 6_500_000);
    const d = decideBatch(
      stateOf({ currentBid: 5_500_000, bidCount: 1, biddersCount: 1 }, { leaderId: 'u1', knownBidders: new Set(['u1']) }),
      [raise, over],
      NOW,
    );
    expect(d.outbid).toEqual([{ userId: 'u1', amount: 6_500_000 }]);
    expect(d.figures).toMatchObject({ bids: 2, newBidders: 1 });
  });

  it('answers a replayed Idempotency-Key with the stored bid, and refuses one used on another auction', () => {
    const createdAt = new Date(NOW.getTime() - 1000);
    const stored = { id: 'b1', auctionId: 'a1', userId: 'u1', key: 'k1', amount: 5_500_000, status: 'active' as const, createdAt };
    const elsewhere = { ...stored, id: 'b2', auctionId: 'a2', key: 'k2' };
    const again = bid('u1', 5_500_000, 'k1');
    const misused = bid('u1', 9_000_000, 'k2');
    const d = decideBatch(
      stateOf({ currentBid: 5_500_000, bidCount: 1, biddersCount: 1 }, { replays: [stored, elsewhere] }),
      [again, misused],
      NOW,
    );
    expect(d.outcomes.get(again)).toMatchObject({ kind: 'replayed', bid: stored, state: { currentBid: 5_500_000, bidCount: 1 } });
    expect(d.outcomes.get(misused)).toEqual({ kind: 'refused', refusal: { code: 'IDEMPOTENCY_KEY_REUSED' } });
    expect(d.figures).toBeNull();
  });

  it('decides a key sent twice in one batch once, and gives both requests that outcome', () => {
    const first = bid('u1', 5_500_000, 'k');
    const second = bid('u1', 5_500_000, 'k');
    const d = decideBatch(stateOf(), [first, second], NOW);
    expect(d.accepted).toHaveLength(1);
    expect(d.outcomes.get(second)).toBe(d.outcomes.get(first));
  });
});
