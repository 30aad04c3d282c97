import type {
  CatalogProduct,
  CatalogPublisher,
  LifecycleProduct,
  ModelContent,
  ModelWords,
  NameRule,
  TokenDictionary,
} from '@rnorm/engine';
import { CONTENT_FILES, parseContentFile, sourceOf, type ContentFileSpec } from './content-schema/content-files.ts';
import {
  checkCatalog,
  checkCategories,
  checkDictionary,
  checkUniqueIds,
  type Placed,
  type PublisherReference,
} from './content-schema/cross-checks.ts';
import { ContentValidationError, entryLabel, type ContentProblem } from './content-schema/problems.ts';
import type { AuthoredFile } from './input-files.ts';
import { applicationPairOf } from './cpe-and-purl.ts';
import type { z } from 'zod';

/** The hand-written part of a content pack (content/), with empty lists for missing files. */
export interface AuthoredContent extends Omit<ModelContent, 'version' | 'builtAt' | 'nameRules' | 'legalPrefixes'> {
  legalPrefixes: string[];
  nameRules: NameRule[];
  versions: { model: string; content: string };
  publishers: CatalogPublisher[];
  products: CatalogProduct[];
  /** Lifecycles we author (content/catalog/lifecycles.json), in the file's order, each with its `source`. */
  lifecycles: LifecycleProduct[];
  /**
   * With `publishersFromSources`: products' references to publishers publishers.json does not have, for the build
   * to check once the sources' publishers are known (`checkPublisherReferences`). Empty otherwise.
   */
  publisherReferences: PublisherReference[];
}

export interface ParseAuthoredContentOptions {
  /**
   * The build also reads public sources, whose publishers a curated product may name: references to publishers
   * that publishers.json lacks are returned to be checked later rather than reported now.
   */
  publishersFromSources?: boolean;
}

/** Used while content/model/words.json does not exist: no word of any list. */
const NO_WORDS: ModelWords = {
  packagingSuffixes: [],
  installerSuffixes: [],
  uninstallPrefixes: [],
  programKinds: [],
  toolchains: [],
  months: [],
  platforms: [],
  codeHosts: [],
  commonNameWords: [],
  sideBySideChannels: [],
  lastWordChannels: [],
  preReleaseLabels: [],
  placeholderVersions: [],
  packageParts: [],
  packageFamilies: [],
  distributions: [],
};

const withoutSchemaReference = <T extends { $schema?: string | undefined }>({ $schema: _schema, ...rest }: T) => rest;

/** Used while content/version.json does not exist. */
const UNVERSIONED = '0.0.0';

type DictionaryFile =
  | 'model/architectures.json'
  | 'model/languages.json'
  | 'model/editions.json'
  | 'model/channels.json'
  | 'model/localized-words.json';

/**
 * Reads the authored files against their schemas (`content-schema/`), then checks them as a whole: ids once each,
 * references to publishers that exist, no title that means two products. A missing file counts as empty; any
 * problem stops the build with every problem found (`ContentValidationError`: file, entry and field each), since a
 * silently dropped rule or field would degrade every normalization.
 */
export function parseAuthoredContent(
  files: ReadonlyMap<AuthoredFile, string | undefined>,
  { publishersFromSources = false }: ParseAuthoredContentOptions = {},
): AuthoredContent {
  const problems: ContentProblem[] = [];
  const parse = <S extends z.ZodType>(fileSpec: ContentFileSpec<S>) => {
    const text = files.get(fileSpec.file as AuthoredFile);
    return text === undefined ? undefined : parseContentFile(fileSpec, text, problems);
  };
  const entriesOf = <T>(parsed: ReturnType<typeof parseContentFile> | undefined, list: string): Array<Placed<T>> =>
    (parsed?.validEntries.get(list) ?? []) as Array<Placed<T>>;
  const values = <T>(entries: ReadonlyArray<Placed<T>>) => entries.map((entry) => entry.value);

  const version = parse(CONTENT_FILES['version.json']);
  const legalSuffixes = parse(CONTENT_FILES['model/legal-suffixes.json']);
  const legalPrefixes = parse(CONTENT_FILES['model/legal-prefixes.json']);
  const placeholders = parse(CONTENT_FILES['model/publisher-placeholders.json']);
  const dictionary = (file: DictionaryFile): TokenDictionary => {
    const data = parse(CONTENT_FILES[file])?.data;
    if (!data) return {};
    const { $schema: _schema, ...spellings } = data;
    checkDictionary(sourceOf(file), spellings, problems);
    return spellings;
  };
  const architectures = dictionary('model/architectures.json');
  const languages = dictionary('model/languages.json');
  const editions = dictionary('model/editions.json');
  const channels = dictionary('model/channels.json');
  const localizedWords = dictionary('model/localized-words.json');
  const ignoreRules = entriesOf<AuthoredContent['ignoreRules'][number]>(
    parse(CONTENT_FILES['model/ignore-rules.json']),
    'ignoreRules',
  );
  checkUniqueIds({ source: sourceOf('model/ignore-rules.json') }, ignoreRules, problems);
  const words = parse(CONTENT_FILES['model/words.json'])?.data;
  const confidence = parse(CONTENT_FILES['model/confidence.json'])?.data;
  const categories = parse(CONTENT_FILES['model/categories.json'])?.data;
  const nameRules = entriesOf<NameRule>(parse(CONTENT_FILES['model/name-rules.json']), 'nameRules');
  checkUniqueIds({ source: sourceOf('model/name-rules.json') }, nameRules, problems);
  const publishers = entriesOf<CatalogPublisher>(parse(CONTENT_FILES['catalog/publishers.json']), 'publishers');
  const products = entriesOf<CatalogProduct>(parse(CONTENT_FILES['catalog/products.json']), 'products');
  const lifecycles = entriesOf<LifecycleProduct>(parse(CONTENT_FILES['catalog/lifecycles.json']), 'lifecycles');
  checkUniqueIds({ source: sourceOf('catalog/lifecycles.json') }, lifecycles, problems);
  const publisherReferences = checkCatalog(publishers, products, problems, {
    publishers: { source: sourceOf('catalog/publishers.json') },
    products: { source: sourceOf('catalog/products.json') },
  });
  if (categories) {
    checkCategories(
      new Set(categories.categories.map((category) => category.id)),
      [
        { where: { source: sourceOf('catalog/publishers.json') }, entries: publishers },
        { where: { source: sourceOf('catalog/products.json') }, entries: products },
        { where: { source: sourceOf('catalog/lifecycles.json') }, entries: lifecycles },
      ],
      problems,
    );
  }
  if (!publishersFromSources) problems.push(...publisherReferences.map((reference) => reference.problem));

  if (problems.length > 0) throw new ContentValidationError(problems);
  return {
    versions: {
      model: version?.data?.model ?? UNVERSIONED,
      content: version?.data?.content ?? UNVERSIONED,
    },
    legalSuffixes: legalSuffixes?.data?.legalSuffixes ?? [],
    legalPrefixes: legalPrefixes?.data?.legalPrefixes ?? [],
    publisherPlaceholders: placeholders?.data?.publisherPlaceholders ?? [],
    architectures,
    languages,
    editions,
    channels,
    localizedWords,
    ignoreRules: values(ignoreRules),
    nameRules: values(nameRules),
    words: words ? withoutSchemaReference(words) : NO_WORDS,
    ...(confidence && { confidence: withoutSchemaReference(confidence) }),
    ...(categories && { categories: withoutSchemaReference(categories) }),
    publishers: values(publishers),
    products: values(products),
    lifecycles: values(lifecycles),
    publisherReferences: publishersFromSources ? publisherReferences : [],
  };
}

/** Throws the references to publishers that neither publishers.json nor the sources have (see `AuthoredContent`). */
export function checkPublisherReferences(
  references: readonly PublisherReference[],
  isKnownPublisher: (publisherId: string) => boolean,
): void {
  const dangling = references
    .filter((reference) => !isKnownPublisher(reference.publisherId))
    .map(({ problem }) => ({ ...problem, message: `${problem.message} nor in the public sources` }));
  if (dangling.length > 0) throw new ContentValidationError(dangling);
}

/**
 * Throws the authored lifecycles whose id a public source gives a lifecycle too (`sourceOfId` answers which source,
 * or undefined): one would shadow the other, and a product naming the id would get dates nobody chose. Called with
 * the lifecycles of a valid file, whose places are their indexes.
 */
export function checkAuthoredLifecycleIds(
  lifecycles: readonly LifecycleProduct[],
  sourceOfId: (id: string) => string | undefined,
): void {
  const source = sourceOf('catalog/lifecycles.json');
  const problems = lifecycles.flatMap((lifecycle, index): ContentProblem[] => {
    const other = sourceOfId(lifecycle.id);
    if (other === undefined) return [];
    const message = `"${lifecycle.id}" is the id of a lifecycle of ${other}: an authored lifecycle may not shadow a source's (name the source's in the products, or give this one another id)`;
    return [{ source, entry: entryLabel(undefined, index, lifecycle), field: 'id', message }];
  });
  if (problems.length > 0) throw new ContentValidationError(problems);
}

/**
 * Refuses a curated application CPE (`cpe`, `cpeByVersion`, `cpeByCycle`) whose vendor:product the NVD dictionary
 * does not have (`isNvdPair`, from cpe/cpedict_vendor_product.csv): no CVE can name it, so a row given it would look
 * checked for vulnerabilities and never be. Run by the build when the sources hold the dictionary.
 */
export function checkCuratedCpes(products: readonly CatalogProduct[], isNvdPair: (pair: string) => boolean): void {
  const source = sourceOf('catalog/products.json');
  const problems = products.flatMap((product, index): ContentProblem[] => {
    const named: Array<[string, string | null]> = [
      ['cpe', product.cpe ?? null],
      ...(product.cpeByVersion ?? []).map((rule, i): [string, string | null] => [`cpeByVersion[${i}].cpe`, rule.cpe]),
      ...Object.entries(product.cpeByCycle ?? {}).map(([cycle, cpe]): [string, string | null] => [
        `cpeByCycle.${cycle}`,
        cpe,
      ]),
    ];
    return named.flatMap(([field, cpe]) => {
      const pair = cpe ? applicationPairOf(cpe) : undefined;
      if (pair === undefined || isNvdPair(pair)) return [];
      const message = `${pair} is no application of the NVD CPE dictionary (cpe/cpedict_vendor_product.csv): no CVE names it`;
      return [{ source, entry: entryLabel(undefined, index, product), field, message }];
    });
  });
  if (problems.length > 0) throw new ContentValidationError(problems);
}
