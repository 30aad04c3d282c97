import { OUTPUT_COLUMNS, type JobType, type NormalizedRow, type OutputColumn } from '@rnorm/engine';
import { formatCsvField } from './format-csv-field.ts';

export type OutputFormat = 'csv' | 'json';

/** A value as written: strings as they are, confidence rounded to 2 decimals, `is_open_source` true/false/null. */
export type OutputValue = string | number | boolean | null;

/** A written column: the engine's output columns, and what publisher jobs add. */
export type OutputField = OutputColumn | 'publisher_website' | 'publisher_aliases';

/** Publisher jobs also write the publisher's website and the other spellings the catalog knows of it. */
export const PUBLISHER_JOB_COLUMNS: readonly OutputField[] = [
  ...OUTPUT_COLUMNS,
  'publisher_website',
  'publisher_aliases',
];

export function outputColumnsFor(jobType: JobType): readonly OutputField[] {
  return jobType === 'publisher' ? PUBLISHER_JOB_COLUMNS : OUTPUT_COLUMNS;
}

/** The row as written: exactly the given columns, in that order (sources and candidates stay in the engine). */
export function toOutputRecord(
  row: NormalizedRow,
  columns: readonly OutputField[] = OUTPUT_COLUMNS,
): Record<string, OutputValue | string[]> {
  const record: Record<string, OutputValue | string[]> = {};
  for (const column of columns) {
    const value = row[column];
    record[column] = column === 'confidence' ? roundConfidence(row.confidence) : (value ?? null);
  }
  return record;
}

function roundConfidence(confidence: number): number | null {
  return Number.isFinite(confidence) ? Math.round(confidence * 100) / 100 : null;
}

/** The CSV header line of the given columns. */
export function csvHeader(columns: readonly OutputField[] = OUTPUT_COLUMNS): string {
  return columns.join(',') + '\r\n';
}

/** The CSV header line of title jobs. */
export const CSV_HEADER = csvHeader(OUTPUT_COLUMNS);

/**
 * One CSV line (CRLF, as RFC 4180 says): empty for null, `true`/`false`, confidence with exactly 2 decimals, lists
 * joined with `; `. Every text goes through formatCsvField (quoting, formula neutralization).
 */
export function formatCsvRow(row: NormalizedRow, columns: readonly OutputField[] = OUTPUT_COLUMNS): string {
  let line = '';
  for (let i = 0; i < columns.length; i++) {
    const column = columns[i] as OutputField;
    const cell = column === 'confidence' ? formatConfidence(row.confidence) : formatCsvValue(row[column]);
    line += i === 0 ? cell : ',' + cell;
  }
  return line + '\r\n';
}

function formatConfidence(confidence: number): string {
  return Number.isFinite(confidence) ? confidence.toFixed(2) : '';
}

function formatCsvValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return formatCsvField(value);
  if (typeof value === 'boolean' || typeof value === 'number') return String(value);
  return formatCsvField(Array.isArray(value) ? value.join('; ') : JSON.stringify(value));
}

/** One element of the JSON `Results` array. */
export function formatJsonRow(row: NormalizedRow, columns: readonly OutputField[] = OUTPUT_COLUMNS): string {
  return JSON.stringify(toOutputRecord(row, columns));
}

/**
 * One CSV line of a stored output record (a job's row read back from the database), with the same cell rules as
 * formatCsvRow.
 */
export function formatCsvRecord(record: Readonly<Record<string, unknown>>, columns: readonly OutputField[]): string {
  let line = '';
  for (let i = 0; i < columns.length; i++) {
    const column = columns[i] as OutputField;
    const value = record[column];
    const cell =
      column === 'confidence' ? (typeof value === 'number' ? formatConfidence(value) : '') : formatCsvValue(value);
    line += i === 0 ? cell : ',' + cell;
  }
  return line + '\r\n';
}
