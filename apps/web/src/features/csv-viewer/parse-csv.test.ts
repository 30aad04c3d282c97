import { describe, expect, it } from 'vitest';
import { parseCsvRecords, parseCsvTable } from './parse-csv.ts';

describe(parseCsvRecords.name, () => {
  it('reads quoted commas, doubled quotes and line breaks inside quotes', () => {
    expect(parseCsvRecords('a,"b, c","say ""hi"""\n"multi\nline",,x\n')).toEqual([
      ['a', 'b, c', 'say "hi"'],
      ['multi\nline', '', 'x'],
    ]);
  });

  it('accepts CRLF, a missing final line break and a byte-order mark', () => {
    expect(parseCsvRecords('\uFEFFPublisher,Title\r\nAcme,Tool')).toEqual([
      ['Publisher', 'Title'],
      ['Acme', 'Tool'],
    ]);
  });

  it('keeps an empty quoted field and an empty last field', () => {
    expect(parseCsvRecords('"",b,\n')).toEqual([['', 'b', '']]);
  });

  it('keeps a stray quote inside an unquoted field as text', () => {
    expect(parseCsvRecords('5" disk,x\n')).toEqual([['5" disk', 'x']]);
  });

  it('reads nothing from empty text', () => {
    expect(parseCsvRecords('')).toEqual([]);
  });
});

describe(parseCsvTable.name, () => {
  it('takes the header from the first line and fits the rows to it', () => {
    expect(parseCsvTable('Publisher,Title,Version\n"Cisco Systems, Inc.",AnyConnect\n\nA,B,C,D\n')).toEqual({
      header: ['Publisher', 'Title', 'Version'],
      rows: [
        ['Cisco Systems, Inc.', 'AnyConnect', ''],
        ['A', 'B', 'C'],
      ],
    });
  });
});
