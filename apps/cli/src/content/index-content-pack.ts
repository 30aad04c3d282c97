import { buildCatalogIndex, type CatalogIndex, type ContentPack } from '@rnorm/engine';
import { readContentPackFile } from '@rnorm/catalog-content/read-content-pack-file';

/** Where a pack's content comes from, for the lines that say so. */
export interface ContentOrigin {
  dataDir: string;
  sourcesDir: string | undefined;
  contentDir: string;
}

export interface IndexedContent {
  pack: ContentPack;
  index: CatalogIndex;
  loadSeconds: number;
  indexSeconds: number;
}

export interface IndexContentOptions {
  origin: ContentOrigin;
  /** How long reading (and, on first use, building) the pack took. */
  loadSeconds: number;
  log: (line: string) => void;
}

/** Prepares the catalog index of a loaded pack, saying on `log` which versions it has and how long each step took. */
export function indexContentPack(pack: ContentPack, options: IndexContentOptions): IndexedContent {
  const { origin, loadSeconds, log } = options;
  const { catalog, model } = pack;
  log(
    `content: ${origin.dataDir} (sources ${origin.sourcesDir ?? 'none found'}, authored ${origin.contentDir})\n` +
      `content: catalog ${catalog.version} built ${catalog.builtAt} (${catalog.products.length.toLocaleString('en-US')} ` +
      `products, ${catalog.publishers.length.toLocaleString('en-US')} publishers), model ${model.version} built ` +
      `${model.builtAt}; loaded in ${loadSeconds.toFixed(2)} s`,
  );
  const startedAt = performance.now();
  const index = buildCatalogIndex(pack);
  const indexSeconds = (performance.now() - startedAt) / 1000;
  log(`content: catalog index built in ${indexSeconds.toFixed(2)} s`);
  return { pack, index, loadSeconds, indexSeconds };
}

/** Reads a stored pack that `ensureContentPackFile` vouched for, and indexes it. */
export async function indexContentPackFile(
  filePath: string,
  origin: ContentOrigin,
  log: (line: string) => void,
): Promise<IndexedContent> {
  const startedAt = performance.now();
  const pack = await readContentPackFile(filePath);
  if (!pack) {
    throw new Error(`The content pack ${filePath} is not readable JSON; run npm run content:build to rebuild it.`);
  }
  return indexContentPack(pack, { origin, loadSeconds: (performance.now() - startedAt) / 1000, log });
}
