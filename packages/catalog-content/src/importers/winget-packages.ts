import type { CatalogProduct } from '@rnorm/engine';
import { addProductAliases, type CatalogDraft, type ImportCounts } from '../catalog-draft.ts';
import { categoryFromTerms } from '@rnorm/engine';
import { hasOpenSourceTag } from '../open-source-tag.ts';
import { stripArchitectureQualifier } from '../strip-architecture-qualifier.ts';
import { toSpdx } from '../to-spdx.ts';

/** The fields of one package in winget-pkgs/packages.json that the catalog uses (see PROVENANCE.md). */
interface WingetPackage {
  name?: string;
  publisher?: string;
  moniker?: string;
  tags?: string[];
  license?: string;
  homepage?: string;
  publisher_url?: string;
  latest_version?: string;
  versions?: string[];
}

interface WingetPackagesFile {
  packages?: Record<string, WingetPackage>;
}

// Top-level domains that start a package id written as a reversed domain ("com.harelzadok.asmrun-installer").
const DOMAIN_ROOTS = new Set(['com', 'org', 'net', 'io', 'dev', 'app', 'co']);

/**
 * The segment of a winget package id that names its publisher: the first ("Mozilla" of "Mozilla.Firefox"), or the
 * second of an id written as a reversed domain ("harelzadok" of "com.harelzadok.asmrun-installer"), whose first
 * names no one.
 */
export function publisherSegment(packageId: string): string {
  const segments = packageId.split('.');
  const first = segments[0] ?? packageId;
  return segments.length >= 3 && DOMAIN_ROOTS.has(first) ? segments[1]! : first;
}

/** The purl of a winget package, without version. */
export function wingetPurl(packageId: string): string {
  return `pkg:winget/${packageId}`;
}

/**
 * Imports winget-pkgs/packages.json: one product `winget:<PackageIdentifier>` per package, named by its PackageName
 * without a trailing architecture qualifier, with its publisher (resolved through the registry, so the raw
 * Publisher spelling becomes an alias), licence mapped to SPDX, homepage, latest version, purl and moniker (as a
 * package id).
 */
export function importWingetPackages(text: string, draft: CatalogDraft): ImportCounts {
  const file = JSON.parse(text) as WingetPackagesFile;
  const entries = Object.entries(file.packages ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const publisherIds = new Set<string>();
  let licences = 0;
  let aliases = 0;
  for (const [packageId, entry] of entries) {
    if (draft.isExcludedPackage?.(packageId)) continue;
    const idSegment = publisherSegment(packageId);
    const publisherId =
      draft.publishers.resolve(entry.publisher ?? '') ?? draft.publishers.ensureFromIdentifier(idSegment);
    publisherIds.add(publisherId);
    if (entry.publisher_url) draft.publishers.setWebsite(publisherId, entry.publisher_url);
    const packageName = entry.name?.trim() || packageId;
    const tags = entry.tags ?? [];
    const license = entry.license ? toSpdx(entry.license, draft.spdxIds) : undefined;
    const product: CatalogProduct = {
      id: `winget:${packageId}`,
      publisherId,
      name: stripArchitectureQualifier(packageName),
      aliases: [],
      category: categoryFromTerms(draft.categories, 'packageTags', tags),
      license,
      isOpenSource: hasOpenSourceTag(tags) ? true : undefined,
      purl: wingetPurl(packageId),
      homepage: entry.homepage || undefined,
      latestVersion: entry.latest_version || undefined,
      // The short name `winget install` also takes ("terraform"), which other managers mostly name the package too.
      packageIds: entry.moniker?.trim() ? [`winget:${entry.moniker.trim().toLowerCase()}`] : undefined,
    };
    aliases += addProductAliases(product, [packageName]);
    if (license) licences += 1;
    draft.products.set(product.id, product);
    if (entry.versions?.length) (draft.packageVersions ??= new Map()).set(product.id, entry.versions);
  }
  return { packages: entries.length, products: entries.length, publishers: publisherIds.size, licences, aliases };
}
