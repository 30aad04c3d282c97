import { cleanText } from '../clean/clean-text.ts';
import { escapeRegex } from './compile-words.ts';

/**
 * A version written into a title: digits with dots or underscores between them ("23.01", "3.11.4", "v2_1"), with a
 * letter after them at most ("1.2b"), standing apart from other letters and digits. A lone number ("Office 2016",
 * "Driver Booster 10") is not one: it names an edition or a line as often as a version.
 */
const DOTTED_VERSION = /(?<![\p{L}\p{N}])v?\d+(?:[._]\d+)+[a-z]?(?![\p{L}\p{N}])/giu;
/** Brackets a version leaves empty, and separators it leaves at either end ("… (x64) - 14.38" → "… (x64)"). */
const EMPTY_BRACKETS = /[([{]\s*[)\]}]/g;
const LOOSE_ENDS = /^[\s\-–—,:;/|]+|[\s\-–—,:;/|]+$/g;

/** `text` as a pattern that finds it standing apart: not inside a longer word, number or version. */
function standingAlone(text: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}.])${escapeRegex(text)}(?![\\p{L}\\p{N}]|\\.\\d)`, 'gu');
}

/**
 * The family of a title: the title without the version written into it, cleaned and without case, so that every
 * version of one product from one tool reads the same ("Mozilla Firefox 128.0.3 (x64 en-US)" and "Mozilla Firefox
 * 130.0 (x64 en-US)" are "mozilla firefox (x64 en-us)"). The row's own version is taken out wherever the title
 * repeats it. What else tells two products apart stays: architecture, language, a year, a lone number.
 *
 * @example
 * titleFamily('7-Zip 23.01 (x64)', '23.01.00.0'); // '7-zip (x64)'
 * titleFamily('Microsoft Visual C++ 2015-2022 Redistributable (x64) - 14.38.33130', '14.38.33130.0');
 * // 'microsoft visual c++ 2015-2022 redistributable (x64)'
 */
export function titleFamily(title: string, version: string): string {
  const cleaned = cleanText(title).toLowerCase();
  const written = cleanText(version).toLowerCase();
  const withoutOwn = /\d/.test(written) ? cleaned.replace(standingAlone(written), ' ') : cleaned;
  const bare = withoutOwn.replace(DOTTED_VERSION, ' ').replace(EMPTY_BRACKETS, ' ');
  const family = bare.replace(/\s+/g, ' ').replace(LOOSE_ENDS, '');
  // A title that is nothing but a version stays itself: a family of no words would join unrelated rows.
  return family === '' ? cleaned : family;
}

/**
 * The key of a raw row's family: its publisher (cleaned, without case) and its title's family. Two rows share it when
 * they are one product from one publisher at different versions, as an inventory lists them.
 */
export function familyKeyText(publisher: string, title: string, version: string): string {
  return `${cleanText(publisher).toLowerCase()}\u0000${titleFamily(title, version)}`;
}
