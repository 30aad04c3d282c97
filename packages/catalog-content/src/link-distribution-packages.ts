import type { CatalogProduct } from '@rnorm/engine';
import type { ImportCounts } from './catalog-draft.ts';

/**
 * Gives curated products the names their packages have in Linux distributions (endoflife.date's purls and Repology
 * projects for the product's lifecycle), so that osquery's `deb_packages` and `rpm_packages` rows find them. Only
 * curated products take them: an imported product linked to the same lifecycle is often another platform's build
 * by another publisher (OpenSSL for Windows by Shining Light). A lifecycle that several curated products share (.NET's
 * runtimes and SDK) gives its names to none, and a name two lifecycles claim goes to neither; names a curated product
 * lists itself stay. Mutates `products`.
 */
export function linkDistributionPackages(
  products: readonly CatalogProduct[],
  packageNamesById: ReadonlyMap<string, readonly string[]>,
): ImportCounts {
  const curatedByLifecycle = new Map<string, CatalogProduct[]>();
  for (const product of products) {
    if (!product.id.startsWith('curated:') || !product.lifecycleId) continue;
    const sharing = curatedByLifecycle.get(product.lifecycleId) ?? [];
    sharing.push(product);
    curatedByLifecycle.set(product.lifecycleId, sharing);
  }
  const owners = new Map<string, CatalogProduct | null>();
  const claim = (name: string, product: CatalogProduct) => {
    const owner = owners.get(name);
    if (owner === undefined) owners.set(name, product);
    else if (owner !== product) owners.set(name, null);
  };
  for (const [lifecycleId, names] of packageNamesById) {
    const sharing = curatedByLifecycle.get(lifecycleId);
    if (sharing?.length !== 1) continue;
    for (const name of names) claim(name, sharing[0]!);
  }
  const authored = new Set(products.flatMap((product) => product.packageNames ?? []));
  let linked = 0;
  let ambiguous = 0;
  for (const [name, owner] of owners) {
    if (owner === null) ambiguous += 1;
    if (!owner || authored.has(name)) continue;
    owner.packageNames = [...(owner.packageNames ?? []), name];
    linked += 1;
  }
  return {
    products: products.filter((product) => product.packageNames?.length).length,
    packageNames: linked,
    ambiguous,
  };
}
