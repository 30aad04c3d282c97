import { describe, expect, it } from 'vitest';
import { fitConfidence, WAY_WEIGHT, type EvidencedRow } from './fit-confidence.ts';

const rows = (evidence: string, right: number, wrong: number): EvidencedRow[] => {
  const way = evidence.split(' ')[0] as EvidencedRow['way'];
  const row = (isRight: boolean): EvidencedRow => ({
    confidence: 0.5,
    matchedBy: way === 'ignored' ? 'none' : way,
    status: way === 'ignored' ? 'ignored' : 'normalized',
    isRight,
    evidence,
    way,
  });
  return [...Array.from({ length: right }, () => row(true)), ...Array.from({ length: wrong }, () => row(false))];
};

const WORDS = 'title_parse publisher:other version:raw title:words';
const COMPONENT = 'title_parse publisher:broad version:raw title:component';

describe(fitConfidence.name, () => {
  const table = fitConfidence(
    [
      ...rows(WORDS, 170, 30),
      ...rows(COMPONENT, 2, 8),
      ...rows('ignored publisher:none version:none title:words', 99, 1),
    ],
    'a test',
    { matchfixBelow: 0.6, broadPublisher: 8 },
  );

  it("measures each way's accuracy over all its rows", () => {
    expect(table.ways).toEqual([
      { way: 'ignored', rows: 100, right: 99, confidence: 0.99 },
      { way: 'title_parse', rows: 210, right: 172, confidence: 0.82 },
    ]);
  });

  it(`leans a class of few rows on its way's accuracy, as if it had ${WAY_WEIGHT} more rows of it`, () => {
    // (2 + 10 × 172/210) / (10 + 10) = 0.51: ten rows at 20 % say less than the way's 82 % over 210.
    expect(table.classes).toEqual([
      { evidence: COMPONENT, rows: 10, right: 2, confidence: 0.51 },
      { evidence: WORDS, rows: 200, right: 170, confidence: 0.85 },
    ]);
  });

  it('measures ignored rows by their way alone, and keeps the settings the evidence was read by', () => {
    expect(table.classes.some((entry) => entry.evidence.startsWith('ignored'))).toBe(false);
    expect(table).toMatchObject({ measuredOn: 'a test', matchfixBelow: 0.6, broadPublisher: 8 });
  });
});
