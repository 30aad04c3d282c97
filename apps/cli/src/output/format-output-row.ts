import { OUTPUT_COLUMNS, type NormalizedRow, type OutputColumn } from '@rnorm/engine';
import { formatCsvField } from './format-csv-field.ts';

export type OutputFormat = 'csv' | 'json';

/** A value as written: strings as they are, confidence rounded to 2 decimals, `is_open_source` true/false/null. */
export type OutputValue = string | number | boolean | null;

/** The row as written: exactly the keys of OUTPUT_COLUMNS, in that order (sources and candidates stay in the engine). */
export function toOutputRecord(row: NormalizedRow): Record<OutputColumn, OutputValue> {
  const record = {} as Record<OutputColumn, OutputValue>;
  for (const column of OUTPUT_COLUMNS) {
    const value = row[column];
    record[column] = column === 'confidence' ? roundConfidence(row.confidence) : (value ?? null);
  }
  return record;
}

function roundConfidence(confidence: number): number | null {
  return Number.isFinite(confidence) ? Math.round(confidence * 100) / 100 : null;
}

/** The CSV header line. */
export const CSV_HEADER = OUTPUT_COLUMNS.join(',') + '\r\n';

/**
 * One CSV line (CRLF, as RFC 4180 says): empty for null, `true`/`false`, confidence with exactly 2 decimals, lists
 * joined with `; `. Every text goes through formatCsvField (quoting, formula neutralization).
 */
export function formatCsvRow(row: NormalizedRow): string {
  let line = '';
  for (let i = 0; i < OUTPUT_COLUMNS.length; i++) {
    const column = OUTPUT_COLUMNS[i] as OutputColumn;
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
export function formatJsonRow(row: NormalizedRow): string {
  return JSON.stringify(toOutputRecord(row));
}
