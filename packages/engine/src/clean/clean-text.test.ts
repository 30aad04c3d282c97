import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanText, MAX_FIELD_LENGTH, toKey, withoutMojibake } from './clean-text.ts';

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

describe(withoutMojibake.name, () => {
  // What a spreadsheet makes of UTF-8 it reads as Windows-1252.
  const WINDOWS_1252 = [...'€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ'];
  // UTF-8 bytes by the standard's table; the engine's tests, like the engine, use no host encoder.
  const utf8 = (text: string) =>
    [...text].flatMap((char) => {
      const code = char.codePointAt(0)!;
      if (code < 0x80) return [code];
      if (code < 0x800) return [0xc0 | (code >> 6), 0x80 | (code & 0x3f)];
      if (code < 0x10000) return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      return [0xf0 | (code >> 18), 0x80 | ((code >> 12) & 0x3f), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
    });
  const garble = (text: string) =>
    utf8(text)
      .map((byte) => (byte >= 0x80 && byte <= 0x9f ? WINDOWS_1252[byte - 0x80]! : String.fromCharCode(byte)))
      .join('');

  it.each([
    ['Dassault SystÃ¨mes', 'Dassault Systèmes'],
    ['Laurent P. RenÃ© de Cotret', 'Laurent P. René de Cotret'],
    ['MÃ¼ller GmbH', 'Müller GmbH'],
    // Garbled twice, and four times.
    ['Dassault SystÃƒÂ¨mes', 'Dassault Systèmes'],
    ['SystÃƒÆ’Ã†â€™Ãƒâ€šÃ‚Â¨mes', 'Systèmes'],
    // Text that was written in Windows-1252 or in another script is not UTF-8 misread.
    ['Société Générale', 'Société Générale'],
    ['SÃO PAULO', 'SÃO PAULO'],
    ['腾讯科技(深圳)有限公司', '腾讯科技(深圳)有限公司'],
    ['Ã© mixed with Ω', 'Ã© mixed with Ω'],
  ])('%j → %j', (input, expected) => {
    expect(withoutMojibake(input)).toBe(expected);
  });

  it('reads back any accented or punctuated text garbled so, and cleanText does it before removing signs', () => {
    const text = fc.string({ unit: fc.constantFrom(...'aZ 1éèüßçÅøœ€’–—…™ÀÉ'), minLength: 1, maxLength: 40 });
    fc.assert(
      fc.property(text, (original) => {
        // Text that reads as garbled itself ("Åœ" is how Ŝ garbles) is ambiguous; real names do not look so.
        fc.pre(withoutMojibake(original) === original);
        expect(withoutMojibake(garble(original))).toBe(original);
        expect(cleanText(garble(original))).toBe(cleanText(original));
      }),
      { numRuns: 2000 },
    );
    expect(cleanText('Microsoftâ€™s Toolâ„¢')).toBe("Microsoft's Tool");
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
