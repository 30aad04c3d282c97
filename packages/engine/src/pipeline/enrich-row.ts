import { inferCategory, type InferredCategory } from '../enrich/categorize.ts';
import { cpeOfName, makerKeys } from '../enrich/cpe-names.ts';
import { completeCpe, cycleFields, enrichProduct, installedCycle, lifecycleNote } from '../enrich/enrich-product.ts';
import { matchVulnerabilities } from '../enrich/match-vulnerabilities.ts';
import type { ResolvedPublisher } from '../publisher/resolve-publisher.ts';
import type { CatalogIndex, IndexedProduct } from '../match/build-catalog-index.ts';
import { distributionPurl, isDistributionPackageRow } from '../match/match-distribution-package.ts';
import type { FieldSource, LifecycleCycle, LifecycleProduct, OutputColumn, VulnerabilityStatus } from '../types.ts';
import { numberedPart, withoutCommit } from '../version/parse-version.ts';
import { emptyFieldSet, put, type FieldSet } from './field-set.ts';
import { cacheOf } from './index-cache.ts';
import type { ReadRow } from './read-row.ts';
import type { StageTrace } from './trace.ts';

/** What each enrichment field is said to come from. */
function sourceOf(field: OutputColumn): FieldSource {
  if (field === 'cpe' || field === 'purl') return 'identifiers';
  if (field === 'license' || field === 'license_type' || field === 'is_open_source') return 'license';
  return field === 'category' ? 'catalog_exact' : 'lifecycle';
}

/**
 * The enrichment stage: the product's category, lifecycle (the release cycle of the row's version), licence, CPE and
 * purl. A CPE and a release cycle number the upstream release, not a distribution's build of it, nor the word an
 * installer writes in front (AnyDesk's "ad 8.0.6"); a distribution package's purl is its distribution's.
 */
export function enrichRow(
  index: CatalogIndex,
  read: ReadRow,
  product: IndexedProduct,
  installed: { version: string | null; release: string | null; servicepack: string | null; name: string },
  isDistributionPackage: boolean,
  today: string,
): { fields: FieldSet; notes: string[]; trace: StageTrace } {
  const { words } = index.dictionaries;
  const isPackage =
    isDistributionPackage || isDistributionPackageRow(read.title, read.versionText, words, read.publisherText);
  const { version } = installed;
  const isPreRelease = version !== null && words.preReleaseVersion.test(version);
  const lifecycle = product.product.lifecycleId ? index.lifecycleById.get(product.product.lifecycleId) : undefined;
  // A package row's version is already its upstream one (read-version.ts), but for the commit a vendor's own package
  // may write after the number (Spotify's `1:1.2.26.1187.g36b715a1`).
  const release = {
    ...installed,
    version: version && (isPackage ? withoutCommit(version) : numberedPart(version)),
    isPreRelease,
  };
  const cycle = installedCycle(product.product, lifecycle, release);
  const enrichment = enrichProduct(product.product, lifecycle, index.catalog.licenses, release, today, cycle);
  // A distribution that supports its every package as long as the release it was built for (Fedora 25's `.fc25`):
  // the release's dates are the package's, not its upstream line's.
  const distribution = isPackage ? distributionRelease(index, read.versionText) : undefined;
  if (isPackage) {
    // The product's purl names another platform's package (winget's, Alpine's); this row's is its distribution's.
    enrichment.purl = distributionPurl(read.title, read.versionText, read.publisherText, index.dictionaries.words);
    if (distribution) Object.assign(enrichment, cycleFields(distribution.cycle, today));
  }
  const fields = emptyFieldSet();
  for (const [field, value] of Object.entries(enrichment) as [OutputColumn, string | boolean | null][]) {
    put(fields, field, value, sourceOf(field));
  }
  const publisher = index.publisherById.get(product.product.publisherId);
  const inferred =
    enrichment.category === null
      ? inferCategory(index.categoryRules, product.product.name, { name: publisher?.name ?? '', publisher })
      : undefined;
  if (inferred) put(fields, 'category', inferred.category, inferred.source);
  const notes = inferred ? [categoryNote(inferred)] : [];
  if (distribution) {
    notes.push(`${lifecycleNote(distribution.lifecycle, distribution.cycle)}, the release this package was built for`);
  } else if (lifecycle && cycle) notes.push(lifecycleNote(lifecycle, cycle));
  if (isPreRelease && product.product.lifecycleId) {
    notes.push(`${version} is a pre-release: its line's support dates are not its own`);
  }
  notes.push(...putVulnerabilities(index, fields, enrichment.cpe));
  const found = Object.keys(fields.values);
  return {
    fields,
    notes,
    trace: {
      stage: 'enrichment',
      decision: [found.length > 0 ? found.join(', ') : 'nothing known of the product', ...notes].join('; '),
    },
  };
}

/**
 * The release of its distribution a package's version names, and that release's cycle, for a distribution whose
 * content says it supports every package as long as the release (`releaseLifecycle`); undefined otherwise.
 */
function distributionRelease(
  index: CatalogIndex,
  version: string,
): { lifecycle: LifecycleProduct; cycle: LifecycleCycle } | undefined {
  for (const { releaseLifecycle } of index.dictionaries.words.distributions) {
    if (!releaseLifecycle) continue;
    const release = releaseLifecycle.release.exec(version)?.groups?.release;
    if (!release) continue;
    const lifecycle = index.lifecycleById.get(releaseLifecycle.lifecycleId);
    const cycle = lifecycle?.cycles.find((candidate) => candidate.cycle === release);
    if (lifecycle && cycle) return { lifecycle, cycle };
  }
  return undefined;
}

/**
 * Puts what the known vulnerabilities say of the row's CPE at its version (see match-vulnerabilities.ts), and answers
 * the reason's note: the CVEs and known exploited ones of an affected version, the KEV entries of an unconfirmed one.
 */
function putVulnerabilities(index: CatalogIndex, fields: FieldSet, cpe: string | null): string[] {
  const found = vulnerabilitiesOf(index, cpe);
  put(fields, 'vulnerability_status', found.status, 'vulnerabilities');
  if (found.status === 'no_data') return [];
  put(fields, 'vulnerabilities', found.count, 'vulnerabilities');
  put(fields, 'known_exploited', found.knownExploited, 'vulnerabilities');
  put(fields, 'fixed_version', found.fixedVersion, 'vulnerabilities');
  return found.note ? [found.note] : [];
}

/** What a row takes of a CPE's known vulnerabilities: its fields and the reason's note. */
interface RowVulnerabilities {
  status: VulnerabilityStatus;
  count: number;
  knownExploited: string;
  fixedVersion: string | null;
  note: string | undefined;
}

// Rows of one product at one version share a CPE, however their titles are written, and Chrome's is matched against
// 2,000 ranges: each CPE is matched once per index.
const vulnerabilityCaches = new WeakMap<CatalogIndex, Map<string, RowVulnerabilities>>();

function vulnerabilitiesOf(index: CatalogIndex, cpe: string | null): RowVulnerabilities {
  const cache = cacheOf(vulnerabilityCaches, index);
  const cached = cpe === null ? undefined : cache.get(cpe);
  if (cached) return cached;
  const data = index.catalog.vulnerabilities;
  const found = matchVulnerabilities(data, cpe, index.dictionaries.words.preReleaseWords);
  const asOf = data?.asOf ? ` (data as of ${data.asOf})` : '';
  const exploited = found.knownExploited.length > 0 ? `, ${found.knownExploited.length} known exploited` : '';
  const fixed = found.fixedVersion ? `, fixed in ${found.fixedVersion}` : '';
  const note =
    found.status === 'affected'
      ? `${found.cves.length} known CVEs affect this version${exploited}${fixed}${asOf}`
      : found.status === 'unconfirmed'
        ? `known exploited ${found.unconfirmed.join(', ')} names the product; no data says whether this version is affected${asOf}`
        : undefined;
  const result: RowVulnerabilities = {
    status: found.status,
    count: found.cves.length,
    knownExploited: found.knownExploited.join(';'),
    fixedVersion: found.fixedVersion,
    note,
  };
  if (cpe !== null) cache.set(cpe, result);
  return result;
}

/** What a name the catalog does not know takes whatever its version: an inferred category, and an NVD pair. */
interface OwnNameFacts {
  inferred: InferredCategory | undefined;
  cpe: string | undefined;
}

// Rows of one unknown product differ by version (an inventory's "Contoso Payroll 4.2" and "4.3"), and the category
// rules and the CPE dictionary answer the same for each: they are asked once per name and publisher.
const ownNameCaches = new WeakMap<CatalogIndex, Map<string, OwnNameFacts>>();

function ownNameFacts(index: CatalogIndex, name: string, publisher: ResolvedPublisher): OwnNameFacts {
  const cache = cacheOf(ownNameCaches, index);
  const key = `${name}\u0000${publisher.name}\u0000${publisher.publisher?.id ?? ''}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const cpeNames = index.catalog.cpeNames;
  const facts: OwnNameFacts = {
    inferred: inferCategory(index.categoryRules, name, publisher),
    cpe:
      cpeNames &&
      cpeOfName(cpeNames, name, publisher.name, () =>
        makerKeys([publisher.name, ...(publisher.publisher?.aliases ?? [])]),
      ),
  };
  cache.set(key, facts);
  return facts;
}

/** What the reason says of a category no source gave. */
const categoryNote = (inferred: InferredCategory) => `category ${inferred.category} from ${inferred.because}`;

/**
 * The enrichment of a name the catalog does not know: only a category, from a rule over the name or from its
 * publisher's main category (see categorize.ts), and a licence of unknown type; nothing else can be known of a
 * product without its catalog entry.
 */
export function enrichOwnName(
  index: CatalogIndex,
  name: string,
  publisher: ResolvedPublisher,
  version: string | null,
): { fields: FieldSet; notes: string[]; trace: StageTrace } {
  const { inferred, cpe } = ownNameFacts(index, name, publisher);
  const fields = emptyFieldSet();
  const notes: string[] = [];
  if (inferred) {
    put(fields, 'category', inferred.category, inferred.source);
    notes.push(categoryNote(inferred));
  }
  put(fields, 'license_type', 'unknown', 'license');
  const fullCpe = cpe ? completeCpe(cpe, version && numberedPart(version)) : null;
  if (fullCpe) {
    put(fields, 'cpe', fullCpe, 'identifiers');
    notes.push('CPE from the NVD dictionary, whose vendor and product are the maker and the name');
  }
  notes.push(...putVulnerabilities(index, fields, fullCpe));
  return {
    fields,
    notes,
    trace: {
      stage: 'enrichment',
      decision: notes.length > 0 ? notes.join('; ') : 'not a catalog product: nothing known of it',
    },
  };
}
