import type { NormalizedRow, OutputColumn, PipelineResult, RawRow } from '@rnorm/engine';
import { OUTPUT_COLUMNS } from '@rnorm/engine';
import { InvalidInputError } from '@rnorm/inventory-files';

/** `Publisher|Title|Version` as `--explain` takes it: a title row needs all three parts, a publisher row one. */
export function parseExplainRow(text: string, jobType: 'title' | 'publisher'): RawRow {
  const parts = text.split('|');
  if (jobType === 'publisher') return { publisher: text, title: '', version: '' };
  if (parts.length !== 3) {
    throw new InvalidInputError(
      `--explain takes one row as "Publisher|Title|Version" (three parts, any of them empty), not ${JSON.stringify(text)}.`,
    );
  }
  const [publisher = '', title = '', version = ''] = parts;
  return { publisher, title, version };
}

/** Where an entry a row was decided by is written: authored content, or the public sources the catalog is built from. */
function entryOrigin(catalogId: string): string {
  if (catalogId.startsWith('curated:')) return 'content/catalog/products.json';
  if (catalogId.startsWith('user:')) return "the company's catalog";
  return `the catalog sources (${catalogId.split(':', 1)[0]})`;
}

const RAW_COLUMNS = new Set<OutputColumn>(['raw_publisher', 'raw_title', 'raw_version', 'reason', 'confidence']);

/**
 * The explanation of one row: each stage's decision, then the outcome, the catalog entry and where it is written,
 * and every output field with what set it.
 */
export function formatExplanation(raw: RawRow, { row, trace }: PipelineResult): string {
  const show = (value: string | null | undefined) => JSON.stringify(value ?? '');
  const width = Math.max(...trace.map((entry) => entry.stage.length));
  const lines = [`row ${show(raw.publisher)} | ${show(raw.title)} | ${show(raw.version)}`, 'stages:'];
  for (const entry of trace) lines.push(`  ${entry.stage.padEnd(width)}  ${entry.decision}`);
  lines.push(
    `outcome: ${row.status}, matched by ${row.matched_by}, confidence ${row.confidence.toFixed(2)}`,
    `  reason: ${row.reason ?? ''}`,
  );
  if (row.catalog_id) {
    lines.push(`  catalog entry: ${row.catalog_id} ${show(row.name)}, written in ${entryOrigin(row.catalog_id)}`);
  }
  const ignoreRule = trace.find((entry) => entry.stage === 'classify' && row.status === 'ignored');
  if (ignoreRule) lines.push(`  decided by: ${ignoreRule.decision} in content/model/ignore-rules.json`);
  lines.push('fields (value ← what set it):');
  for (const column of OUTPUT_COLUMNS) {
    const value = row[column as keyof NormalizedRow];
    if (RAW_COLUMNS.has(column) || value === null || value === '' || column === 'status' || column === 'matched_by') {
      continue;
    }
    lines.push(`  ${column.padEnd(24)} ${JSON.stringify(value)} ← ${row.sources[column] ?? '?'}`);
  }
  if (row.candidates.length > 0) {
    lines.push('suggestions:');
    for (const candidate of row.candidates) {
      lines.push(
        `  ${candidate.catalogId} ${show(candidate.name)} by ${show(candidate.publisher)} (${candidate.score})`,
      );
    }
  }
  return lines.join('\n') + '\n';
}
