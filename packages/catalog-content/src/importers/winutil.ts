import { categoryFromTerms } from '@rnorm/engine';
import type { CatalogDraft, ImportCounts } from '../catalog-draft.ts';
import { parseCsv } from '../read-csv.ts';

/**
 * Imports categories/winutil_applications.csv: winutil's people sorted popular Windows applications into categories
 * by hand, which says more than a package's tags, so its category (mapped to the content's taxonomy; "Pro Tools"
 * and the like map to nothing) replaces one taken from tags. Joined on the winget id, else on the Chocolatey id a
 * product records; an application the catalog does not have is left out.
 */
export function importWinutilCategories(text: string, draft: CatalogDraft): ImportCounts {
  const rows = parseCsv(text);
  const byChocolateyId = new Map<string, string>();
  for (const product of draft.products.values()) {
    for (const packageId of product.packageIds ?? []) {
      if (packageId.startsWith('chocolatey:')) byChocolateyId.set(packageId.slice('chocolatey:'.length), product.id);
    }
  }
  let categorized = 0;
  let unknown = 0;
  for (const row of rows) {
    const wingetId = row.winget_id?.trim();
    const chocolateyId = row.choco_id?.trim().toLowerCase();
    const productId =
      (wingetId && draft.products.has(`winget:${wingetId}`) && `winget:${wingetId}`) ||
      (chocolateyId && byChocolateyId.get(chocolateyId));
    const product = productId ? draft.products.get(productId) : undefined;
    if (!product) {
      unknown += 1;
      continue;
    }
    const category = categoryFromTerms(draft.categories, 'winutil', [row.category ?? '']);
    if (!category) continue;
    product.category = category;
    categorized += 1;
  }
  return { applications: rows.length, categorized, notInCatalog: unknown };
}
