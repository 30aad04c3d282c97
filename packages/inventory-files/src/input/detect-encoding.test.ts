import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../invalid-input-error.ts';
import { assertLooksLikeText, detectEncoding, sniffEncoding } from './detect-encoding.ts';
import { createSeededRandom } from '../testing/seeded-random.ts';

const HEADER = 'Publisher,Title,Version\r\nMüller GmbH,Tool,1.0\r\n';
const utf16le = (text: string) => Buffer.from(text, 'utf16le');
const utf16be = (text: string) => utf16le(text).swap16();

describe(detectEncoding.name, () => {
  it.each([
    ['UTF-8 with BOM', Buffer.concat([Buffer.of(0xef, 0xbb, 0xbf), Buffer.from(HEADER)]), 'utf-8', 3],
    ['UTF-16 LE with BOM', Buffer.concat([Buffer.of(0xff, 0xfe), utf16le(HEADER)]), 'utf-16le', 2],
    ['UTF-16 BE with BOM', Buffer.concat([Buffer.of(0xfe, 0xff), utf16be(HEADER)]), 'utf-16be', 2],
    ['UTF-16 LE without BOM', utf16le(HEADER), 'utf-16le', 0],
    ['UTF-16 BE without BOM', utf16be(HEADER), 'utf-16be', 0],
  ])('recognizes %s from the head alone', (_, bytes, encoding, bomLength) => {
    expect(detectEncoding(bytes, false, 'in.csv')).toMatchObject({ encoding, bomLength });
  });

  it('reads 8-bit text as UTF-8 when the whole file is valid UTF-8, else as windows-1252', () => {
    const bytes = Buffer.from(HEADER);
    expect(detectEncoding(bytes, true, 'in.csv')).toMatchObject({ encoding: 'utf-8', label: 'UTF-8' });
    expect(detectEncoding(bytes, false, 'in.csv')).toMatchObject({ encoding: 'windows-1252', bomLength: 0 });
  });

  it.each([
    ['an .xlsx workbook (ZIP)', Buffer.of(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00), /ZIP archive.*save it as CSV/],
    ['an .xls workbook', Buffer.of(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1), /Office binary file/],
    ['gzip', Buffer.of(0x1f, 0x8b, 0x08, 0x00), /gzip/],
    ['UTF-32', Buffer.concat([Buffer.of(0xff, 0xfe, 0, 0), Buffer.from('P\0\0\0')]), /UTF-32/],
  ])('rejects %s with a message that says what to do', (_, bytes, message) => {
    expect(() => sniffEncoding(bytes, 'in.csv')).toThrow(InvalidInputError);
    expect(() => sniffEncoding(bytes, 'in.csv')).toThrow(message);
  });

  it('does not take binary junk for UTF-16', () => {
    const random = createSeededRandom(7);
    const junk = Uint8Array.from({ length: 4096 }, () => random.below(256));
    expect(sniffEncoding(junk, 'junk.bin')).toBeUndefined();
  });
});

describe(assertLooksLikeText.name, () => {
  const encoding = { encoding: 'windows-1252', bomLength: 0, label: 'windows-1252' } as const;

  it('rejects decoded binary junk, naming the file and the share of control characters', () => {
    const random = createSeededRandom(11);
    const junk = String.fromCharCode(...Array.from({ length: 4096 }, () => random.below(256)));
    expect(() => assertLooksLikeText(junk, 'junk.csv', encoding)).toThrow(
      /junk\.csv does not look like a text file: \d+\.\d % of its first 4096 characters/,
    );
  });

  it('lets a few control characters through: they are data for the engine to clean', () => {
    const text =
      'Publisher,Title,Version\r\nAcme\u0000,Tool\u0007 Pro\u001b,1.0\u0001\r\n' + 'Acme,Tool,1.0\r\n'.repeat(20);
    expect(() => assertLooksLikeText(text, 'in.csv', encoding)).not.toThrow();
  });
});
