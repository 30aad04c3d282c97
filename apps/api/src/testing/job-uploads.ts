import { expect } from 'vitest';
import { DelimitedRecordParser } from '@rnorm/inventory-files';

/** Parses a CSV export (BOM, CRLF) into records of the header's columns. */
export function parseExportCsv(text: string): Record<string, string>[] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const records: string[][] = [];
  const parser = new DelimitedRecordParser(',', (record) => records.push(record));
  parser.push(text.slice(1));
  parser.end();
  const [header, ...rows] = records;
  return rows.map((row) => Object.fromEntries(header!.map((column, i) => [column, row[i] ?? ''])));
}

/** A multipart upload as the web app sends it: `file`, and the optional `json` options. */
export function uploadForm(fileName: string, content: string | Uint8Array, type = 'text/csv', json?: string) {
  const form = new FormData();
  form.append('file', new Blob([content], { type }), fileName);
  if (json !== undefined) form.append('json', json);
  return form;
}
