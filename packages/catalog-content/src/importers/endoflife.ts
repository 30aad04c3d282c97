import { categoryFromTerms, type CategoryContent, type LifecycleCycle, type LifecycleProduct } from '@rnorm/engine';
import type { ImportCounts } from '../catalog-draft.ts';
import { compareVersions } from '../compare-versions.ts';
import { isPackagingPurl, toCpePrefix, toPurlBase } from '../cpe-and-purl.ts';

/** endoflife.date's name, as a row's reason names the source of its lifecycle. */
const ENDOFLIFE_SOURCE = 'endoflife.date';

/** Front matter of one endoflife.date product page, the keys the catalog uses (see PROVENANCE.md). */
interface EndoflifeProduct {
  title?: string;
  category?: string;
  tags?: string | string[];
  alternate_urls?: string[];
  // Two upstream pages misspell the key.
  alternative_urls?: string[];
  identifiers?: Array<Record<string, string>>;
  releases?: EndoflifeRelease[];
}

interface EndoflifeRelease {
  releaseCycle?: string | number;
  // "2019 '__CODENAME__'", "2016 SP3": how the page names the cycle when its id is not its name.
  releaseLabel?: string;
  codename?: string;
  releaseDate?: string;
  eol?: string | boolean;
  eoas?: string | boolean;
  eoes?: string | boolean;
  latest?: string | number;
  // A date means "LTS from that day on"; the cycle is an LTS cycle all the same.
  lts?: boolean | string;
}

interface ReleaseDataFile {
  products?: Record<string, { versions?: Record<string, string> }>;
}

export interface EndoflifeImport {
  lifecycles: LifecycleProduct[];
  /** Lifecycle id → the names it is known by: its title, then names read from its alternate URLs. */
  namesById: Map<string, string[]>;
  /** Lifecycle id → words that name its makers: tags and CPE vendors (`mozilla` for Firefox). */
  vendorWordsById: Map<string, string[]>;
  /** Lifecycle id → names of its packages in Linux distributions (`openssl`, `httpd`, `python3.10`). */
  packageNamesById: Map<string, string[]>;
  counts: ImportCounts;
}

/** The cycle's own name when it is not its id ("2019 'Aris/Seattle'" for SQL Server's 15.0), else undefined. */
function cycleLabel(release: EndoflifeRelease, cycle: string): string | undefined {
  const label = release.releaseLabel
    ?.replaceAll('__RELEASE_CYCLE__', cycle)
    .replaceAll('__CODENAME__', release.codename ?? '')
    .replace(/\s*''/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return label && label !== cycle ? label : undefined;
}

/**
 * Imports endoflife-date/products.json as lifecycles: release cycles with their dates, and, as prefixes the engine
 * appends a version to, the first CPE of the product's identifiers and the first purl that names the project rather
 * than one packaging of it. A cycle without `latest` takes the highest version of that cycle from release-data.json
 * when that file is given.
 */
export function importEndoflife(
  productsText: string,
  releaseDataText: string | undefined,
  categories?: CategoryContent,
): EndoflifeImport {
  const products = (JSON.parse(productsText) as { products?: Record<string, EndoflifeProduct> }).products ?? {};
  const releaseData = releaseDataText ? ((JSON.parse(releaseDataText) as ReleaseDataFile).products ?? {}) : {};
  const lifecycles: LifecycleProduct[] = [];
  const namesById = new Map<string, string[]>();
  const vendorWordsById = new Map<string, string[]>();
  const packageNamesById = new Map<string, string[]>();
  let cycles = 0;
  let latestFromReleaseData = 0;
  for (const slug of Object.keys(products).sort()) {
    const page = products[slug]!;
    const versions = Object.keys(releaseData[slug]?.versions ?? {});
    const lifecycleCycles: LifecycleCycle[] = [];
    for (const release of page.releases ?? []) {
      if (release.releaseCycle === undefined) continue;
      const cycle = String(release.releaseCycle);
      let latest = release.latest === undefined ? undefined : String(release.latest);
      if (latest === undefined) {
        latest = latestOfCycle(cycle, versions);
        if (latest !== undefined) latestFromReleaseData += 1;
      }
      lifecycleCycles.push({
        cycle,
        releaseDate: release.releaseDate,
        eol: release.eol,
        eoas: release.eoas,
        eoes: release.eoes,
        latest,
        lts: release.lts === undefined ? undefined : release.lts !== false,
        label: cycleLabel(release, cycle),
      });
    }
    cycles += lifecycleCycles.length;
    const identifiers = page.identifiers ?? [];
    const cpe = firstDefined(identifiers, (identifier) => identifier.cpe && toCpePrefix(identifier.cpe));
    // A distribution's or registry's purl is that packaging's, not one for every installation of the product.
    const purl = firstDefined(identifiers, (identifier) =>
      identifier.purl && !isPackagingPurl(identifier.purl) ? toPurlBase(identifier.purl) : undefined,
    );
    const title = page.title?.trim() || slug;
    // endoflife.date's own categories (`server-app`, `lang`) in the content's taxonomy; `app` says nothing.
    const category = page.category ? categoryFromTerms(categories, 'endoflife', [page.category]) : undefined;
    lifecycles.push({ id: slug, title, source: ENDOFLIFE_SOURCE, category, cycles: lifecycleCycles, cpe, purl });
    namesById.set(slug, [title, ...namesFromUrls([...(page.alternate_urls ?? []), ...(page.alternative_urls ?? [])])]);
    vendorWordsById.set(slug, vendorWords(page.tags, identifiers));
    const packageNames = distributionPackageNames(identifiers);
    if (packageNames.length > 0) packageNamesById.set(slug, packageNames);
  }
  return {
    lifecycles,
    namesById,
    vendorWordsById,
    packageNamesById,
    counts: {
      lifecycles: lifecycles.length,
      cycles,
      latestFromReleaseData,
      withCpe: lifecycles.filter((lifecycle) => lifecycle.cpe).length,
      withPurl: lifecycles.filter((lifecycle) => lifecycle.purl).length,
      withPackageNames: packageNamesById.size,
    },
  };
}

// Versions of a cycle are the cycle itself or start with it and a dot: `3.12.4` is in `3.12`, `3.120` is not.
function latestOfCycle(cycle: string, versions: readonly string[]): string | undefined {
  let latest: string | undefined;
  for (const version of versions) {
    if (version !== cycle && !version.startsWith(`${cycle}.`)) continue;
    if (latest === undefined || compareVersions(version, latest) > 0) latest = version;
  }
  return latest;
}

// `/linux-mint` → `linux mint`: alternate URLs are the names the product page is also reached by. One-word ones are
// left out: `/prism`, `/express` or `/zulu` name too many other products.
function namesFromUrls(urls: readonly string[]): string[] {
  return urls.map((url) => url.replace(/^\/+/, '').replace(/[-_]+/g, ' ').trim()).filter((name) => name.includes(' '));
}

function vendorWords(
  tags: string | string[] | undefined,
  identifiers: ReadonlyArray<Record<string, string>>,
): string[] {
  const words = Array.isArray(tags) ? tags : (tags ?? '').split(/\s+/);
  for (const identifier of identifiers) {
    const vendor = identifier.cpe && toCpePrefix(identifier.cpe)?.split(':')[3];
    if (vendor) words.push(vendor);
  }
  return [...new Set(words.map((word) => word.trim().toLowerCase()).filter((word) => word !== ''))];
}

// "pkg:deb/ubuntu/python3.10", "pkg:rpm/redhat/httpd", "pkg:apk/alpine/nginx?repository_url=…": a distribution's
// package. Repology's project names ("openssl", "nginx") are the packages' usual names; prefixed ones ("php:drupal",
// "go:…") name a language's packages instead.
const DISTRIBUTION_PURL = /^pkg:(?:deb|rpm|apk)\/[^/]+\/([^?#@/]+)/;
const REPOLOGY_PROJECT = /^[a-z0-9][a-z0-9+._-]*$/;

/** The names a product's packages have in Linux distributions, from its purls and Repology project names. */
function distributionPackageNames(identifiers: ReadonlyArray<Record<string, string>>): string[] {
  const names = new Set<string>();
  for (const identifier of identifiers) {
    const written = (identifier.purl && DISTRIBUTION_PURL.exec(identifier.purl)?.[1]) || identifier.repology;
    const name = written && decodedName(written).toLowerCase();
    if (name && REPOLOGY_PROJECT.test(name)) names.add(name);
  }
  return [...names];
}

// "notepad%2B%2B" is notepad++; a malformed escape leaves the name as written.
function decodedName(written: string): string {
  try {
    return decodeURIComponent(written);
  } catch {
    return written;
  }
}

function firstDefined<T>(items: readonly T[], pick: (item: T) => string | undefined): string | undefined {
  for (const item of items) {
    const value = pick(item);
    if (value) return value;
  }
  return undefined;
}
