import type { JobType, NormalizedRow, RawRow, RowStatus } from '@rnorm/engine';
import { formatCsvRow, formatJsonRow, outputColumnsFor, type OutputFormat } from '@rnorm/inventory-files';

/** What enrichment needs from the engine: the normalizer of `createNormalizer`. */
export interface RowNormalizer {
  normalize(row: RawRow): NormalizedRow;
}

/** Output lines (formatted for the output format) and statuses of a batch of rows, in the batch's order. */
export interface NormalizedBatch {
  lines: string[];
  statuses: RowStatus[];
}

/**
 * Normalizes batches of distinct rows into output lines, here or in a worker thread. Every call gets its own
 * promise; callers may have several in flight.
 */
export interface BatchNormalizer {
  normalizeBatch(rows: RawRow[]): Promise<NormalizedBatch>;
  close(): Promise<void>;
}

/** Normalizes and formats rows one by one. */
export function normalizeAndFormat(
  normalizer: RowNormalizer,
  rows: readonly RawRow[],
  format: OutputFormat,
  jobType: JobType = 'title',
) {
  const columns = outputColumnsFor(jobType);
  const formatRow = format === 'csv' ? formatCsvRow : formatJsonRow;
  const batch: NormalizedBatch = { lines: new Array<string>(rows.length), statuses: new Array<RowStatus>(rows.length) };
  for (let i = 0; i < rows.length; i++) {
    const row = normalizer.normalize(rows[i] as RawRow);
    batch.lines[i] = formatRow(row, columns);
    batch.statuses[i] = row.status;
  }
  return batch;
}

/** A BatchNormalizer on the calling thread: each call does its work at once. */
export function createInProcessBatchNormalizer(
  normalizer: RowNormalizer,
  format: OutputFormat,
  jobType: JobType = 'title',
): BatchNormalizer {
  return {
    normalizeBatch: (rows) => Promise.resolve(normalizeAndFormat(normalizer, rows, format, jobType)),
    close: () => Promise.resolve(),
  };
}
