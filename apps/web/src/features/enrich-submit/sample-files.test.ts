import { describe, expect, it } from 'vitest';

// The files are served as-is from apps/web/public/samples/; the "Submit enrichment job" page links to them.
const samples: Record<string, string> = import.meta.glob('../../../public/samples/*.{csv,json}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

function readSample(name: string): string {
  const text = samples[`../../../public/samples/${name}`];
  if (text === undefined) throw new Error(`no sample file ${name}`);
  return text;
}

/** Minimal RFC 4180 parser: quoted fields may contain commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let inQuotes = false;
  let fieldWasQuoted = false;
  const endField = () => {
    record.push(field);
    field = '';
    fieldWasQuoted = false;
  };
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inQuotes) {
      if (char !== '"') field += char;
      else if (text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else inQuotes = false;
    } else if (char === ',') {
      endField();
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      endField();
      records.push(record);
      record = [];
    } else if (fieldWasQuoted) {
      throw new Error(`Unexpected text after a closing quote on record ${records.length + 1}`);
    } else if (char === '"') {
      if (field !== '') throw new Error(`Unexpected quote inside an unquoted field on record ${records.length + 1}`);
      inQuotes = true;
      fieldWasQuoted = true;
    } else {
      field += char;
    }
  }
  if (inQuotes) throw new Error('Unterminated quoted field');
  if (field !== '' || fieldWasQuoted || record.length > 0) {
    endField();
    records.push(record);
  }
  return records;
}

describe('CSV parser used by these tests', () => {
  it('handles quoted commas, doubled quotes and a missing final line break', () => {
    expect(parseCsv('a,"b, c","say ""hi"""\n,,\nx,y,z')).toEqual([
      ['a', 'b, c', 'say "hi"'],
      ['', '', ''],
      ['x', 'y', 'z'],
    ]);
  });

  it('rejects malformed quoting', () => {
    expect(() => parseCsv('a,"b\n')).toThrow(/Unterminated/);
    expect(() => parseCsv('a,b"c"\n')).toThrow(/Unexpected quote/);
    expect(() => parseCsv('a,"b"c\n')).toThrow(/after a closing quote/);
  });
});

describe('CSV templates', () => {
  it.each([
    ['rnorm-template.csv', ['Publisher', 'Title', 'Version']],
    ['rnorm-publisher-template.csv', ['Publisher']],
  ])('%s has exactly the template header and example rows of the same width', (name, header) => {
    const [first, ...rows] = parseCsv(readSample(name));
    expect(first).toEqual(header);
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row).toHaveLength(header.length);
  });
});

describe('JSON templates', () => {
  it.each([
    ['rnorm-template.json', ['Publisher', 'Title', 'Version']],
    ['rnorm-publisher-template.json', ['Publisher']],
  ])('%s has a RawEntry array whose objects have exactly the template keys', (name, keys) => {
    const parsed: unknown = JSON.parse(readSample(name));
    expect(parsed).toEqual({ RawEntry: expect.any(Array) });
    const entries = (parsed as { RawEntry: unknown[] }).RawEntry;
    expect(entries).toHaveLength(3);
    for (const entry of entries) {
      expect(typeof entry).toBe('object');
      expect(Object.keys(entry as object)).toEqual(keys);
      for (const value of Object.values(entry as object)) expect(typeof value).toBe('string');
    }
  });

  it('rnorm-template.json holds the same rows as rnorm-template.csv', () => {
    const [, ...rows] = parseCsv(readSample('rnorm-template.csv'));
    const { RawEntry } = JSON.parse(readSample('rnorm-template.json')) as {
      RawEntry: { Publisher: string; Title: string; Version: string }[];
    };
    expect(RawEntry.map((entry) => [entry.Publisher, entry.Title, entry.Version])).toEqual(rows);
  });

  it('rnorm-publisher-template.json holds the same rows as rnorm-publisher-template.csv', () => {
    const [, ...rows] = parseCsv(readSample('rnorm-publisher-template.csv'));
    const { RawEntry } = JSON.parse(readSample('rnorm-publisher-template.json')) as {
      RawEntry: { Publisher: string }[];
    };
    expect(RawEntry.map((entry) => [entry.Publisher])).toEqual(rows);
  });
});

describe('sample dataset', () => {
  const text = readSample('rnorm-sample-dataset.csv');
  const [header, ...rows] = parseCsv(text);
  const titles = rows.map((row) => row[1] ?? '');

  it('is UTF-8 without a byte-order mark, with LF line endings', () => {
    expect(text.charCodeAt(0)).not.toBe(0xfeff);
    expect(text).not.toMatch(/\r/);
    expect(text.endsWith('\n')).toBe(true);
  });

  it('has the Publisher,Title,Version header and at least 220 rows of exactly 3 fields', () => {
    expect(header).toEqual(['Publisher', 'Title', 'Version']);
    expect(rows.length).toBeGreaterThanOrEqual(220);
    for (const row of rows) expect(row).toHaveLength(3);
  });

  it('has at least 25 KB article, hotfix and update rows', () => {
    const updates = titles.filter((title) => /\bKB\d{6,7}\b|hotfix|security update|update rollup/i.test(title));
    expect(updates.length).toBeGreaterThanOrEqual(25);
  });

  it('has at least 25 rows from Microsoft-named publishers', () => {
    expect(rows.filter((row) => /microsoft/i.test(row[0] ?? '')).length).toBeGreaterThanOrEqual(25);
  });

  it.each([
    ['7-Zip', /^7-Zip\b/],
    ['Python', /^Python\b/],
    ['Java', /^Java\b/],
    ['Adobe Flash Player', /^Adobe Flash Player\b/],
  ])('has at least one %s row', (_name, pattern) => {
    expect(titles.some((title) => pattern.test(title))).toBe(true);
  });
});
