import { loadContentPack, resolveContentPaths } from '@rnorm/catalog-content';
import { buildCatalogIndex, type CatalogIndex } from '@rnorm/engine';

export interface LoadedEngine {
  index: CatalogIndex;
  /** `catalog <version> / model <version>`: recorded on each job, so its results can be traced to the content. */
  contentVersion: string;
}

export type EngineProvider = () => Promise<LoadedEngine>;

/**
 * Loads the content pack (building it on first use) and the catalog index once per process, on the first job, so
 * that an API that only enqueues never pays for it.
 */
export function createEngineProvider(log: (line: string) => void = () => undefined): EngineProvider {
  let loading: Promise<LoadedEngine> | undefined;
  return () => {
    loading ??= (async () => {
      const pack = await loadContentPack({ ...resolveContentPaths(), log });
      return {
        index: buildCatalogIndex(pack),
        contentVersion: `catalog ${pack.catalog.version} / model ${pack.model.version}`,
      };
    })();
    // A failed load is tried again by the next job instead of failing every job from now on.
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
}
