import { describe, expect, it } from 'vitest';
import { accuracyInterval, calibrationBuckets, formatCalibration, meetsCalibrationTarget } from './calibration.ts';
import type { JudgedRow } from './score-devset.ts';

const rows = (confidence: number, right: number, wrong: number): JudgedRow[] => [
  ...Array.from({ length: right }, () => ({
    confidence,
    matchedBy: 'exact' as const,
    status: 'normalized' as const,
    isRight: true,
  })),
  ...Array.from({ length: wrong }, () => ({
    confidence,
    matchedBy: 'fuzzy' as const,
    status: 'normalized' as const,
    isRight: false,
  })),
];

describe(calibrationBuckets.name, () => {
  it('puts each row in the bucket its confidence starts, 1.0 in the last and below 0.5 apart', () => {
    const buckets = calibrationBuckets([...rows(0.6, 1, 0), ...rows(0.59, 0, 1), ...rows(1, 2, 0), ...rows(0.3, 0, 3)]);
    expect(buckets.map((bucket) => [bucket.rows, bucket.right])).toEqual([
      [3, 0],
      [1, 0],
      [1, 1],
      [0, 0],
      [0, 0],
      [2, 2],
    ]);
  });

  it('holds a bucket of 30 rows or more to its middle ±7 points, and says nothing of smaller ones', () => {
    const [, fifties] = calibrationBuckets(rows(0.55, 18, 12));
    expect(meetsCalibrationTarget(fifties!)).toBe(true); // 60 % for a middle of 55 %
    const [, , sixties] = calibrationBuckets(rows(0.65, 15, 15));
    expect(meetsCalibrationTarget(sixties!)).toBe(false); // 50 % for a middle of 65 %
    const [, , , seventies] = calibrationBuckets(rows(0.75, 0, 29));
    expect(meetsCalibrationTarget(seventies!)).toBeUndefined();
  });

  it('gives the 95 % interval of an accuracy measured on so many rows', () => {
    const [low, high] = accuracyInterval({ rows: 40, right: 26 });
    expect([Math.round(low * 100), Math.round(high * 100)]).toEqual([50, 78]);
    expect(accuracyInterval({ rows: 0, right: 0 })).toEqual([0, 1]);
    expect(accuracyInterval({ rows: 5, right: 0 })[0]).toBe(0);
    expect(accuracyInterval({ rows: 5, right: 5 })[1]).toBe(1);
  });

  it('prints a table per row set with accuracy per way of matching', () => {
    const text = formatCalibration([{ name: 'devset', judged: rows(0.95, 29, 1) }]);
    expect(text).toMatch(/0\.9–1\.0 +30 +29 +96\.7 % +met +83–99 %/);
    expect(text).toMatch(/normalized\/exact +29 +100\.0 % +0\.95/);
  });
});
