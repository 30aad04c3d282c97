export interface CsvTable {
  header: string[];
  rows: string[][];
}

/**
 * Splits CSV text into records (RFC 4180): fields in double quotes may hold commas, line breaks and doubled quotes;
 * lines end in LF or CRLF; a byte-order mark is dropped. It is lenient where the RFC is strict: a quote inside an
 * unquoted field is kept as text, and text after a closing quote is appended, as spreadsheet programs read them.
 */
export function parseCsvRecords(text: string): string[][] {
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let isQuoted = false;
  let hasField = false;

  const endField = () => {
    record.push(field);
    field = '';
    hasField = false;
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };

  for (let index = 0; index < input.length; index++) {
    const char = input[index] as string;
    if (isQuoted) {
      if (char !== '"') field += char;
      else if (input[index + 1] === '"') {
        field += '"';
        index++;
      } else isQuoted = false;
      continue;
    }
    if (char === '"' && field === '' && !hasField) {
      isQuoted = true;
      hasField = true;
    } else if (char === ',') {
      endField();
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && input[index + 1] === '\n') index++;
      endRecord();
    } else {
      field += char;
      hasField = true;
    }
  }
  // The last line may lack its line break; a trailing line break adds no empty record.
  if (hasField || field !== '' || record.length > 0) endRecord();
  return records;
}

/** The first record as column names, the others as rows padded or cut to the header's width. */
export function parseCsvTable(text: string): CsvTable {
  const [header = [], ...records] = parseCsvRecords(text);
  const width = header.length;
  const rows = records
    // A blank line is one empty field: not a row.
    .filter((record) => !(record.length === 1 && record[0] === ''))
    .map((record) =>
      record.length === width ? record : [...record, ...new Array<string>(width).fill('')].slice(0, width),
    );
  return { header, rows };
}
