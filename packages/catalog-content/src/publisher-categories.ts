import type { CatalogProduct, CatalogPublisher, CategoryContent } from '@rnorm/engine';
import type { ImportCounts } from './catalog-draft.ts';

/**
 * Gives each publisher without a category of its own the main category of its catalog products, where they agree
 * (content's `publisherCategory`: at least `minProducts` categorized products, `minShare` of them in one category):
 * what a studio whose catalog products are games makes next is likely a game. The engine falls back on it for the
 * publisher's products that no source categorizes. Products found by their packages only (`packageOnly`) do not count.
 */
export function assignPublisherCategories(
  publishers: readonly CatalogPublisher[],
  products: readonly CatalogProduct[],
  categories: CategoryContent | undefined,
): ImportCounts {
  if (!categories) return { publishersCategorized: 0 };
  const { minProducts, minShare } = categories.publisherCategory;
  const countsByPublisher = new Map<string, Map<string, number>>();
  for (const product of products) {
    // Projects known by their Linux packages only (a GitHub organization's libraries) say nothing of what the
    // publisher's titled software is: Intel's many packages are no drivers.
    if (product.category === undefined || product.packageOnly) continue;
    let counts = countsByPublisher.get(product.publisherId);
    if (!counts) countsByPublisher.set(product.publisherId, (counts = new Map()));
    counts.set(product.category, (counts.get(product.category) ?? 0) + 1);
  }
  let categorized = 0;
  for (const publisher of publishers) {
    const counts = countsByPublisher.get(publisher.id);
    if (publisher.category !== undefined || !counts) continue;
    const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
    const [top, topCount] = [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best));
    if (total < minProducts || topCount / total < minShare) continue;
    publisher.category = top;
    categorized += 1;
  }
  return { publishersCategorized: categorized };
}
