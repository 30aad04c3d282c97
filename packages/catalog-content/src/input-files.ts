import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Authored files of the model half, relative to the content directory. */
export const AUTHORED_MODEL_FILES = [
  'version.json',
  'model/legal-suffixes.json',
  'model/legal-prefixes.json',
  'model/publisher-placeholders.json',
  'model/architectures.json',
  'model/languages.json',
  'model/editions.json',
  'model/channels.json',
  'model/localized-words.json',
  'model/ignore-rules.json',
  'model/name-rules.json',
  'model/words.json',
  'model/confidence.json',
  'model/categories.json',
] as const;

/** Authored files of the catalog half, relative to the content directory. */
export const AUTHORED_CATALOG_FILES = [
  'catalog/publishers.json',
  'catalog/products.json',
  'catalog/lifecycles.json',
] as const;

/** Public source files, relative to the sources directory (see its PROVENANCE.md). */
export const SOURCE_FILES = [
  'winget-pkgs/packages.json',
  'winget-pkgs/arp_entries.csv',
  'winget-index/packages.csv',
  'endoflife-date/products.json',
  'endoflife-date/release-data.json',
  'scoop/manifests.csv',
  'chocolatey/packages.csv',
  'spdx/licenses.json',
  'categories/winutil_applications.csv',
  'categories/debian_bookworm_apps.csv',
  'cpe/cpedict_vendor_product.csv',
  'lifecycle/browsers/mdn_browser_releases.csv',
  'lifecycle/microsoft/products.json',
  'cpe/vulnrichment_name_candidates.csv',
  'vulnerabilities/nvd_overrides_ranges.csv',
  'vulnerabilities/vulnrichment_ranges.csv',
  'vulnerabilities/cisa_kev.csv',
  'macos/homebrew_casks.json',
  'macos/homebrew_formulae.csv',
  'macos/installomator_labels.csv',
] as const;

export type AuthoredFile = (typeof AUTHORED_MODEL_FILES)[number] | (typeof AUTHORED_CATALOG_FILES)[number];
export type SourceFile = (typeof SOURCE_FILES)[number];

/** Every input of a content pack, read once so that the fingerprint covers exactly the bytes the build used. */
export interface InputFiles {
  /** Authored file → its text, or undefined when the file does not exist. */
  authored: Map<AuthoredFile, string | undefined>;
  /** Source file → its text, or undefined when it (or the whole sources directory) does not exist. */
  sources: Map<SourceFile, string | undefined>;
}

export interface InputFingerprints {
  /** SHA-256 (hex) over the model's authored files. */
  model: string;
  /** SHA-256 (hex) over every input and over the builder's own code, since the code decides the output too. */
  catalog: string;
}

// The builder's source, whether this module runs from src/ (tests, tsx) or compiled from dist/ (production), so that
// both fingerprint the same code.
const BUILDER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
// The builder runs the engine's cleaning on every name it imports (`cleanText`, `publisherWithoutRemarks`), so the
// engine's code decides the pack too: a pack built before a change to it is not current.
const ENGINE_DIR = path.resolve(BUILDER_DIR, '../../engine/src');
const CODE_DIRS = [
  { label: 'builder', directory: BUILDER_DIR },
  { label: 'engine', directory: ENGINE_DIR },
];

export async function readInputFiles(options: {
  contentDir: string;
  sourcesDir?: string | undefined;
}): Promise<InputFiles> {
  const { contentDir, sourcesDir } = options;
  const authoredFiles: AuthoredFile[] = [...AUTHORED_MODEL_FILES, ...AUTHORED_CATALOG_FILES];
  const authoredTexts = await Promise.all(authoredFiles.map((file) => readIfExists(path.join(contentDir, file))));
  const sourceTexts = await Promise.all(
    SOURCE_FILES.map((file) => (sourcesDir ? readIfExists(path.join(sourcesDir, file)) : undefined)),
  );
  return {
    authored: new Map(authoredFiles.map((file, index) => [file, authoredTexts[index]])),
    sources: new Map(SOURCE_FILES.map((file, index) => [file, sourceTexts[index]])),
  };
}

export async function fingerprintInputs(files: InputFiles): Promise<InputFingerprints> {
  const model = createHash('sha256');
  for (const file of AUTHORED_MODEL_FILES) hashEntry(model, `content/${file}`, files.authored.get(file));
  const catalog = createHash('sha256');
  for (const [file, text] of files.authored) hashEntry(catalog, `content/${file}`, text);
  for (const [file, text] of files.sources) hashEntry(catalog, `sources/${file}`, text);
  for (const [file, text] of await readPackCode()) hashEntry(catalog, file, text);
  return { model: model.digest('hex'), catalog: catalog.digest('hex') };
}

// Name and length go in before the bytes, so that moving text between files, or deleting one, changes the hash.
function hashEntry(hash: ReturnType<typeof createHash>, name: string, text: string | undefined): void {
  hash.update(`${name}\0${text === undefined ? 'missing' : Buffer.byteLength(text)}\0`);
  if (text !== undefined) hash.update(text);
}

/**
 * A cheap stand-in for the fingerprint: a stamp (see `stampFiles`) over every input. Reading and hashing the ~10 MB
 * of sources costs a few hundred milliseconds on every start; a stored pack whose stamp still matches was built from
 * files nobody has written to since.
 */
export async function stampInputs(options: { contentDir: string; sourcesDir?: string | undefined }): Promise<string> {
  const { contentDir, sourcesDir } = options;
  const paths = [
    ...[...AUTHORED_MODEL_FILES, ...AUTHORED_CATALOG_FILES].map((file) => path.join(contentDir, file)),
    ...SOURCE_FILES.map((file) => (sourcesDir ? path.join(sourcesDir, file) : `(no sources)/${file}`)),
    ...(await listPackCode()).map((file) => file.path),
  ];
  return (await stampFiles(paths)).stamp;
}

/**
 * SHA-256 over the path, size, inode and change times (nanoseconds) of each file, read with `stat` only, as `make`
 * and git's index do. Any write, rename or replacement changes it, so a matching stamp means the files are the ones
 * stamped before, and a changed one only means the caller reads the files again. `newestChangeMs` lets a caller
 * that stamps after reading tell whether a file changed while it read.
 */
export async function stampFiles(paths: readonly string[]): Promise<{ stamp: string; newestChangeMs: number }> {
  let newestChangeMs = 0;
  const stamps = await Promise.all(
    paths.map(async (filePath) => {
      try {
        const stats = await stat(filePath, { bigint: true });
        newestChangeMs = Math.max(newestChangeMs, Number(stats.mtimeMs), Number(stats.ctimeMs));
        return `${filePath}\0${stats.size}\0${stats.ino}\0${stats.mtimeNs}\0${stats.ctimeNs}`;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return `${filePath}\0missing`;
        throw error;
      }
    }),
  );
  return { stamp: createHash('sha256').update(stamps.join('\n')).digest('hex'), newestChangeMs };
}

/** The builder's and the engine's code, each file named by its directory's label; tests and test helpers left out. */
export async function listPackCode(): Promise<Array<{ name: string; path: string }>> {
  const lists = await Promise.all(
    CODE_DIRS.map(async ({ label, directory }) =>
      (await readdir(directory, { recursive: true }))
        .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('testing'))
        .sort()
        .map((file) => ({ name: `${label}/${file}`, path: path.join(directory, file) })),
    ),
  );
  return lists.flat();
}

async function readPackCode(): Promise<Array<[string, string]>> {
  const files = await listPackCode();
  return Promise.all(
    files.map(async (file): Promise<[string, string]> => [file.name, await readFile(file.path, 'utf8')]),
  );
}

async function readIfExists(filePath: string): Promise<string | undefined> {
  try {
    return await readFile(filePath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
