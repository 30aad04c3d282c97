import type { CatalogProduct } from '@rnorm/engine';
import { addProductAliases, addProductTemplates, type ImportCounts } from './catalog-draft.ts';

// The last id segment of a package published once per processor architecture.
const ARCHITECTURE_SEGMENT = /\.(?:x64|x86|arm64|arm|amd64)$/iu;

/**
 * Folds winget packages that publish one product per processor architecture (`Microsoft.DotNet.DesktopRuntime.8.x64`,
 * `Discord.Discord.arm64`) into the package without the architecture (`Microsoft.DotNet.DesktopRuntime.8`), when
 * winget has it. Kept apart, they are duplicates of the product under other names (the index names the .NET 8 ones
 * "Microsoft Windows Desktop Runtime - 8.0.25 (x64)"), and a row of another line could match them by name. The base
 * keeps its fields; the variant adds its name, aliases, templates and version map entries. Mutates `products`.
 */
export function foldArchitectureVariants(products: Map<string, CatalogProduct>): ImportCounts {
  let folded = 0;
  for (const variant of [...products.values()]) {
    if (!variant.id.startsWith('winget:') || !ARCHITECTURE_SEGMENT.test(variant.id)) continue;
    const base = products.get(variant.id.replace(ARCHITECTURE_SEGMENT, ''));
    if (!base) continue;
    foldVariant(products, variant, base);
    folded += 1;
  }
  return { folded };
}

/** Folds a variant package into its base: the base keeps its fields, the variant adds its names and version map. */
export function foldVariant(
  products: Map<string, CatalogProduct>,
  variant: CatalogProduct,
  base: CatalogProduct,
): void {
  addProductAliases(base, [variant.name, ...variant.aliases]);
  addProductTemplates(base, variant.templates ?? []);
  if (variant.versionMap) base.versionMap = { ...variant.versionMap, ...base.versionMap };
  products.delete(variant.id);
}
