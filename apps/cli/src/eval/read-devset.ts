import { readFile } from 'node:fs/promises';
import { DelimitedRecordParser, InvalidInputError } from '@rnorm/inventory-files';

/** One labelled row of `devset.csv`. */
export interface DevsetRow {
  rawPublisher: string;
  rawTitle: string;
  rawVersion: string;
  expectedPublisher: string;
  expectedProduct: string;
  expectedVersion: string;
  /** `winget-arp|<package id>|<package version>|…` */
  source: string;
}

const COLUMNS = {
  rawPublisher: 'raw_publisher',
  rawTitle: 'raw_title',
  rawVersion: 'raw_version',
  expectedPublisher: 'expected_publisher',
  expectedProduct: 'expected_product',
  expectedVersion: 'expected_version',
  source: 'source',
} as const satisfies Record<keyof DevsetRow, string>;

/** Reads the devset (UTF-8 CSV with the header of {@link COLUMNS}). */
export async function readDevset(path: string): Promise<DevsetRow[]> {
  return parseDevset(await readLabelledFile(path, 'the devset'), path);
}

/** A UTF-8 file of labelled rows; a file that cannot be read is the user's input error, said with its code. */
export async function readLabelledFile(path: string, what: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    throw new InvalidInputError(`cannot read ${what} ${path}: ${(error as NodeJS.ErrnoException).code ?? error}.`);
  }
}

export function parseDevset(text: string, path: string): DevsetRow[] {
  const table = parseCsvTable(text, path, Object.values(COLUMNS));
  return table.map((cells) => ({
    rawPublisher: cells.raw_publisher!,
    rawTitle: cells.raw_title!,
    rawVersion: cells.raw_version!,
    expectedPublisher: cells.expected_publisher!,
    expectedProduct: cells.expected_product!,
    expectedVersion: cells.expected_version!,
    source: cells.source!,
  }));
}

/**
 * The rows of a CSV file with a header, as column → cell (header names trimmed and lower-cased; a short row's
 * missing cells are ''). Every one of `required` must be a column.
 */
export function parseCsvTable(text: string, path: string, required: readonly string[]): Record<string, string>[] {
  const records: string[][] = [];
  const parser = new DelimitedRecordParser(',', (cells) => records.push(cells));
  parser.push(text.replace(/^\uFEFF/, ''));
  parser.end();
  const [header = [], ...rows] = records;
  const names = header.map((name) => name.trim().toLowerCase());
  for (const column of required) {
    if (!names.includes(column)) throw new InvalidInputError(`${path} has no "${column}" column.`);
  }
  return rows.map((cells) => Object.fromEntries(names.map((name, index) => [name, cells[index] ?? ''])));
}
