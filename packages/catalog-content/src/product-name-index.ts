import type { CatalogProduct } from '@rnorm/engine';
import { normalizeName } from './normalize-name.ts';
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
