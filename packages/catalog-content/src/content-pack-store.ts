import type { ContentPack } from '@rnorm/engine';
import { existsSync } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildContentPackFromFiles, type ContentPackBuild } from './build-content-pack.ts';
import { fingerprintInputs, readInputFiles } from './input-files.ts';

export interface ContentPaths {
  /** Public sources; undefined when none are available (the pack then holds the authored content only). */
  sourcesDir: string | undefined;
  /** Authored content (`<repo>/content`). */
  contentDir: string;
  /** Where the built pack is kept (`<dataDir>/content-pack/content-pack.json`). */
  dataDir: string;
}

export interface LoadContentPackOptions extends ContentPaths {
  /** Receives one line per notable step (rebuild, reuse). */
  log?: (message: string) => void;
}

export interface StoredContentPackBuild extends ContentPackBuild {
  filePath: string;
  bytes: number;
}

// This file sits in packages/catalog-content/src.
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Where content comes from and goes to: `RNORM_CONTENT_SOURCES`, else `<repo>/../shared/catalog-sources` when it
 * exists; `<repo>/content`; `RNORM_DATA_DIR`, else `<repo>/data`.
 */
export function resolveContentPaths(env: NodeJS.ProcessEnv = process.env): ContentPaths {
  const sharedSources = path.resolve(REPO_ROOT, '../shared/catalog-sources');
  return {
    sourcesDir: env.RNORM_CONTENT_SOURCES
      ? path.resolve(env.RNORM_CONTENT_SOURCES)
      : existsSync(sharedSources)
        ? sharedSources
        : undefined,
    contentDir: path.join(REPO_ROOT, 'content'),
    dataDir: path.resolve(env.RNORM_DATA_DIR || path.join(REPO_ROOT, 'data')),
  };
}

/** The file a data directory keeps its built pack in. */
export function contentPackPath(dataDir: string): string {
  return path.join(dataDir, 'content-pack', 'content-pack.json');
}

/**
 * The content pack for these inputs: the stored one when it was built from exactly the current input bytes (its
 * fingerprint says so), else a fresh build, which is stored for next time.
 */
export async function loadContentPack(options: LoadContentPackOptions): Promise<ContentPack> {
  const filePath = contentPackPath(options.dataDir);
  const files = await readInputFiles(options);
  const { catalog: fingerprint } = await fingerprintInputs(files);
  if ((await readStoredFingerprint(filePath)) === fingerprint) {
    const stored = await readStoredPack(filePath);
    if (stored) {
      options.log?.(`content pack ${stored.catalog.version} is current (${filePath})`);
      return stored;
    }
  }
  options.log?.('content pack missing or built from other inputs: rebuilding');
  const build = await writeBuild(filePath, await buildContentPackFromFiles(files));
  options.log?.(`content pack ${build.pack.catalog.version} written to ${filePath} (${build.bytes} bytes)`);
  return build.pack;
}

/** Builds the pack whether or not the stored one is current, and stores it. */
export async function rebuildContentPack(options: ContentPaths): Promise<StoredContentPackBuild> {
  const build = await buildContentPackFromFiles(await readInputFiles(options));
  return writeBuild(contentPackPath(options.dataDir), build);
}

// The fingerprint is the file's first key, so a stale pack is recognized without parsing megabytes of JSON.
async function readStoredFingerprint(filePath: string): Promise<string | undefined> {
  let handle;
  try {
    handle = await open(filePath, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const buffer = Buffer.alloc(256);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return /^\{"inputFingerprint":"([0-9a-f]{64})"/.exec(buffer.toString('utf8', 0, bytesRead))?.[1];
  } finally {
    await handle.close();
  }
}

// A file cut short (a full disk, say) is rebuilt rather than trusted.
async function readStoredPack(filePath: string): Promise<ContentPack | undefined> {
  try {
    const stored = JSON.parse(await readFile(filePath, 'utf8')) as ContentPack & { inputFingerprint?: string };
    delete stored.inputFingerprint;
    return stored;
  } catch (error) {
    if (error instanceof SyntaxError) return undefined;
    throw error;
  }
}

// Written to a temporary file and renamed, so a reader never sees half a pack and a crash leaves the old one.
async function writeBuild(filePath: string, build: ContentPackBuild): Promise<StoredContentPackBuild> {
  await mkdir(path.dirname(filePath), { recursive: true });
  const json = JSON.stringify({ inputFingerprint: build.inputFingerprint, ...build.pack });
  const temporaryPath = `${filePath}.${process.pid}.${Date.now()}.tmp`;
  try {
    await writeFile(temporaryPath, json);
    await rename(temporaryPath, filePath);
  } catch (error) {
    await rm(temporaryPath, { force: true });
    throw error;
  }
  return { ...build, filePath, bytes: (await stat(filePath)).size };
}
