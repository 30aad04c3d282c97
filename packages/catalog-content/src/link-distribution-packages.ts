import type { CatalogProduct } from '@rnorm/engine';
import type { ImportCounts } from './catalog-draft.ts';
import { homepageKey } from './homepage-key.ts';
import { compactName, normalizeName } from './normalize-name.ts';
import { indexProductsByHomepage, single } from './product-name-index.ts';

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

/** A package of a Linux distribution or of a package manager that builds from source, and its project. */
export interface HomepagePackage {
  name: string;
  homepage: string;
  /** The project the package is built from as the source names it (Debian's source package, Homebrew's formula). */
  project: string;
}

// "openssl", "python3.11", "libssl3", "g++": a distribution's package name, in lower case. Homebrew's versioned
// formulae ("python@3.12") are named otherwise than any distribution's packages.
const PACKAGE_NAME = /^[a-z0-9][a-z0-9+._-]*$/u;

/**
 * Gives products the names of distributions' packages (Debian's binary and source packages, Homebrew's formulae) whose
 * homepage is the product's own and whose project is named as the product (`vlc`, `vlc-bin` and `vlc-plugin-base`
 * of the project `vlc` → VLC media player): two pieces of evidence, as a plug-in of another project may point at the
 * product's site (`pd-markex` at puredata.info is no Pure Data). osquery's `deb_packages` and `rpm_packages` rows of
 * such a package then find the product. A homepage several products share names none of them, unless one of them is
 * curated; a name two products claim goes to neither; a name a product already lists (its own, or its lifecycle's)
 * stays that product's. Mutates `products`.
 */
export function linkPackagesByHomepage(
  products: readonly CatalogProduct[],
  packages: Iterable<HomepagePackage>,
): ImportCounts {
  const byHomepage = indexProductsByHomepage(products);
  const byId = new Map(products.map((product) => [product.id, product]));
  const listed = new Set(products.flatMap((product) => product.packageNames ?? []));
  const owners = new Map<string, CatalogProduct | null>();
  let sharedHomepages = 0;
  for (const { name, homepage, project } of packages) {
    if (!PACKAGE_NAME.test(name) || listed.has(name)) continue;
    const key = homepageKey(homepage);
    const ids = key ? byHomepage.get(key) : undefined;
    if (!ids) continue;
    const curated = ids.filter((id) => id.startsWith('curated:'));
    const id = single(ids) ?? single(curated);
    if (id === undefined) {
      sharedHomepages += 1;
      continue;
    }
    const product = byId.get(id)!;
    if (!namesProduct(project, product)) continue;
    const owner = owners.get(name);
    if (owner === undefined) owners.set(name, product);
    else if (owner !== product) owners.set(name, null);
  }
  let linked = 0;
  let ambiguous = 0;
  const gaining = new Set<CatalogProduct>();
  for (const [name, owner] of owners) {
    if (owner === null) {
      ambiguous += 1;
      continue;
    }
    owner.packageNames = [...(owner.packageNames ?? []), name];
    gaining.add(owner);
    linked += 1;
  }
  return { products: gaining.size, packageNames: linked, ambiguous, sharedHomepages };
}

/**
 * Whether a project's name is the product's, compactly: its whole name or alias, or the words it begins or ends with
 * (`vlc` for VLC media player, `thunderbird` for Mozilla Thunderbird).
 */
function namesProduct(project: string, product: CatalogProduct): boolean {
  const key = compactName(project);
  if (!key) return false;
  return [product.name, ...product.aliases].some((written) => {
    const words = normalizeName(written).split(' ');
    for (let count = 1; count <= words.length; count++) {
      if (words.slice(0, count).join('') === key || words.slice(-count).join('') === key) return true;
    }
    return false;
  });
}
