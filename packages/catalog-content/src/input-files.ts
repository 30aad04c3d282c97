import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Authored files of the model half, relative to the content directory. */
export const AUTHORED_MODEL_FILES = [
  'version.json',
  'model/legal-suffixes.json',
  'model/publisher-placeholders.json',
  'model/architectures.json',
  'model/languages.json',
  'model/editions.json',
  'model/channels.json',
  'model/ignore-rules.json',
  'model/name-rules.json',
] as const;

/** Authored files of the catalog half, relative to the content directory. */
export const AUTHORED_CATALOG_FILES = ['catalog/publishers.json', 'catalog/products.json'] as const;

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

const BUILDER_DIR = path.dirname(fileURLToPath(import.meta.url));

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
  for (const [file, text] of await readBuilderCode()) hashEntry(catalog, `builder/${file}`, text);
  return { model: model.digest('hex'), catalog: catalog.digest('hex') };
}

// Name and length go in before the bytes, so that moving text between files, or deleting one, changes the hash.
function hashEntry(hash: ReturnType<typeof createHash>, name: string, text: string | undefined): void {
  hash.update(`${name}\0${text === undefined ? 'missing' : Buffer.byteLength(text)}\0`);
  if (text !== undefined) hash.update(text);
}

async function readBuilderCode(): Promise<Array<[string, string]>> {
  const entries = await readdir(BUILDER_DIR, { recursive: true });
  // Tests and test helpers do not decide the output.
  const files = entries
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('testing'))
    .sort();
  return Promise.all(
    files.map(async (file): Promise<[string, string]> => [file, await readFile(path.join(BUILDER_DIR, file), 'utf8')]),
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
