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
  // Trademark signs go before NFKC too, which would otherwise spell ™ as the letters TM.
  return value
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
