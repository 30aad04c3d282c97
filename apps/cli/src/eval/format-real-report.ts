import type { RowStatus, VulnerabilityStatus } from '@rnorm/engine';
import type { ExpectedStatus, RealOutcome } from './score-real-machines.ts';

const percent = (part: number, whole: number) => (whole > 0 ? ((100 * part) / whole).toFixed(1) : '–') + ' %';
const figure = (part: number, whole: number) => `${percent(part, whole)} (${part}/${whole})`;
const count = <T>(items: readonly T[], test: (item: T) => boolean) => items.filter(test).length;
const VULNERABILITY_STATUSES: readonly VulnerabilityStatus[] = ['affected', 'unconfirmed', 'none_known', 'no_data'];

/** Ignored as a component or update, or normalized to a product of the catalog: what a SAM team can act on. */
export const isRecognized = (outcome: RealOutcome) =>
  outcome.output.status === 'ignored' || (outcome.output.status === 'normalized' && outcome.output.catalog_id !== null);

/** The real-machines figures: statuses, fields of the products, recognition and enrichment, by machine. */
export function formatRealReport(outcomes: readonly RealOutcome[], path: string): string {
  const total = outcomes.length;
  const products = outcomes.filter((outcome) => outcome.fields !== undefined);
  const field = (name: 'publisher' | 'product' | 'productLine' | 'version') =>
    count(products, (outcome) => outcome.fields![name]);
  const normalized = outcomes.filter((outcome) => outcome.output.status === 'normalized');
  const enriched = (test: (outcome: RealOutcome) => boolean) => figure(count(normalized, test), normalized.length);
  const expected = (status: ExpectedStatus) => count(outcomes, (outcome) => outcome.label.status === status);
  const lines = [
    `real machines ${path}: ${total} labelled rows (${expected('normalized')} products, ${expected('ignored')} to ` +
      `ignore, ${expected('matchfix')} for Matchfix)`,
    `  status right   ${figure(
      count(outcomes, (outcome) => outcome.isStatusRight),
      total,
    )}`,
    `  fully right    ${figure(
      count(outcomes, (outcome) => outcome.isRight),
      total,
    )} (status, and a product's ` + `publisher, product or its line, and version)`,
    `  of the ${products.length} products: publisher ${figure(field('publisher'), products.length)}, product ` +
      `${figure(field('product'), products.length)} (or its line ${percent(field('productLine'), products.length)}), ` +
      `version ${figure(field('version'), products.length)}`,
    `  recognized     ${figure(count(outcomes, isRecognized), total)} (ignored, or normalized to a catalog product)`,
    `  of the ${normalized.length} normalized rows: CPE ${enriched((o) => o.output.cpe !== null)}, lifecycle ` +
      `${enriched((o) => o.output.end_of_support !== null || o.output.lifecycle_status !== null)}, category ` +
      `${enriched((o) => o.output.category !== null)}, licence ${enriched((o) => o.output.license !== null)} ` +
      `(type known ${enriched((o) => o.output.license_type !== null && o.output.license_type !== 'unknown')})`,
    `  known vulnerabilities of the normalized rows: ${VULNERABILITY_STATUSES.map(
      (status) => `${status} ${enriched((o) => o.output.vulnerability_status === status)}`,
    ).join(', ')}`,
    `  expected → got: ${formatConfusion(outcomes)}`,
    '  by machine:',
    ...formatBySource(outcomes),
  ];
  return lines.join('\n') + '\n';
}

function formatConfusion(outcomes: readonly RealOutcome[]): string {
  const cells = new Map<string, number>();
  for (const { label, output } of outcomes) {
    const key = `${label.status} → ${output.status}`;
    cells.set(key, (cells.get(key) ?? 0) + 1);
  }
  return [...cells].map(([key, rows]) => `${key} ${rows}`).join(', ');
}

function formatBySource(outcomes: readonly RealOutcome[]): string[] {
  // Map.groupBy is not in Node 20.
  const bySource = new Map<string, RealOutcome[]>();
  for (const outcome of outcomes) {
    const rows = bySource.get(outcome.input.source);
    if (rows) rows.push(outcome);
    else bySource.set(outcome.input.source, [outcome]);
  }
  const width = Math.max(...[...bySource.keys()].map((source) => source.length));
  return [...bySource].map(
    ([source, rows]) =>
      `    ${source.padEnd(width)}  ${String(rows.length).padStart(3)} rows  status right ` +
      `${percent(
        count(rows, (o) => o.isStatusRight),
        rows.length,
      ).padStart(7)}  fully right ` +
      `${percent(
        count(rows, (o) => o.isRight),
        rows.length,
      ).padStart(7)}  recognized ` +
      `${percent(count(rows, isRecognized), rows.length).padStart(7)}`,
  );
}

const show = (value: string | null | undefined) =>
  value === null || value === undefined || value === '' ? '∅' : JSON.stringify(value);
const answers = (values: readonly string[]) => (values.length === 0 ? '∅' : values.map(show).join(' or '));

/** Up to `limit` wrong rows: the row number, what came out and what the label expects. */
export function formatRealMisses(outcomes: readonly RealOutcome[], limit: number): string {
  const wrong = outcomes.filter((outcome) => !outcome.isRight);
  const lines = [
    `\nreal machines: ${wrong.length} rows not fully right${wrong.length > limit ? `, first ${limit}` : ''}`,
  ];
  for (const { input, label, output } of wrong.slice(0, limit)) {
    lines.push(`  #${input.row} ${show(input.publisher)} | ${show(input.title)} | ${show(input.version)}`);
    lines.push(
      `      → ${output.status satisfies RowStatus} ${show(output.publisher)} | ${show(output.name)} | ` +
        `${show(output.version)} [${output.matched_by}, ${output.confidence}]`,
    );
    lines.push(
      `      expected ${label.status} ${answers(label.publishers)} | ${answers(label.products)} | ` +
        `${answers(label.versions)}`,
    );
  }
  return lines.join('\n') + '\n';
}
