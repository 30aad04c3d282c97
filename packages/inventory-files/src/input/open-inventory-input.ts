import { createReadStream } from 'node:fs';
import { open, readFile, stat } from 'node:fs/promises';
import { isUtf8 } from 'node:buffer';
import { extname } from 'node:path';
import type { JobType, RawRow } from '@rnorm/engine';
import { InvalidInputError } from '../invalid-input-error.ts';
import { createChunkDecoder } from './create-text-decoder.ts';
import { assertLooksLikeText, detectEncoding, type DetectedEncoding } from './detect-encoding.ts';
import { DelimitedRecordParser, type Delimiter } from './delimited-record-parser.ts';
import { isValidUtf8File } from './is-valid-utf8-file.ts';
import { fieldOfHeader, matchInputColumns, type ColumnPositions } from './match-input-columns.ts';
import { parseJsonInventory } from './parse-json-inventory.ts';
import { rejoinUnquotedCommas } from './rejoin-unquoted-commas.ts';

export type InputFormat = 'csv' | 'json';

export interface OpenInventoryOptions {
  /** The file's name in messages, when `path` is a copy (an upload's temporary file). */
  displayName?: string;
}

/** Oddities found while reading; none of them loses a row. Filled in as rows are read. */
export interface InputWarnings {
  /** Rows with fewer cells than the header: the missing cells are empty. */
  shortRows: number;
  /** Rows with more non-empty cells than the header that could not be rejoined: the extra cells are ignored. */
  longRows: number;
  /** Rows split at an unquoted comma (`Cisco Systems, Inc.,…`) whose cells were put back together. */
  rejoinedRows: number;
  /** Quotes still open at the end of the file, read as literal characters (see DelimitedRecordParser). */
  unterminatedQuotes: number;
  /** Blank lines (empty or only spaces) between rows of a CSV file: not rows, so they yield no output row. */
  blankLines: number;
  /** JSON entries that are not objects; each yields a row of empty fields. */
  nonObjectEntries: number;
  /** A title job's input without a Version column: every version is empty. */
  hasNoVersionColumn: boolean;
}

export interface InventoryInput {
  format: InputFormat;
  encoding: DetectedEncoding;
  /** The CSV column delimiter; undefined for JSON. */
  delimiter: Delimiter | undefined;
  sizeBytes: number;
  warnings: InputWarnings;
  /**
   * Every input row, once, in input order, in batches (about one per 128 KiB of input). `onProgress` receives the
   * share of the input read so far, from 0 to 1, before each batch that it includes.
   */
  rows(onProgress?: (fraction: number) => void): AsyncGenerator<RawRow[]>;
}

/** How much of the file we look at to recognize its encoding, its format and its header row. */
const HEAD_BYTES = 1024 * 1024;
/**
 * How much of a delimited file is read and parsed at a time. Parsing is synchronous: a MiB took 100–290 ms, during
 * which the API's process (embedded mode) answered no one; 128 KiB takes a few tens of ms.
 */
const CHUNK_BYTES = 128 * 1024;
const JSON_BATCH_ROWS = 20_000;

/**
 * Opens an inventory file: recognizes its encoding and format, and checks the header row, so that every problem
 * with the input is reported (as an InvalidInputError) before any output is written.
 *
 * The format comes from the extension (`.json`; `.csv`, `.tsv`, `.txt`), otherwise from the content: a file that
 * starts with `{` or `[` is JSON.
 */
export async function openInventoryInput(
  path: string,
  jobType: JobType,
  options: OpenInventoryOptions = {},
): Promise<InventoryInput> {
  // Messages name the file as the user knows it: an upload is read from a temporary copy.
  const label = options.displayName ?? path;
  const sizeBytes = await fileSize(path);
  const head = await readHead(path, Math.min(sizeBytes, HEAD_BYTES));
  const isWholeFileInHead = head.length === sizeBytes;
  const encoding = detectEncoding(head, isWholeFileInHead ? isUtf8(head) : await isValidUtf8File(path), label);
  const headDecoder = createChunkDecoder(encoding.encoding);
  const headText = headDecoder.decode(head) + (isWholeFileInHead ? headDecoder.end() : '');
  assertLooksLikeText(headText.slice(0, 64 * 1024), label, encoding);
  if (headText.trim() === '') {
    throw new InvalidInputError(`${label} is empty; it needs at least a header row (Publisher,Title,Version).`);
  }
  const warnings: InputWarnings = {
    shortRows: 0,
    longRows: 0,
    rejoinedRows: 0,
    unterminatedQuotes: 0,
    blankLines: 0,
    nonObjectEntries: 0,
    hasNoVersionColumn: false,
  };
  if (formatOf(label, headText) === 'json') return openJson(path, label, jobType, sizeBytes, encoding, warnings);

  const delimiter = detectDelimiter(headText);
  const header = readHeaderRow(headText, delimiter, isWholeFileInHead, label);
  const positions = matchInputColumns(header, jobType);
  warnings.hasNoVersionColumn = jobType === 'title' && positions.version === undefined;
  return {
    format: 'csv',
    encoding,
    delimiter,
    sizeBytes,
    warnings,
    rows: (onProgress) =>
      readCsvRows(path, sizeBytes, encoding, delimiter, header.length, positions, warnings, onProgress),
  };
}

async function fileSize(path: string): Promise<number> {
  try {
    const info = await stat(path);
    if (!info.isFile()) throw new InvalidInputError(`${path} is not a file.`);
    return info.size;
  } catch (error) {
    if (error instanceof InvalidInputError) throw error;
    throw new InvalidInputError(`cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}.`);
  }
}

async function readHead(path: string, length: number): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

function formatOf(path: string, headText: string): InputFormat {
  const extension = extname(path).toLowerCase();
  if (extension === '.json') return 'json';
  if (extension === '.csv' || extension === '.tsv' || extension === '.txt') return 'csv';
  const first = headText.trimStart()[0];
  return first === '{' || first === '[' ? 'json' : 'csv';
}

/**
 * The delimiter that splits the first non-blank line into the most recognized column names; comma on a tie, so that
 * a one-column `Publisher` file is CSV. In effect: `;` or tab only when the header has no comma-separated names.
 */
export function detectDelimiter(text: string): Delimiter {
  const firstLine = text.split(/\r\n|\n|\r/).find((line) => line.trim() !== '') ?? '';
  let best: Delimiter = ',';
  let bestCount = -1;
  for (const delimiter of [',', ';', '\t'] as const) {
    const count = firstLine
      .split(delimiter)
      .filter((name) => fieldOfHeader(name.replace(/^\s*"|"\s*$/g, '')) !== undefined).length;
    if (count > bestCount) {
      best = delimiter;
      bestCount = count;
    }
  }
  return best;
}

function readHeaderRow(headText: string, delimiter: Delimiter, isWholeFile: boolean, path: string): string[] {
  let header: string[] | undefined;
  let dataRows = 0;
  const parser = new DelimitedRecordParser(delimiter, (cells) => {
    // The parser skips blank lines: every later record is a row of the job.
    if (header) dataRows++;
    else header = cells;
  });
  parser.push(headText);
  if (isWholeFile) parser.end();
  if (!header) throw new InvalidInputError(`${path}: the header row is longer than 1 MiB.`);
  // A file read whole that has only its header would make a job of no rows: refused, saying why.
  if (isWholeFile && dataRows === 0) {
    throw new InvalidInputError(`${path} has a header row but no data rows; add at least one row under the header.`);
  }
  return header;
}

/** Whether a record has non-empty cells beyond the header's columns (trailing empty cells are common and harmless). */
function hasExtraCells(cells: readonly string[], headerLength: number): boolean {
  return cells.length > headerLength && cells.slice(headerLength).some((cell) => cell !== '');
}

async function* readCsvRows(
  path: string,
  sizeBytes: number,
  encoding: DetectedEncoding,
  delimiter: Delimiter,
  headerLength: number,
  positions: ColumnPositions,
  warnings: InputWarnings,
  onProgress?: (fraction: number) => void,
): AsyncGenerator<RawRow[]> {
  const { publisher, title, version } = positions;
  let batch: RawRow[] = [];
  let isHeader = true;
  const parser = new DelimitedRecordParser(delimiter, (record) => {
    if (isHeader) {
      isHeader = false;
      return;
    }
    let cells = record;
    if (cells.length < headerLength) warnings.shortRows++;
    else if (hasExtraCells(cells, headerLength)) {
      const rejoined = rejoinUnquotedCommas(cells, headerLength, positions);
      if (rejoined) {
        warnings.rejoinedRows++;
        cells = rejoined;
      }
      if (hasExtraCells(cells, headerLength)) warnings.longRows++;
    }
    batch.push({
      publisher: publisher === undefined ? '' : (cells[publisher] ?? ''),
      title: title === undefined ? '' : (cells[title] ?? ''),
      version: version === undefined ? '' : (cells[version] ?? ''),
    });
  });
  const decoder = createChunkDecoder(encoding.encoding);
  let bytesRead = 0;
  for await (const chunk of createReadStream(path, { highWaterMark: CHUNK_BYTES }) as AsyncIterable<Buffer>) {
    bytesRead += chunk.length;
    parser.push(decoder.decode(chunk));
    onProgress?.(sizeBytes === 0 ? 1 : bytesRead / sizeBytes);
    if (batch.length > 0) {
      yield batch;
      batch = [];
    }
  }
  parser.push(decoder.end());
  parser.end();
  warnings.unterminatedQuotes = parser.unterminatedQuotes;
  warnings.blankLines = parser.blankLines;
  if (batch.length > 0) yield batch;
  onProgress?.(1);
}

async function openJson(
  path: string,
  label: string,
  jobType: JobType,
  sizeBytes: number,
  encoding: DetectedEncoding,
  warnings: InputWarnings,
): Promise<InventoryInput> {
  const bytes = await readFile(path);
  const decoder = createChunkDecoder(encoding.encoding);
  const { rows, nonObjectEntries } = parseJsonInventory(decoder.decode(bytes) + decoder.end(), jobType, label);
  warnings.nonObjectEntries = nonObjectEntries;
  if (rows.length === 0) {
    throw new InvalidInputError(`${label} has no entries; it needs at least one object with a publisher and title.`);
  }
  return {
    format: 'json',
    encoding,
    delimiter: undefined,
    sizeBytes,
    warnings,
    async *rows(onProgress) {
      for (let start = 0; start < rows.length; start += JSON_BATCH_ROWS) {
        onProgress?.(Math.min(1, (start + JSON_BATCH_ROWS) / rows.length));
        yield rows.slice(start, start + JSON_BATCH_ROWS);
      }
      onProgress?.(1);
    },
  };
}
