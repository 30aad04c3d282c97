import type { RowStatus } from '@rnorm/engine';
import type { InventoryInput, OutputFormat } from '@rnorm/inventory-files';
import type { EnrichCounts } from './enrich-inventory.ts';

export interface EnrichRun {
  inPath: string;
  outPath: string;
  input: InventoryInput;
  format: OutputFormat;
  counts: EnrichCounts;
  bytesWritten: number;
  /** Reading, normalizing and writing the rows (the content loads in the worker meanwhile). */
  rowsSeconds: number;
  /** Everything since the command started. */
  totalSeconds: number;
  /** Loading the content pack and building the index, in the worker thread while rows were read. */
  contentSeconds: number;
  peakMemoryBytes: number;
}

const STATUSES: readonly RowStatus[] = ['normalized', 'matchfix', 'ignored', 'error'];
const DELIMITER_NAMES = { ',': 'comma', ';': 'semicolon', '\t': 'tab' } as const;

const count = (n: number) => n.toLocaleString('en-US');
/** Sizes in decimal units (1 MB = 10⁶ bytes), as the memory target of 1 GB is meant. */
const fileSize = (bytes: number) =>
  bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${(bytes / 1e3).toFixed(1)} kB`;

/** The summary printed at the end of `npm run enrich` (on stderr, like the progress bar). */
export function formatEnrichSummary(run: EnrichRun): string {
  const { counts, input } = run;
  const rate = run.rowsSeconds > 0 ? Math.round(counts.rows / run.rowsSeconds) : counts.rows;
  const lines = [
    `enrich: ${count(counts.rows)} row${counts.rows === 1 ? '' : 's'} in ${run.rowsSeconds.toFixed(2)} s (${count(rate)} rows/s), ` +
      `${counts.isDistinctCountApproximate ? 'about ' : ''}${count(counts.distinctRows)} distinct`,
  ];
  const width = Math.max(...STATUSES.map((status) => count(counts.byStatus[status]).length));
  for (const status of STATUSES) {
    const n = counts.byStatus[status];
    const percent = counts.rows > 0 ? ((100 * n) / counts.rows).toFixed(1) : '0.0';
    lines.push(`  ${status.padEnd(10)} ${count(n).padStart(width)}  ${percent.padStart(5)} %`);
  }
  const format = input.delimiter ? `CSV (${DELIMITER_NAMES[input.delimiter]})` : 'JSON';
  lines.push(`  input    ${run.inPath}: ${format}, ${input.encoding.label}, ${fileSize(input.sizeBytes)}`);
  lines.push(`  output   ${run.outPath}: ${run.format.toUpperCase()}, ${fileSize(run.bytesWritten)}`);
  lines.push(
    `  time     ${run.totalSeconds.toFixed(2)} s in all (rows ${run.rowsSeconds.toFixed(2)} s, content loaded in ` +
      `${run.contentSeconds.toFixed(2)} s meanwhile); peak memory ${(run.peakMemoryBytes / 1e6).toFixed(0)} MB`,
  );
  const { warnings } = input;
  const notes = [
    warnings.hasNoVersionColumn && 'the input has no Version column: every version is empty',
    warnings.shortRows > 0 && `${count(warnings.shortRows)} rows had fewer cells than the header (read as empty)`,
    warnings.rejoinedRows > 0 &&
      `${count(warnings.rejoinedRows)} rows had an unquoted comma in the publisher or title ("Cisco Systems, Inc.") ` +
        'and were read with their cells joined back',
    warnings.longRows > 0 && `${count(warnings.longRows)} rows had more cells than the header (extra cells ignored)`,
    warnings.unterminatedQuotes > 0 &&
      `${count(warnings.unterminatedQuotes)} quote(s) were never closed and were read as literal characters`,
    warnings.blankLines > 0 &&
      `${count(warnings.blankLines)} blank line(s) were passed over (a blank line is not a row)`,
    warnings.nonObjectEntries > 0 &&
      `${count(warnings.nonObjectEntries)} JSON entries were not objects (written as error rows)`,
  ].filter((note): note is string => typeof note === 'string');
  for (const note of notes) lines.push(`  warning  ${note}`);
  return lines.join('\n') + '\n';
}
