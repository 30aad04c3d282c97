import { buildContentPack, loadContentPack, resolveContentPaths, type ContentPaths } from '@rnorm/catalog-content';
import { indexContentPack, type IndexedContent } from './index-content-pack.ts';

export interface LoadedCatalog extends IndexedContent {
  paths: ContentPaths;
}

export interface LoadCatalogOptions {
  /**
   * winget packages to build the pack without (in memory, not stored): nothing derived from them reaches the index,
   * not even through a curated product that absorbs them in a full build.
   */
  isExcludedPackage?: (packageId: string) => boolean;
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
  const pack = options.isExcludedPackage
    ? await buildContentPack({ ...paths, isExcludedPackage: options.isExcludedPackage })
    : await loadContentPack({ ...paths, log: options.log });
  const loadSeconds = (performance.now() - startedAt) / 1000;
  return { ...indexContentPack(pack, { ...options, origin: paths, loadSeconds }), paths };
}
