import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanText, MAX_FIELD_LENGTH, toKey } from './clean-text.ts';

describe(cleanText.name, () => {
  it('cleans plain ASCII fields on its short path exactly as on the full one', () => {
    // A zero-width space sends a field down the full path and changes nothing else.
    const ascii = fc.string({ unit: fc.constantFrom(...'Ab1 .,-_()"\'+#TMRCtmrc'), maxLength: 80 });
    fc.assert(
      fc.property(ascii, (text) => {
        expect(cleanText(text)).toBe(cleanText(`${text}\u200b`));
      }),
      { numRuns: 5000 },
    );
  });

  it.each([
    ['  Java(TM) SE Runtime Environment  ', 'Java SE Runtime Environment'],
    ['Microsoft® Office Professional Plus 2016', 'Microsoft Office Professional Plus 2016'],
    ['Zoom™ Workplace', 'Zoom Workplace'],
    ['Ｍｉｃｒｏｓｏｆｔ　Ｅｄｇｅ', 'Microsoft Edge'],
    ['Notepad++\u0000\u0007 (64-bit)', 'Notepad++ (64-bit)'],
    ['\ufeffMozilla Firefox', 'Mozilla Firefox'],
    ['“Adobe Acrobat Reader”', 'Adobe Acrobat Reader'],
    ["'7-Zip 19.00'", '7-Zip 19.00'],
    ['Tab\tand\nnewline', 'Tab and newline'],
    [null, ''],
    [undefined, ''],
    ['   ', ''],
  ])('%j → %j', (input, expected) => {
    expect(cleanText(input)).toBe(expected);
  });

  it('caps very long fields', () => {
    expect(cleanText('a'.repeat(10_000))).toHaveLength(MAX_FIELD_LENGTH);
  });
});

describe(toKey.name, () => {
  it('ignores case, punctuation and spacing', () => {
    expect(toKey('Notepad++  (64-bit)')).toBe('notepad++ 64 bit');
    expect(toKey('Notepad++')).not.toBe(toKey('Notepad'));
    expect(toKey('Microsoft, Corp.')).toBe(toKey('microsoft corp'));
    expect(toKey('微信 键盘')).toBe('微信 键盘');
  });
});
