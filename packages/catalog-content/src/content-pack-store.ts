import type { ContentPack } from '@rnorm/engine';
import { existsSync } from 'node:fs';
import { mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildContentPackFromFiles, type ContentPackBuild } from './build-content-pack.ts';
import { fingerprintInputs, readInputFiles, stampInputs, type InputFiles } from './input-files.ts';
import { readContentPackFile } from './read-content-pack-file.ts';

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
 * The content pack for these inputs: the stored one when it was built from exactly the current input bytes, else a
 * fresh build, which is stored for next time.
 */
export async function loadContentPack(options: LoadContentPackOptions): Promise<ContentPack> {
  const filePath = await ensureContentPackFile(options);
  return (await readContentPackFile(filePath)) ?? (await rebuildAndStore(options, filePath)).pack;
}

/**
 * The path of a stored pack built from exactly the current input bytes, building and storing one first when there is
 * none. The stored stamp (see `stampInputs`) answers without reading the inputs when no file has been written since;
 * otherwise the fingerprint over their bytes decides.
 */
export async function ensureContentPackFile(options: LoadContentPackOptions): Promise<string> {
  const filePath = contentPackPath(options.dataDir);
  const stamp = await stampInputs(options);
  const stored = await readStoredHeader(filePath);
  if (stored?.stamp === stamp) return reportCurrent(options, filePath);
  const files = await readInputFiles(options);
  const { catalog: fingerprint } = await fingerprintInputs(files);
  if (stored?.fingerprint === fingerprint) {
    const pack = await readContentPackFile(filePath);
    if (pack) {
      // Same bytes under new file times (a fresh checkout, a file saved unchanged): keep the stamp for next time.
      await writePack(filePath, pack, fingerprint, stamp);
      return reportCurrent(options, filePath);
    }
  }
  await rebuildAndStore(options, filePath, { files, stamp });
  return filePath;
}

async function rebuildAndStore(
  options: LoadContentPackOptions,
  filePath: string,
  inputs?: { files: InputFiles; stamp: string },
): Promise<StoredContentPackBuild> {
  options.log?.('content pack missing or built from other inputs: rebuilding');
  // Stamped before reading, so that a file written meanwhile leaves a stamp that no longer matches.
  const stamp = inputs?.stamp ?? (await stampInputs(options));
  const build = await buildContentPackFromFiles(inputs?.files ?? (await readInputFiles(options)));
  const bytes = await writePack(filePath, build.pack, build.inputFingerprint, stamp);
  options.log?.(`content pack ${build.pack.catalog.version} written to ${filePath} (${bytes} bytes)`);
  return { ...build, filePath, bytes };
}

function reportCurrent(options: LoadContentPackOptions, filePath: string): string {
  options.log?.(`content pack is current (${filePath})`);
  return filePath;
}

/** Builds the pack whether or not the stored one is current, and stores it. */
export async function rebuildContentPack(options: ContentPaths): Promise<StoredContentPackBuild> {
  return rebuildAndStore(options, contentPackPath(options.dataDir));
}

// Fingerprint and stamp are the file's first keys, so a stale pack is recognized without parsing megabytes of JSON.
async function readStoredHeader(
  filePath: string,
): Promise<{ fingerprint: string; stamp: string | undefined } | undefined> {
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
    const match = /^\{"inputFingerprint":"([0-9a-f]{64})"(?:,"inputStamp":"([0-9a-f]{64})")?/.exec(
      buffer.toString('utf8', 0, bytesRead),
    );
    return match ? { fingerprint: match[1] as string, stamp: match[2] } : undefined;
  } finally {
    await handle.close();
  }
}

// Written to a temporary file and renamed, so a reader never sees half a pack and a crash leaves the old one.
async function writePack(filePath: string, pack: ContentPack, fingerprint: string, stamp: string): Promise<number> {
  await mkdir(path.dirname(filePath), { recursive: true });
  const json = JSON.stringify({ inputFingerprint: fingerprint, inputStamp: stamp, ...pack });
  const temporaryPath = `${filePath}.${process.pid}.${Date.now()}.tmp`;
  try {
    await writeFile(temporaryPath, json);
    await rename(temporaryPath, filePath);
  } catch (error) {
    await rm(temporaryPath, { force: true });
    throw error;
  }
  return (await stat(filePath)).size;
}
