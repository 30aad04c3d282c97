import type { ConfidenceTable, MeasuredWay } from '@rnorm/engine';
import type { JudgedRow } from './score-devset.ts';

/**
 * How many rows of its way a class of evidence leans on: a class of few rows gets mostly its way's accuracy, one of
 * many its own (additive smoothing towards the way's accuracy, as for any small-sample rate).
 */
export const WAY_WEIGHT = 10;

/** Measured confidences stay off both ends: no evidence makes a row certain, or certainly wrong. */
const FLOOR = 0.01;
const CEILING = 0.99;

/** A judged row with the evidence its confidence was rated by (see the engine's confidence/row-evidence.ts). */
export type EvidencedRow = JudgedRow & { evidence: string; way: MeasuredWay };

interface Tally {
  rows: number;
  right: number;
}

const rate = (right: number, rows: number, prior: number, weight: number) =>
  Math.round(Math.min(CEILING, Math.max(FLOOR, (right + weight * prior) / (rows + weight))) * 100) / 100;

/**
 * The confidence table measured on judged rows: each way's accuracy, and each class of evidence's, smoothed
 * towards its way's (`WAY_WEIGHT`). Ignored rows are measured by their way alone: the rule that ignored them is
 * the evidence. Rows are sorted so that the file changes only where a measure does.
 */
export function fitConfidence(
  rows: readonly EvidencedRow[],
  measuredOn: string,
  settings: Pick<ConfidenceTable, 'matchfixBelow' | 'broadPublisher'>,
): ConfidenceTable {
  const count = (groups: Map<string, Tally>, key: string, row: EvidencedRow) => {
    const group = groups.get(key) ?? { rows: 0, right: 0 };
    group.rows++;
    if (row.isRight) group.right++;
    groups.set(key, group);
  };
  const byWay = new Map<string, Tally>();
  const byClass = new Map<string, Tally>();
  for (const row of rows) {
    count(byWay, row.way, row);
    if (row.way !== 'ignored') count(byClass, row.evidence, row);
  }
  const wayAccuracy = new Map([...byWay].map(([way, { rows: n, right }]) => [way, right / n]));
  const ways = [...byWay]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([way, { rows: n, right }]) => ({ way, rows: n, right, confidence: rate(right, n, 0, 0) }));
  const classes = [...byClass]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([evidence, { rows: n, right }]) => {
      const prior = wayAccuracy.get(evidence.slice(0, evidence.indexOf(' '))) ?? 0;
      return { evidence, rows: n, right, confidence: rate(right, n, prior, WAY_WEIGHT) };
    });
  return { measuredOn, ...settings, ways, classes };
}
