import { describe, expect, it } from 'vitest';
import { parseCsv } from './read-csv.ts';

describe(parseCsv.name, () => {
  it('keys cells by the header', () => {
    expect(parseCsv('id,name\na,Alpha\nb,Beta\n')).toEqual([
      { id: 'a', name: 'Alpha' },
      { id: 'b', name: 'Beta' },
    ]);
  });

  it('reads quoted commas, doubled quotes and line breaks inside quotes', () => {
    expect(parseCsv('id,title\r\n1,"Foo, ""Bar""\r\nBaz"\r\n2,plain')).toEqual([
      { id: '1', title: 'Foo, "Bar"\r\nBaz' },
      { id: '2', title: 'plain' },
    ]);
  });

  it('keeps empty cells and fills missing trailing cells with empty strings', () => {
    expect(parseCsv('a,b,c\n,x\n"",,')).toEqual([
      { a: '', b: 'x', c: '' },
      { a: '', b: '', c: '' },
    ]);
  });

  it('drops a byte-order mark and answers [] for an empty text', () => {
    expect(parseCsv('\uFEFFa\n1')).toEqual([{ a: '1' }]);
    expect(parseCsv('')).toEqual([]);
  });

  it('keeps quotes that do not open a field as written', () => {
    expect(parseCsv('a\nsay "hi"')).toEqual([{ a: 'say "hi"' }]);
  });
});
