export type Rng = () => number;

/** A small seeded generator (mulberry32), so the demo world comes out the same on every seed. */
export function rngFrom(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type PlannedBid<B extends string> = { bidder: B; amount: number; at: Date };

/**
 * A bid history that the live bidding rules would have accepted: each amount is at least the
 * previous price (the starting bid for the first) plus the increment, amounts and times strictly
 * increase, nobody outbids themselves, and every bid falls between `from` and `to`.
 */
export function planBids<B extends string>(
  rng: Rng,
  opts: {
    count: number;
    bidders: readonly B[];
    leader?: B;
    startingBid: number;
    increment: number;
    from: Date;
    to: Date;
  },
): PlannedBid<B>[] {
  const { count, bidders, startingBid, increment } = opts;
  if (count <= 0) return [];
  if (bidders.length < 2 && count > 1) throw new Error('planBids needs two bidders for more than one bid');
  // Whole seconds from here on.
  const fromS = Math.ceil(opts.from.getTime() / 1000);
  const toS = Math.floor(opts.to.getTime() / 1000);
  const span = toS - fromS;
  if (span < count) throw new Error('planBids: the bidding window is too short');

  // Bidders from the last (the leader) backwards, never the same one twice in a row.
  const order: B[] = [opts.leader ?? bidders[Math.floor(rng() * bidders.length)]!];
  while (order.length < count) {
    const choices = bidders.filter((b) => b !== order[0]);
    order.unshift(choices[Math.floor(rng() * choices.length)]!);
  }

  // Bidding gathers pace towards the close, so the times lean late in the window.
  const offsets = Array.from({ length: count }, () => Math.floor(Math.pow(rng(), 0.7) * span)).sort((a, b) => a - b);
  const steps = [1, 1, 1, 1, 2, 2, 3];
  const out: PlannedBid<B>[] = [];
  let price = startingBid;
  let last = fromS - 1;
  for (let i = 0; i < count; i++) {
    price += increment * steps[Math.floor(rng() * steps.length)]!;
    // At least a second after the previous bid, leaving room for the ones still to come.
    const at = Math.min(Math.max(fromS + offsets[i]!, last + 1), toS - (count - 1 - i));
    last = at;
    out.push({ bidder: order[i]!, amount: price, at: new Date(at * 1000) });
  }
  return out;
}
