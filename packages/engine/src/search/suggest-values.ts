import { toKey } from '../clean/clean-text.ts';
import type { CatalogIndex } from '../match/build-catalog-index.ts';
import { parseVersion } from '../version/parse-version.ts';

/** The fields the type-ahead suggests, in form order. */
export const SUGGESTED_FIELDS = [
  'publisher',
  'name',
  'version',
  'major',
  'minor',
  'patch',
  'build',
  'release',
  'edition',
  'servicepack',
  'architecture',
  'language',
  'category',
] as const;
export type SuggestedField = (typeof SUGGESTED_FIELDS)[number];

/** A normalized record known besides the content pack (a company catalog entry, a rule's values). */
export type KnownRecord = Partial<Record<SuggestedField, string | null>>;

export interface SuggestQuery {
  field: SuggestedField;
  /** What has been typed into the field. */
  text: string;
  /** The values chosen for the fields before it (publisher, name, version). */
  publisher?: string | undefined;
  name?: string | undefined;
  version?: string | undefined;
  /** The company's own records, searched along with the catalog. */
  known?: readonly KnownRecord[];
  limit?: number;
  /** Whether a well-formed typed value may be suggested too (default true; not for data mappings). */
  allowTyped?: boolean;
}

export interface ValueSuggester {
  suggest(query: SuggestQuery): string[];
  /** Whether the catalog has this product (publisher and name, any case). */
  hasProduct(publisher: string, name: string): boolean;
}

/** Values a person may type freely, as long as they are well formed; architectures and languages are a fixed set. */
const FREE_FORMS: Partial<Record<SuggestedField, RegExp>> = {
  version: /^\d+(?:[.\-_]\w+)*$/,
  major: /^\d+$/,
  minor: /^\d+$/,
  patch: /^\d+$/,
  build: /^\d+$/,
  release: /^\S.*$/,
  edition: /^\S.*$/,
  servicepack: /^\S.*$/,
};

function push(map: Map<string, Set<string>>, key: string, value: string | undefined | null): void {
  if (!value) return;
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(value);
}

/** A value with its lower-case form, computed once when the index is built, not on every keystroke. */
interface Choice {
  value: string;
  lower: string;
}

const choicesOf = (values: Iterable<string>): Choice[] =>
  [...new Set(values)].map((value) => ({ value, lower: value.toLowerCase() }));

/** Prefix matches first, then other substrings; each group in its given order, without repeats. */
function rank(groups: readonly (readonly Choice[])[], text: string, limit: number): string[] {
  const needle = text.trim().toLowerCase();
  const seen = new Set<string>();
  const prefix: string[] = [];
  const inside: string[] = [];
  for (const group of groups) {
    for (const { value, lower } of group) {
      if (prefix.length >= limit) return prefix;
      if (seen.has(value)) continue;
      if (!needle || lower.startsWith(needle)) {
        seen.add(value);
        prefix.push(value);
      } else if (inside.length < limit && lower.includes(needle)) {
        seen.add(value);
        inside.push(value);
      }
    }
  }
  return [...prefix, ...inside].slice(0, limit);
}

/**
 * The type-ahead's values from the catalog: publishers; a publisher's product names; a product's known versions
 * (latest, release lines, installer versions); the dictionaries' editions, architectures and languages. Built once
 * per content pack, with every list sorted and lower-cased ahead, so that a keystroke only scans.
 */
export function createValueSuggester(index: CatalogIndex): ValueSuggester {
  const publishers = choicesOf(index.catalog.publishers.map((p) => p.name).sort((a, b) => a.localeCompare(b)));
  const namesByPublisherSet = new Map<string, Set<string>>();
  const versionsByProductSet = new Map<string, Set<string>>();
  const products = new Set<string>();
  const categories = new Set<string>();
  for (const { product, publisher } of index.products) {
    const publisherName = publisher?.name ?? product.publisherId;
    const productKey = `${toKey(publisherName)}\u0000${toKey(product.name)}`;
    push(namesByPublisherSet, toKey(publisherName), product.name);
    products.add(productKey);
    if (product.category) categories.add(product.category);
    push(versionsByProductSet, productKey, product.latestVersion);
    for (const version of Object.values(product.versionMap ?? {})) push(versionsByProductSet, productKey, version);
    const lifecycle = product.lifecycleId ? index.lifecycleById.get(product.lifecycleId) : undefined;
    for (const cycle of lifecycle?.cycles ?? []) push(versionsByProductSet, productKey, cycle.latest);
  }
  // Shorter names first: the base product before its variants ("Visual Studio Code" before "… Insiders").
  const namesByPublisher = new Map(
    [...namesByPublisherSet].map(([key, names]) => [
      key,
      choicesOf([...names].sort((a, b) => a.length - b.length || a.localeCompare(b))),
    ]),
  );
  // Newest first.
  const versionsByProduct = new Map(
    [...versionsByProductSet].map(([key, versions]) => [
      key,
      choicesOf([...versions].sort((a, b) => b.localeCompare(a, undefined, { numeric: true }))),
    ]),
  );
  const allNames = choicesOf(index.products.map((entry) => entry.product.name).sort((a, b) => a.localeCompare(b)));
  const dictionaryValues = (dictionary: Record<string, string[]>) => choicesOf(Object.keys(dictionary).sort());
  const fixed: Partial<Record<SuggestedField, Choice[]>> = {
    edition: dictionaryValues(index.model.editions),
    architecture: dictionaryValues(index.model.architectures),
    language: dictionaryValues(index.model.languages),
    category: choicesOf([...categories].sort()),
  };

  function catalogValues(query: SuggestQuery): readonly Choice[] {
    const publisherKey = toKey(query.publisher ?? '');
    switch (query.field) {
      case 'publisher':
        return publishers;
      case 'name':
        // Without a publisher (data mappings), every product name.
        return query.publisher === undefined ? allNames : (namesByPublisher.get(publisherKey) ?? []);
      case 'version':
        return versionsByProduct.get(`${publisherKey}\u0000${toKey(query.name ?? '')}`) ?? [];
      case 'major':
      case 'minor':
      case 'patch':
      case 'build': {
        const part = parseVersion(query.version ?? null, index.dictionaries.words)[query.field];
        return part ? choicesOf([part]) : [];
      }
      default:
        return fixed[query.field] ?? [];
    }
  }

  return {
    suggest(query) {
      const limit = query.limit ?? 20;
      const agrees = (value: string | null | undefined, chosen: string | undefined) =>
        chosen === undefined || toKey(value ?? '') === toKey(chosen);
      const sameProduct = (record: KnownRecord) =>
        query.field === 'publisher' ||
        (agrees(record.publisher, query.publisher) && (query.field === 'name' || agrees(record.name, query.name)));
      const own = choicesOf(
        (query.known ?? [])
          .filter(sameProduct)
          .flatMap((record) => (record[query.field] ? [record[query.field]!] : [])),
      );
      const ranked = rank([own, catalogValues(query)], query.text, limit);
      const typed = query.text.trim();
      // A value the catalog cannot know (a version of in-house software) may be typed, if it is well formed.
      const form = FREE_FORMS[query.field];
      if (
        query.allowTyped !== false &&
        typed &&
        form?.test(typed) &&
        !ranked.some((value) => value.toLowerCase() === typed.toLowerCase())
      ) {
        ranked.push(typed);
      }
      return ranked;
    },
    hasProduct: (publisher, name) => products.has(`${toKey(publisher)}\u0000${toKey(name)}`),
  };
}
