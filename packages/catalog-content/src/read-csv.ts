import { readFile } from 'node:fs/promises';

/** One CSV record, keyed by the header's column names. Missing trailing cells read as ''. */
export type CsvRecord = Record<string, string>;

/**
 * Parses RFC 4180 CSV: quoted fields may hold commas, line breaks and doubled quotes (`""`); records end with CRLF or
 * LF. The first record is the header. A byte-order mark before the header is dropped.
 */
export function parseCsv(text: string): CsvRecord[] {
  const rows = parseRows(text.startsWith('\uFEFF') ? text.slice(1) : text);
  const header = rows.shift();
  if (!header) return [];
  return rows.map((cells) => {
    const record: CsvRecord = {};
    header.forEach((column, index) => {
      record[column] = cells[index] ?? '';
    });
    return record;
  });
}

/** Reads and parses a UTF-8 CSV file (see `parseCsv`). */
export async function readCsvFile(filePath: string): Promise<CsvRecord[]> {
  return parseCsv(await readFile(filePath, 'utf8'));
}

function parseRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let isQuoted = false;
  let index = 0;
  while (index < text.length) {
    const char = text[index];
    if (isQuoted) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          field += '"';
          index += 2;
          continue;
        }
        isQuoted = false;
      } else {
        field += char;
      }
      index += 1;
      continue;
    }
    if (char === '"' && field === '') {
      isQuoted = true;
    } else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      if (char === '\r' && text[index + 1] === '\n') index += 1;
    } else {
      field += char;
    }
    index += 1;
  }
  // The last record may lack a final line break; a trailing line break must not add an empty record.
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}
