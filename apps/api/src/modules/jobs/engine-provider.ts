import { loadContentPack, resolveContentPaths } from '@rnorm/catalog-content';
import type { ContentReleaseKind } from '@rnorm/db';
import { buildCatalogIndex, type CatalogIndex, type ContentPack } from '@rnorm/engine';
import { decodeContentPackage } from '../system-updates/content-package.ts';

export interface LoadedEngine {
  index: CatalogIndex;
  /** `catalog <version> / model <version>`: recorded on each job, so its results can be traced to the content. */
  contentVersion: string;
  /** The versions the Packages screen shows as installed for Content and Model. */
  catalogVersion: string;
  modelVersion: string;
}

/**
 * The engine of the active content, or with `contentVersion` (a job's) the engine of the content that job started
 * on, so that a job running while new content is installed finishes on its own.
 */
export type EngineProvider = (contentVersion?: string) => Promise<LoadedEngine>;

/** The versions of the active Content (catalog) and Model. */
export interface ContentVersions {
  catalog: string;
  model: string;
}

/** Installed content and model releases (the database's `content_releases`). */
export interface ContentReleaseSource {
  activeVersions(): Promise<Partial<Record<ContentReleaseKind, string>>>;
  releaseBody(kind: ContentReleaseKind, version: string): Promise<Uint8Array | undefined>;
}

/** How long the active versions are trusted before the database is asked again (other processes may install). */
const ACTIVE_VERSIONS_TTL_MS = 2_000;
/** Engines kept in memory: the active one and those of jobs still running on older content. */
const KEPT_ENGINES = 3;

export const contentVersionLabel = (catalogVersion: string, modelVersion: string) =>
  `catalog ${catalogVersion} / model ${modelVersion}`;

function parseContentVersionLabel(label: string): { content: string; model: string } | undefined {
  const match = /^catalog (\S+) \/ model (\S+)$/.exec(label);
  return match ? { content: match[1]!, model: match[2]! } : undefined;
}

/**
 * Loads the content pack (building it on first use) and the catalog index once per process, on the first job, so
 * that an API that only enqueues never pays for it. With `releases`, installed content and model packages replace
 * the halves of the built pack.
 */
export function createEngineProvider(
  log: (line: string) => void = () => undefined,
  releases: () => ContentReleaseSource | undefined = () => undefined,
  /** The product's own content pack; tests give a small one. */
  loadLocalPack: () => Promise<ContentPack> = () => loadContentPack({ ...resolveContentPaths(), log }),
): EngineProvider & { invalidate(): void; versions(): Promise<ContentVersions> } {
  let localPack: Promise<ContentPack> | undefined;
  const engines = new Map<string, Promise<LoadedEngine>>();
  let active: { at: number; versions: Promise<Partial<Record<ContentReleaseKind, string>>> } | undefined;

  const local = () => {
    localPack ??= loadLocalPack();
    // A failed load is tried again by the next job instead of failing every job from now on.
    localPack.catch(() => {
      localPack = undefined;
    });
    return localPack;
  };

  function activeVersions(): Promise<Partial<Record<ContentReleaseKind, string>>> {
    const source = releases();
    if (!source) return Promise.resolve({});
    if (!active || Date.now() - active.at > ACTIVE_VERSIONS_TTL_MS) {
      active = { at: Date.now(), versions: source.activeVersions() };
      active.versions.catch(() => {
        active = undefined;
      });
    }
    return active.versions;
  }

  async function releaseHalf(kind: ContentReleaseKind, version: string) {
    const body = await releases()?.releaseBody(kind, version);
    if (!body) throw new Error(`${kind} release ${version} is not installed`);
    const decoded = decodeContentPackage(body);
    if (decoded.kind !== kind) throw new Error(`${kind} release ${version} holds ${decoded.kind}`);
    return decoded;
  }

  async function load(versions: { content: string; model: string }): Promise<LoadedEngine> {
    const pack = await local();
    const catalog =
      versions.content === pack.catalog.version
        ? pack.catalog
        : ((await releaseHalf('content', versions.content)) as { catalog: ContentPack['catalog'] }).catalog;
    const model =
      versions.model === pack.model.version
        ? pack.model
        : ((await releaseHalf('model', versions.model)) as { model: ContentPack['model'] }).model;
    log(`content ${contentVersionLabel(catalog.version, model.version)} loaded`);
    return {
      index: buildCatalogIndex({ catalog, model }),
      contentVersion: contentVersionLabel(catalog.version, model.version),
      catalogVersion: catalog.version,
      modelVersion: model.version,
    };
  }

  function engineFor(versions: { content: string; model: string }): Promise<LoadedEngine> {
    const key = contentVersionLabel(versions.content, versions.model);
    let engine = engines.get(key);
    if (!engine) {
      engine = load(versions);
      engine.catch(() => engines.delete(key));
      engines.set(key, engine);
      while (engines.size > KEPT_ENGINES) engines.delete(engines.keys().next().value!);
    } else {
      // Most recently used last, so that the oldest unused engine is the one let go.
      engines.delete(key);
      engines.set(key, engine);
    }
    return engine;
  }

  const provider = async (contentVersion?: string): Promise<LoadedEngine> => {
    const pinned = contentVersion ? parseContentVersionLabel(contentVersion) : undefined;
    if (pinned) {
      try {
        return await engineFor(pinned);
      } catch {
        // The job's content is gone (built from other inputs since): it goes on with the active content.
      }
    }
    const [pack, installed] = await Promise.all([local(), activeVersions()]);
    return engineFor({
      content: installed.content ?? pack.catalog.version,
      model: installed.model ?? pack.model.version,
    });
  };
  return Object.assign(provider, {
    invalidate() {
      active = undefined;
    },
    /** The active versions without building an engine: the Packages screen asks every few seconds. */
    async versions(): Promise<ContentVersions> {
      const [pack, installed] = await Promise.all([local(), activeVersions()]);
      return { catalog: installed.content ?? pack.catalog.version, model: installed.model ?? pack.model.version };
    },
  });
}
