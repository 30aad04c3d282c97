import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { stampFiles } from '@rnorm/catalog-content';

const WORKER_SOURCE = fileURLToPath(new URL('./normalize-worker.ts', import.meta.url));
const BUNDLE_FILE = 'normalize-worker.mjs';
const STAMP_FILE = 'normalize-worker.stamp.json';

interface BundleStamp {
  stamp: string;
  /** Every source file the bundle was built from. */
  inputs: string[];
}

/**
 * The normalizer worker as one JavaScript file in `directory`, built with esbuild when its sources changed since the
 * last build. A worker started through tsx spends about 0.3 s setting up its own loader before the first line of
 * the engine runs; started from the bundle, it begins reading the content pack almost at once. That start is on the
 * critical path of every `npm run enrich`, since the worker is the busier of the two threads.
 *
 * Whether the bundle is current is decided by a stamp (see `stampFiles`) over the files esbuild read, so adding an
 * import to any of them rebuilds it too.
 */
export async function bundleNormalizeWorker(directory: string): Promise<{ file: string; isRebuilt: boolean }> {
  const file = path.join(directory, BUNDLE_FILE);
  const stampPath = path.join(directory, STAMP_FILE);
  const stored = await readStamp(stampPath);
  if (stored && (await stampFiles(stored.inputs)).stamp === stored.stamp && (await exists(file))) {
    return { file, isRebuilt: false };
  }

  await mkdir(directory, { recursive: true });
  const startedAtMs = Date.now();
  const temporaryFile = `${file}.${process.pid}.${startedAtMs}.tmp`;
  try {
    const result = await build({
      entryPoints: [WORKER_SOURCE],
      outfile: temporaryFile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      metafile: true,
      logLevel: 'silent',
    });
    // esbuild names its inputs relative to the working directory it ran in.
    const inputs = Object.keys(result.metafile.inputs).map((input) => path.resolve(input));
    const { stamp, newestChangeMs } = await stampFiles(inputs);
    await rename(temporaryFile, file);
    // A source saved during the build may not be in the bundle: leave no stamp, so that the next run builds again.
    if (newestChangeMs < startedAtMs - 1000) {
      await writeFile(stampPath, JSON.stringify({ stamp, inputs } satisfies BundleStamp));
    } else {
      await rm(stampPath, { force: true });
    }
  } finally {
    await rm(temporaryFile, { force: true });
  }
  return { file, isRebuilt: true };
}

async function readStamp(stampPath: string): Promise<BundleStamp | undefined> {
  try {
    const stored = JSON.parse(await readFile(stampPath, 'utf8')) as Partial<BundleStamp>;
    return typeof stored.stamp === 'string' && Array.isArray(stored.inputs) ? (stored as BundleStamp) : undefined;
  } catch {
    // Missing or unreadable: build again.
    return undefined;
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}
