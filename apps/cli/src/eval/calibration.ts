import type { JudgedRow } from './score-devset.ts';

/** Confidence buckets the issue states its target for: 0.5–0.6 … 0.9–1.0 (1.0 in the last). */
export const CALIBRATION_BUCKETS = [0.5, 0.6, 0.7, 0.8, 0.9] as const;

/** A bucket is held to the target once it has this many rows: fewer say little about accuracy. */
export const CALIBRATION_MIN_ROWS = 30;

/** How far, in points, a bucket's observed accuracy may stand from the bucket's middle. */
export const CALIBRATION_TOLERANCE = 0.07;

export interface CalibrationBucket {
  /** Lower bound (inclusive); `-Infinity` for the rows below the first bucket. */
  from: number;
  to: number;
  rows: number;
  right: number;
}

const BUCKET_WIDTH = 0.1;

/** Rows per confidence bucket, with those below 0.5 in a bucket of their own, first. */
export function calibrationBuckets(judged: readonly JudgedRow[]): CalibrationBucket[] {
  const buckets: CalibrationBucket[] = [
    { from: -Infinity, to: CALIBRATION_BUCKETS[0], rows: 0, right: 0 },
    ...CALIBRATION_BUCKETS.map((from) => ({ from, to: from + BUCKET_WIDTH, rows: 0, right: 0 })),
  ];
  for (const row of judged) {
    // Confidence is rounded to hundredths; a small margin keeps 0.6 out of the 0.5 bucket despite binary fractions.
    const bucket = buckets.findLast((candidate) => row.confidence >= candidate.from - 1e-9) ?? buckets[0]!;
    bucket.rows++;
    if (row.isRight) bucket.right++;
  }
  return buckets;
}

/** Whether a bucket meets the target; undefined when it is too small (or below 0.5) to be held to it. */
export function meetsCalibrationTarget(bucket: CalibrationBucket): boolean | undefined {
  if (bucket.from === -Infinity || bucket.rows < CALIBRATION_MIN_ROWS) return undefined;
  const middle = bucket.from + BUCKET_WIDTH / 2;
  return Math.abs(bucket.right / bucket.rows - middle) <= CALIBRATION_TOLERANCE + 1e-9;
}

/**
 * The 95 % Wilson interval of a bucket's accuracy: where its true accuracy lies, given how few rows measured it. A
 * bucket of 40 rows at 65 % has an interval 15 points wide either way, twice the target's tolerance.
 */
export function accuracyInterval(bucket: Pick<CalibrationBucket, 'rows' | 'right'>): [number, number] {
  const { rows, right } = bucket;
  if (rows === 0) return [0, 1];
  const z = 1.96;
  const share = right / rows;
  const centre = share + (z * z) / (2 * rows);
  const spread = z * Math.sqrt((share * (1 - share)) / rows + (z * z) / (4 * rows * rows));
  const scale = 1 + (z * z) / rows;
  // Rounding can take the bounds a hair past 0 or 1 (0 of 5 rows).
  return [Math.max(0, (centre - spread) / scale), Math.min(1, (centre + spread) / scale)];
}

const label = (bucket: CalibrationBucket) =>
  bucket.from === -Infinity ? '< 0.5' : `${bucket.from.toFixed(1)}–${Math.min(1, bucket.to).toFixed(1)}`;

/**
 * One table per row set: each bucket's rows, observed accuracy and verdict, then accuracy and mean confidence per
 * way of matching, which is what confidence should be derived from.
 */
export function formatCalibration(sets: ReadonlyArray<{ name: string; judged: readonly JudgedRow[] }>): string {
  const lines: string[] = [
    `calibration: a row is right when its publisher, product (or its line) and version are right, normalized or as ` +
      `the guess of a row sent to Matchfix (its confidence is how likely the guess is), or when it is ignored or sent ` +
      `to Matchfix as its label says; target: each bucket of ≥ ${CALIBRATION_MIN_ROWS} rows within ` +
      `±${Math.round(CALIBRATION_TOLERANCE * 100)} points of its middle`,
  ];
  for (const { name, judged } of sets) {
    lines.push(`\n${name}: ${judged.length} rows`);
    lines.push('  confidence    rows   right   accuracy   target   95 % interval');
    for (const bucket of calibrationBuckets(judged)) {
      const verdict = meetsCalibrationTarget(bucket);
      const accuracy = bucket.rows > 0 ? `${((100 * bucket.right) / bucket.rows).toFixed(1)} %` : '–';
      const [low, high] = accuracyInterval(bucket);
      const interval = bucket.rows > 0 ? `${(100 * low).toFixed(0)}–${(100 * high).toFixed(0)} %` : '';
      lines.push(
        `  ${label(bucket).padEnd(10)}  ${String(bucket.rows).padStart(6)}  ${String(bucket.right).padStart(6)}  ` +
          `${accuracy.padStart(9)}   ${(verdict === undefined ? '' : verdict ? 'met' : 'MISSED').padEnd(6)}   ${interval}`,
      );
    }
    const byWay = new Map<string, JudgedRow[]>();
    for (const row of judged) {
      const way = `${row.status}/${row.matchedBy}`;
      const rows = byWay.get(way);
      if (rows) rows.push(row);
      else byWay.set(way, [row]);
    }
    lines.push('  by status/matched_by: rows, accuracy, mean confidence');
    for (const [way, rows] of [...byWay].sort((a, b) => b[1].length - a[1].length)) {
      const right = rows.filter((row) => row.isRight).length;
      const mean = rows.reduce((sum, row) => sum + row.confidence, 0) / rows.length;
      lines.push(
        `    ${way.padEnd(24)} ${String(rows.length).padStart(6)}  ${((100 * right) / rows.length).toFixed(1).padStart(5)} %` +
          `  ${mean.toFixed(2)}`,
      );
    }
  }
  return lines.join('\n') + '\n';
}
