import { OUTPUT_COLUMNS, type NormalizedRow } from '@rnorm/engine';
import { describe, expect, it } from 'vitest';
import { DelimitedRecordParser } from '../input/delimited-record-parser.ts';
import { CSV_HEADER, formatCsvRecord, formatCsvRow, formatJsonRow, toOutputRecord } from './format-output-row.ts';

const row: NormalizedRow = {
  raw_publisher: 'Acme, Inc.',
  raw_title: "=cmd|' /C calc'!A0",
  raw_version: '-1',
  status: 'normalized',
  publisher: 'Acme',
  name: 'Tool "Pro"',
  version: '1.2',
  major: '1',
  minor: '2',
  patch: null,
  build: null,
  release: null,
  edition: null,
  servicepack: null,
  architecture: 'x64',
  language: null,
  category: null,
  catalog_id: 'winget:Acme.Tool',
  confidence: 0.876,
  matched_by: 'fuzzy',
  release_date: null,
  end_of_support: null,
  end_of_extended_support: null,
  lifecycle_status: null,
  latest_version: null,
  license: 'MIT',
  license_type: 'open-source',
  is_open_source: true,
  cpe: 'cpe:2.3:a:acme:tool:1.2:*:*:*:*:*:*:*',
  purl: null,
  vulnerability_status: 'affected',
  vulnerabilities: 2,
  known_exploited: 'CVE-2024-9680;CVE-2023-38831',
  fixed_version: '1.3',
  reason: 'two\nlines',
  sources: { publisher: 'publisher_suffix' },
  candidates: [],
  publisher_website: null,
  publisher_aliases: [],
};

function cellsOf(text: string): string[][] {
  const records: string[][] = [];
  const parser = new DelimitedRecordParser(',', (cells) => records.push(cells));
  parser.push(text);
  parser.end();
  return records;
}

describe(formatCsvRow.name, () => {
  it('has a header of exactly the output columns', () => {
    expect(cellsOf(CSV_HEADER)).toEqual([[...OUTPUT_COLUMNS]]);
  });

  it('writes one record of all columns, in order, that reads back as written', () => {
    const [cells, ...rest] = cellsOf(formatCsvRow(row));
    expect(rest).toEqual([]);
    expect(cells).toHaveLength(OUTPUT_COLUMNS.length);
    const byColumn = Object.fromEntries(OUTPUT_COLUMNS.map((column, i) => [column, cells?.[i]]));
    expect(byColumn).toMatchObject({
      raw_publisher: 'Acme, Inc.',
      raw_title: "'=cmd|' /C calc'!A0",
      raw_version: '-1',
      name: 'Tool "Pro"',
      patch: '',
      confidence: '0.88',
      is_open_source: 'true',
      reason: 'two\nlines',
    });
  });

  it('writes confidence with two decimals and is_open_source as true, false or empty', () => {
    const cells = (changes: Partial<NormalizedRow>) => cellsOf(formatCsvRow({ ...row, ...changes }))[0] ?? [];
    const at = (column: string) => OUTPUT_COLUMNS.indexOf(column as (typeof OUTPUT_COLUMNS)[number]);
    expect(cells({ confidence: 1 })[at('confidence')]).toBe('1.00');
    expect(cells({ confidence: 0 })[at('confidence')]).toBe('0.00');
    expect(cells({ is_open_source: false })[at('is_open_source')]).toBe('false');
    expect(cells({ is_open_source: null })[at('is_open_source')]).toBe('');
  });
});

describe(formatJsonRow.name, () => {
  it('has exactly the output columns as keys, values unneutralized, confidence rounded', () => {
    const record = JSON.parse(formatJsonRow(row)) as Record<string, unknown>;
    expect(Object.keys(record)).toEqual([...OUTPUT_COLUMNS]);
    expect(record).toMatchObject({
      raw_title: "=cmd|' /C calc'!A0",
      confidence: 0.88,
      patch: null,
      is_open_source: true,
    });
  });
});

describe(formatCsvRecord.name, () => {
  it('writes a stored record exactly as formatCsvRow writes the row it came from', () => {
    const stored = JSON.parse(JSON.stringify(toOutputRecord(row))) as Record<string, unknown>;
    expect(formatCsvRecord(stored, OUTPUT_COLUMNS)).toBe(formatCsvRow(row));
    expect(formatCsvRecord({ confidence: null }, ['confidence', 'name'])).toBe(',\r\n');
  });
});
