// Part of matchCatalog (match-catalog.ts): one strategy of finding a row's product.
import { toKey } from '../clean/clean-text.ts';
import type { CatalogIndex } from './build-catalog-index.ts';
import type { CatalogMatch, MatchQuery } from './match-query.ts';
import { compactKey } from './near-name.ts';
import { best } from './rank.ts';
import { MATCHING } from './scoring.ts';

// A winget package id: dotted, no spaces ("Clipchamp.Clipchamp", "Microsoft.WindowsTerminal").
const PACKAGE_ID = /^[A-Za-z0-9][\w+-]*(?:\.[\w+-]+)+$/;

/**
 * The catalog's winget package a title names by its id, as winget and some inventories list packages
 * ("Clipchamp.Clipchamp").
 */
export function matchPackageId(index: CatalogIndex, title: string): CatalogMatch | undefined {
  const product = PACKAGE_ID.test(title) ? index.productById.get(`winget:${title}`) : undefined;
  return product === undefined
    ? undefined
    : { product, kind: 'alias', score: MATCHING.scores.alias, reasons: ['title is the id of a catalog package'] };
}

/**
 * The product a package manager's own record of an install is (publisher `Chocolatey`, title `notepadplusplus`):
 * the product with that package id (`packageIds`), else the one product another manager has a package of that id
 * for (`terraform`, winget's short name of HashiCorp Terraform), else the one product whose name the id is, written
 * without spaces (`visualstudio-installer`). The record's publisher is the manager, not the maker: it is no
 * evidence for or against a product.
 */
export function matchPackageRecord(index: CatalogIndex, publisher: string, title: string): CatalogMatch | undefined {
  const manager = index.dictionaries.words.packageManagers.find((rule) => rule.publisher.test(publisher))?.manager;
  if (!manager) return undefined;
  const packageId = title.toLowerCase();
  const product = index.byPackageId.get(`${manager}:${packageId}`);
  if (product !== undefined) {
    return {
      product,
      kind: 'alias',
      score: MATCHING.scores.alias,
      reasons: [`title is the id of a ${manager} package of the product`],
    };
  }
  const elsewhere = index.byBarePackageId.get(packageId) ?? [];
  if (elsewhere.length === 1) {
    return {
      product: elsewhere[0]!,
      kind: 'alias',
      score: MATCHING.scores.alias,
      reasons: [`title is the id of the product's package in another package manager`],
    };
  }
  const named = new Set(index.byCompactName.get(compactKey(toKey(title))) ?? []);
  if (named.size !== 1) return undefined;
  return {
    product: [...named][0]!,
    kind: 'exact',
    score: MATCHING.scores.compact,
    reasons: [`title is a ${manager} package named as the product`],
  };
}

/**
 * The product a title is a known alias of as written, before any reading of it: a package identity or bundle
 * identifier the catalog lists ("us.zoom.xos" is Zoom's, though its words say "xos").
 */
export function matchWrittenAlias(
  index: CatalogIndex,
  title: string,
  query: MatchQuery,
  titleKey = toKey(title),
): CatalogMatch | undefined {
  return best(index, index.byTitleKey.get(titleKey), 'alias', MATCHING.scores.alias, query, 'title is a known alias');
}
