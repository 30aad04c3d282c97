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
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new InvalidInputError(`cannot read the devset ${path}: ${(error as NodeJS.ErrnoException).code ?? error}.`);
  }
  return parseDevset(text, path);
}

export function parseDevset(text: string, path: string): DevsetRow[] {
  const records: string[][] = [];
  const parser = new DelimitedRecordParser(',', (cells) => records.push(cells));
  parser.push(text.replace(/^\uFEFF/, ''));
  parser.end();
  const [header = [], ...rows] = records;
  const names = header.map((name) => name.trim().toLowerCase());
  const positions = Object.fromEntries(
    Object.entries(COLUMNS).map(([field, column]) => {
      const index = names.indexOf(column);
      if (index === -1) throw new InvalidInputError(`${path} has no "${column}" column.`);
      return [field, index];
    }),
  ) as Record<keyof DevsetRow, number>;
  return rows.map((cells) => ({
    rawPublisher: cells[positions.rawPublisher] ?? '',
    rawTitle: cells[positions.rawTitle] ?? '',
    rawVersion: cells[positions.rawVersion] ?? '',
    expectedPublisher: cells[positions.expectedPublisher] ?? '',
    expectedProduct: cells[positions.expectedProduct] ?? '',
    expectedVersion: cells[positions.expectedVersion] ?? '',
    source: cells[positions.source] ?? '',
  }));
}
