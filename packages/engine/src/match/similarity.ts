/** Character trigrams of a key, padded so that short words still have some: 'git' → ' gi', 'git', 'it '. */
export function trigrams(key: string): Set<string> {
  const padded = ` ${key} `;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  return grams;
}

/** Sørensen–Dice over trigram sets, in [0, 1]. */
export function diceCoefficient(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const gram of small) if (large.has(gram)) shared++;
  return (2 * shared) / (a.size + b.size);
}

const NUMBER_TOKEN = /^\d+$/;

/** The number words of a key ('visual c 2013 redistributable' → ['2013']). */
export function numberTokens(key: string): string[] {
  return key.split(' ').filter((word) => NUMBER_TOKEN.test(word));
}

/**
 * Trigram ids, so that a name's trigrams are a short sorted list of numbers and two names compare by merging two
 * lists: looking strings up in sets was most of the time of fuzzy matching. A catalog's vocabulary grows while its
 * index is built; afterwards a query's trigrams that no catalog name has get no id (no catalog name can share them)
 * and only count in the query's size.
 */
export interface TrigramVocabulary {
  readonly ids: Map<string, number>;
  readonly grows: boolean;
}

export function createTrigramVocabulary(): TrigramVocabulary {
  return { ids: new Map(), grows: true };
}

/** The same ids, no longer growing: what queries are read with once the index is built. */
export function frozenVocabulary(vocabulary: TrigramVocabulary): TrigramVocabulary {
  return { ids: vocabulary.ids, grows: false };
}

/** What similarity needs of a name key, computed once per catalog name and once per query. */
export interface NameFeatures {
  key: string;
  /** The ids of the name's trigrams in its vocabulary, ascending. */
  gramIds: Int32Array;
  /** How many distinct trigrams the name has, those without an id included. */
  gramCount: number;
  numbers: string[];
}

export function nameFeatures(key: string, vocabulary: TrigramVocabulary): NameFeatures {
  const grams = trigrams(key);
  const ids: number[] = [];
  for (const gram of grams) {
    let id = vocabulary.ids.get(gram);
    if (id === undefined && vocabulary.grows) {
      id = vocabulary.ids.size;
      vocabulary.ids.set(gram, id);
    }
    if (id !== undefined) ids.push(id);
  }
  return { key, gramIds: Int32Array.from(ids).sort(), gramCount: grams.size, numbers: numberTokens(key) };
}

/** How many trigrams two names read with one vocabulary share. */
export function sharedGramCount(a: NameFeatures, b: NameFeatures): number {
  const x = a.gramIds;
  const y = b.gramIds;
  let shared = 0;
  for (let i = 0, j = 0; i < x.length && j < y.length;) {
    const difference = x[i]! - y[j]!;
    if (difference === 0) {
      shared++;
      i++;
      j++;
    } else if (difference < 0) i++;
    else j++;
  }
  return shared;
}

/**
 * Marks of one name's trigram ids, to count what it shares with many others without a merge per name (whose
 * unpredictable branches cost more than the counting). Mark, count, then unmark: the array is shared.
 */
export function markGrams(marks: Uint8Array, name: NameFeatures, value: 0 | 1): void {
  for (const gram of name.gramIds) marks[gram] = value;
}

/** `sharedGramCount` of a name marked in `marks` and another. */
export function sharedMarkedCount(marks: Uint8Array, other: NameFeatures): number {
  const grams = other.gramIds;
  let shared = 0;
  for (let i = 0; i < grams.length; i++) shared += marks[grams[i]!]!;
  return shared;
}

/** Sørensen–Dice over two names' trigrams, in [0, 1]: `diceCoefficient` over ids read with one vocabulary. */
export function gramDice(a: NameFeatures, b: NameFeatures): number {
  return diceOfShared(a, b, sharedGramCount(a, b));
}

function diceOfShared(a: NameFeatures, b: NameFeatures, shared: number): number {
  return a.gramCount === 0 || b.gramCount === 0 ? 0 : (2 * shared) / (a.gramCount + b.gramCount);
}

/**
 * How alike two names are, in [0, 1]. Trigram Dice, except that names carrying different numbers
 * ('Visual C++ 2013' and 'Visual C++ 2015', 'JDK 11' and 'JDK 17') are different products however alike the
 * letters are, so their score is halved. Both names are read with one vocabulary, and at least one of them was read
 * while it grew (a catalog name). `shared` is their shared trigram count, when it is known already.
 *
 * @example const words = createTrigramVocabulary();
 * nameSimilarity(nameFeatures('notepad plus plus', words), nameFeatures('notepad', words)) // ≈ 0.5
 */
export function nameSimilarity(a: NameFeatures, b: NameFeatures, shared = sharedGramCount(a, b)): number {
  const score = diceOfShared(a, b, shared);
  if (a.numbers.length && b.numbers.length && !a.numbers.some((n) => b.numbers.includes(n))) return score / 2;
  return score;
}

/**
 * Words that name a part or companion of a product rather than the product: `Microsoft MPI` and `Microsoft MPI SDK`,
 * `Zoom` and `Zoom Outlook Plugin` are separate installs, however alike their names are.
 */
const COMPONENT_WORDS = new Set([
  'sdk',
  'runtime',
  'redistributable',
  'driver',
  'drivers',
  'plugin',
  'plugins',
  'addin',
  'extension',
  'extensions',
  'tools',
  'toolkit',
  'server',
  'client',
  'agent',
  'cli',
  // "Microsoft Support and Recovery Assistant Command Line" is the assistant's console version.
  'command',
  'console',
  'module',
  'modules',
  'documentation',
  'docs',
  'headers',
  'service',
  'updater',
  'launcher',
  'helper',
  'library',
  'symbols',
  'debugger',
  'emulator',
  'connector',
  'samples',
  'examples',
  // FortiClient VPN, the free VPN-only client, is not FortiClient, the managed endpoint suite.
  'vpn',
]);

/**
 * Whether two name keys name different products that a trigram score would take for one: one is the other with a
 * component word added (`microsoft mpi` / `microsoft mpi sdk`), or they differ only in `+` and `#`
 * (`4k video downloader` / `4k video downloader+`, `notepad` / `notepad++`).
 */
export function isOtherProductForm(a: string, b: string): boolean {
  if (a === b) return false;
  if (withoutMarks(a) === withoutMarks(b)) return true;
  const [short, long] = a.length <= b.length ? [a.split(' '), b.split(' ')] : [b.split(' '), a.split(' ')];
  const extra = long.filter((word) => !short.includes(word));
  return (
    short.every((word) => long.includes(word)) &&
    extra.length > 0 &&
    extra.some((word) => COMPONENT_WORDS.has(word.replace(/[+#]/g, '')))
  );
}

function withoutMarks(key: string): string {
  return key.replace(/[+#]/g, '').trim();
}

const isNumberWord = (word: string) => /^\d+$/.test(word);

/** The words of a key that are not numbers, as one text. */
function wordsWithoutNumbers(words: readonly string[]): string {
  return words.filter((word) => !isNumberWord(word)).join(' ');
}

/**
 * The numbers a name key has that the other lacks, when their words are otherwise the same: `sublime text` and
 * `sublime text 3` → ['3']. Undefined when other words differ too, or nothing does.
 */
export function extraLineNumbers(row: string, candidate: string): string[] | undefined {
  if (row === candidate) return undefined;
  const rowWords = row.split(' ');
  const candidateWords = candidate.split(' ');
  if (wordsWithoutNumbers(rowWords) !== wordsWithoutNumbers(candidateWords)) return undefined;
  return candidateWords.filter((word) => isNumberWord(word) && !rowWords.includes(word));
}
