import type { CatalogProduct, CategoryContent } from '@rnorm/engine';
import type { PublisherRegistry } from './publisher-registry.ts';
import type { SpdxIds } from './to-spdx.ts';

/** The catalog while importers fill it: publishers, products by id, and the SPDX ids licences map to. */
export interface CatalogDraft {
  publishers: PublisherRegistry;
  products: Map<string, CatalogProduct>;
  spdxIds: SpdxIds;
  /** The content's taxonomy, which sources' tags and categories are mapped to; none when undefined. */
  categories?: CategoryContent | undefined;
  /** winget packages left out of the build altogether (`npm run eval -- --unseen`); none when undefined. */
  isExcludedPackage?: ((packageId: string) => boolean) | undefined;
  /** Every version winget lists per package product (`winget:<id>` → versions), read by `markChannelVersions`. */
  packageVersions?: Map<string, readonly string[]>;
}

/** What one importer read and changed, for the build report: counter name → count. */
export type ImportCounts = Record<string, number>;

/**
 * Appends values not yet in the list, comparing case-insensitively, and never `except` (a product's own name is not
 * an alias of itself). Answers how many were added.
 */
export function appendUnique(list: string[], values: Iterable<string>, except?: string): number {
  const seen = new Set(list.map((value) => value.toLowerCase()));
  if (except !== undefined) seen.add(except.toLowerCase());
  let added = 0;
  for (const value of values) {
    const trimmed = value.trim();
    const lower = trimmed.toLowerCase();
    if (!trimmed || seen.has(lower)) continue;
    seen.add(lower);
    list.push(trimmed);
    added += 1;
  }
  return added;
}

/** Adds titles known to mean the product; answers how many were new. */
export function addProductAliases(product: CatalogProduct, aliases: Iterable<string>): number {
  return appendUnique(product.aliases, aliases, product.name);
}

/** Adds title globs to the product; answers how many were new. */
export function addProductTemplates(product: CatalogProduct, templates: Iterable<string>): number {
  product.templates ??= [];
  const added = appendUnique(product.templates, templates);
  if (product.templates.length === 0) delete product.templates;
  return added;
}

// When products of several sources compete for the same record, winget's curated entries are the best target.
const SOURCE_PREFERENCE = ['winget:', 'scoop:', 'chocolatey:'];

/** Orders products by source preference (winget, Scoop, Chocolatey, others), then by id. */
export function compareBySource(a: CatalogProduct, b: CatalogProduct): number {
  return sourceRank(a) - sourceRank(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

function sourceRank(product: CatalogProduct): number {
  const index = SOURCE_PREFERENCE.findIndex((prefix) => product.id.startsWith(prefix));
  return index === -1 ? SOURCE_PREFERENCE.length : index;
}
