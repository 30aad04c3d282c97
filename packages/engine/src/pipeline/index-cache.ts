import type { CatalogIndex } from '../match/build-catalog-index.ts';

// Entries a stage's cache keeps per index before it is emptied (as the normalizer's row cache is when full).
const INDEX_CACHE_LIMIT = 50_000;

/**
 * The cache of one content pack's index in `caches`, emptied when full so that it stays bounded. For what a stage
 * works out from part of a row alone (a publisher as written, a product's CPE), which many distinct rows share.
 */
export function cacheOf<T>(caches: WeakMap<CatalogIndex, Map<string, T>>, index: CatalogIndex): Map<string, T> {
  let cache = caches.get(index);
  if (!cache) caches.set(index, (cache = new Map()));
  else if (cache.size >= INDEX_CACHE_LIMIT) cache.clear();
  return cache;
}
