import type { CatalogProduct } from '@rnorm/engine';
import { addProductAliases, type CatalogDraft, type ImportCounts } from '../catalog-draft.ts';
import { parseCsv } from '../read-csv.ts';
import { stripArchitectureQualifier } from '../strip-architecture-qualifier.ts';
import { publisherSegment, wingetPurl } from './winget-packages.ts';

/**
 * Imports winget-pkgs/arp_entries.csv: what installers really write to Add/Remove Programs. Each raw DisplayName
 * becomes an alias of the package's product, each raw Publisher an alias of its publisher, and each raw
 * DisplayVersion that differs from the package version a `versionMap` entry. Winget writes a field only when it
 * differs from the package value, so an empty cell inherits it (PROVENANCE.md). A raw Publisher that already names
 * another publisher is kept on the product as `registeredByPublisherIds` instead of becoming an alias.
 *
 * A raw DisplayVersion seen with two different package versions says nothing reliable and is left out.
 */
export function importWingetArpEntries(text: string, draft: CatalogDraft): ImportCounts {
  const rows = parseCsv(text);
  const ambiguousVersions = new Map<string, Set<string>>();
  const touchedProducts = new Set<string>();
  let productsAdded = 0;
  let aliases = 0;
  let versionPairs = 0;
  for (const row of rows) {
    const packageId = row.package_id?.trim();
    const packageName = row.package_name?.trim() ?? '';
    const packagePublisher = row.package_publisher?.trim() ?? '';
    const packageVersion = row.package_version?.trim() ?? '';
    if (!packageId || draft.isExcludedPackage?.(packageId)) continue;
    let product = draft.products.get(`winget:${packageId}`);
    if (!product) {
      product = createProduct(packageId, packageName, packagePublisher, draft);
      draft.products.set(product.id, product);
      productsAdded += 1;
    }
    touchedProducts.add(product.id);
    aliases += addProductAliases(product, [row.arp_display_name?.trim() || packageName]);
    const arpPublisher = row.arp_publisher?.trim();
    draft.publishers.addAlias(product.publisherId, arpPublisher || packagePublisher);
    // A registry Publisher that belongs to another publisher (an employer's name on a personal project) stays that
    // publisher's, and the product remembers that its installer writes it. A package publisher of an older version
    // (SeaMonkey under Mozilla) is not such a case: those versions were that publisher's.
    const registeredBy = arpPublisher ? draft.publishers.find(arpPublisher) : undefined;
    if (registeredBy !== undefined && registeredBy !== product.publisherId) {
      product.registeredByPublisherIds ??= [];
      if (!product.registeredByPublisherIds.includes(registeredBy)) product.registeredByPublisherIds.push(registeredBy);
    }
    const displayVersion = row.arp_display_version?.trim();
    if (!displayVersion || !packageVersion || displayVersion === packageVersion) continue;
    product.versionMap ??= {};
    const known = product.versionMap[displayVersion];
    if (known === undefined) {
      product.versionMap[displayVersion] = packageVersion;
      versionPairs += 1;
    } else if (known !== packageVersion) {
      const conflicts = ambiguousVersions.get(product.id) ?? new Set<string>();
      conflicts.add(displayVersion);
      ambiguousVersions.set(product.id, conflicts);
    }
  }
  let ambiguous = 0;
  for (const [productId, displayVersions] of ambiguousVersions) {
    const product = draft.products.get(productId)!;
    for (const displayVersion of displayVersions) {
      delete product.versionMap![displayVersion];
      ambiguous += 1;
    }
    if (Object.keys(product.versionMap!).length === 0) delete product.versionMap;
  }
  return {
    rows: rows.length,
    products: touchedProducts.size,
    productsAdded,
    aliases,
    versionPairs: versionPairs - ambiguous,
    ambiguousVersions: ambiguous,
  };
}

// Every package of arp_entries.csv is in packages.json today; this keeps a newer extract without it usable.
function createProduct(packageId: string, packageName: string, publisher: string, draft: CatalogDraft): CatalogProduct {
  const idSegment = publisherSegment(packageId);
  return {
    id: `winget:${packageId}`,
    publisherId: draft.publishers.resolve(publisher) ?? draft.publishers.ensureFromIdentifier(idSegment),
    name: stripArchitectureQualifier(packageName || packageId),
    aliases: [],
    purl: wingetPurl(packageId),
  };
}
