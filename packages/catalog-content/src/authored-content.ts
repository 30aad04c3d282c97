import type {
  CatalogProduct,
  CatalogPublisher,
  IgnoreRule,
  ModelContent,
  NameRule,
  TokenDictionary,
} from '@rnorm/engine';
import type { AuthoredFile } from './input-files.ts';

/** The hand-written part of a content pack (content/), with empty lists for missing files. */
export interface AuthoredContent extends Omit<ModelContent, 'version' | 'builtAt' | 'nameRules' | 'legalPrefixes'> {
  legalPrefixes: string[];
  nameRules: NameRule[];
  versions: { model: string; content: string };
  publishers: CatalogPublisher[];
  products: CatalogProduct[];
}

/** Used while content/version.json does not exist. */
const UNVERSIONED = '0.0.0';

/**
 * Reads the authored files. A missing file counts as empty; a file that exists but has the wrong shape stops the
 * build with its name, since a silently empty dictionary would degrade every normalization.
 */
export function parseAuthoredContent(files: ReadonlyMap<AuthoredFile, string | undefined>): AuthoredContent {
  const read = (file: AuthoredFile): unknown => {
    const text = files.get(file);
    if (text === undefined) return undefined;
    try {
      return JSON.parse(text);
    } catch (error) {
      throw new Error(`content/${file}: ${(error as Error).message}`, { cause: error });
    }
  };
  const version = read('version.json') as { model?: unknown; content?: unknown } | undefined;
  return {
    versions: {
      model: typeof version?.model === 'string' ? version.model : UNVERSIONED,
      content: typeof version?.content === 'string' ? version.content : UNVERSIONED,
    },
    legalSuffixes: stringList('model/legal-suffixes.json', read('model/legal-suffixes.json')),
    legalPrefixes: stringList('model/legal-prefixes.json', read('model/legal-prefixes.json')),
    publisherPlaceholders: stringList('model/publisher-placeholders.json', read('model/publisher-placeholders.json')),
    architectures: dictionary('model/architectures.json', read('model/architectures.json')),
    languages: dictionary('model/languages.json', read('model/languages.json')),
    editions: dictionary('model/editions.json', read('model/editions.json')),
    channels: dictionary('model/channels.json', read('model/channels.json')),
    ignoreRules: records<IgnoreRule>('model/ignore-rules.json', read('model/ignore-rules.json'), [
      'id',
      'pattern',
      'reason',
    ]),
    nameRules: records<NameRule>('model/name-rules.json', read('model/name-rules.json'), ['id', 'pattern', 'name']),
    publishers: records<CatalogPublisher>('catalog/publishers.json', read('catalog/publishers.json'), [
      'id',
      'name',
    ]).map((publisher) => ({ ...publisher, aliases: stringList('catalog/publishers.json', publisher.aliases ?? []) })),
    products: records<CatalogProduct>('catalog/products.json', read('catalog/products.json'), [
      'id',
      'publisherId',
      'name',
    ]).map((product) => ({ ...product, aliases: stringList('catalog/products.json', product.aliases ?? []) })),
  };
}

function stringList(file: string, value: unknown): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
    throw new Error(`content/${file}: expected a list of strings`);
  }
  return value as string[];
}

function dictionary(file: string, value: unknown): TokenDictionary {
  if (value === undefined) return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`content/${file}: expected an object of value → spellings`);
  }
  for (const [key, spellings] of Object.entries(value)) stringList(`${file} "${key}"`, spellings);
  return value as TokenDictionary;
}

function records<T>(file: string, value: unknown, requiredStrings: readonly string[]): T[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new Error(`content/${file}: expected a list`);
  value.forEach((item: unknown, index) => {
    const record = item as Record<string, unknown> | null;
    const missing = requiredStrings.find((key) => typeof record?.[key] !== 'string' || record[key] === '');
    if (missing) throw new Error(`content/${file}: entry ${index} needs a string "${missing}"`);
  });
  return value as T[];
}
