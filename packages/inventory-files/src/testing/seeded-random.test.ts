import { describe, expect, it } from 'vitest';
import { createSeededRandom } from './seeded-random.ts';

describe(createSeededRandom.name, () => {
  it('repeats its sequence for the same seed and differs for another', () => {
    const draw = (seed: number) => Array.from({ length: 5 }, createSeededRandom(seed).next);
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it('stays in range', () => {
    const random = createSeededRandom(1);
    for (let i = 0; i < 10_000; i++) {
      const value = random.next();
      expect(value >= 0 && value < 1).toBe(true);
      expect(random.below(7)).toBeLessThan(7);
    }
  });

  it('picks recent items more often than old ones', () => {
    const random = createSeededRandom(5);
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < 10_000; i++) counts[random.pickRecent([0, 1, 2, 3])]!++;
    expect(counts[0]).toBeGreaterThan(counts[1]!);
    expect(counts[1]).toBeGreaterThan(counts[2]!);
  });
});
