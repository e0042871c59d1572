import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalJson, entryText, genesisText, sealMessage, verifyBidLog, type BidLog, type BidLogEntry } from './bid-log';

const AUCTION = '6f1c2a52-6d1e-4a53-9a55-0c1f9b7c2d10';
const sha = (text: string) => createHash('sha256').update(text).digest('hex');

/** A log of `amounts`, chained as the server chains it, sealed by a fresh key when `sealed`. */
function logOf(amounts: number[], sealed = false) {
  let prevHash = sha(genesisText(AUCTION));
  const entries: BidLogEntry[] = amounts.map((amount, i) => {
    const body = {
      seq: i + 1,
      kind: 'bid' as const,
      ref: null,
      alias: 'Bidder 4F2A',
      amount,
      at: `2026-11-24T10:00:0${i}.000Z`,
      automatic: i % 2 === 1,
      prevHash,
    };
    const hash = sha(entryText(body));
    prevHash = hash;
    return { ...body, hash };
  });
  const head = { seq: entries.length, hash: prevHash };
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const spkiDer = publicKey.export({ type: 'spki', format: 'der' });
  const key = { spki: spkiDer.toString('base64') };
  const unsigned = { ...head, signedAt: '2026-11-24T11:00:00.000Z' };
  const seal = sealed
    ? {
        ...unsigned,
        keyId: sha16(spkiDer),
        signature: sign(null, Buffer.from(sealMessage(AUCTION, unsigned)), privateKey).toString('base64'),
      }
    : null;
  const log: BidLog = { version: 1, auctionId: AUCTION, entries, head, seal };
  return { log, key };
}
const sha16 = (der: Buffer) => createHash('sha256').update(der).digest('hex').slice(0, 16);

describe('canonicalJson', () => {
  it('sorts keys at every depth and leaves out undefined, as JSON.stringify writes values', () => {
    expect(canonicalJson({ b: 1, a: { d: 'x', c: [2, { f: null, e: true }] }, u: undefined })).toBe(
      '{"a":{"c":[2,{"e":true,"f":null}],"d":"x"},"b":1}',
    );
  });
});

describe('verifyBidLog', () => {
  it('accepts a log chained and sealed as the server does it', async () => {
    const { log, key } = logOf([10_500_000, 11_000_000, 11_500_000], true);
    expect(await verifyBidLog(log, key)).toMatchObject({ ok: true, entries: 3, sealed: true });
  });

  it('names the first entry whose content, order or link was changed', async () => {
    const { log } = logOf([10_500_000, 11_000_000, 11_500_000, 12_000_000]);
    const edited = structuredClone(log);
    edited.entries[2]!.amount += 1;
    expect(await verifyBidLog(edited, null)).toMatchObject({ ok: false, seq: 3 });
    const dropped = structuredClone(log);
    dropped.entries.splice(1, 1);
    expect(await verifyBidLog(dropped, null)).toMatchObject({ ok: false, seq: 3 });
    const otherAuction = { ...structuredClone(log), auctionId: '00000000-0000-4000-8000-000000000000' };
    expect(await verifyBidLog(otherAuction, null)).toMatchObject({ ok: false, seq: 1 });
  });

  it('refuses a seal that is forged, not base64, made by another key, or missing its key', async () => {
    const { log, key } = logOf([10_500_000, 11_000_000], true);
    const other = logOf([1], true).key;
    expect(await verifyBidLog(log, other)).toMatchObject({ ok: false });
    expect(await verifyBidLog(log, null)).toMatchObject({ ok: false });
    const forged = structuredClone(log);
    forged.seal!.signature = Buffer.alloc(64, 7).toString('base64');
    expect(await verifyBidLog(forged, key)).toMatchObject({ ok: false, reason: expect.stringContaining('signature') });
    const garbage = structuredClone(log);
    garbage.seal!.signature = '***';
    expect(await verifyBidLog(garbage, key)).toMatchObject({ ok: false, reason: expect.stringContaining('base64') });
    expect(await verifyBidLog(log, { spki: '***' })).toMatchObject({ ok: false });
  });
});
