import type { RawRow, RowStatus } from '@rnorm/engine';
import { isShorterPublisherForm } from './compare-leniently.ts';
import type { EvalTargets } from './eval-targets.ts';
import type { IgnoreScore } from './score-ignore-examples.ts';
import type { DevsetScore, FieldMismatch, ScoredField } from './score-devset.ts';

const FIELDS: readonly ScoredField[] = ['publisher', 'product', 'version'];
const STATUSES: readonly RowStatus[] = ['normalized', 'matchfix', 'ignored', 'error'];

const percent = (part: number, whole: number) => (whole > 0 ? ((100 * part) / whole).toFixed(1) : '–') + ' %';
const verdict = (isMet: boolean) => (isMet ? 'met' : 'MISSED');

/** The figures of one eval run, each beside its target; `rowSet` says where the rows come from. */
export function formatEvalReport(score: DevsetScore, targets: EvalTargets, rowSet = 'the devset'): string {
  const share = (part: number) => (score.rows > 0 ? part / score.rows : 0);
  const table = FIELDS.map((field) => [
    field,
    percent(score.correct[field], score.rows),
    `(${score.correct[field]}/${score.rows})`,
    `target ≥ ${targets[field] * 100} %`,
    verdict(share(score.correct[field]) >= targets[field]),
  ]);
  const matchfix = score.byStatus.matchfix;
  table.push([
    'matchfix',
    percent(matchfix, score.rows),
    `(${matchfix}/${score.rows})`,
    `target ≤ ${targets.matchfix * 100} %`,
    verdict(share(matchfix) <= targets.matchfix),
  ]);
  const widths = [0, 1, 2, 3].map((column) => Math.max(...table.map((cells) => (cells[column] ?? '').length)));
  const lines = table.map(
    ([label = '', figure = '', fraction = '', target = '', met = '']) =>
      `  ${label.padEnd(widths[0] ?? 0)}  ${figure.padStart(widths[1] ?? 0)} ${fraction.padEnd(widths[2] ?? 0)}  ` +
      `${target.padEnd(widths[3] ?? 0)}  ${met}`,
  );
  const shorter = score.mismatches.publisher.filter((mismatch) =>
    isShorterPublisherForm(mismatch.got, mismatch.expected),
  );
  if (shorter.length > 0) {
    lines.push(
      `  (${shorter.length} of the ${score.mismatches.publisher.length} wrong publishers are the first words of the ` +
        `expected one, e.g. ${show(shorter[0]?.got)} for ${show(shorter[0]?.expected)}; counted wrong)`,
    );
  }
  lines.push(
    `  product, counting a release line that repeats the version ("Azul Zulu JDK 11" at 11.50.19) or a trailing ` +
      `"Edition" as the same name: ${percent(score.productLineCorrect, score.rows)} ` +
      `(${score.productLineCorrect}/${score.rows}); the target applies to the strict figure above`,
  );
  lines.push(
    `  stable     ${percent(score.stability.stable, score.stability.normalized)} ` +
      `(${score.stability.stable}/${score.stability.normalized} normalized rows give the same publisher, name and ` +
      `version when their output is normalized again)`,
  );
  lines.push(`  statuses   ${STATUSES.map((status) => `${status} ${score.byStatus[status]}`).join(', ')}`);
  lines.push(
    `  ignored    ${score.byStatus.ignored} of ${score.rows} rows (${rowSet} has no rows to ignore: ` +
      `each is a false positive)`,
  );
  return lines.join('\n') + '\n';
}

export function formatIgnoreReport(score: IgnoreScore | undefined, path: string): string {
  if (!score) return `  ignore examples: ${path} not found; ignored recall not measured\n`;
  const { ignored, kept } = score.examples;
  return (
    `  ignored recall   ${percent(score.recalled, ignored.length)} (${score.recalled}/${ignored.length} of ` +
    `${path} "ignored")\n` +
    `  ignored wrongly  ${percent(score.falsePositives, kept.length)} (${score.falsePositives}/${kept.length} of ` +
    `"kept")\n`
  );
}

const show = (value: string | null | undefined) =>
  value === null || value === undefined ? '∅' : JSON.stringify(value);
const showRow = (row: RawRow) => `${show(row.publisher)} | ${show(row.title)} | ${show(row.version)}`;

/** Up to `limit` mismatches per field: the raw row, then what came out against what was expected. */
export function formatMismatches(score: DevsetScore, limit: number): string {
  const lines: string[] = [];
  for (const field of FIELDS) {
    const mismatches = score.mismatches[field];
    lines.push(`\n${field}: ${mismatches.length} wrong${mismatches.length > limit ? `, first ${limit}` : ''}`);
    for (const mismatch of mismatches.slice(0, limit)) lines.push(formatMismatch(mismatch));
  }
  const { unstable } = score;
  lines.push(`\nnormalized again: ${unstable.length} changed${unstable.length > limit ? `, first ${limit}` : ''}`);
  for (const { row, first, again } of unstable.slice(0, limit)) {
    lines.push(`  ${showRow({ publisher: row.rawPublisher, title: row.rawTitle, version: row.rawVersion })}`);
    lines.push(`      → ${first.map(show).join(' | ')}  then ${again.map(show).join(' | ')}`);
  }
  return lines.join('\n') + '\n';
}

function formatMismatch({ row, got, expected, status, matchedBy }: FieldMismatch): string {
  const raw = showRow({ publisher: row.rawPublisher, title: row.rawTitle, version: row.rawVersion });
  return `  ${raw}\n      → ${show(got)}  expected ${show(expected)}  [${status}, ${matchedBy}; ${row.source}]`;
}

export function formatIgnoreMisses(score: IgnoreScore, limit: number): string {
  const lines = [
    `\nignore examples not ignored: ${score.missed.length}`,
    ...score.missed.slice(0, limit).map((row) => `  ${showRow(row)}`),
    `ignore examples ignored wrongly: ${score.wronglyIgnored.length}`,
    ...score.wronglyIgnored.slice(0, limit).map((row) => `  ${showRow(row)}`),
  ];
  return lines.join('\n') + '\n';
}
