import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DelimitedRecordParser, type Delimiter } from './delimited-record-parser.ts';

function parse(text: string, delimiter: Delimiter = ',', chunks: string[] = [text]): string[][] {
  const records: string[][] = [];
  const parser = new DelimitedRecordParser(delimiter, (cells) => records.push(cells));
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return records;
}

describe(DelimitedRecordParser.name, () => {
  it.each([
    [
      'plain rows',
      'a,b,c\n1,2,3\n',
      [
        ['a', 'b', 'c'],
        ['1', '2', '3'],
      ],
    ],
    [
      'CRLF line breaks and no final line break',
      'a,b\r\n1,2',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'lone CR line breaks (old Mac exports)',
      'a,b\r1,2\r',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    ['a quoted comma', '"Acme, Inc.",Tool', [['Acme, Inc.', 'Tool']]],
    ['doubled quotes', '"say ""hi""",x', [['say "hi"', 'x']]],
    [
      'a line break inside quotes',
      '"two\r\nlines",x\r\nnext,row',
      [
        ['two\r\nlines', 'x'],
        ['next', 'row'],
      ],
    ],
    ['an empty quoted cell', '"",x,""', [['', 'x', '']]],
    ['a quote inside an unquoted cell', 'Dell,27" Monitor Driver,1.0', [['Dell', '27" Monitor Driver', '1.0']]],
    ['text after a closing quote', '"abc"def,x', [['abcdef', 'x']]],
    ['too few cells', 'a,b,c\n1\n', [['a', 'b', 'c'], ['1']]],
    [
      'too many cells',
      'a,b\n1,2,3,4\n',
      [
        ['a', 'b'],
        ['1', '2', '3', '4'],
      ],
    ],
    [
      'a line of delimiters: a row of empty cells',
      'a,b\n,\n',
      [
        ['a', 'b'],
        ['', ''],
      ],
    ],
    [
      'blank and whitespace-only lines: not rows',
      'a,b\n\n   \r\n1,2\n\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    ['control characters as data', 'Acme\u0007,T\u0000ool\u001b,1\n', [['Acme\u0007', 'T\u0000ool\u001b', '1']]],
    [
      'formula strings as data',
      `Evil,=cmd|' /C calc'!A0,"=HYPERLINK(""http://x"")"\n`,
      [['Evil', "=cmd|' /C calc'!A0", '=HYPERLINK("http://x")']],
    ],
    ['a stray CR inside a line of an LF file', 'a\rb,c\n', [['a\rb', 'c']]],
  ])('reads %s', (_, text, records) => {
    expect(parse(text)).toEqual(records);
  });

  it('reads semicolon- and tab-separated lines', () => {
    expect(parse('Publisher;Title;Version\r\n"A; B";T;1', ';')).toEqual([
      ['Publisher', 'Title', 'Version'],
      ['A; B', 'T', '1'],
    ]);
    expect(parse('P\tT\tV\nA,B\tT\t1\n', '\t')).toEqual([
      ['P', 'T', 'V'],
      ['A,B', 'T', '1'],
    ]);
  });

  it('keeps a 10,000-character title whole', () => {
    const title = 'x'.repeat(10_000);
    expect(parse(`Acme,${title},1\nAcme,"${title}, quoted",2\n`)).toEqual([
      ['Acme', title, '1'],
      ['Acme', `${title}, quoted`, '2'],
    ]);
  });

  it('reads a quote that is never closed as a literal character, so later rows are not swallowed', () => {
    const records: string[][] = [];
    const parser = new DelimitedRecordParser(',', (cells) => records.push(cells));
    parser.push('a,b\n"Acme,Tool\nNext,Row\n');
    parser.end();
    expect(records).toEqual([
      ['a', 'b'],
      ['"Acme', 'Tool'],
      ['Next', 'Row'],
    ]);
    expect(parser.unterminatedQuotes).toBe(1);
  });

  it('gives the same records however the text is cut into chunks', () => {
    const cell = fc.oneof(
      fc.constantFrom('', 'Acme', 'Acme, Inc.', 'say "hi"', 'two\r\nlines', 'x\ny', ' ', 'Müller', '=1+2'),
      fc.string({ maxLength: 6 }),
    );
    const quoted = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
    const rows = fc.array(fc.array(cell, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(
        rows,
        fc.array(fc.nat(), { maxLength: 6 }),
        fc.constantFrom('\n', '\r\n'),
        (table, cuts, lineBreak) => {
          const text = 'h1,h2' + lineBreak + table.map((row) => row.map(quoted).join(',')).join(lineBreak) + lineBreak;
          const positions = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort((a, b) => a - b);
          const chunks = [0, ...positions].map((start, i) => text.slice(start, positions[i] ?? text.length));
          expect(parse(text, ',', chunks)).toEqual(parse(text));
        },
      ),
    );
  });

  it('gives every non-blank line of quote-free text exactly one record', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[^"\r\n]{0,12}$/), { maxLength: 30 }), (lines) => {
        const expected = lines.filter((line) => line.trim() !== '' || line.includes(','));
        expect(parse(lines.join('\n'))).toHaveLength(expected.length);
      }),
    );
  });

  it('counts each blank line it passes over, so that records and blank lines add up to the lines', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[^"\r\n]{0,12}$/), { minLength: 1, maxLength: 30 }), (lines) => {
        const text = lines.join('\n');
        let records = 0;
        const parser = new DelimitedRecordParser(',', () => records++);
        parser.push(text);
        parser.end();
        // What follows the text's last line break is a line only if it has something in it.
        const textLines = text === '' ? [] : text.split('\n');
        if (textLines.at(-1) === '') textLines.pop();
        expect(records + parser.blankLines).toBe(textLines.length);
      }),
    );
  });
});
