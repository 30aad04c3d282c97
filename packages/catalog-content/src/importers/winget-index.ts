import type { CatalogProduct } from '@rnorm/engine';
import { addProductAliases, type CatalogDraft, type ImportCounts } from '../catalog-draft.ts';
import { categoryFromTerms } from '@rnorm/engine';
import { hasOpenSourceTag } from '../open-source-tag.ts';
import { parseCsv } from '../read-csv.ts';
import { stripArchitectureQualifier } from '../strip-architecture-qualifier.ts';
import { publisherSegment, wingetPurl } from './winget-packages.ts';

/**
 * Imports winget-index/packages.csv, the current list of winget packages: it updates `latestVersion` of the products
 * winget-pkgs/packages.json gave (the index is years newer) and adds the packages that file lacks.
 *
 * A packages.json name that carries one release's version ("Bitvise SSH Server 9.27 (remove only)") gives way to the
 * index's name when that is its leading words without the version ("Bitvise SSH Server"); the old name stays an alias.
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
    const segment = publisherSegment(product.id.slice('winget:'.length)).toLowerCase();
    if (!publisherBySegment.has(segment)) publisherBySegment.set(segment, product.publisherId);
  }
  let productsAdded = 0;
  let versionsUpdated = 0;
  let namesCleaned = 0;
  for (const row of rows) {
    const packageId = row.package_id?.trim();
    if (!packageId || draft.isExcludedPackage?.(packageId)) continue;
    const version = row.version?.trim() || undefined;
    const existing = draft.products.get(`winget:${packageId}`);
    const tags = (row.tags ?? '').split(';');
    if (existing) {
      existing.category ??= categoryFromTerms(draft.categories, 'packageTags', tags);
      if (version && existing.latestVersion !== version) {
        existing.latestVersion = version;
        versionsUpdated += 1;
      }
      const indexName = stripArchitectureQualifier(row.name?.trim() ?? '');
      if (indexName && isNameWithoutVersion(indexName, existing.name)) {
        const versionedName = existing.name;
        existing.name = indexName;
        addProductAliases(existing, [versionedName]);
        namesCleaned += 1;
      }
      continue;
    }
    const segment = publisherSegment(packageId);
    const publisherId = publisherBySegment.get(segment.toLowerCase()) ?? draft.publishers.ensureFromIdentifier(segment);
    const packageName = row.name?.trim() || packageId;
    const product: CatalogProduct = {
      id: `winget:${packageId}`,
      publisherId,
      name: stripArchitectureQualifier(packageName),
      aliases: [],
      category: categoryFromTerms(draft.categories, 'packageTags', tags),
      isOpenSource: hasOpenSourceTag(tags) ? true : undefined,
      purl: wingetPurl(packageId),
      latestVersion: version,
    };
    addProductAliases(product, [packageName]);
    draft.products.set(product.id, product);
    productsAdded += 1;
  }
  return { packages: rows.length, productsAdded, versionsUpdated, namesCleaned };
}

// What a release's name adds to the product's: its version, then bracketed remarks and a bitness
// ("9.27 (remove only)"); a product named by its release line goes on with the rest of the version
// ("Azul Zulu JDK 20" + ".30.11 (20.0.1), 64-bit").
const RELEASE_TAIL = /^(?:\s+v?\d+)?(?:\.\d+)+[+\w.-]*(?:\s*\([^()]*\))*(?:,?\s*(?:32|64)-bit)?[\s,]*$/iu;

/** Whether `name` is `shorter` followed by one release's version and remarks. */
function isNameWithoutVersion(shorter: string, name: string): boolean {
  if (!name.toLowerCase().startsWith(shorter.toLowerCase())) return false;
  const tail = name.slice(shorter.length);
  return (/^\s/.test(tail) || /\d$/.test(shorter)) && RELEASE_TAIL.test(tail);
}
