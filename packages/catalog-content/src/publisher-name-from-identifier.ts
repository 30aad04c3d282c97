// Words kept lower case inside a name: "University of Edinburgh", "Bayerisches Landesamt fuer Steuern" stays.
const CONNECTORS = new Set(['of', 'and', 'for', 'the', 'de', 'du', 'des', 'la', 'le', 'von', 'van', 'der', 'den']);

/** Words written together fewer than this stay together: "SolarWinds" is a brand, "ChrisTitusTech" a phrase. */
const MIN_WORDS_TO_SPLIT = 3;

// A word worth a space before it: capitalized with at least three more letters ("Tech"), or an acronym ("XML").
// Shorter pieces are too often syllables of one brand ("DOSBox", "KeePass", "WinFlexBison").
const SPLITTABLE_WORD = /^(?:\p{Lu}\p{Ll}{3,}|\p{Lu}{2,})\p{N}*$/u;

/**
 * The words of an identifier written in camel case: `UniversityOfEdinburgh` → University, Of, Edinburgh;
 * `MonkfishXMLSoftware` → Monkfish, XML, Software. Digits stay with the word before them. An identifier that does
 * not read as words (`ChrisMcLennan`, `DOSBoxStaging`, `CHerSun`, `bggRGjQa`, `aiko-chan-ai`) is one word.
 */
export function identifierWords(identifier: string): string[] {
  if (!/^\p{Lu}[\p{L}\p{N}]*$/u.test(identifier)) return [identifier];
  const words = identifier
    .replace(/(\p{Ll}\p{N}*)(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu}+)(\p{Lu}\p{Ll})/gu, '$1 $2')
    .split(' ');
  const isWord = (word: string) => SPLITTABLE_WORD.test(word) || CONNECTORS.has(word.toLowerCase());
  return words.every(isWord) ? words : [identifier];
}

export interface IdentifierName {
  /** The name to show: the identifier's words spaced when there are enough of them, without a legal form. */
  name: string;
  /** The identifier's words spaced, legal form included: the spelling a source or an inventory would write. */
  spaced: string;
}

/**
 * A publisher name for a package identifier's first segment, the only name some sources give (winget's index has
 * no publisher field): `UniversityOfEdinburgh` → "University of Edinburgh", `AnalogDevicesInc` → "AnalogDevices"
 * (two words stay written together, as brands are: `SolarWinds`), `ChrisTitusTech` → "Chris Titus Tech".
 *
 * @param preparedSuffixes the output of `prepareLegalSuffixes`.
 */
export function publisherNameFromIdentifier(identifier: string, preparedSuffixes: readonly string[]): IdentifierName {
  const suffix = legalSuffixWrittenOn(identifier, preparedSuffixes);
  const head = identifier.slice(0, identifier.length - suffix.length);
  const words = identifierWords(head);
  const spaced = [...words, ...(suffix ? [suffix] : [])].join(' ');
  if (words.length < MIN_WORDS_TO_SPLIT) return { name: head, spaced };
  const name = words.map((word, i) => (i > 0 && CONNECTORS.has(word.toLowerCase()) ? word.toLowerCase() : word));
  return { name: name.join(' '), spaced };
}

/** A one-word legal form written onto the end of an identifier as a capitalized word (`AlroviApS`, `FooGmbH`), or ''. */
function legalSuffixWrittenOn(identifier: string, preparedSuffixes: readonly string[]): string {
  const lower = identifier.toLowerCase();
  for (const written of preparedSuffixes) {
    const suffix = written.replace(/\./g, '');
    if (!/^\p{L}{2,}$/u.test(suffix) || !lower.endsWith(suffix)) continue;
    const start = identifier.length - suffix.length;
    if (start > 0 && /\p{Lu}/u.test(identifier[start]!) && /[\p{Ll}\p{N}]/u.test(identifier[start - 1]!)) {
      return identifier.slice(start);
    }
  }
  return '';
}
