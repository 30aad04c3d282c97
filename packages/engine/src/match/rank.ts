import { toKey } from '../clean/clean-text.ts';
import { numericComponents, versionKey } from '../version/parse-version.ts';
import type { CatalogIndex } from './build-catalog-index.ts';
import type { CatalogMatch, MatchKind, MatchQuery } from './match-query.ts';
import { MATCHING } from './scoring.ts';
import { nameFeatures, nameSimilarity } from './similarity.ts';

// How the strategies score and choose among the products they find (see scoring.ts).

export function publisherScore(index: CatalogIndex, product: number, publisherId: string | undefined): number {
  if (!publisherId) return 0;
  const { product: entry } = index.products[product]!;
  return entry.publisherId === publisherId || entry.registeredByPublisherIds?.includes(publisherId)
    ? 0
    : -MATCHING.conflictPenalty;
}

/**
 * Whether the product is named after a release line the row's version is not on: "PHP 8.1" and "Microsoft .NET
 * Windows Desktop Runtime 8.0" share their name without the version with every other line, and a row of PHP 7.4.33
 * is none of them. Aliases are exempt: a title the product is known by is evidence enough.
 */
export function isOtherLine(index: CatalogIndex, product: number, query: MatchQuery): boolean {
  const line = index.products[product]!.nameVersion;
  if (!line || !query.version) return false;
  const version = numericComponents(query.version);
  return version.length > 0 && line.some((value, i) => i < version.length && value !== version[i]);
}

/**
 * Breaks ties between same-named products by the number in their name: 'JDK 17' for version 17.0.8. A product
 * named by its release line ('Azul Zulu JDK {major}') is named by the row's number whatever it is.
 */
export function majorBonus(index: CatalogIndex, product: number, major: string | null): number {
  if (!major) return 0;
  const entry = index.products[product]!;
  const line = entry.product.nameLine?.line;
  return entry.name.numbers.includes(major) || line === 'major' || line === 'major.minor' ? MATCHING.majorBonus : 0;
}

/**
 * Whether the product is a channel build published at the row's version, which its released product never was: of
 * the products that share a title, that build is the row's.
 */
export function isChannelBuildAtVersion(index: CatalogIndex, product: number, query: MatchQuery): boolean {
  const versions = index.products[product]!.channelVersions;
  return versions !== undefined && !!query.version && versions.has(versionKey(query.version));
}

export function best(
  index: CatalogIndex,
  products: readonly number[] | undefined,
  kind: MatchKind,
  base: number,
  query: MatchQuery,
  reason: string,
): CatalogMatch | undefined {
  if (!products?.length) return undefined;
  let chosen: CatalogMatch | undefined;
  let chosenRaw = -Infinity;
  let chosenSimilarity = -1;
  const queryName = products.length > 1 ? nameFeatures(toKey(query.name), index.trigrams) : undefined;
  for (const product of products) {
    if (kind !== 'alias' && isOtherLine(index, product, query)) continue;
    // Compared before capping at 1: an alias (1.0) plus the major bonus must still beat an alias without it.
    const raw =
      base +
      publisherScore(index, product, query.publisherId) +
      majorBonus(index, product, query.major) +
      (isChannelBuildAtVersion(index, product, query) ? MATCHING.channelVersionBonus : 0);
    // Several products may share an alias (x64/x86 and beta packages of one product); the closest name wins.
    const similarity = queryName ? nameSimilarity(queryName, index.products[product]!.name) : 0;
    if (raw > chosenRaw || (raw === chosenRaw && similarity > chosenSimilarity)) {
      chosen = { product, kind, score: Math.min(1, raw), reasons: [reason] };
      chosenRaw = raw;
      chosenSimilarity = similarity;
    }
  }
  if (chosen && publisherScore(index, chosen.product, query.publisherId) < 0) {
    chosen.reasons.push('the row names another publisher');
  }
  return chosen;
}
