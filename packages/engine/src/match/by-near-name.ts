// Part of matchCatalog (match-catalog.ts): one strategy of finding a row's product.
import type { CatalogIndex } from './build-catalog-index.ts';
import type { CatalogMatch, MatchQuery } from './match-query.ts';
import { isOneSlipApart } from './near-name.ts';
import { best, isOtherLine, publisherScore } from './rank.ts';
import { MATCHING } from './scoring.ts';

// A release year as the name's last word: "camtasia 2023", or MathWorks' year and half: "matlab runtime r2022b".
const TRAILING_YEAR_KEY = / (?:(?:199|20[0-3])\d|r(?:199|20[0-3])\d[ab])$/;

/** The name's last word when it is a number, and the name before it: "wondershare democreator 8". */
const TRAILING_NUMBER_KEY = /^(.+) (\d+)$/;

/**
 * The name without the number its releases are sold by, as its last word: a release year, or the major of the row's
 * version. Undefined when the name ends in neither.
 */
function withoutReleaseNumber(nameKey: string, major: string | null): { key: string; isYear: boolean } | undefined {
  if (TRAILING_YEAR_KEY.test(nameKey)) return { key: nameKey.replace(TRAILING_YEAR_KEY, ''), isYear: true };
  const trailing = TRAILING_NUMBER_KEY.exec(nameKey);
  return trailing && trailing[2] === major ? { key: trailing[1]!, isYear: false } : undefined;
}

/**
 * The name without the number its releases are sold by, as its last word: a release year ("Camtasia 2023", "Visual
 * Studio Tools for Applications 2017") or the major of the row's version ("Wondershare DemoCreator 8" at 8.8.4): a
 * product the catalog names without it. Only the row's own publisher's product: without the number the name says less.
 */
export function matchWithoutReleaseNumber(
  index: CatalogIndex,
  query: MatchQuery,
  nameKey: string,
): CatalogMatch | undefined {
  const shorter = query.publisherId ? withoutReleaseNumber(nameKey, query.major) : undefined;
  if (!shorter) return undefined;
  const products = index.byNameKey
    .get(shorter.key)
    // A product named by its release line is found with its line by matchWrittenLine (by-release-line.ts).
    ?.filter(
      (product) =>
        publisherScore(index, product, query.publisherId) === 0 &&
        (shorter.isYear || index.products[product]!.product.nameLine === undefined),
    );
  return best(
    index,
    products,
    'exact',
    MATCHING.scores.yearless,
    query,
    shorter.isYear
      ? 'name without its release year equals a catalog name'
      : "name without its version's major equals a catalog name",
  );
}

/**
 * The publisher's one product whose name is the row's with a typing slip ("Googel Chrome", "Adobe Acrobat Reder DC"):
 * a fuzzy match, but a surer one than trigram similarity gives names that short. Several such products: none.
 */
export function matchSlip(index: CatalogIndex, query: MatchQuery, nameKey: string): CatalogMatch | undefined {
  const byLength = index.nameKeysByPublisher.get(query.publisherId!);
  if (!byLength) return undefined;
  let found: number | undefined;
  for (let length = nameKey.length - 1; length <= nameKey.length + 1; length++) {
    for (const { key, product } of byLength.get(length) ?? []) {
      if (!isOneSlipApart(nameKey, key) || isOtherLine(index, product, query)) continue;
      if (found !== undefined && found !== product) return undefined;
      found = product;
    }
  }
  if (found === undefined) return undefined;
  return {
    product: found,
    kind: 'fuzzy',
    score: MATCHING.scores.slip,
    reasons: ['name is a catalog name with a typing slip'],
  };
}
