// Part of matchCatalog (match-catalog.ts): one strategy of finding a row's product.
import { toKey } from '../clean/clean-text.ts';
import { findChannel } from '../title/parse-title.ts';
import type { CatalogIndex } from './build-catalog-index.ts';
import type { CatalogMatch, MatchQuery } from './match-query.ts';
import { best, isChannelBuildAtVersion } from './rank.ts';
import { MATCHING } from './scoring.ts';

/**
 * "Arduino IDE" is the stable product's name and also what the beta package writes to Add/Remove Programs: a title
 * without a channel word that is exactly the name of a product means that product, not the channel build of the same
 * publisher that lists the title as an alias, unless the row's version is one only that build was published at.
 */
export function preferNamedOverChannelBuild(index: CatalogIndex, query: MatchQuery, found: CatalogMatch): CatalogMatch {
  const aliasProduct = index.products[found.product]!;
  const { dictionaries } = index;
  if (!findChannel(aliasProduct.product.name, dictionaries) || findChannel(query.title, dictionaries)) return found;
  if (isChannelBuildAtVersion(index, found.product, query)) return found;
  const titleKey = toKey(query.title);
  const named = (index.byNameKey.get(titleKey) ?? []).find((position) => {
    const entry = index.products[position]!;
    return (
      entry.nameKey === titleKey &&
      entry.product.publisherId === aliasProduct.product.publisherId &&
      !findChannel(entry.product.name, dictionaries)
    );
  });
  if (named === undefined) return found;
  return {
    product: named,
    kind: 'exact',
    score: Math.min(found.score, MATCHING.scores.exact),
    reasons: ['title is the name of a product (a channel build lists it too)'],
  };
}

/** Whether the product carries what a vulnerability scanner or a support report needs: a CPE or a lifecycle. */
function isIdentified(index: CatalogIndex, position: number): boolean {
  const { product } = index.products[position]!;
  return product.cpe !== undefined || product.lifecycleId !== undefined;
}

/**
 * The channel build a title names as the catalog does, channel and all: "Everything (Alpha)" is voidtools' alpha
 * package, not Everything read without its channel. The engine reports such a row by that name, and a report
 * normalized again must find the same product. Not when the product without the channel has the identifiers the
 * build lacks (a CPE, a lifecycle): a beta of Firefox is Firefox to a vulnerability scanner.
 */
export function matchChannelBuildByName(
  index: CatalogIndex,
  query: MatchQuery,
  titleKey: string,
  nameKey: string,
): CatalogMatch | undefined {
  if (titleKey === nameKey) return undefined;
  const named = index.byNameKey.get(titleKey)?.filter((position) => {
    const entry = index.products[position]!;
    // The catalog's key of a name is read without its channel: compared as written.
    return toKey(entry.product.name) === titleKey && findChannel(entry.product.name, index.dictionaries) !== null;
  });
  if (!named?.length) return undefined;
  const channelBuildPublishers = new Set(named.map((position) => index.products[position]!.product.publisherId));
  const identifiedBase = index.byNameKey
    .get(nameKey)
    ?.some(
      (position) =>
        channelBuildPublishers.has(index.products[position]!.product.publisherId) && isIdentified(index, position),
    );
  if (identifiedBase && !named.some((position) => isIdentified(index, position))) return undefined;
  return best(index, named, 'exact', MATCHING.scores.exact, query, 'title is the name of a channel build');
}
