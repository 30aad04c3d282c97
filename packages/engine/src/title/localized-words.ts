import type { TokenDictionary } from '../types.ts';
import { alternation } from './compile-words.ts';

/** A title's words in other languages, found whole, and the English word each stands for. */
export interface LocalizedWords {
  /** Any spelling, whole (no letter or digit on either side), case-insensitive; null when there is none. */
  regex: RegExp | null;
  /** A spelling in lower case → its English word. */
  english: ReadonlyMap<string, string>;
}

// U+FFFD, which an export writes for a letter it could not encode ("f\uFFFDr" for "für", "Mise \uFFFD jour").
const LOST_LETTER = '\uFFFD';
const NON_ASCII = /[^\p{ASCII}]/gu;
const ASCII_LETTER = /[a-z]/u;

/**
 * Compiles the content's localized words (English word → its spellings in other languages). A spelling is also found
 * with its letters outside ASCII lost to U+FFFD, when letters of it remain to tell it ("für" → "f\uFFFDr"; not
 * "для", which would be three lost letters) and no other word's spelling is lost the same way.
 */
export function compileLocalizedWords(dictionary: TokenDictionary): LocalizedWords {
  const english = new Map<string, string>();
  for (const [word, spellings] of Object.entries(dictionary)) {
    for (const spelling of spellings) if (spelling.trim()) english.set(spelling.trim().toLowerCase(), word);
  }
  const lost = new Map<string, string | null>();
  for (const [spelling, word] of english) {
    const lostSpelling = spelling.replace(NON_ASCII, LOST_LETTER);
    if (lostSpelling === spelling || !ASCII_LETTER.test(lostSpelling)) continue;
    lost.set(lostSpelling, lost.has(lostSpelling) && lost.get(lostSpelling) !== word ? null : word);
  }
  for (const [lostSpelling, word] of lost) {
    if (word !== null && !english.has(lostSpelling)) english.set(lostSpelling, word);
  }
  // Longest first, so that a phrase wins over a word it holds; a space stands for any run of spaces.
  const spellings = alternation([...english.keys()]);
  return {
    regex:
      english.size > 0
        ? new RegExp(`(?<![\\p{L}\\p{N}\\uFFFD])(?:${spellings})(?![\\p{L}\\p{N}\\uFFFD])`, 'giu')
        : null,
    english,
  };
}

/**
 * The title with its words in other languages written in English, as catalogs name products: "Microsoft Edge
 * WebView2 런타임" → "Microsoft Edge WebView2 Runtime". A title without such words is returned as it is.
 */
export function inEnglish(title: string, localized: LocalizedWords): string {
  if (!localized.regex) return title;
  return title.replace(
    localized.regex,
    (spelling) => localized.english.get(spelling.toLowerCase().replace(/\s+/gu, ' ')) ?? spelling,
  );
}
