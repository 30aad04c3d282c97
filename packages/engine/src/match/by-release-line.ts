// Part of matchCatalog (match-catalog.ts): one strategy of finding a row's product.
import { numericComponents } from '../version/parse-version.ts';
import type { CatalogIndex } from './build-catalog-index.ts';
import type { CatalogMatch, MatchQuery } from './match-query.ts';
import { best } from './rank.ts';
import { MATCHING } from './scoring.ts';

/**
 * The products named by their release line whose name the row writes with its version's line, as the engine reports
 * such a row: "Java 8" at 8.0.3210.7 is "Java" (named by its major), "Microsoft .NET Runtime 8.0" at 8.0.1 the runtime
 * named by its major.minor. Without them, a report normalized again would lose the product its catalog name has no
 * line for.
 */
function productsOfWrittenLine(index: CatalogIndex, nameKey: string, query: MatchQuery): number[] | undefined {
  const { major, version } = query;
  // Most names do not end in the row's major: the version is read into numbers only for those that do.
  if (!major || !version || !/\d$/.test(nameKey)) return undefined;
  const [, minor] = numericComponents(version);
  for (const [suffix, line] of [
    [` ${major}`, 'major'],
    [` ${major} ${minor}`, 'major.minor'],
  ] as const) {
    if (!nameKey.endsWith(suffix) || (line === 'major.minor' && minor === undefined)) continue;
    const products = index.byNameKey
      .get(nameKey.slice(0, -suffix.length))
      ?.filter((product) => index.products[product]!.product.nameLine?.line === line);
    if (products?.length) return products;
  }
  return undefined;
}

/** The parsed name is a catalog name followed by the release line of the row's version ("Java 8" at 8.0.3210.7). */
export function matchWrittenLine(index: CatalogIndex, query: MatchQuery, nameKey: string): CatalogMatch | undefined {
  return best(
    index,
    productsOfWrittenLine(index, nameKey, query),
    'exact',
    MATCHING.scores.exact,
    query,
    'name is a catalog name followed by the release line of the version',
  );
}
