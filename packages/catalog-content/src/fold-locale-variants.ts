import type { CatalogProduct } from '@rnorm/engine';
import type { ImportCounts } from './catalog-draft.ts';
import { foldVariant } from './fold-architecture-variants.ts';

// A package id whose last segment is a language tag as winget's locale builds write it: `de`, `en-GB`, `ca-valencia`.
const LOCALE_SEGMENT = /^(.+)\.([a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*)$/u;

/**
 * Folds winget packages that publish one product per language (`Mozilla.Firefox.de`, named "Mozilla Firefox (de)")
 * into the package without the language (`Mozilla.Firefox`). Kept apart, a hundred locale builds of one browser
 * crowd a Matchfix row's suggestions and the catalog's type-ahead; the row's language is its own field. A variant
 * folds only when its last id segment is a language tag and its name is the base's with that tag in brackets, so
 * that channels (`voidtools.Everything.Alpha`, "Everything (Alpha)"; `MisfitModel3D.dev`, "Misfit Model 3D (Dev)")
 * stay products of their own. Mutates `products`.
 */
export function foldLocaleVariants(products: Map<string, CatalogProduct>): ImportCounts {
  let folded = 0;
  for (const variant of [...products.values()]) {
    if (!variant.id.startsWith('winget:')) continue;
    const [, baseId, segment] = LOCALE_SEGMENT.exec(variant.id) ?? [];
    const base = baseId ? products.get(baseId) : undefined;
    if (!base || !segment || variant.name !== `${base.name} (${segment})`) continue;
    foldVariant(products, variant, base);
    folded += 1;
  }
  return { folded };
}
