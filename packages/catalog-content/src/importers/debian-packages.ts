import { categoryFromTerms, type CatalogProduct, type CategoryContent } from '@rnorm/engine';
import type { ImportCounts } from '../catalog-draft.ts';
import type { HomepagePackage } from '../link-distribution-packages.ts';
import { parseCsv } from '../read-csv.ts';

/**
 * Reads categories/debian_bookworm_apps.csv (`package,version,source,section,tags,homepage`): each package with a
 * homepage, of the project its source package names (`cups-client` of `cups`), and that source under its own name too,
 * as distributions name packages after their source.
 */
export function debianHomepagePackages(text: string): HomepagePackage[] {
  return parseCsv(text).flatMap((row) => {
    const homepage = row.homepage?.trim();
    const name = row.package?.trim();
    if (!homepage || !name) return [];
    const project = row.source?.trim() || name;
    return project !== name
      ? [
          { name, homepage, project },
          { name: project, homepage, project },
        ]
      : [{ name, homepage, project }];
  });
}

const MIN_FORMULA_NAME = 3;

/**
 * Reads macos/homebrew_formulae.csv's names and homepages: a formula is named as its project. Names shorter than three
 * letters are left out: distributions give them to other projects (Homebrew's `jd`, a JSON diff tool, is a 2channel
 * browser in Fedora).
 */
export function homebrewHomepagePackages(text: string): HomepagePackage[] {
  return parseCsv(text).flatMap((row) => {
    const name = row.name?.trim();
    const homepage = row.homepage?.trim();
    return name && name.length >= MIN_FORMULA_NAME && homepage ? [{ name, homepage, project: name }] : [];
  });
}

/**
 * Categorizes the products that have no category by their Debian packages (those of their `packageNames` that
 * categories/debian_bookworm_apps.csv lists): each package's debtags and archive section, as the content maps them
 * (`sourceTerms.distributionTags`); the category most of its packages state wins, the first stated on a tie. Mutates
 * `products`.
 */
export function categorizeByDebianPackages(
  text: string,
  products: readonly CatalogProduct[],
  categories: CategoryContent | undefined,
): ImportCounts {
  const termsByPackage = new Map<string, string[]>();
  for (const row of parseCsv(text)) {
    const name = row.package?.trim();
    if (!name) continue;
    const tags = (row.tags ?? '').split(',').map((tag) => tag.trim());
    termsByPackage.set(name, [...tags, row.section?.trim() ?? ''].filter(Boolean));
  }
  let categorized = 0;
  for (const product of products) {
    if (product.category || !product.packageNames?.length) continue;
    const tally = new Map<string, number>();
    for (const packageName of product.packageNames) {
      const terms = termsByPackage.get(packageName);
      const category = terms && categoryFromTerms(categories, 'distributionTags', terms);
      if (category) tally.set(category, (tally.get(category) ?? 0) + 1);
    }
    let chosen: string | undefined;
    for (const [category, count] of tally) if (chosen === undefined || count > tally.get(chosen)!) chosen = category;
    if (chosen === undefined) continue;
    product.category = chosen;
    categorized += 1;
  }
  return { categorized };
}
