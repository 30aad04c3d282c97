// Part of matchCatalog (match-catalog.ts): one strategy of finding a row's product.
import { toKey } from '../clean/clean-text.ts';
import type { MatchCandidate } from '../types.ts';
import type { CatalogIndex } from './build-catalog-index.ts';
import type { CatalogMatch, MatchQuery } from './match-query.ts';
import { isOtherLine, majorBonus, publisherScore } from './rank.ts';
import { MATCHING } from './scoring.ts';
import {
  extraLineNumbers,
  isOtherProductForm,
  markGrams,
  nameFeatures,
  nameSimilarity,
  sharedMarkedCount,
  trigrams,
  type NameFeatures,
} from './similarity.ts';

/** Per index, a mark per trigram id, cleared after each use (`markGrams`). */
const sharedGramMarks = new WeakMap<CatalogIndex, Uint8Array>();

function gramMarks(index: CatalogIndex): Uint8Array {
  let marks = sharedGramMarks.get(index);
  if (!marks) {
    marks = new Uint8Array(index.trigrams.ids.size);
    sharedGramMarks.set(index, marks);
  }
  return marks;
}

/**
 * The products of `pool` whose name is at least `minSimilarity` alike, scored, best first. Names whose trigram
 * counts alone rule that out (Dice is at most 2·min/(sum) of the two set sizes) are not compared.
 */
export function scoreCandidates(
  index: CatalogIndex,
  query: MatchQuery,
  queryName: NameFeatures,
  pool: Iterable<number>,
  minSimilarity: number = MATCHING.candidateFloor,
): CatalogMatch[] {
  // Reasons are written for the few kept only: most names scored are not.
  const scored: Array<{ product: number; score: number; similarity: number }> = [];
  const querySize = queryName.gramCount;
  const marks = gramMarks(index);
  markGrams(marks, queryName, 1);
  for (const product of pool) {
    const entry = index.products[product]!;
    const size = entry.name.gramCount;
    if (2 * Math.min(size, querySize) < minSimilarity * (size + querySize)) continue;
    const similarity = nameSimilarity(queryName, entry.name, sharedMarkedCount(marks, entry.name));
    if (similarity < minSimilarity) continue;
    const score =
      similarity + publisherScore(index, product, query.publisherId) + majorBonus(index, product, query.major);
    scored.push({ product, score: Math.max(0, Math.min(1, score)), similarity });
  }
  markGrams(marks, queryName, 0);
  // Highest score first; on equal scores the shorter name, which is usually the base product.
  scored.sort(
    (a, b) =>
      b.score - a.score || index.products[a.product]!.nameKey.length - index.products[b.product]!.nameKey.length,
  );
  return scored.slice(0, MATCHING.maxCandidates).map(({ product, score, similarity }) => ({
    product,
    kind: 'fuzzy',
    score,
    reasons: [`name similarity ${similarity.toFixed(2)}`],
  }));
}

/**
 * Catalog products a person might have meant, best first: products sharing many name trigrams or a distinctive
 * word, and the publisher's own. Slower than matching, so only rows that need suggestions pay for it.
 */
export function suggestCandidates(index: CatalogIndex, query: MatchQuery): MatchCandidate[] {
  const nameKey = toKey(query.name);
  if (!nameKey) return [];
  const queryName = nameFeatures(nameKey, index.trigrams);
  const pool = new Set(productsSharingMostTrigrams(index, queryName, MATCHING.trigramShortlist));
  for (const word of nameKey.split(' ')) {
    const products = index.byWord.get(word);
    if (products && products.length <= MATCHING.maxWordFanout) for (const p of products) pool.add(p);
  }
  if (query.publisherId) for (const p of index.productsByPublisher.get(query.publisherId) ?? []) pool.add(p);
  return scoreCandidates(index, query, queryName, pool).map((c) => toCandidate(index, c));
}

/** Per index, a count per product, zeroed after each use: suggestions run often and a Map per row was most of their time. */
const sharedTrigramCounts = new WeakMap<CatalogIndex, Uint16Array>();

/**
 * The products that share the most trigrams with a name, at most `limit` of them (ties at the cut included in
 * their order of first appearance), ignoring trigrams too common to tell products apart.
 */
function productsSharingMostTrigrams(index: CatalogIndex, name: NameFeatures, limit: number): number[] {
  let counts = sharedTrigramCounts.get(index);
  if (!counts) {
    counts = new Uint16Array(index.products.length);
    sharedTrigramCounts.set(index, counts);
  }
  const touched: number[] = [];
  let most = 0;
  // In the name's order, not the ids': ties at the cut go to the products met first.
  for (const gram of trigrams(name.key)) {
    const id = index.trigrams.ids.get(gram);
    const products = id === undefined ? undefined : index.productsByTrigram[id];
    if (!products || products.length > MATCHING.maxTrigramFanout) continue;
    for (const p of products) {
      const count = ++counts[p]!;
      if (count === 1) touched.push(p);
      if (count > most) most = count;
    }
  }
  // Counting sort by shared trigrams, highest first: the counts are small (one per trigram of the name).
  const byCount: number[][] = Array.from({ length: most + 1 }, () => []);
  for (const p of touched) {
    byCount[counts[p]!]!.push(p);
    counts[p] = 0;
  }
  const chosen: number[] = [];
  for (let count = most; count >= 1 && chosen.length < limit; count--) {
    for (const p of byCount[count]!) {
      if (chosen.length === limit) break;
      chosen.push(p);
    }
  }
  return chosen;
}

function toCandidate(index: CatalogIndex, match: CatalogMatch): MatchCandidate {
  const entry = index.products[match.product]!;
  return {
    catalogId: entry.product.id,
    publisher: entry.publisher?.name ?? entry.product.publisherId,
    name: entry.product.name,
    score: Math.round(match.score * 100) / 100,
    reasons: match.reasons,
  };
}

/** Whether a candidate differs from the row's name by a number that is not the line of the row's version. */
function isOtherNumberedLine(nameKey: string, candidateKey: string, major: string | null): boolean {
  return extraLineNumbers(nameKey, candidateKey)?.some((number) => number !== major) ?? false;
}

/**
 * Trigram similarity within the row's publisher: the nearest name alike enough to be accepted, unless it is the row's
 * with a component word more or less, another `+`, or another line's number.
 */
export function matchFuzzy(index: CatalogIndex, query: MatchQuery, nameKey: string): CatalogMatch | undefined {
  // Within the publisher, only a name alike enough to be accepted is worth scoring (the major bonus is at most 0.01).
  const candidates = scoreCandidates(
    index,
    query,
    nameFeatures(nameKey, index.trigrams),
    index.productsByPublisher.get(query.publisherId!) ?? [],
    MATCHING.fuzzyAccept - MATCHING.majorBonus,
  );
  // A near name that is the row's with a component word more or less, or another `+`, is a neighbour, not the product;
  // so is one that differs by a number, unless that number is the line of the row's version ("Sublime Text" at build
  // 4169 is neither "Sublime Text 3" nor "Sublime Text 4"; at 4.0.4169 it is "Sublime Text 4").
  const top = candidates.find((candidate) => {
    const candidateKey = index.products[candidate.product]!.nameKey;
    return (
      !isOtherProductForm(nameKey, candidateKey) &&
      !isOtherNumberedLine(nameKey, candidateKey, query.major) &&
      !isOtherLine(index, candidate.product, query)
    );
  });
  return top && top.score >= MATCHING.fuzzyAccept ? top : undefined;
}
