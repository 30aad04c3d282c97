import type { ParentLookup } from '../classify/classify-title.ts';
import { parseTitle } from '../title/parse-title.ts';
import type { CatalogIndex } from './build-catalog-index.ts';
import { matchCatalog } from './match-catalog.ts';

/**
 * The lookup ignore rules name a row's parent product with: the catalog product a text such as "Xming" or "Adobe
 * Reader 9" names, by its name, an alias or a template (a similar name is not enough: a part of an unknown product
 * is no known product's part), as a reason names it: "Xming (Colin Harrison)".
 */
export function parentProductLookup(index: CatalogIndex): ParentLookup {
  let lookup = lookups.get(index);
  if (!lookup) lookups.set(index, (lookup = lookupIn(index)));
  return lookup;
}

// One lookup per catalog index, made on its first row rather than for every row.
const lookups = new WeakMap<CatalogIndex, ParentLookup>();

function lookupIn(index: CatalogIndex): ParentLookup {
  return (text) => {
    const parsed = parseTitle(text, index.dictionaries);
    const major = parsed.version?.split('.')[0] ?? null;
    const match = matchCatalog(index, {
      title: text,
      name: parsed.name,
      publisherId: undefined,
      major,
      version: parsed.version,
    });
    if (!match || match.kind === 'fuzzy') return undefined;
    const { product, publisher } = index.products[match.product] ?? {};
    if (!product) return undefined;
    return publisher ? `${product.name} (${publisher.name})` : product.name;
  };
}
