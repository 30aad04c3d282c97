import type { CatalogProduct } from '@rnorm/engine';
import { addProductAliases, addProductTemplates, compareBySource, type ImportCounts } from './catalog-draft.ts';
import { normalizeName, publisherNameKey } from './normalize-name.ts';
import { addToLookup, type ProductLookup } from './product-name-index.ts';

/**
 * Folds curated products into the imported ones. A curated product replaces every imported product with its id, or
 * with its publisher and the normalized name of the curated product or one of its aliases (an alias says the name
 * means this product, so an imported product of that name is the same one, not a duplicate that would answer some
 * rows of it), or, for a product named by its release line, with its publisher and the name of one line ("Microsoft
 * .NET Runtime 6.0" for the .NET Runtime named "Microsoft .NET Runtime {major.minor}": otherwise rows of 6.0.24 would
 * be that package and rows of 6.0.25 the curated product, one with a lifecycle and one without). Curated fields win,
 * imported fields fill the gaps (a package's purl and latest version only when the packages agree on them), and
 * aliases, templates and version maps are unioned (curated pairs win). Mutates `products`.
 */
export function mergeCuratedProducts(
  products: Map<string, CatalogProduct>,
  curated: readonly CatalogProduct[],
): ImportCounts {
  const byNameKey: ProductLookup = new Map();
  const byPublisher: ProductLookup = new Map();
  for (const product of products.values()) {
    addToLookup(byNameKey, publisherNameKey(product), product.id);
    addToLookup(byPublisher, product.publisherId, product.id);
  }
  let mergedImported = 0;
  let added = 0;
  for (const entry of curated) {
    const keys = [entry.name, ...entry.aliases].map((name) =>
      publisherNameKey({ publisherId: entry.publisherId, name }),
    );
    const lineName = lineNamePattern(entry);
    const lineIds = lineName
      ? (byPublisher.get(entry.publisherId) ?? []).filter((id) => {
          const product = products.get(id);
          return product !== undefined && lineName.test(normalizeName(product.name));
        })
      : [];
    const matchIds = new Set([...keys.flatMap((key) => byNameKey.get(key) ?? []), ...lineIds, entry.id]);
    const imported = [...matchIds]
      .map((id) => products.get(id))
      .filter((product): product is CatalogProduct => product !== undefined)
      // Fields of the preferred source fill the gaps first.
      .sort(compareBySource);
    for (const product of imported) products.delete(product.id);
    mergedImported += imported.length;
    if (imported.length === 0) added += 1;
    products.set(entry.id, mergeProduct(entry, imported));
  }
  return { curated: curated.length, added, mergedImported };
}

// Facts of one package rather than of the product: several packages (one per release line) that disagree give none.
const PACKAGE_FIELDS = new Set(['purl', 'latestVersion']);
// A channel build's versions tell it from its released product; in one curated product with it, they tell nothing.
const CHANNEL_BUILD_FIELDS = new Set(['channelVersions']);

function mergeProduct(curated: CatalogProduct, imported: readonly CatalogProduct[]): CatalogProduct {
  const merged: CatalogProduct = { ...curated, aliases: [...curated.aliases] };
  const fields = merged as unknown as Record<string, unknown>;
  for (const product of imported) {
    for (const [field, value] of Object.entries(product)) {
      if (fields[field] !== undefined || value === undefined || CHANNEL_BUILD_FIELDS.has(field)) continue;
      if (PACKAGE_FIELDS.has(field) && !isSharedValue(imported, field, value)) continue;
      fields[field] = value;
    }
  }
  const curatedNameKey = normalizeName(curated.name);
  // An imported product matched by id may carry another name, which then means the product too.
  const otherNames = imported.map((product) => product.name).filter((name) => normalizeName(name) !== curatedNameKey);
  addProductAliases(merged, [...otherNames, ...imported.flatMap((product) => product.aliases)]);
  if (curated.templates) merged.templates = [...curated.templates];
  else delete merged.templates;
  addProductTemplates(
    merged,
    imported.flatMap((product) => product.templates ?? []),
  );
  const versionMap = Object.assign(
    {},
    ...imported.map((product) => product.versionMap ?? {}).reverse(),
    curated.versionMap,
  );
  if (Object.keys(versionMap).length > 0) merged.versionMap = versionMap;
  else delete merged.versionMap;
  return merged;
}

function isSharedValue(products: readonly CatalogProduct[], field: string, value: unknown): boolean {
  return products.every((product) => {
    const other = (product as unknown as Record<string, unknown>)[field];
    return other === undefined || other === value;
  });
}

// A package named after a minor line ("Python 3.11") is one of its major line's packages too: otherwise the rows of
// 3.11 would be named "Python 3.11" and those of 3.12 "Python 3".
const LINE_NUMBERS = { major: '\\d+(?: \\d+)?', 'major.minor': '\\d+ \\d+' } as const;

/**
 * The normalized names of the product's release lines ("microsoft net runtime 6 0"), for a product named by its line;
 * undefined otherwise.
 */
function lineNamePattern(product: CatalogProduct): RegExp | undefined {
  const line = product.nameLine?.line;
  if (line !== 'major' && line !== 'major.minor') return undefined;
  const format = (product.nameLine?.format ?? '{name} {line}').replace('{name}', product.name);
  const [before = '', after = ''] = format.split('{line}');
  const words = [normalizeName(before), LINE_NUMBERS[line], normalizeName(after)];
  const escaped = words.map((word, i) => (i === 1 ? word : word.replace(/[+#]/g, '\\$&')));
  return new RegExp(`^${escaped.filter((word) => word !== '').join(' ')}$`, 'u');
}
