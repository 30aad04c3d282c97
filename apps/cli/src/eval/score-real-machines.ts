import type { NormalizedRow, RowStatus } from '@rnorm/engine';
import { InvalidInputError } from '@rnorm/inventory-files';
import { isSameProduct, isSameProductLine, isSamePublisher, isSameVersion } from './compare-leniently.ts';
import { parseCsvTable } from './read-devset.ts';
import type { RowNormalizer } from '../enrich/batch-normalizer.ts';

/** What a labelled row should come out as: a product, a row to ignore, or one nobody can name (Matchfix). */
export type ExpectedStatus = 'normalized' | 'ignored' | 'matchfix';
const EXPECTED_STATUSES: readonly ExpectedStatus[] = ['normalized', 'ignored', 'matchfix'];

/** One row of real-machines/inventory.csv, numbered from 1 after the header. */
export interface InventoryRow {
  row: number;
  publisher: string;
  title: string;
  version: string;
  source: string;
}

/**
 * Our label of an inventory row, keyed by its number (the rows themselves stay in the content sources). Each field
 * lists the answers an analyst accepts (`Visual Studio Code | VS Code`); empty when none is expected.
 */
export interface RealLabel {
  row: number;
  status: ExpectedStatus;
  publishers: string[];
  products: string[];
  versions: string[];
}

export function parseInventory(text: string, path: string): InventoryRow[] {
  return parseCsvTable(text, path, ['publisher', 'title', 'version', 'source']).map((cells, index) => ({
    row: index + 1,
    publisher: cells.publisher!,
    title: cells.title!,
    version: cells.version!,
    source: cells.source!,
  }));
}

const alternatives = (cell: string) =>
  cell
    .split(' | ')
    .map((answer) => answer.trim())
    .filter(Boolean);

/** Reads the labels; a label of no row, a row labelled twice or an unknown status is refused with its line. */
export function parseRealLabels(text: string, path: string, rowCount: number): Map<number, RealLabel> {
  const labels = new Map<number, RealLabel>();
  parseCsvTable(text, path, ['row', 'status', 'publisher', 'product', 'version']).forEach((cells, index) => {
    const line = index + 2;
    const row = Number(cells.row);
    const status = cells.status as ExpectedStatus;
    if (!Number.isInteger(row) || row < 1 || row > rowCount) {
      throw new InvalidInputError(`${path} line ${line}: row "${cells.row}" is not a row of the inventory.`);
    }
    if (labels.has(row)) throw new InvalidInputError(`${path} line ${line}: row ${row} is labelled twice.`);
    if (!EXPECTED_STATUSES.includes(status)) {
      throw new InvalidInputError(`${path} line ${line}: status "${cells.status}" is not one of ${EXPECTED_STATUSES}.`);
    }
    labels.set(row, {
      row,
      status,
      publishers: alternatives(cells.publisher!),
      products: alternatives(cells.product!),
      versions: alternatives(cells.version!),
    });
  });
  return labels;
}

/** How one row came out against its label. */
export interface RealOutcome {
  input: InventoryRow;
  label: RealLabel;
  output: NormalizedRow;
  isStatusRight: boolean;
  /** For rows labelled `normalized`: each field against any of the answers the label accepts. */
  fields?: { publisher: boolean; product: boolean; productLine: boolean; version: boolean };
  /** Status right and, for a product, publisher, product (or its line) and version right. */
  isRight: boolean;
}

/** Matchfix and error both leave the row to a person. */
function isExpectedStatus(expected: ExpectedStatus, got: RowStatus): boolean {
  return expected === 'matchfix' ? got === 'matchfix' || got === 'error' : got === expected;
}

/**
 * The ways a label may write an output's version: as it is, and with its service pack after it (`3.5 SP1`), as the
 * output gives the service pack its own column where a label writes the version as people say it.
 */
function writtenVersions(output: NormalizedRow): Array<string | null> {
  return output.servicepack && output.version
    ? [output.version, `${output.version} ${output.servicepack}`]
    : [output.version];
}

/** Judges one normalized output against its label, leniently as the devset is (compare-leniently.ts). */
export function judgeRealRow(input: InventoryRow, label: RealLabel, output: NormalizedRow): RealOutcome {
  const isStatusRight = isExpectedStatus(label.status, output.status);
  if (label.status !== 'normalized') return { input, label, output, isStatusRight, isRight: isStatusRight };
  const publishers = [...label.publishers, output.publisher];
  const anyOf = (answers: string[], test: (answer: string) => boolean) =>
    answers.length === 0 ? true : answers.some(test);
  const versions = label.versions.length > 0 ? label.versions : [''];
  const fields = {
    publisher: anyOf(label.publishers, (answer) => isSamePublisher(output.publisher, answer)),
    product: anyOf(label.products, (answer) => isSameProduct(output.name, answer, publishers)),
    productLine: anyOf(label.products, (answer) =>
      versions.some((version) =>
        isSameProductLine({ name: output.name, version: output.version }, { name: answer, version }, publishers),
      ),
    ),
    version:
      label.versions.length === 0
        ? (output.version ?? '') === ''
        : label.versions.some((answer) => writtenVersions(output).some((version) => isSameVersion(version, answer))),
  };
  const isRight = isStatusRight && fields.publisher && fields.productLine && fields.version;
  return { input, label, output, isStatusRight, fields, isRight };
}

/** Normalizes each labelled inventory row and judges it. Rows without a label are not scored. */
export function scoreRealMachines(
  rows: readonly InventoryRow[],
  labels: ReadonlyMap<number, RealLabel>,
  normalizer: RowNormalizer,
): RealOutcome[] {
  return rows.flatMap((input) => {
    const label = labels.get(input.row);
    if (!label) return [];
    const output = normalizer.normalize({ publisher: input.publisher, title: input.title, version: input.version });
    return [judgeRealRow(input, label, output)];
  });
}
