import { compileConfidence, type CompiledConfidence } from '../confidence/confidence-table.ts';
import { compileCategoryRules, type CategoryRules } from '../enrich/categorize.ts';
import { cleanText, toKey } from '../clean/clean-text.ts';
import { compileIgnoreRules, type CompiledIgnoreRule } from '../classify/classify-title.ts';
import { prepareLegalSuffixes, stripLegalSuffixes, type LegalSuffixMatcher } from '../publisher/legal-suffixes.ts';
import { alternation } from '../title/compile-words.ts';
import { compileTitleDictionaries, parseTitle, type TitleDictionaries } from '../title/parse-title.ts';
import { numericComponents } from '../version/parse-version.ts';
import type {
  CatalogContent,
  CatalogProduct,
  CatalogPublisher,
  ContentPack,
  LifecycleProduct,
  ModelContent,
} from '../types.ts';
import { compactKey } from './near-name.ts';
import {
  createTrigramVocabulary,
  frozenVocabulary,
  nameFeatures,
  type NameFeatures,
  type TrigramVocabulary,
} from './similarity.ts';

export interface IndexedProduct {
  product: CatalogProduct;
  publisher: CatalogPublisher | undefined;
  /** Key of the product name. */
  nameKey: string;
  name: NameFeatures;
  /** The numbers of a version its name carries ("PHP 8.1" → [8, 1]): the product is that line only. */
  nameVersion?: number[];
  /** `product.channelVersions`, looked up per row. */
  channelVersions?: ReadonlySet<string>;
}

export interface CompiledTemplate {
  regex: RegExp;
  product: number;
  /**
   * The name a template of one name and a glued wildcard stands for (`Fiddler` of `fiddler*`): what the wildcard
   * takes must not name another product ("Fiddler Everywhere"), see by-template.ts.
   */
  name?: string;
  /** Its place among all templates: templates found in two tables are tried in the catalog's order. */
  order: number;
}

/** Everything the normalizer looks up, prepared once per content pack (and per customer catalog). */
export interface CatalogIndex {
  model: ModelContent;
  /** The content's measured confidences, to rate a row's evidence by. */
  confidence: CompiledConfidence;
  /** The content's category rules, for products no source categorizes. */
  categoryRules: CategoryRules;
  catalog: CatalogContent;
  dictionaries: TitleDictionaries;
  ignoreRules: CompiledIgnoreRule[];
  legalSuffixes: LegalSuffixMatcher;
  placeholderKeys: Set<string>;
  /**
   * Publisher id → the publishers that took product lines over from it, with the words of those lines' titles
   * (`CatalogPublisher.productLinesOf`).
   */
  productLineOwners: Map<string, Array<{ words: RegExp; publisher: CatalogPublisher }>>;
  publisherById: Map<string, CatalogPublisher>;
  /** Publisher keys (name and aliases, with and without legal suffix) → publisher. */
  publisherByKey: Map<string, CatalogPublisher>;
  products: IndexedProduct[];
  /** Catalog id (`winget:Mozilla.Firefox`) → position in `products`. */
  productById: Map<string, number>;
  /** Key of a whole raw title known to mean a product (an Add/Remove Programs display name) → products. */
  byTitleKey: Map<string, number[]>;
  /** A name key without spaces (`notepad++` for "Notepad ++", `7zip` for "7-Zip") → products. */
  byCompactName: Map<string, number[]>;
  /**
   * Publisher id → the name keys of its products by length, for names a typing slip away from the row's (a slip
   * changes the length by one at most, so only three lengths are read).
   */
  nameKeysByPublisher: Map<string, Map<number, Array<{ key: string; product: number }>>>;
  /** A Linux distribution's package name (`openssl`, lower case as packages are named) → the product it packages. */
  byPackageName: Map<string, number>;
  /** A package manager's package (`chocolatey:notepadplusplus`) → the product it installs. */
  byPackageId: Map<string, number>;
  /**
   * The package's id without its manager (`terraform` of `winget:terraform`, winget's short name of HashiCorp
   * Terraform) → the products of that id in any manager: managers mostly agree on short names.
   */
  byBarePackageId: Map<string, number[]>;
  /** Key of a product name, or of an alias's parsed name → products. */
  byNameKey: Map<string, number[]>;
  /** Name keys that other name keys repeat with a number after them (`semeru runtime` for `semeru runtime 17`). */
  namesWithLines: Set<string>;
  /** Templates by the key of their first literal word; templates starting with a wildcard are in `''`. */
  templatesByFirstWord: Map<string, CompiledTemplate[]>;
  /**
   * Templates whose literal beginning has two whole words, by the key of both ("microsoft visual" for "Microsoft
   * Visual C++ *"), instead of by the first: a Microsoft row would otherwise try every template of Microsoft's.
   */
  templatesByFirstTwoWords: Map<string, CompiledTemplate[]>;
  productsByPublisher: Map<string, number[]>;
  /** Name words (not numbers, not very common words) → products, for fuzzy candidates across publishers. */
  byWord: Map<string, number[]>;
  /** The ids of the catalog names' trigrams; queries are read with it (it no longer grows). */
  trigrams: TrigramVocabulary;
  /** Trigram id → products whose name has it, to suggest candidates for misspelt titles. */
  productsByTrigram: number[][];
  lifecycleById: Map<string, LifecycleProduct>;
}

export interface BuildCatalogIndexOptions {
  /** A company's own catalog entries; they win over the content pack's on equal keys. */
  extraProducts?: readonly CatalogProduct[];
}

/** The keys that end in a number, without it: a product line's name is its family's name and its number. */
function namesFollowedByNumbers(keys: Iterable<string>): Set<string> {
  const names = new Set<string>();
  for (const key of keys) {
    const line = /^(.+) \d+$/.exec(key);
    if (line) names.add(line[1]!);
  }
  return names;
}

/**
 * Appends a product position to a key's list once. Products are indexed in order, so a repeat can only be the last
 * entry: checking that one keeps building linear where `includes` made long lists (common trigrams) quadratic.
 */
function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) {
    if (list[list.length - 1] !== value) list.push(value);
  } else map.set(key, [value]);
}

/**
 * The key of a template's first two words when its literal beginning has both whole ("Microsoft Visual C++ *":
 * "microsoft visual"); undefined when a wildcard comes sooner or cuts the second ("Microsoft Visio*").
 */
export function firstTwoWholeWords(glob: string): string | undefined {
  const wildcard = glob.indexOf('*');
  const literal = wildcard === -1 ? glob : glob.slice(0, wildcard);
  const words = toKey(literal).split(' ').filter(Boolean);
  // A literal that ends inside a word ("Visio" of "Visio*") has that word cut.
  const whole = wildcard !== -1 && /[\p{L}\p{N}+#]$/u.test(literal) ? words.slice(0, -1) : words;
  return whole.length >= 2 ? `${whole[0]} ${whole[1]}` : undefined;
}

const escapeRegex = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

// "fiddler*", "Mozilla Firefox*": one name, then a wildcard glued to its last word.
const GLUED_WILDCARD = /^([^*?]*[\p{L}\p{N}+#])\*$/u;

/** A glob over titles (`Mozilla Firefox*`, `Java * Update *`) as a case-insensitive regular expression. */
export function compileTemplate(glob: string): RegExp {
  const body = escapeRegex(glob.trim()).replace(/\*/g, '.*');
  return new RegExp(`^${body}$`, 'i');
}

/**
 * Prepares a content pack for matching: compiled dictionaries and rules, and lookup tables from names, aliases,
 * templates and words to products. Build it once and share it; it is read-only afterwards.
 *
 * @example const index = buildCatalogIndex(pack); const normalizer = createNormalizer(index);
 */
export function buildCatalogIndex(pack: ContentPack, options: BuildCatalogIndexOptions = {}): CatalogIndex {
  const { model, catalog } = pack;
  const dictionaries = compileTitleDictionaries(model);
  // Words too common in product names to find candidates by (they would pull in thousands).
  const { commonNameWords } = dictionaries.words;
  const legalSuffixes = prepareLegalSuffixes(model.legalSuffixes, model.legalPrefixes);
  const publisherById = new Map(catalog.publishers.map((p) => [p.id, p]));
  const publisherByKey = new Map<string, CatalogPublisher>();
  for (const publisher of catalog.publishers) {
    for (const spelling of [publisher.name, ...publisher.aliases]) {
      const cleaned = cleanText(spelling);
      for (const key of [toKey(cleaned), toKey(stripLegalSuffixes(cleaned, legalSuffixes))]) {
        // The first publisher to claim a spelling keeps it: authored publishers come first in the pack.
        if (key && !publisherByKey.has(key)) publisherByKey.set(key, publisher);
      }
    }
  }

  const sourceProducts = [...(options.extraProducts ?? []), ...catalog.products];
  const products: IndexedProduct[] = [];
  const byTitleKey = new Map<string, number[]>();
  const byPackageName = new Map<string, number>();
  const byPackageId = new Map<string, number>();
  const byBarePackageId = new Map<string, number[]>();
  const byCompactName = new Map<string, number[]>();
  const nameKeysByPublisher = new Map<string, Map<number, Array<{ key: string; product: number }>>>();
  const byNameKey = new Map<string, number[]>();
  const templatesByFirstWord = new Map<string, CompiledTemplate[]>();
  const templatesByFirstTwoWords = new Map<string, CompiledTemplate[]>();
  let templateCount = 0;
  const productsByPublisher = new Map<string, number[]>();
  const byWord = new Map<string, number[]>();
  const trigrams = createTrigramVocabulary();
  const productsByTrigram: number[][] = [];

  // A company's own product (listed first) keeps a package name it shares with the content pack's.
  const claimPackageNames = (product: CatalogProduct, index: number) => {
    for (const packageName of product.packageNames ?? []) {
      if (!byPackageName.has(packageName)) byPackageName.set(packageName, index);
    }
  };

  for (const product of sourceProducts) {
    const index = products.length;
    const publisher = publisherById.get(product.publisherId);
    const parsedName = parseTitle(cleanText(product.name), dictionaries);
    const nameKey = toKey(parsedName.name) || toKey(product.name);
    if (!nameKey) continue;
    const name = nameFeatures(nameKey, trigrams);
    const nameVersion = parsedName.version ? numericComponents(parsedName.version) : [];
    products.push({
      product,
      publisher,
      nameKey,
      name,
      ...(nameVersion.length > 0 && { nameVersion }),
      ...(product.channelVersions?.length && { channelVersions: new Set(product.channelVersions) }),
    });
    if (product.packageOnly) {
      // Found by its packages' names only (see CatalogProduct.packageOnly): none of the name tables lists it.
      claimPackageNames(product, index);
      continue;
    }
    for (const gram of name.gramIds) (productsByTrigram[gram] ??= []).push(index);
    push(productsByPublisher, product.publisherId, index);

    const nameKeys = new Set([nameKey, toKey(product.name)]);
    // "Mozilla Firefox" is also found as "Firefox", and "Rider" (by JetBrains) as "JetBrains Rider".
    const publisherKey = publisher ? toKey(publisher.name) : '';
    if (publisherKey) {
      if (nameKey.startsWith(`${publisherKey} `)) nameKeys.add(nameKey.slice(publisherKey.length + 1));
      else nameKeys.add(`${publisherKey} ${nameKey}`);
    }
    for (const alias of product.aliases) {
      const cleaned = cleanText(alias);
      push(byTitleKey, toKey(cleaned), index);
      const aliasName = toKey(parseTitle(cleaned, dictionaries).name);
      if (aliasName) nameKeys.add(aliasName);
      // "Acrobat Reader DC" is the alias "Adobe Acrobat Reader DC" without its publisher, as products' names are.
      if (publisherKey && aliasName.startsWith(`${publisherKey} `)) {
        nameKeys.add(aliasName.slice(publisherKey.length + 1));
      }
    }
    const publisherNameKeys = nameKeysByPublisher.get(product.publisherId) ?? new Map();
    nameKeysByPublisher.set(product.publisherId, publisherNameKeys);
    for (const key of nameKeys) {
      if (!key) continue;
      push(byNameKey, key, index);
      push(byCompactName, compactKey(key), index);
      push(publisherNameKeys, key.length, { key, product: index });
    }
    claimPackageNames(product, index);
    for (const packageId of product.packageIds ?? []) {
      const key = packageId.toLowerCase();
      if (!byPackageId.has(key)) byPackageId.set(key, index);
      const bare = key.slice(key.indexOf(':') + 1);
      if (!byBarePackageId.get(bare)?.includes(index)) push(byBarePackageId, bare, index);
    }

    for (const glob of product.templates ?? []) {
      const firstWord = /^[^*]*?([\p{L}\p{N}][\p{L}\p{N}+.#-]*)/u.exec(glob);
      const bucket = glob.trimStart().startsWith('*') || !firstWord ? '' : toKey(firstWord[1]!).split(' ')[0]!;
      const glued = GLUED_WILDCARD.exec(glob.trim());
      const template: CompiledTemplate = {
        regex: compileTemplate(glob),
        product: index,
        order: templateCount++,
        ...(glued && { name: glued[1]! }),
      };
      const twoWords = firstTwoWholeWords(glob);
      if (bucket && twoWords?.startsWith(`${bucket} `)) push(templatesByFirstTwoWords, twoWords, template);
      else push(templatesByFirstWord, bucket, template);
    }
    for (const word of new Set(nameKey.split(' '))) {
      if (word.length >= 2 && !/^\d+$/.test(word) && !commonNameWords.has(word)) push(byWord, word, index);
    }
  }

  return {
    model,
    confidence: compileConfidence(model.confidence),
    categoryRules: compileCategoryRules(model.categories),
    catalog,
    dictionaries,
    ignoreRules: compileIgnoreRules(model.ignoreRules),
    legalSuffixes,
    placeholderKeys: new Set(model.publisherPlaceholders.map((p) => toKey(p)).filter(Boolean)),
    productLineOwners: compileProductLines(catalog.publishers),
    publisherById,
    publisherByKey,
    products,
    productById: new Map(products.map((entry, position) => [entry.product.id, position])),
    byTitleKey,
    byPackageName,
    byPackageId,
    byBarePackageId,
    byCompactName,
    nameKeysByPublisher,
    byNameKey,
    namesWithLines: namesFollowedByNumbers(byNameKey.keys()),
    templatesByFirstWord,
    templatesByFirstTwoWords,
    productsByPublisher,
    byWord,
    trigrams: frozenVocabulary(trigrams),
    productsByTrigram,
    lifecycleById: new Map(catalog.lifecycles.map((l) => [l.id, l])),
  };
}

/** Each publisher's `productLinesOf`, by the publisher the lines came from: whole words, in any case. */
function compileProductLines(
  publishers: readonly CatalogPublisher[],
): Map<string, Array<{ words: RegExp; publisher: CatalogPublisher }>> {
  const owners = new Map<string, Array<{ words: RegExp; publisher: CatalogPublisher }>>();
  for (const publisher of publishers) {
    for (const { publisherId, titleWords } of publisher.productLinesOf ?? []) {
      const words = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternation(titleWords)})(?![\\p{L}\\p{N}])`, 'iu');
      owners.set(publisherId, [...(owners.get(publisherId) ?? []), { words, publisher }]);
    }
  }
  return owners;
}
