import type { RawRow } from '@rnorm/engine';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidInputError } from '../invalid-input-error.ts';
import { createSeededRandom } from '../testing/seeded-random.ts';
import { detectDelimiter, openInventoryInput, type InventoryInput } from './open-inventory-input.ts';

let folder = '';
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'rnorm-input-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

let fileNumber = 0;
async function fileWith(content: string | Buffer, extension = '.csv'): Promise<string> {
  const path = join(folder, `input-${++fileNumber}${extension}`);
  await writeFile(path, content);
  return path;
}

async function readAll(input: InventoryInput): Promise<RawRow[]> {
  const rows: RawRow[] = [];
  for await (const batch of input.rows()) rows.push(...batch);
  return rows;
}

async function rowsOf(content: string | Buffer, extension = '.csv'): Promise<RawRow[]> {
  return readAll(await openInventoryInput(await fileWith(content, extension), 'title'));
}

const MULLER = { publisher: 'Müller GmbH', title: 'Käse Tool', version: '1.0' };

describe(openInventoryInput.name, () => {
  it.each([
    ['UTF-8', Buffer.from('Publisher,Title,Version\nMüller GmbH,Käse Tool,1.0\n'), 'UTF-8'],
    ['UTF-8 with BOM', Buffer.from('\uFEFFPublisher,Title,Version\r\nMüller GmbH,Käse Tool,1.0\r\n'), 'UTF-8 (BOM)'],
    [
      'UTF-16 LE with BOM',
      Buffer.from('\uFEFFPublisher,Title,Version\r\nMüller GmbH,Käse Tool,1.0\r\n', 'utf16le'),
      'UTF-16 LE (BOM)',
    ],
    [
      'UTF-16 BE with BOM',
      Buffer.from('\uFEFFPublisher,Title,Version\r\nMüller GmbH,Käse Tool,1.0\r\n', 'utf16le').swap16(),
      'UTF-16 BE (BOM)',
    ],
    [
      'UTF-16 LE without BOM',
      Buffer.from('Publisher,Title,Version\r\nMüller GmbH,Käse Tool,1.0\r\n', 'utf16le'),
      'UTF-16 LE (no BOM, by its NUL bytes)',
    ],
    [
      'windows-1252 (Latin-1)',
      Buffer.from('Publisher,Title,Version\r\nMüller GmbH,Käse Tool,1.0\r\n', 'latin1'),
      'windows-1252 (not valid UTF-8)',
    ],
  ])('decodes %s and says so', async (_, bytes, label) => {
    const input = await openInventoryInput(await fileWith(bytes), 'title');
    expect(input.encoding.label).toBe(label);
    expect(await readAll(input)).toEqual([MULLER]);
  });

  it('reads semicolon- and tab-separated files (European Excel exports)', async () => {
    const semicolon = await openInventoryInput(
      await fileWith('Publisher;Title;Version\r\n"Acme, Inc.";Tool;1,5\r\n'),
      'title',
    );
    expect(semicolon.delimiter).toBe(';');
    expect(await readAll(semicolon)).toEqual([{ publisher: 'Acme, Inc.', title: 'Tool', version: '1,5' }]);
    expect(await rowsOf('Title\tPublisher\tVersion\nTool\tAcme\t2\n', '.tsv')).toEqual([
      { publisher: 'Acme', title: 'Tool', version: '2' },
    ]);
  });

  it('yields one row per record in input order: short rows padded, long rows cut, blank lines skipped', async () => {
    const input = await openInventoryInput(
      await fileWith(
        '\r\nPublisher,Title,Version,Machine\r\nA,T1\r\n\r\nB,T2,2,PC,extra\r\n,,,\r\nC,"multi\r\nline",3,PC\r\n',
      ),
      'title',
    );
    expect(await readAll(input)).toEqual([
      { publisher: 'A', title: 'T1', version: '' },
      { publisher: 'B', title: 'T2', version: '2' },
      { publisher: '', title: '', version: '' },
      { publisher: 'C', title: 'multi\r\nline', version: '3' },
    ]);
    // The blank line before the header and the one between rows: passed over, and counted.
    expect(input.warnings).toMatchObject({ shortRows: 1, longRows: 1, blankLines: 2 });
  });

  it('joins back a publisher or title that a writer split at an unquoted comma, and counts it', async () => {
    const input = await openInventoryInput(
      await fileWith(
        'Publisher,Title,Version\n' +
          'Cisco Systems, Inc.,Cisco Secure Client - AnyConnect VPN,5.0.05040\n' +
          'Azul Systems, Inc.,Azul Zulu JDK 17.28.13 (17), 64-bit,17.28.13\n' +
          'Acme,Tool,1.0,2.0\n',
      ),
      'title',
    );
    expect(await readAll(input)).toEqual([
      { publisher: 'Cisco Systems, Inc.', title: 'Cisco Secure Client - AnyConnect VPN', version: '5.0.05040' },
      { publisher: 'Azul Systems, Inc.', title: 'Azul Zulu JDK 17.28.13 (17), 64-bit', version: '17.28.13' },
      { publisher: 'Acme', title: 'Tool', version: '1.0' },
    ]);
    expect(input.warnings).toMatchObject({ rejoinedRows: 2, longRows: 1 });
  });

  it('passes hostile and odd values through as data', async () => {
    const title = 'T'.repeat(10_000);
    const rows = await rowsOf(
      `Publisher,Title,Version\n"=cmd|' /C calc'!A0",@SUM(A1),-1\nAcme\u0007,${title},\u0000\n  ,   ,  \n`,
    );
    expect(rows).toEqual([
      { publisher: "=cmd|' /C calc'!A0", title: '@SUM(A1)', version: '-1' },
      { publisher: 'Acme\u0007', title, version: '\u0000' },
      { publisher: '  ', title: '   ', version: '  ' },
    ]);
  });

  it('reads a file larger than one chunk, whatever the row length', async () => {
    const lines = Array.from({ length: 60_000 }, (_, i) => `Publisher ${i},"Title, ${'x'.repeat(i % 50)}",${i}`);
    const rows = await rowsOf('Publisher,Title,Version\n' + lines.join('\n'));
    expect(rows).toHaveLength(60_000);
    expect(rows[59_999]).toEqual({ publisher: 'Publisher 59999', title: `Title, ${'x'.repeat(49)}`, version: '59999' });
  });

  it('reads JSON by extension or by content', async () => {
    const json = '{"RawEntry":[{"Publisher":"Mozilla","Title":"Firefox","Version":"1"}]}';
    expect(await rowsOf(json, '.json')).toEqual([{ publisher: 'Mozilla', title: 'Firefox', version: '1' }]);
    const input = await openInventoryInput(await fileWith(json, '.export'), 'title');
    expect(input.format).toBe('json');
  });

  it('notes a missing Version column rather than refusing the file', async () => {
    const input = await openInventoryInput(await fileWith('Publisher,Title\nA,T\n'), 'title');
    expect(input.warnings.hasNoVersionColumn).toBe(true);
    expect(await readAll(input)).toEqual([{ publisher: 'A', title: 'T', version: '' }]);
  });

  it.each([
    [
      'a missing column',
      'Publisher,Product,Version\nA,B,1\n',
      /no "Title" column \(found "Publisher", "Product", "Version"\)/,
    ],
    ['an empty file', '', /is empty; it needs at least a header row/],
    ['a file of blank lines', '\r\n  \r\n', /is empty/],
    ['a header with no rows', 'Publisher,Title,Version\r\n', /has a header row but no data rows/],
    ['a header and blank lines', 'Publisher,Title,Version\n\n  \n', /has a header row but no data rows/],
    ['an .xlsx workbook', Buffer.of(0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0), /ZIP archive/],
  ])('rejects %s before reading rows', async (_, content, message) => {
    const path = await fileWith(content);
    await expect(openInventoryInput(path, 'title')).rejects.toThrow(InvalidInputError);
    await expect(openInventoryInput(path, 'title')).rejects.toThrow(message);
  });

  it('rejects a JSON array of no entries, and a publisher file without a Publisher column', async () => {
    const json = await fileWith('[]', '.json');
    await expect(openInventoryInput(json, 'title')).rejects.toThrow(/has no entries; it needs at least one object/);
    const titlesOnly = await fileWith('Title,Version\nNotepad++,8.6\n');
    await expect(openInventoryInput(titlesOnly, 'publisher')).rejects.toThrow(
      /no "Publisher" column \(found "Title", "Version"\); a publisher job expects the header Publisher/,
    );
  });

  it('rejects binary junk', async () => {
    const random = createSeededRandom(3);
    const path = await fileWith(Buffer.from(Array.from({ length: 20_000 }, () => random.below(256))));
    await expect(openInventoryInput(path, 'title')).rejects.toThrow(/does not look like a text file/);
  });

  it('rejects a path that is not a readable file', async () => {
    await expect(openInventoryInput(join(folder, 'missing.csv'), 'title')).rejects.toThrow(/cannot read .*ENOENT/);
    await expect(openInventoryInput(folder, 'title')).rejects.toThrow(/is not a file/);
  });
});

describe(detectDelimiter.name, () => {
  it.each([
    ['Publisher,Title,Version', ','],
    ['Publisher;Title;Version', ';'],
    ['"Publisher";"Title";"Version"', ';'],
    ['Publisher\tTitle\tVersion', '\t'],
    ['Publisher', ','],
    ['\r\nPublisher;Title\r\n', ';'],
  ])('%j → %j', (text, delimiter) => {
    expect(detectDelimiter(text)).toBe(delimiter);
  });
});
