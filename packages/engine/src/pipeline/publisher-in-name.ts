import { toKey } from '../clean/clean-text.ts';
import type { CatalogIndex } from '../match/build-catalog-index.ts';
import { resolvePublisher, type ResolvedPublisher } from '../publisher/resolve-publisher.ts';
import { parseTitle, type ParsedTitle } from '../title/parse-title.ts';
import type { CatalogPublisher } from '../types.ts';

/**
 * "JetBrains JetBrains Rider" → "JetBrains Rider": a publisher name written more than once in front stays once, so
 * that the result is stable when normalized again.
 */
export function dropRepeatedPublisher(name: string, publisherName: string | null): string {
  if (!publisherName) return name;
  // Most names do not have the publisher's first word twice; they are passed over without reading their words. A
  // key's word is a run of the lowercased text, so finding it there is a fair test.
  const firstWord = toKey(publisherName).split(' ', 1)[0]!;
  if (!firstWord) return name;
  const lowerName = name.toLowerCase();
  const first = lowerName.indexOf(firstWord);
  if (first === -1 || lowerName.indexOf(firstWord, first + firstWord.length) === -1) return name;
  const prefixLength = publisherName.split(' ').length;
  let words = name.split(' ');
  while (startsWithName(words, publisherName) && startsWithName(words.slice(prefixLength), publisherName)) {
    words = words.slice(prefixLength);
  }
  return words.join(' ');
}

// "Lenovo Vantage Service, Lenovo Group Ltd.": the maker's name after the product's, behind a comma or a dash.
const LAST_SEPARATOR = /(?:,|\s[-–—])\s+(?=[^,]*$)/gu;
const SPACED_DASH = /\s[-–—]\s/u;

/** The title before and after its last comma or spaced dash, when there are words on both sides. */
function splitAtLastSeparator(title: string): [string, string] | undefined {
  let at = -1;
  let length = 0;
  for (const separator of title.matchAll(LAST_SEPARATOR)) {
    at = separator.index;
    length = separator[0].length;
  }
  if (at <= 0) return undefined;
  const head = title.slice(0, at).trimEnd();
  const tail = title.slice(at + length);
  return /\p{L}/u.test(head) && /\p{L}/u.test(tail) ? [head, tail] : undefined;
}

// First words of a publisher's name and aliases: a tail that starts otherwise cannot name it, and is not resolved.
const firstWordsCache = new WeakMap<CatalogPublisher, Set<string>>();
function firstWordsOf(publisher: CatalogPublisher): Set<string> {
  let words = firstWordsCache.get(publisher);
  if (!words) {
    words = new Set([publisher.name, ...publisher.aliases].map((spelling) => toKey(spelling).split(' ')[0]!));
    firstWordsCache.set(publisher, words);
  }
  return words;
}

/**
 * The title without its publisher's name written after a comma or a dash ("Lenovo Vantage Service, Lenovo Group
 * Ltd." by Lenovo → "Lenovo Vantage Service"); the title itself when what follows names another publisher or none.
 */
export function dropPublisherAfterName(
  index: CatalogIndex,
  title: string,
  publisher: ResolvedPublisher | undefined,
): string {
  if (!publisher || publisher.isPlaceholder) return title;
  // Most titles have no comma or spaced dash to split at.
  if (!title.includes(',') && !SPACED_DASH.test(title)) return title;
  const unknownFirstWord = publisher.publisher ? undefined : toKey(publisher.name).split(' ')[0];
  const mayStartName = (word: string) =>
    publisher.publisher ? firstWordsOf(publisher.publisher).has(word) : word === unknownFirstWord;
  let name = title;
  // Repeated, as the publisher in front is: "Contoso, Mozilla, Mozilla" reads back as "Contoso".
  for (let parts = splitAtLastSeparator(name); parts; parts = splitAtLastSeparator(name)) {
    if (!mayStartName(toKey(parts[1]).split(' ')[0]!)) break;
    const named = resolvePublisher(index, parts[1]);
    const isSame = publisher.publisher
      ? named?.publisher?.id === publisher.publisher.id
      : named !== undefined && toKey(named.name) === toKey(publisher.name);
    if (!isSame) break;
    name = parts[0];
  }
  return name;
}

/** Rounds of reading a name again once the publisher after it is gone; real titles need one at most. */
const MAX_NAME_ROUNDS = 3;

/**
 * The title parsed, its name without the publisher's name after it or repeated in front, looked for again in the
 * parsed name, where packaging words and brackets no longer hide it ("Contoso, Microsoft MSI"), and the shortened
 * name read again ("Contoso MSI - Contoso Ltd" → "Contoso MSI" → "Contoso"), so that the row's own output reads back
 * the same.
 */
export function parseWithoutPublisherAfterName(
  index: CatalogIndex,
  title: string,
  publisher: ResolvedPublisher | undefined,
): ParsedTitle {
  const parsed = parseTitle(title, index.dictionaries);
  let name = parsed.name;
  for (let round = 0; round < MAX_NAME_ROUNDS; round++) {
    // A publisher name repeated once a bracket between went ("Contoso (MSVC) Contoso - …") leaves too.
    const shorter = dropPublisherAfterName(index, dropRepeatedPublisher(name, publisher?.name ?? null), publisher);
    if (shorter === name) break;
    name = parseTitle(shorter, index.dictionaries).name;
  }
  return name === parsed.name ? parsed : { ...parsed, name };
}

/** Whether the words begin with the words of `name` (compared as keys: case and punctuation aside). */
export function startsWithName(words: readonly string[], name: string): boolean {
  return toKey(words.slice(0, name.split(' ').length).join(' ')) === toKey(name);
}

// A publisher's spelling in front of a product's name is at most this many words ("Dassault Systemes SolidWorks").
const MAX_SPELLING_WORDS = 4;

/**
 * "SolidWorks eDrawings" by Dassault Systèmes → "eDrawings": the title without its first words when they spell that
 * publisher as the catalog knows it (its name, or an alias with or without legal suffix: "SolidWorks Corporation"),
 * the most words first; undefined when its first words spell no name of it, or are the whole title.
 */
export function withoutPublisherSpellingInFront(
  index: CatalogIndex,
  title: string,
  publisherId: string,
): string | undefined {
  const words = title.split(' ');
  for (let count = Math.min(MAX_SPELLING_WORDS, words.length - 1); count >= 1; count--) {
    if (index.publisherByKey.get(toKey(words.slice(0, count).join(' ')))?.id === publisherId) {
      return words.slice(count).join(' ');
    }
  }
  return undefined;
}

/**
 * "Autodesk AutoCAD 2024 - English" by Autodesk → "AutoCAD 2024 - English": the title without the publisher's name
 * in front, or undefined when it does not start with it (or is nothing else).
 */
export function withoutPublisherInFront(title: string, publisherName: string): string | undefined {
  const prefixLength = publisherName.split(' ').length;
  const words = title.split(' ');
  return words.length > prefixLength && startsWithName(words, publisherName)
    ? words.slice(prefixLength).join(' ')
    : undefined;
}
