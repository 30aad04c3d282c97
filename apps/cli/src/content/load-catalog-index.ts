import type { CatalogProduct } from '@rnorm/engine';
import { loadContentPack, resolveContentPaths, type ContentPaths } from '@rnorm/catalog-content';
import { indexContentPack, type IndexedContent } from './index-content-pack.ts';

export interface LoadedCatalog extends IndexedContent {
  paths: ContentPaths;
}

export interface LoadCatalogOptions {
  excludeProduct?: (product: CatalogProduct) => boolean;
  /** Where progress lines go (stderr for enrich, so that stdout stays clean). */
  log: (line: string) => void;
}

/**
 * Loads the content pack (building it on first use) and prepares the catalog index, saying on `log` where the pack
 * comes from, which versions it has and how long each step took.
 */
export async function loadCatalogIndex(options: LoadCatalogOptions): Promise<LoadedCatalog> {
  const paths = resolveContentPaths();
  const startedAt = performance.now();
  const pack = await loadContentPack({ ...paths, log: options.log });
  const loadSeconds = (performance.now() - startedAt) / 1000;
  return { ...indexContentPack(pack, { ...options, origin: paths, loadSeconds }), paths };
}
