import { cleanText, toKey, type CatalogProduct, type CatalogPublisher, type TokenDictionary } from '@rnorm/engine';
import { entryLabel, type ContentProblem } from './problems.ts';

/** An entry of a list, with its place in the file. */
export interface Placed<T> {
  index: number;
  value: T;
}

/** Where the entries of a list are reported: the file, and the list's name when the source has several. */
export interface ListSource {
  source: string;
  list?: string | undefined;
}

const labelOf = (where: ListSource, entry: Placed<unknown>) => entryLabel(where.list, entry.index, entry.value);

/** An id used by two entries of a list: the later one is reported. */
export function checkUniqueIds(
  where: ListSource,
  entries: ReadonlyArray<Placed<{ id: string }>>,
  problems: ContentProblem[],
): void {
  const firstById = new Map<string, Placed<{ id: string }>>();
  for (const entry of entries) {
    const first = firstById.get(entry.value.id);
    if (!first) {
      firstById.set(entry.value.id, entry);
      continue;
    }
    problems.push({
      source: where.source,
      entry: labelOf(where, entry),
      field: 'id',
      message: `duplicate id, already used by entry ${first.index}`,
    });
  }
}

/** The key the engine looks a title up by (`match/build-catalog-index.ts`): cleaned, then lower-cased words. */
const titleKey = (text: string) => toKey(cleanText(text));

/**
 * Checks the curated catalog as a whole: ids once each, and no spelling means two things (an alias of two products, an
 * alias that is another product's name, a spelling of two publishers). Answers the products' references to
 * publishers that publishers.json does not have: dangling, unless the public sources have them (the build creates
 * publishers from them, and a curated product may name one).
 */
export function checkCatalog(
  publishers: ReadonlyArray<Placed<CatalogPublisher>>,
  products: ReadonlyArray<Placed<CatalogProduct>>,
  problems: ContentProblem[],
  sources: { publishers: ListSource; products: ListSource },
): PublisherReference[] {
  checkUniqueIds(sources.publishers, publishers, problems);
  checkUniqueIds(sources.products, products, problems);
  checkPublisherSpellings(publishers, problems, sources.publishers);
  checkProductLines(publishers, problems, sources.publishers);
  checkProductAliases(products, problems, sources.products);
  return referencesToOtherPublishers(publishers, products, sources);
}

/** A product's reference to a publisher that publishers.json does not have: dangling unless a source has it. */
export interface PublisherReference {
  publisherId: string;
  /** The problem to report when no source has the publisher either. */
  problem: ContentProblem;
}

function referencesToOtherPublishers(
  publishers: ReadonlyArray<Placed<CatalogPublisher>>,
  products: ReadonlyArray<Placed<CatalogProduct>>,
  sources: { publishers: ListSource; products: ListSource },
): PublisherReference[] {
  const publisherIds = new Set(publishers.map((entry) => entry.value.id));
  const references: PublisherReference[] = [];
  const refer = (entry: Placed<CatalogProduct>, field: string, publisherId: string) => {
    if (publisherIds.has(publisherId)) return;
    const message = `no publisher "${publisherId}" in ${sources.publishers.source}`;
    const problem = { source: sources.products.source, entry: labelOf(sources.products, entry), field, message };
    references.push({ publisherId, problem });
  };
  for (const entry of products) {
    refer(entry, 'publisherId', entry.value.publisherId);
    (entry.value.registeredByPublisherIds ?? []).forEach((id, position) =>
      refer(entry, `registeredByPublisherIds[${position}]`, id),
    );
  }
  return references;
}

/** A publisher's `productLinesOf` names another curated publisher. */
function checkProductLines(
  publishers: ReadonlyArray<Placed<CatalogPublisher>>,
  problems: ContentProblem[],
  where: ListSource,
): void {
  const ids = new Set(publishers.map((entry) => entry.value.id));
  for (const entry of publishers) {
    (entry.value.productLinesOf ?? []).forEach(({ publisherId }, position) => {
      if (ids.has(publisherId) && publisherId !== entry.value.id) return;
      problems.push({
        source: where.source,
        entry: labelOf(where, entry),
        field: `productLinesOf[${position}].publisherId`,
        message: `"${publisherId}" is no other publisher of ${where.source}`,
      });
    });
  }
}

function checkPublisherSpellings(
  publishers: ReadonlyArray<Placed<CatalogPublisher>>,
  problems: ContentProblem[],
  where: ListSource,
): void {
  const owner = new Map<string, Placed<CatalogPublisher>>();
  for (const entry of publishers) {
    const spellings: Array<[field: string, text: string]> = [
      ['name', entry.value.name],
      ...entry.value.aliases.map((alias, position): [string, string] => [`aliases[${position}]`, alias]),
    ];
    for (const [field, spelling] of spellings) {
      const key = titleKey(spelling);
      const other = owner.get(key);
      if (!key || other === entry) continue;
      if (other) {
        problems.push({
          source: where.source,
          entry: labelOf(where, entry),
          field,
          message: `"${spelling}" also means ${labelOf(where, other)}`,
        });
      } else owner.set(key, entry);
    }
  }
}

function checkProductAliases(
  products: ReadonlyArray<Placed<CatalogProduct>>,
  problems: ContentProblem[],
  where: ListSource,
): void {
  const byName = new Map<string, Array<Placed<CatalogProduct>>>();
  for (const entry of products) {
    const key = titleKey(entry.value.name);
    byName.set(key, [...(byName.get(key) ?? []), entry]);
  }
  const aliasOwner = new Map<string, Placed<CatalogProduct>>();
  for (const entry of products) {
    entry.value.aliases.forEach((alias, position) => {
      const key = titleKey(alias);
      if (!key) return;
      const report = (message: string) =>
        problems.push({ source: where.source, entry: labelOf(where, entry), field: `aliases[${position}]`, message });
      const named = (byName.get(key) ?? []).find((other) => other.value.id !== entry.value.id);
      if (named) {
        report(`alias "${alias}" is the name of ${labelOf(where, named)}: one title, two products`);
        return;
      }
      const other = aliasOwner.get(key);
      if (!other) aliasOwner.set(key, entry);
      else if (other.value.id !== entry.value.id) {
        report(`alias "${alias}" is also an alias of ${labelOf(where, other)}: one title, two products`);
      }
    });
  }
}

/** A spelling under two values of one dictionary: the engine would take the first value, whichever was meant. */
export function checkDictionary(source: string, dictionary: TokenDictionary, problems: ContentProblem[]): void {
  const valueOf = new Map<string, string>();
  for (const [value, spellings] of Object.entries(dictionary)) {
    spellings.forEach((spelling, position) => {
      // As the engine's `compileDictionary` keys them.
      const key = spelling.trim().toLowerCase();
      const other = valueOf.get(key);
      if (other === undefined) valueOf.set(key, value);
      else if (other !== value) {
        problems.push({
          source,
          entry: `entry "${value}"`,
          field: `[${position}]`,
          message: `spelling "${spelling}" also belongs to "${other}"`,
        });
      }
    });
  }
}

/** Every category a curated product or publisher names is one of the taxonomy's (content/model/categories.json). */
export function checkCategories(
  categoryIds: ReadonlySet<string>,
  lists: ReadonlyArray<{ where: ListSource; entries: ReadonlyArray<Placed<{ category?: string | undefined }>> }>,
  problems: ContentProblem[],
): void {
  for (const { where, entries } of lists) {
    for (const entry of entries) {
      const { category } = entry.value;
      if (category === undefined || categoryIds.has(category)) continue;
      problems.push({
        source: where.source,
        entry: labelOf(where, entry),
        field: 'category',
        message: `category "${category}" is not one of model/categories.json`,
      });
    }
  }
}
