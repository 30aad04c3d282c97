import type { JobType, RawRow } from '@rnorm/engine';
import { InvalidInputError } from '../invalid-input-error.ts';
import { fieldOfHeader, missingColumnsError, REQUIRED_FIELDS, type InputField } from './match-input-columns.ts';

export interface JsonInventory {
  rows: RawRow[];
  /** Entries that are not objects (a string, a number, null): each still yields a row, of empty fields. */
  nonObjectEntries: number;
}

/**
 * Reads the spec's JSON template `{"RawEntry": [{"Publisher": …, "Title": …, "Version": …}]}`, or a top-level array
 * of such entries. Keys match like CSV headers (case-insensitive, `DisplayName` for `Title`, …); other keys are
 * ignored. Values that are not strings become strings (`12` → `"12"`, `true` → `"true"`, objects as JSON), and null
 * or absent ones become empty.
 *
 * @throws InvalidInputError for invalid JSON, another shape, or a required key that no entry has.
 */
export function parseJsonInventory(text: string, jobType: JobType, fileName: string): JsonInventory {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    throw new InvalidInputError(`${fileName} is not valid JSON: ${(error as Error).message}`);
  }
  const entries = findEntries(document);
  if (!entries) {
    throw new InvalidInputError(
      `${fileName} must hold {"RawEntry": [{"Publisher": …, "Title": …, "Version": …}, …]} or an array of entries.`,
    );
  }
  const seenFields = new Set<InputField>();
  const seenKeys = new Set<string>();
  const fieldByKey = new Map<string, InputField | undefined>();
  let nonObjectEntries = 0;
  const rows = entries.map((entry): RawRow => {
    const row = { publisher: '', title: '', version: '' };
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) {
      nonObjectEntries++;
      return row;
    }
    for (const [key, value] of Object.entries(entry as Record<string, unknown>)) {
      let field = fieldByKey.get(key);
      if (!fieldByKey.has(key)) {
        field = fieldOfHeader(key);
        fieldByKey.set(key, field);
        seenKeys.add(key);
      }
      if (field === undefined || (jobType === 'publisher' && field !== 'publisher')) continue;
      // An entry with both `Title` and `DisplayName` keeps the first one that has a value.
      if (row[field] === '') row[field] = toText(value);
      seenFields.add(field);
    }
    return row;
  });
  const missing = REQUIRED_FIELDS[jobType].filter((field) => !seenFields.has(field));
  if (entries.length > nonObjectEntries && missing.length > 0) {
    throw missingColumnsError(missing, [...seenKeys], jobType);
  }
  return { rows, nonObjectEntries };
}

function findEntries(document: unknown): unknown[] | undefined {
  if (Array.isArray(document)) return document;
  if (document === null || typeof document !== 'object') return undefined;
  const key = Object.keys(document).find((name) => name.toLowerCase() === 'rawentry');
  const entries = key === undefined ? undefined : (document as Record<string, unknown>)[key];
  return Array.isArray(entries) ? entries : undefined;
}

function toText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
