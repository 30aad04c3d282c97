import { toKey } from '../clean/clean-text.ts';
import { diceCoefficient, trigrams } from '../match/similarity.ts';
import type { CatalogPublisher } from '../types.ts';

// Words many makers' names share; a name sharing only these with another says nothing about being the same maker.
const GENERIC_WORDS = new Set([
  'the',
  'and',
  'of',
  'for',
  'inc',
  'llc',
  'ltd',
  'co',
  'corp',
  'corporation',
  'company',
  'software',
  'technologies',
  'technology',
  'systems',
  'solutions',
  'labs',
  'lab',
  'group',
  'team',
  'project',
  'foundation',
  'community',
  'developers',
  'development',
  'studio',
  'studios',
  'games',
  'media',
  'digital',
  'international',
  'global',
  'open',
]);
/** Trigram likeness from which two publisher names are spellings of one name ("Mozila" for "Mozilla"). */
const SPELLING_LIKENESS = 0.6;

const significantWords = (key: string) => key.split(' ').filter((word) => word.length >= 3 && !GENERIC_WORDS.has(word));

/**
 * Whether a publisher the catalog does not know may still be the catalog publisher's: a variant spelling ("Mozila
 * Corp") or a name sharing a distinctive word ("Eclipse Foundation" and "Eclipse Adoptium"). "Cockos" and
 * "ScytheLabs", or "Loom" and "Teradata", are other makers: a product of theirs with the same name is another product.
 */
export function mayNameSameMaker(rowPublisher: string, publisher: CatalogPublisher): boolean {
  const rowKey = toKey(rowPublisher);
  if (!rowKey) return true;
  const rowWords = new Set(significantWords(rowKey));
  const rowGrams = trigrams(rowKey);
  return [publisher.name, ...publisher.aliases].some((name) => {
    const key = toKey(name);
    return (
      significantWords(key).some((word) => rowWords.has(word)) ||
      diceCoefficient(rowGrams, trigrams(key)) >= SPELLING_LIKENESS
    );
  });
}
