/** Longest text the later stages look at; longer input is kept verbatim in the raw_* columns. */
export const MAX_FIELD_LENGTH = 512;

// Trademark signs carry no meaning for identity: "Java(TM)", "Microsoft® Office", "Zoom™".
const TRADEMARKS = /\s*(?:\((?:tm|r|c)\)|[®™©℠])/gi;
// C0/C1 controls, zero-width characters and the BOM, which survive copy-paste from registry exports.
// eslint-disable-next-line no-control-regex -- removing control characters is the point of this pattern
const INVISIBLES = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\u2060\ufeff]/g;
const FANCY_DOUBLE_QUOTES = /[\u201c\u201d\u201e\u201f\u2033\u00ab\u00bb]/g;
const FANCY_SINGLE_QUOTES = /[\u2018\u2019\u201a\u201b\u2032]/g;
const SPACES = /\s+/g;
const WRAPPING_QUOTES = /^(["'])(.*)\1$/;

/**
 * Cleans one raw field: Unicode NFKC, no control or zero-width characters, plain quotes, no trademark signs,
 * single spaces, no wrapping quotes, at most MAX_FIELD_LENGTH characters. Null and undefined become ''.
 *
 * @example cleanText('  Java(TM) SE\u00a0Runtime  ') // 'Java SE Runtime'
 */
export function cleanText(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (text.length > MAX_FIELD_LENGTH * 4) text = text.slice(0, MAX_FIELD_LENGTH * 4);
  if (PLAIN_ASCII.test(text)) {
    // Most fields: nothing for NFKC, invisibles or quotes to change; only "(TM)", "(R)", "(C)" can be there.
    if (text.includes('(')) text = text.replace(TRADEMARKS, '').replace(SPACES, ' ').trim();
  } else {
    text = cleanUnicode(text);
  }
  text = withoutWrappingQuotes(text);
  return text.length > MAX_FIELD_LENGTH ? text.slice(0, MAX_FIELD_LENGTH).trim() : text;
}

/** The text inside quotes that wrap all of it (`"Adobe Reader"` → `Adobe Reader`); the text itself otherwise. */
export function withoutWrappingQuotes(text: string): string {
  const wrapped = WRAPPING_QUOTES.exec(text);
  return wrapped ? wrapped[2]!.trim() : text;
}

// Printable ASCII words with single spaces between them, nothing at either edge.
const PLAIN_ASCII = /^[\x21-\x7e]+(?: [\x21-\x7e]+)*$/;

function cleanUnicode(value: string): string {
  // Trademark signs go before NFKC too, which would otherwise spell ™ as the letters TM; but first comes the repair of
  // text read in the wrong encoding, whose "â€™" holds a ™ that is part of a quote.
  return withoutMojibake(value)
    .replace(TRADEMARKS, '')
    .normalize('NFKC')
    .replace(INVISIBLES, ' ')
    .replace(FANCY_DOUBLE_QUOTES, '"')
    .replace(FANCY_SINGLE_QUOTES, "'")
    .replace(TRADEMARKS, '')
    .replace(SPACES, ' ')
    .trim();
}

/**
 * A comparison key: lower case, letters, digits, `+` and `#` only, single spaces. Two spellings that differ only in
 * case, punctuation or spacing get the same key; `+` and `#` stay because they tell products apart (`Notepad++` and
 * `Notepad`, `4K Video Downloader+`, `C#`).
 *
 * @example toKey('Notepad++ (64-bit)') // 'notepad++ 64 bit'
 */
export function toKey(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
    .trim();
}

// A lead byte of a 2- to 4-byte UTF-8 character read as Windows-1252 (Â to ô), then a continuation byte read so.
const MOJIBAKE =
  /[\u00c2-\u00f4][\u0080-\u00bf\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013\u2014\u2018-\u201a\u201c-\u201e\u2020-\u2022\u2026\u2030\u2039\u203a\u20ac\u2122]/;

// The characters of Windows-1252's bytes 0x80 to 0x9F that are not Latin-1's (the others read as Latin-1).
const WINDOWS_1252_HIGH = new Map(
  [...'€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ'].map((char, i) => [char, 0x80 + i]),
);

/**
 * "Dassault SystÃ¨mes" → "Dassault Systèmes": UTF-8 that was read as Windows-1252 on its way (an export opened and
 * saved by a spreadsheet), read again. Only text whose every character is one byte of Windows-1252 and whose bytes
 * are valid UTF-8 is read again, as often as it was garbled; "Société" written in Windows-1252 is left alone.
 */
export function withoutMojibake(text: string): string {
  // Each reading shortens the text (a garbled character becomes one), so this ends: no cap that a text garbled once
  // more would outlast, which would leave a result that reads differently when cleaned again.
  while (MOJIBAKE.test(text)) {
    const bytes: number[] = [];
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      const byte = code <= 0xff ? code : WINDOWS_1252_HIGH.get(text[i]!);
      if (byte === undefined) return text;
      bytes.push(byte);
    }
    const decoded = decodeUtf8(bytes);
    if (decoded === undefined) return text;
    text = decoded;
  }
  return text;
}

/** The text of UTF-8 bytes, or undefined when they are not valid UTF-8 (the engine has no host decoder to ask). */
function decodeUtf8(bytes: readonly number[]): string | undefined {
  let text = '';
  for (let i = 0; i < bytes.length;) {
    const lead = bytes[i]!;
    const length =
      lead < 0x80
        ? 1
        : lead >= 0xc2 && lead <= 0xdf
          ? 2
          : lead >= 0xe0 && lead <= 0xef
            ? 3
            : lead >= 0xf0 && lead <= 0xf4
              ? 4
              : 0;
    if (length === 0 || i + length > bytes.length) return undefined;
    let code = length === 1 ? lead : lead & (0xff >> (length + 1));
    for (let k = 1; k < length; k++) {
      const next = bytes[i + k]!;
      if ((next & 0xc0) !== 0x80) return undefined;
      code = (code << 6) | (next & 0x3f);
    }
    // Overlong forms, surrogates and code points past Unicode's end are not valid UTF-8.
    const least = [0, 0, 0x80, 0x800, 0x10000][length]!;
    if (code < least || (code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff) return undefined;
    text += String.fromCodePoint(code);
    i += length;
  }
  return text;
}
