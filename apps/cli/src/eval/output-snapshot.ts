import type { NormalizedRow, RawRow } from '@rnorm/engine';
import type { RowNormalizer } from '../enrich/batch-normalizer.ts';

/**
 * The rows a snapshot normalizes: each given row, and the same row with a blank publisher, with a placeholder
 * publisher and without its version, so that the paths for missing evidence are covered too.
 */
export function snapshotRows(rows: readonly RawRow[]): RawRow[] {
  return rows.flatMap((row) => [
    row,
    { ...row, publisher: '' },
    { ...row, publisher: 'Unknown' },
    { ...row, version: '' },
  ]);
}

/** One JSON line per row: the raw row and its whole output (suggestions included). */
export function snapshotLines(rows: readonly RawRow[], normalizer: RowNormalizer): string[] {
  return rows.map((row) => JSON.stringify(normalizer.normalize(row)));
}

export interface SnapshotDifference {
  line: number;
  before: Partial<NormalizedRow>;
  after: Partial<NormalizedRow>;
}

/** The lines that differ, each with only the fields that changed. Snapshots of other rows cannot be compared. */
export function compareSnapshots(before: readonly string[], after: readonly string[]): SnapshotDifference[] {
  if (before.length !== after.length) {
    throw new Error(`the snapshots have ${before.length} and ${after.length} rows: they are of other rows.`);
  }
  const differences: SnapshotDifference[] = [];
  before.forEach((line, index) => {
    if (line === after[index]) return;
    const old = JSON.parse(line) as Record<string, unknown>;
    const now = JSON.parse(after[index]!) as Record<string, unknown>;
    const changed = Object.keys({ ...old, ...now }).filter(
      (key) => JSON.stringify(old[key]) !== JSON.stringify(now[key]),
    );
    const pick = (row: Record<string, unknown>) =>
      Object.fromEntries(['raw_publisher', 'raw_title', 'raw_version', ...changed].map((key) => [key, row[key]]));
    differences.push({ line: index + 1, before: pick(old), after: pick(now) });
  });
  return differences;
}
