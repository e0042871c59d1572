/** A small deterministic generator (mulberry32), so every run of a benchmark seeds and asks the same. */
export type Draw = { next(): number; int(min: number, max: number): number; pick<T>(xs: readonly T[]): T };

export function draw(seed: number): Draw {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (xs) => xs[Math.floor(next() * xs.length)]!,
  };
}
