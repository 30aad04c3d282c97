import type { CatalogProduct } from '@rnorm/engine';
import { normalizeName } from './normalize-name.ts';
import type { CatalogDraft } from './catalog-draft.ts';
import { homepageKey, urlNamesAnyOf } from './homepage-key.ts';
import type { PublisherRegistry } from './publisher-registry.ts';

/** Keys → ids of products, for matching records of another source to products already in the draft. */
export type ProductLookup = Map<string, string[]>;

/**
 * Indexes products by keys of their names: the product name, and the name with the publisher's name added in front
 * or taken off (`Firefox` and `Mozilla Firefox` for Mozilla's `Mozilla Firefox`). `toKey` receives normalized names
 * (`normalizeName`) and decides how loosely they compare.
 */
export function indexProductsByName(
  products: Iterable<CatalogProduct>,
  publishers: PublisherRegistry,
  toKey: (name: string) => string,
): ProductLookup {
  const lookup: ProductLookup = new Map();
  for (const product of products) {
    const publisherName = publishers.get(product.publisherId)?.name ?? '';
    for (const key of nameKeys(product.name, publisherName, toKey)) addToLookup(lookup, key, product.id);
  }
  return lookup;
}

/** Indexes products by the key of their homepage (`homepageKey`): host and path. */
export function indexProductsByHomepage(products: Iterable<CatalogProduct>): ProductLookup {
  const lookup: ProductLookup = new Map();
  for (const product of products) {
    const key = product.homepage && homepageKey(product.homepage);
    if (key) addToLookup(lookup, key, product.id);
  }
  return lookup;
}

/** Adds a product id under a key once. */
export function addToLookup(lookup: ProductLookup, key: string, productId: string): void {
  if (!key) return;
  const ids = lookup.get(key);
  if (!ids) lookup.set(key, [productId]);
  else if (!ids.includes(productId)) ids.push(productId);
}

function nameKeys(name: string, publisherName: string, toKey: (name: string) => string): string[] {
  const normalized = normalizeName(name);
  const publisher = normalizeName(publisherName);
  const keys = [toKey(normalized)];
  if (!publisher) return keys;
  if (normalized.startsWith(`${publisher} `)) keys.push(toKey(normalized.slice(publisher.length + 1)));
  else keys.push(toKey(`${publisher} ${normalized}`));
  return keys;
}

/**
 * Short names are shared by unrelated tools (`orca`, `atlas`), so a name match of another source's record (a Scoop
 * manifest, a Homebrew cask) must be backed by the record's homepage: best when it names the product's publisher or
 * winget id prefix (github.com/XWolfOverride/DuckDNS), else when it names the product (first word included, for
 * `1password-cli` at developer.1password.com). Answers the one candidate with the strongest backing, or undefined on
 * a tie. With `byMakerOnly`, only a homepage that names the maker backs a match: a URL naming a short product name
 * (github.com/rizsotto/Bear for the-sz's Bear) is often another project's.
 */
export function pickByHomepage(
  candidateIds: readonly string[],
  homepage: string,
  draft: CatalogDraft,
  { byMakerOnly = false } = {},
): string | undefined {
  const byMaker: string[] = [];
  const byName: string[] = [];
  for (const id of candidateIds) {
    const product = draft.products.get(id)!;
    const makers = [draft.publishers.get(product.publisherId)?.name ?? ''];
    if (id.startsWith('winget:')) makers.push(id.slice('winget:'.length).split('.')[0] ?? '');
    if (urlNamesAnyOf(homepage, makers)) byMaker.push(id);
    else if (urlNamesAnyOf(homepage, [product.name, product.name.split(/\s+/)[0] ?? ''])) byName.push(id);
  }
  return byMaker.length > 0 || byMakerOnly ? single(byMaker) : single(byName);
}

/** The one id of a list, or undefined when there are none or several. */
export function single(ids: readonly string[] | undefined): string | undefined {
  return ids?.length === 1 ? ids[0] : undefined;
}
