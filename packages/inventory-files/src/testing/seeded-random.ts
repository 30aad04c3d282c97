/** A small deterministic random source: the same seed gives the same sequence on every machine and Node version. */
export interface SeededRandom {
  /** In [0, 1). */
  next(): number;
  /** A whole number in [0, n). */
  below(n: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Index 0 most often, each next one `decay` times as often (recent versions are more common than old ones). */
  pickRecent<T>(items: readonly T[], decay?: number): T;
}

/**
 * mulberry32: 32 bits of state, fast, and good enough to draw test data (not for anything secret).
 *
 * @example createSeededRandom(42).below(10) // always the same digit
 */
export function createSeededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const below = (n: number) => Math.floor(next() * n);
  return {
    next,
    below,
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[below(items.length)] as (typeof items)[number];
    },
    pickRecent: (items, decay = 0.55) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      let index = 0;
      while (index < items.length - 1 && next() > 1 - decay) index++;
      return items[index] as (typeof items)[number];
    },
  };
}
