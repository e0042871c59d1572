import { describe, expect, it } from 'vitest';
import { MAX_NOTIFY_BYTES, packEnvelopes, unpackEnvelope } from './bus';
import type { BusMessage } from './hub';

const NODE = '6f1c0a52-8f1e-4d8e-9a55-0d6c1b8f2a11';

function bid(auctionId: string, amount: number, note = '') {
  return {
    auctionId,
    currentBid: amount,
    bidCount: 3,
    biddersCount: 2,
    endTime: '2026-11-22T12:00:00.000Z',
    extended: false,
    bid: { id: `bid-${amount}`, auctionId, amount, createdAt: '2026-11-22T11:00:00.000Z', bidderAlias: `Bidder ${note}` },
  };
}

/** One bid as the engine announces it: the same data object to four topics. */
function announced(auctionId: string, amount: number, note = ''): BusMessage[] {
  const d = bid(auctionId, amount, note);
  return (['auction:a1', 'auctions', 'admin', 'user:u1'] as const).map((t) => ({ t, e: 'bid.placed', d }) as BusMessage);
}

describe('realtime bus wire format', () => {
  it('sends an event published to several topics once, and gives every topic its message back', () => {
    const messages = [...announced('a1', 100), ...announced('a1', 200)];
    const payloads = packEnvelopes(NODE, messages);
    expect(payloads).toHaveLength(1);
    // The bid's data appears once per event, not once per topic.
    expect(payloads[0]!.split('"currentBid"')).toHaveLength(3);
    const unpacked = unpackEnvelope(payloads[0]!);
    expect(unpacked?.origin).toBe(NODE);
    expect(unpacked?.messages).toEqual(JSON.parse(JSON.stringify(messages)));
  });

  it('keeps equal-looking data of separate publishes apart', () => {
    const a: BusMessage = { t: 'auction:a1', e: 'bid.placed', d: bid('a1', 100) } as BusMessage;
    const b: BusMessage = { t: 'auction:a2', e: 'bid.placed', d: bid('a1', 100) } as BusMessage;
    const unpacked = unpackEnvelope(packEnvelopes(NODE, [a, b])[0]!);
    expect(unpacked?.messages.map((m) => m.t)).toEqual(['auction:a1', 'auction:a2']);
  });

  it('splits a storm into payloads PostgreSQL accepts, in order, losing nothing', () => {
    const messages = Array.from({ length: 300 }, (_, i) => announced('a1', 1000 + i, 'x'.repeat(i % 50))).flat();
    const payloads = packEnvelopes(NODE, messages);
    expect(payloads.length).toBeGreaterThan(1);
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThanOrEqual(MAX_NOTIFY_BYTES);
    const back = payloads.flatMap((p) => unpackEnvelope(p)!.messages);
    expect(back).toEqual(JSON.parse(JSON.stringify(messages)));
  });

  it('cuts an event too large for NOTIFY down to its ids, so receivers refetch', () => {
    const huge = {
      t: 'admin',
      e: 'auction.updated',
      d: { id: 'a9', status: 'live', title: 'x'.repeat(MAX_NOTIFY_BYTES) },
    } as unknown as BusMessage;
    const payloads = packEnvelopes(NODE, [huge]);
    expect(payloads).toHaveLength(1);
    expect(Buffer.byteLength(payloads[0]!)).toBeLessThanOrEqual(MAX_NOTIFY_BYTES);
    expect(unpackEnvelope(payloads[0]!)?.messages).toEqual([
      { t: 'admin', e: 'auction.updated', d: { truncated: true, id: 'a9', status: 'live' } },
    ]);
  });

  it('ignores payloads that are not envelopes', () => {
    expect(unpackEnvelope('not json')).toBeNull();
    expect(unpackEnvelope('{"x":1}')).toBeNull();
  });
});
