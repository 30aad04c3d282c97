import type { CatalogProduct } from '@rnorm/engine';
import { addProductAliases, type CatalogDraft, type ImportCounts } from '../catalog-draft.ts';
import { categoryFromTags, hasOpenSourceTag } from '../category-from-tags.ts';
import { toKey } from '../normalize-name.ts';
import { parseCsv } from '../read-csv.ts';
import { stripArchitectureQualifier } from '../strip-architecture-qualifier.ts';
import { wingetPurl } from './winget-packages.ts';

/**
 * Imports winget-index/packages.csv, the current list of winget packages: it updates `latestVersion` of the products
 * winget-pkgs/packages.json gave (the index is years newer) and adds the packages that file lacks.
 *
 * The index has no publisher column. A new package takes the publisher of a packages.json package with the same
 * first id segment (`Mozilla.Thunderbird.ESR` → Mozilla's); failing that, the publisher that segment names, or a new
 * publisher named by the segment itself.
 */
export function importWingetIndex(text: string, draft: CatalogDraft): ImportCounts {
  const rows = parseCsv(text);
  const publisherBySegment = new Map<string, string>();
  for (const product of draft.products.values()) {
    if (!product.id.startsWith('winget:')) continue;
    const segment = firstSegment(product.id.slice('winget:'.length)).toLowerCase();
    if (!publisherBySegment.has(segment)) publisherBySegment.set(segment, product.publisherId);
  }
  let productsAdded = 0;
  let versionsUpdated = 0;
  for (const row of rows) {
    const packageId = row.package_id?.trim();
    if (!packageId) continue;
    const version = row.version?.trim() || undefined;
    const existing = draft.products.get(`winget:${packageId}`);
    if (existing) {
      if (version && existing.latestVersion !== version) {
        existing.latestVersion = version;
        versionsUpdated += 1;
      }
      continue;
    }
    const segment = firstSegment(packageId);
    const publisherId =
      publisherBySegment.get(segment.toLowerCase()) ??
      draft.publishers.find(segment) ??
      draft.publishers.ensure(toKey(segment), segment);
    const packageName = row.name?.trim() || packageId;
    const tags = (row.tags ?? '').split(';');
    const product: CatalogProduct = {
      id: `winget:${packageId}`,
      publisherId,
      name: stripArchitectureQualifier(packageName),
      aliases: [],
      category: categoryFromTags(tags),
      isOpenSource: hasOpenSourceTag(tags) ? true : undefined,
      purl: wingetPurl(packageId),
      latestVersion: version,
    };
    addProductAliases(product, [packageName]);
    draft.products.set(product.id, product);
    productsAdded += 1;
  }
  return { packages: rows.length, productsAdded, versionsUpdated };
}

function firstSegment(packageId: string): string {
  return packageId.split('.')[0] ?? packageId;
}
