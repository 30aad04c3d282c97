import { buildCatalogIndex, type CatalogIndex, type CatalogProduct, type ContentPack } from '@rnorm/engine';
import { loadContentPack, resolveContentPaths, type ContentPaths } from '@rnorm/catalog-content';

export interface LoadedCatalog {
  pack: ContentPack;
  index: CatalogIndex;
  paths: ContentPaths;
  /** Products left out by `excludeProduct`. */
  excludedProducts: number;
  loadSeconds: number;
  indexSeconds: number;
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
  let startedAt = performance.now();
  const pack = await loadContentPack({ ...paths, log: options.log });
  const loadSeconds = (performance.now() - startedAt) / 1000;
  const { catalog, model } = pack;
  options.log(
    `content: ${paths.dataDir} (sources ${paths.sourcesDir ?? 'none found'}, authored ${paths.contentDir})\n` +
      `content: catalog ${catalog.version} built ${catalog.builtAt} (${catalog.products.length.toLocaleString('en-US')} ` +
      `products, ${catalog.publishers.length.toLocaleString('en-US')} publishers), model ${model.version} built ` +
      `${model.builtAt}; loaded in ${loadSeconds.toFixed(2)} s`,
  );
  startedAt = performance.now();
  let excludedProducts = 0;
  const { excludeProduct } = options;
  const index = buildCatalogIndex(
    pack,
    excludeProduct && {
      excludeProduct: (product) => {
        const isExcluded = excludeProduct(product);
        if (isExcluded) excludedProducts++;
        return isExcluded;
      },
    },
  );
  const indexSeconds = (performance.now() - startedAt) / 1000;
  options.log(`content: catalog index built in ${indexSeconds.toFixed(2)} s`);
  return { pack, index, paths, excludedProducts, loadSeconds, indexSeconds };
}
