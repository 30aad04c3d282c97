import type { TokenDictionary } from '../types.ts';
import { escapeRegex } from './compile-words.ts';

/** A title's words in other languages, found whole, and the English word each stands for. */
export interface LocalizedWords {
  /** Any spelling, whole (no letter or digit on either side), case-insensitive; null when there is none. */
  regex: RegExp | null;
  /** A spelling in lower case → its English word. */
  english: ReadonlyMap<string, string>;
}

/** Compiles the content's localized words (English word → its spellings in other languages). */
export function compileLocalizedWords(dictionary: TokenDictionary): LocalizedWords {
  const english = new Map<string, string>();
  for (const [word, spellings] of Object.entries(dictionary)) {
    for (const spelling of spellings) if (spelling.trim()) english.set(spelling.trim().toLowerCase(), word);
  }
  // Longest first, so that a phrase wins over a word it holds; a space stands for any run of spaces.
  const spellings = [...english.keys()].sort((a, b) => b.length - a.length);
  const alternation = spellings.map((spelling) => escapeRegex(spelling).replace(/ +/g, '\\s+')).join('|');
  return {
    regex: alternation ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternation})(?![\\p{L}\\p{N}])`, 'giu') : null,
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
