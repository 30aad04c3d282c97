/** One inventory row as exported by a discovery tool (Add/Remove Programs, SCCM, Intune, osquery). */
export interface RawRow {
  publisher?: string | null | undefined;
  title?: string | null | undefined;
  version?: string | null | undefined;
}

/** `title` jobs normalize Publisher/Title/Version rows; `publisher` jobs normalize publisher names only. */
export type JobType = 'title' | 'publisher';

export type RowStatus = 'normalized' | 'matchfix' | 'ignored' | 'error';

/**
 * What set a value: a pipeline stage, a rule set of the content pack, or a customer's override.
 * `raw` means the value was taken from the input as it was (after cleaning).
 */
export type FieldSource =
  | 'raw'
  | 'clean'
  | 'classify'
  | 'user_rule'
  | 'publisher_alias'
  | 'publisher_suffix'
  | 'publisher_inferred'
  | 'title'
  | 'version'
  | 'version_marketing'
  | 'catalog_exact'
  | 'catalog_alias'
  | 'catalog_template'
  | 'catalog_fuzzy'
  | 'lifecycle'
  | 'publisher_category'
  | 'category_rule'
  | 'license'
  | 'identifiers'
  | 'vulnerabilities'
  | 'user_catalog'
  | 'data_mapping';

/** How the row found its product. `none` when no catalog entry was chosen. */
export type MatchedBy =
  | 'exact'
  | 'alias'
  | 'template'
  | 'fuzzy'
  | 'title_parse'
  | 'publisher'
  | 'user_rule'
  | 'user_catalog'
  | 'data_mapping'
  | 'none';

/** The columns every output row carries, in output order (CLI and exports use this order). */
export const OUTPUT_COLUMNS = [
  'raw_publisher',
  'raw_title',
  'raw_version',
  'status',
  'publisher',
  'name',
  'version',
  'major',
  'minor',
  'patch',
  'build',
  'release',
  'edition',
  'servicepack',
  'architecture',
  'language',
  'category',
  'catalog_id',
  'confidence',
  'matched_by',
  'release_date',
  'end_of_support',
  'end_of_extended_support',
  'lifecycle_status',
  'latest_version',
  'license',
  'license_type',
  'is_open_source',
  'cpe',
  'purl',
  'vulnerability_status',
  'vulnerabilities',
  'known_exploited',
  'fixed_version',
  'reason',
] as const;
export type OutputColumn = (typeof OUTPUT_COLUMNS)[number];

/** The normalized fields a rule, a catalog entry or a data mapping can set. */
export type NormalizedField =
  | 'publisher'
  | 'name'
  | 'version'
  | 'major'
  | 'minor'
  | 'patch'
  | 'build'
  | 'release'
  | 'edition'
  | 'servicepack'
  | 'architecture'
  | 'language'
  | 'category';

/** The kind of a product's licence: open source (an OSI-approved licence), closed and paid, closed and free, or not known. */
export type LicenseType = 'open-source' | 'proprietary' | 'freeware' | 'unknown';

export type LifecycleStatus = 'supported' | 'extended_support' | 'end_of_life' | 'unknown';

/** A catalog product the row may be matched to, with its similarity. */
export interface MatchCandidate {
  catalogId: string;
  publisher: string;
  name: string;
  /** In [0, 1]: 1 is an exact match of the cleaned title; below 0.5 is rarely the same product. */
  score: number;
  reasons: string[];
}

/** One output row. Every input row yields exactly one. */
export interface NormalizedRow {
  raw_publisher: string;
  raw_title: string;
  raw_version: string;
  status: RowStatus;
  publisher: string | null;
  name: string | null;
  version: string | null;
  major: string | null;
  minor: string | null;
  patch: string | null;
  build: string | null;
  release: string | null;
  edition: string | null;
  servicepack: string | null;
  architecture: string | null;
  language: string | null;
  category: string | null;
  catalog_id: string | null;
  /** In [0, 1]: how sure the engine is of publisher, product and version together. */
  confidence: number;
  matched_by: MatchedBy;
  release_date: string | null;
  end_of_support: string | null;
  end_of_extended_support: string | null;
  lifecycle_status: LifecycleStatus | null;
  latest_version: string | null;
  /** An SPDX licence expression, or null: a closed or unknown licence is said by `license_type`. */
  license: string | null;
  /** What kind of licence the product has; null for rows not normalized. */
  license_type: LicenseType | null;
  is_open_source: boolean | null;
  cpe: string | null;
  purl: string | null;
  /** Whether known CVEs affect the row's version (by its CPE); null for rows not normalized. */
  vulnerability_status: VulnerabilityStatus | null;
  /** How many known CVEs affect the row's version; null when there is no data to say (`no_data`). */
  vulnerabilities: number | null;
  /** Of those, the CVEs in CISA's Known Exploited Vulnerabilities catalog, `;`-separated; null when none. */
  known_exploited: string | null;
  /** The newest version the affecting CVEs' ranges end before: the release to update to, where the data says. */
  fixed_version: string | null;
  /** Why the row is ignored, in error or in matchfix; for normalized rows, a short explanation of the match. */
  reason: string | null;
  /** Which stage or rule set each non-null output field. */
  sources: Partial<Record<OutputColumn, FieldSource>>;
  /** Best catalog candidates, for matchfix rows (Fuzzy Match suggestions). */
  candidates: MatchCandidate[];
  /** Publisher jobs: the publisher's website, when the catalog knows it. */
  publisher_website: string | null;
  /** Publisher jobs: other spellings of the publisher the catalog knows. */
  publisher_aliases: string[];
}

// ---------------------------------------------------------------------------------------------------------------
// Content pack: what the engine knows. Built by `npm run content:build` from authored files (content/) and public
// sources; the engine only reads it.
// ---------------------------------------------------------------------------------------------------------------

/** A publisher as the catalog names it, with the spellings that mean it. */
export interface CatalogPublisher {
  /** Stable key, lower case, e.g. `microsoft`. */
  id: string;
  /** Display name without legal suffix, e.g. `Microsoft`. */
  name: string;
  /** Other spellings seen in inventories (legal names, abbreviations, old names), as written. */
  aliases: string[];
  website?: string | undefined;
  /**
   * The name was made from a package identifier (`UniversityOfEdinburgh`), no source having spelled it: an inventory
   * row's own spelling of this publisher is reported instead.
   */
  nameFromIdentifier?: boolean;
  /**
   * What most of the publisher's software is (a category id of content/model/categories.json): written for a
   * publisher in content, or found by the build when most of its catalog products share one category.
   */
  category?: string | undefined;
  /**
   * Product lines this publisher took over from another (Hewlett Packard Enterprise's servers from Hewlett-Packard):
   * a row of that publisher whose title names one of the words is this publisher's (`HP ProLiant iLO 4 Driver`).
   */
  productLinesOf?: Array<{ publisherId: string; titleWords: string[] }> | undefined;
}

export interface CatalogProduct {
  /** Stable id, e.g. `winget:Mozilla.Firefox` or `curated:microsoft-office`. */
  id: string;
  /** Key of its CatalogPublisher. */
  publisherId: string;
  /** Normalized product name, without publisher prefix unless it is part of the brand (`Microsoft Edge`). */
  name: string;
  /** Raw Add/Remove Programs display names and other titles known to mean this product, as written. */
  aliases: string[];
  /** Globs over the cleaned title (`Mozilla Firefox*`), from Chocolatey's ARP patterns and curated templates. */
  templates?: string[] | undefined;
  /** A category id of content/model/categories.json. */
  category?: string | undefined;
  /** An SPDX expression, or `Proprietary` / `Freeware` for a closed licence (the build drops any other text). */
  license?: string | undefined;
  /**
   * The licences of older releases, where they differ from the latest's (`license`): each entry's licence is that of
   * the releases before its version, the first entry above a row's version decides (VirtualBox was GPL-2.0-only before
   * 7.0). Entries ascend by version.
   */
  licenseBefore?: ReadonlyArray<{ version: string; license: string | null }> | undefined;
  isOpenSource?: boolean | undefined;
  /** CPE 2.3 prefix `cpe:2.3:a:vendor:product` (the engine appends the version). */
  cpe?: string | undefined;
  /** purl without version, e.g. `pkg:winget/Mozilla.Firefox`. */
  purl?: string | undefined;
  /** endoflife.date slug of its lifecycle. */
  lifecycleId?: string | undefined;
  /**
   * An edition word of the product's name that is the name's, not an edition (`Pro` of `ArcGIS Pro`): the edition is
   * read from the title's words other than the name's (`Corel PaintShop Pro 2023 Ultimate`: Ultimate).
   */
  editionWordInName?: string | undefined;
  homepage?: string | undefined;
  latestVersion?: string | undefined;
  /**
   * A channel build's versions that no released package of its publisher has (as `versionKey` writes them): a row of
   * a title the released product shares, at one of them, is this build ("Android Studio" at 2023.1.1.2 is Android
   * Studio Canary).
   */
  channelVersions?: string[] | undefined;
  /**
   * Known raw → marketing version pairs of this product (raw display version → package version), used to recover
   * marketing versions from installer artefacts.
   */
  versionMap?: Record<string, string> | undefined;
  /** How the product's installers write its versions, where it is not as people know them; see `VersionScheme`. */
  versionScheme?: VersionScheme | undefined;
  /** The release line the reported name carries (`Microsoft .NET Runtime 8.0`); see `NameLine`. */
  nameLine?: NameLine | undefined;
  /** How the CPE's version is written, where NVD writes it otherwise than the row's version; see `CpeVersion`. */
  cpeVersion?: CpeVersion | undefined;
  /**
   * Publishers other than its maker that installers of the product write to Add/Remove Programs (NVS by Jason
   * Ginchereau registers as `Microsoft Corporation`): a row from one of them is not a conflicting publisher.
   */
  registeredByPublisherIds?: string[] | undefined;
  /**
   * Names of the product's packages in Linux distributions (`openssl`, `python3.10`, `httpd`), as osquery's
   * `deb_packages` and `rpm_packages` report them: a row titled so, with a distribution's package version
   * (`3.0.2-0ubuntu1.12`), is this product, whoever packaged it. `rpm:passwd`: a name only the distributions of
   * one package format give this product (Debian's `passwd` is built from shadow), found first for their versions.
   */
  packageNames?: string[] | undefined;
  /**
   * Known only as the project a distribution's packages are built from (`avahi`, `libvirt`), from package managers'
   * lists that name no product as installers title it: a row finds it by one of its `packageNames` only, never by its
   * name, which may be a common word ("file", "progress") that a Windows title uses for another product.
   */
  packageOnly?: boolean | undefined;
  /**
   * Its packages in package managers that list their installs as records of their own (`chocolatey:notepadplusplus`,
   * `chocolatey:notepadplusplus.install`), as `<manager>:<package id>` in lower case: a row of the manager's
   * publisher titled with the id is this product (see `ModelWords.packageManagers`). The short names other managers
   * give it (`winget:terraform`, `scoop:terraform`) are its package ids too: a row of one manager titled with another's
   * id, when that id names one product only, is this product.
   */
  packageIds?: string[] | undefined;
  /** Its lifecycle's cycles are branches named by their first release (`r535-windows`); see `CycleBranches`. */
  cycleBranches?: CycleBranches | undefined;
  /**
   * How the release cycle of a row is found, where it is not the cycle its version's leading numbers name (or the
   * release year); see `ReleaseCycles`.
   */
  releaseCycles?: ReleaseCycles | undefined;
  /**
   * CPEs of release cycles, for products NVD names per release: Windows 10 22H2 is `windows_10_22h2`, Windows Server
   * 2012 R2 is `windows_server_2012` at version `r2`. A key is a cycle's name or its beginning before a dash
   * (`10-22h2` also covers `10-22h2-e`); a value is a CPE prefix, with the version and update where NVD writes the
   * release there. A row whose cycle is not listed gets the product's own `cpe`, when it has one (NVD names .NET Core
   * 3.1 `.net_core`, .NET 5 and on `.net`), else none: a generic CPE would name no release.
   */
  cpeByCycle?: Readonly<Record<string, string>> | undefined;
  /**
   * CPEs by the row's version, for products NVD names per track whose versions tell the track: Acrobat's continuous
   * builds (`25.001.20997`) are `acrobat_dc`, its Classic 2020 builds (`20.005.30655`) `acrobat_2020`. The first rule
   * whose pattern matches the version gives the CPE prefix, or none (`null`: a Click-to-Run build of OneNote numbers
   * no release NVD names); no rule matching, the CPE is found as without them.
   */
  cpeByVersion?: readonly CpeByVersion[] | undefined;
  /**
   * Release cycles by the version's line, for products whose cycles are named otherwise than their versions: Horizon
   * 8's agent registers `8.12.0.22964829` for its release 2312, endoflife.date's cycle `8.2312`. A key is a version's
   * major and minor (`8.12`); a line not listed is looked for as any other (`7.10.3` in cycle `7.10`).
   */
  cycleByVersionLine?: Readonly<Record<string, string>> | undefined;
  /**
   * A browser whose every release MDN's browser-compat-data lists (`chrome`, `firefox`, `edge`, `safari`), and the
   * engine its releases have (`Blink`: Edge's, not Edge Legacy's): the build adds the releases its lifecycle lacks,
   * each supported until the next one came out, as a browser's is.
   */
  browserReleases?: { browser: string; engine?: string | undefined } | undefined;
  /**
   * Entries of Microsoft's lifecycle data (lifecycle/microsoft/products.json, by slug) that give the product's cycles
   * its lifecycle lacks: `"releases"` for an entry whose releases are the cycles (.NET Framework 2.0, 3.0), or the
   * name of the one cycle a whole entry is (`"microsoft-silverlight-3": "3"`).
   */
  microsoftLifecycle?: Readonly<Record<string, string>> | undefined;
}

/**
 * How a product's release cycles name branches: `{ prefix: 'r', suffix: '-windows' }` for NVIDIA's `r535-windows`,
 * the branch of drivers 535 and on. A version is in the branch with the greatest number not above its major.
 */
/**
 * A rewrite of a version: `match` is a regular expression over the whole version, with named groups; `version` (and
 * `update`) are templates that write a group as `{name}`. A group of digits is written as a number, without leading
 * zeros, and an empty one as 0: `^(?<major>\d+)\.(?<minor>\d+)\.(?<micro>\d*)150$` with `{major}.{minor}.{micro}`
 * rewrites `3.12.150` to `3.12.0` and `3.13.2150` to `3.13.2`. A product's rewrites are tried in order, the first that
 * matches is taken; a version none matches is left as it is.
 */
export interface VersionRewrite {
  match: string;
  version: string;
  /** For a CPE: its update attribute (`update_{update}`, or `*`). */
  update?: string | undefined;
}

/** How a product's installers write its versions (all parts optional). */
export interface VersionScheme {
  /**
   * `title`: the title shows the marketing version and the registry a technical one that extends it (.NET registers
   * `6.0.20.32621` for 6.0.20): the title's version is reported, the extra part as build.
   */
  marketingVersion?: 'title' | undefined;
  /**
   * A registry version read alone, without one in the title, stands for another release: the Python Launcher's
   * `3.12.150.0` is 3.12.0. The first rewrite that matches gives the reported version.
   */
  installerVersions?: VersionRewrite[] | undefined;
  /**
   * `minor`: installers write the service pack as the version's minor (SQL Server 2016 SP2 registers `13.2.5026.0` for
   * build 13.0.5026; 2008 R2, minor 50, writes SP2 as `10.52.4000.0`): the row's service pack is read from it.
   */
  servicePack?: 'minor' | undefined;
  /**
   * `decimal`: the minor is a decimal fraction (Opera before 15: 11.52 is the second update of 11.5, 11.10 is 11.1):
   * the release cycle is found by the minor's digits one by one.
   */
  minor?: 'decimal' | undefined;
}

/**
 * The reported name carries a release line: lines of the product install side by side and have their own support
 * dates (.NET 6.0 and 8.0, JDK 17 and 21: `Microsoft .NET Runtime 8.0`, `Azul Zulu JDK 21`), or installers name the
 * release years they cover while the product updates in place (`Microsoft Visual C++ 2015-2019 Redistributable`).
 */
export interface NameLine {
  /**
   * `major` or `major.minor` of the row's version; `release-years`: the release year or span of years the row's title
   * names (`2015-2019`), a title without any keeping the catalog's name.
   */
  line: 'major' | 'major.minor' | 'release-years';
  /** Where the line goes when not after the name: `Liberica JDK {line} Full`. Default `{name} {line}`. */
  format?: string | undefined;
}

/** A CPE for the versions a pattern matches (`CatalogProduct.cpeByVersion`). */
export interface CpeByVersion {
  /** A regular expression over the whole version, compiled with `VERSION_REWRITE_FLAGS`. */
  match: string;
  /** The CPE prefix (`cpe:2.3:a:vendor:product`), or null for versions that have none. */
  cpe: string | null;
}

/** How a product's CPE version is written. */
export type CpeVersion =
  /**
   * NVD names the versions by the release year the title gives (`cpe:…:autodesk:revit:2024`), not by the registry's
   * build (`24.1.0.66`): the CPE takes the year when the row has one, and its service pack or cumulative update as
   * update (`exchange_server:2016:cumulative_update_23`).
   */
  | { from: 'release-year' }
  /**
   * NVD writes the version otherwise than installers: Java SE 8's `8.0.3910.13` is `1.8.0:update_391`. The first
   * rewrite that matches the row's version gives the CPE's version and update; none matching, the row's version.
   */
  | { rewrite: VersionRewrite[] };

/** How the release cycle of a row of the product is found. */
export type ReleaseCycles =
  /**
   * `build`: cycles are told apart by the build of their latest release, not by a version prefix (Windows:
   * `10.0.19045` is 10 22H2), and cycles of one build by what the name says: a year (Windows Server 2019, not 1809),
   * long-term servicing (LTSC), IoT, or the edition (Enterprise and Education, or Home and Pro).
   * `service-pack`: a cycle per line and service pack (`13.0-sp2`), from the service pack the title names or the
   * version writes (`VersionScheme.servicePack`); before the first, the line's cycle without one (`13.0`).
   * `none`: the product has no lifecycle of its own to report, and none is linked to it by name (the Linux kernels
   * that inventories list are distributions' builds, supported as long as their distribution).
   */
  { by: 'build' | 'service-pack' | 'none' };

export interface CycleBranches {
  prefix: string;
  suffix: string;
}

export interface LifecycleCycle {
  /** e.g. `2019`, `3.12`, `2024-ltsc`. */
  cycle: string;
  releaseDate?: string | undefined;
  /** ISO date, or true when already ended without a date, false when no end is planned. */
  eol?: string | boolean | undefined;
  /** End of active support. */
  eoas?: string | boolean | undefined;
  /** End of extended support. */
  eoes?: string | boolean | undefined;
  latest?: string | undefined;
  lts?: boolean | undefined;
  /** The cycle's name where its id is a version: SQL Server's `15.0` is `2019 'Aris/Seattle'`. */
  label?: string | undefined;
  /** Where this cycle's dates come from, when not from its lifecycle's source (a cycle Microsoft's data adds). */
  source?: string | undefined;
}

export interface LifecycleProduct {
  /** endoflife.date slug. */
  id: string;
  title: string;
  /** Where its cycles' dates come from, as a row's reason names it: `endoflife.date`, `MDN browser-compat-data`. */
  source?: string | undefined;
  category?: string | undefined;
  cycles: LifecycleCycle[];
  cpe?: string | undefined;
  purl?: string | undefined;
}

export interface LicenseInfo {
  name: string;
  isOsiApproved: boolean;
}

/** One ignore rule: a row whose cleaned title matches is `ignored` with this reason. */
export interface IgnoreRule {
  /** Short id, e.g. `kb-article`. */
  id: string;
  /** JavaScript regular expression source, matched case-insensitively against the cleaned title. */
  pattern: string;
  /**
   * For a rule of some publishers only: a regular expression source the cleaned publisher (empty when the row has
   * none) must match too, case-insensitively. A title that is a component for one maker is a product for another.
   */
  publisher?: string | undefined;
  reason: string;
}

/**
 * A naming convention of a publisher that the title alone reveals: `WAMP packaged by Bitnami` is the product
 * Bitnami calls `Bitnami WAMP Stack`. Applied to the parsed name of a title.
 */
export interface NameRule {
  /** Short id, e.g. `bitnami-stack`. */
  id: string;
  /** JavaScript regular expression source, matched case-insensitively against the whole parsed name. */
  pattern: string;
  /** The name, with `$1`… for the pattern's groups. */
  name: string;
}

/** Words that mark a token class in a title, with the value they normalize to. */
export interface TokenDictionary {
  /** value → spellings, e.g. `{ "x64": ["x64", "64-bit", "amd64", "win64"] }`. */
  [value: string]: string[];
}

export interface ModelContent {
  version: string;
  builtAt: string;
  /** Legal suffixes to drop from publisher names (`Inc.`, `GmbH`, `Co., Ltd.`), as written. */
  legalSuffixes: string[];
  /** Legal forms written before a publisher's name (`ООО`, `JSC`, `PT`); absent in packs built before they existed. */
  legalPrefixes?: string[] | undefined;
  /** Publisher strings that carry no information (`Unknown`, `N/A`, `Default Company Name`). */
  publisherPlaceholders: string[];
  architectures: TokenDictionary;
  languages: TokenDictionary;
  editions: TokenDictionary;
  /** Channel words (`Preview`, `Insiders`, `Beta`, `Nightly`): value → spellings. */
  channels: TokenDictionary;
  /**
   * Words of titles in other languages and the English word catalogs name products by (`Runtime` → `런타임`,
   * `Laufzeit`): a localized title is read in English. Absent in packs built before it existed.
   */
  localizedWords?: TokenDictionary | undefined;
  ignoreRules: IgnoreRule[];
  /** Publishers' naming conventions; absent in packs built before they existed. */
  nameRules?: NameRule[] | undefined;
  /** Word lists and patterns titles, versions and package names are read by (content/model/words.json). */
  words: ModelWords;
  /** How sure a row is, measured per way and evidence (content/model/confidence.json); absent in older packs. */
  confidence?: ConfidenceTable | undefined;
  /** The categories products are sorted into, and how (content/model/categories.json); absent in older packs. */
  categories?: CategoryContent | undefined;
}

/** A category of the taxonomy. */
export interface Category {
  /** Short id, e.g. `browser`; the value of the `category` column. */
  id: string;
  /** Display name, e.g. `Web browsers`. */
  name: string;
  /** What belongs in it, for content authors and users. */
  description: string;
}

/** Where the build reads categories from: each source's own terms. */
export type CategorySource = 'packageTags' | 'winutil' | 'endoflife' | 'distributionTags';

/** A category the name of a product says, for products no source categorizes. */
export interface CategoryNameRule {
  /** Short id, e.g. `driver`; the reason names it. */
  id: string;
  /** JavaScript regular expression source (flags "iu"), searched in the product's name. */
  pattern: string;
  /** When set, the rule holds only for publishers whose name this pattern finds (flags "iu"). */
  publisher?: string | undefined;
  /** The category id. */
  category: string;
}

/**
 * One taxonomy of categories and the ways to it: sources' terms (the build maps them), the main category of a
 * publisher's products, and rules over the name (the engine applies them to products no source categorizes).
 */
export interface CategoryContent {
  categories: Category[];
  /** Per source, its term → a category id. Where a product has several terms, the one listed first here wins. */
  sourceTerms: Partial<Record<CategorySource, Record<string, string>>>;
  /** Tried in order; the first that finds the name decides. */
  nameRules: CategoryNameRule[];
  /** A publisher's main category: at least this many categorized products, this share of them in one category. */
  publisherCategory: { minProducts: number; minShare: number };
}

/** One measured class: rows found with this evidence, how many were right, and the confidence taken from that. */
export interface MeasuredConfidence {
  rows: number;
  right: number;
  confidence: number;
}

/**
 * Confidence as measured by `npm run eval -- --calibration --write`: the observed accuracy of each way of finding a
 * row and of each class of evidence within it (see confidence/row-evidence.ts), on labelled rows.
 */
export interface ConfidenceTable {
  /** What it was measured on and when, for the content author. */
  measuredOn: string;
  /** A normalized row below this is a guess: it goes to Matchfix. */
  matchfixBelow: number;
  /** A publisher with this many catalog products or more is a broad one (evidence `publisher:broad`). */
  broadPublisher?: number | undefined;
  /** Each way over all its rows: the confidence of evidence no class measures. */
  ways: Array<MeasuredConfidence & { way: string }>;
  /** Each class of evidence, by its key (`alias publisher:catalog version:raw title:words`). */
  classes: Array<MeasuredConfidence & { evidence: string }>;
}

/**
 * The words the engine reads a title, a version or a Linux package name by, each list the one source of its words
 * (content/model/words.json). Words are matched whole and without case; a space stands for any run of spaces.
 */
export interface ModelWords {
  /**
   * Words naming a part of something larger (`SDK`, `Templates`, `Development`, `Redistributable`): evidence that a
   * title names a component, which confidence is measured by. Absent in packs built before it existed.
   */
  componentWords?: string[] | undefined;
  /** Packaging of the product after its name (`Machine-Wide Installer`, `Deployment Tool`, `MSI`, `Uninstall Only`). */
  packagingSuffixes: string[];
  /** An installer named after what it installs (`Zoom Rooms Installer`, `… Setup`). */
  installerSuffixes: string[];
  /** The uninstaller's shortcut name in front of the product's (`Uninstall Colour Contrast Analyser`). */
  uninstallPrefixes: string[];
  /** Kinds of program that end a description after a one-word name (`Gaphor - Modeling Tool`). */
  programKinds: string[];
  /** Compilers' toolchains a bracket names, which stay in the name (`Rust 1.65 (MSVC 64-bit)`). */
  toolchains: string[];
  /** Month names: a segment or bracket of a month and a year dates the release (`… - April 2023`). */
  months: string[];
  /** The platform a title says it is for, which is not part of the name (`… for Windows`, `… - Microsoft Windows`). */
  platforms: string[];
  /** Code hosts whose domain a project's bundle identifier is under, its owner after them (`io.github.owner.App`). */
  codeHosts: string[];
  /**
   * Sites that host other makers' projects (`launchpad.net`, `metacpan.org`): a project's homepage there names no
   * maker. A host counts with its subdomains.
   */
  projectHostingSites?: string[];
  /** Words too common in product names to find candidates by. */
  commonNameWords: string[];
  /**
   * Channels (values of `channels`) whose builds are installed beside the released product and named after the
   * channel: `PowerShell Preview` is a product of its own, where `Espanso 2.1.7-beta` is a beta version of Espanso.
   */
  sideBySideChannels: string[];
  /**
   * Channels (values of `channels`) whose name, too common a word elsewhere ("Dev-C++", "DevToys"), is a channel only
   * as the last word after a name, written as here ("Microsoft Edge Dev").
   */
  lastWordChannels: string[];
  /**
   * Pre-release labels of a version, as a semantic version writes them (`8.0.0-preview.3`, `7.0.0-rc.1`); a title
   * also writes a label as any spelling of its channel in `channels` (`7.0.0 Release Candidate 1`).
   */
  preReleaseLabels: string[];
  /**
   * Versions that say "no version" in exports (`Unknown`, `N/A`, `latest`, `undefined`, `VersionApplication`), matched
   * as the whole version. A version without a letter or a digit (`-`, `...`, `?`) is none without being listed.
   */
  placeholderVersions: string[];
  /** Parts of a Linux package's build after its name (`php8.1-cli`, `libssl-dev`, `google-chrome-stable`). */
  packageParts: string[];
  /** Linux packages named after what they hold, and the package name the catalog knows them by. */
  packageFamilies: PackageFamily[];
  /**
   * Library packages named after their soname (`libgmp10`, `libpcap0.8`): the prefix such names start with (`lib`)
   * and one soname number at their end (`[.-]?\d+$`), taken off one after another to find the project.
   */
  libraryPackages?: { prefix: string; soname: string } | undefined;
  /** What tells a Linux package's distribution, in its version or its packager's name, and its purl type. */
  distributions: DistributionRule[];
  /**
   * Package managers whose installs appear as rows of their own (publisher `Chocolatey`, title `notepadplusplus`):
   * such a row is the product with that package id. Absent in packs built before it existed.
   */
  packageManagers?: PackageManagerRule[] | undefined;
  /**
   * How a code-signing identity written as the publisher names its maker: a regular expression source with a group
   * `name` and, optionally, a group `id` (Apple's "Developer ID Application: Google LLC (EQHXZ8M8AV)"): the maker is
   * the publisher the id is an alias of, else the name. Absent in packs built before it existed.
   */
  signingIdentities?: string[] | undefined;
}

/** `linux-image-6.1.0-13-amd64` is a `linux-image`: a package name pattern (case-sensitive) and the family's name. */
export interface PackageFamily {
  pattern: string;
  packageName: string;
}

/** A pattern (case-insensitive) found in a package's version or packager, and its distribution's purl type. */
/** A package manager whose installs appear as rows of its own, titled with the package's id. */
export interface PackageManagerRule {
  /** A regular expression source the cleaned publisher of its rows matches, case-insensitively (`^Chocolatey$`). */
  publisher: string;
  /** The manager, as products' `packageIds` name it (`chocolatey`). */
  manager: string;
}

export interface DistributionRule {
  pattern: string;
  /** The purl type and namespace of that distribution's packages: `deb/ubuntu`, `rpm/fedora`. */
  purlType: string;
  /**
   * For a distribution whose every package is supported as long as the release it was built for (Fedora's): the
   * release a package's version names (a pattern with a group `release`: `\.fc(?<release>\d+)\b`), and the
   * lifecycle whose cycles are those releases (`fedora`).
   */
  releaseLifecycle?: { release: string; lifecycleId: string } | undefined;
  /**
   * The mark, at the end of the version, of a package the distribution made itself, which has no revision after a
   * dash: `ubuntu2.2` of `1.21.1ubuntu2.2`, `~0ubuntu2` of `2:1.18~0ubuntu2`.
   */
  nativeMark?: string | undefined;
}

export interface CatalogContent {
  version: string;
  builtAt: string;
  publishers: CatalogPublisher[];
  products: CatalogProduct[];
  lifecycles: LifecycleProduct[];
  /** SPDX id → licence facts. */
  licenses: Record<string, LicenseInfo>;
  /**
   * The NVD CPE dictionary's pairs (`vendor:product`) by the key of their product (`cpeKey`), the pair most CVEs
   * name first: the CPE of a name the catalog lacks, when its maker agrees. Absent in packs built without it.
   */
  cpeNames?: Record<string, string[]> | undefined;
  /** Known vulnerabilities by CPE (`vulnerabilities/` of the sources); absent in packs built without them. */
  vulnerabilities?: VulnerabilityData | undefined;
}

/**
 * A CVE's affected versions of one CPE vendor:product: `[cve, version, startIncluding, startExcluding, endIncluding,
 * endExcluding]`, an empty or missing entry for a bound not given. `version` names one affected version; without it
 * the bounds do, and no bound at all means every version.
 */
export type VulnerableRange = [cve: string, ...bounds: string[]];

/**
 * A product's ranges as the content pack writes them, one text for all (`VulnerableRange`s with their fields joined
 * by `|`, the ranges by `;`): 150,000 ranges as arrays would cost every worker that loads the pack time and memory,
 * and most products never come up in an inventory.
 */
export type VulnerableRanges = string;

/** CVE records' affected version ranges and CISA's Known Exploited Vulnerabilities, as the content pack holds them. */
export interface VulnerabilityData {
  /** The newest date the data states (KEV's latest addition): "vulnerability data as of …". */
  asOf: string;
  /** Ranges by CPE `vendor:product` (CPE 2.3 escapes kept, as in `cpe`). */
  ranges: Record<string, VulnerableRanges>;
  /** The CVE ids of CISA's Known Exploited Vulnerabilities catalog. */
  knownExploited: string[];
  /**
   * KEV CVEs no range covers, by the CPE vendor:product their KEV entry names (`7-Zip | 7-Zip` → `7-zip:7-zip`): a row
   * of that product may or may not be affected, and is said to be unconfirmed rather than flagged or cleared.
   */
  knownExploitedWithoutRanges: Record<string, string[]>;
}

/** Whether a row's version is affected by a known CVE (`no_data`: the row has no CPE with a version). */
export type VulnerabilityStatus = 'affected' | 'unconfirmed' | 'none_known' | 'no_data';

/** The two halves the updates screen calls Model and Content. */
export interface ContentPack {
  model: ModelContent;
  catalog: CatalogContent;
}

/** The normalized values a customer's rule sets for one exact raw row (personalization issue). */
export type UserRuleValues = Partial<Record<NormalizedField, string | null>>;

/**
 * A rule a raw row matches: its values, and whether it matched the row's publisher and title at any version (then
 * the row keeps its own version, read as any row's) rather than the exact raw row.
 */
export interface UserRuleMatch {
  values: UserRuleValues;
  anyVersion: boolean;
  /** Set when the rule ignores the rows it matches: why, in the company's words. */
  ignoreReason?: string | null | undefined;
}

/** Finds the rule for a raw publisher/title/version, as cleaned text: the exact row's first, else its family's. */
export type UserRuleLookup = (raw: { publisher: string; title: string; version: string }) => UserRuleMatch | undefined;

/** field → normalized value → the customer's wording (e.g. publisher "International Business Machines" → "IBM"). */
export type DataMappings = Partial<Record<NormalizedField, ReadonlyMap<string, string>>>;

/** A company catalog entry: a normalized record the content pack does not have. */
export interface UserCatalogEntry {
  id: number;
  values: Partial<Record<NormalizedField, string | null>> & { publisher: string; name: string; version: string };
}

/** What a row offers to be recognized by: its publisher (as resolved), title and parsed name, and version. */
export interface UserCatalogQuery {
  publisher: string | null;
  names: readonly string[];
  version: string | null;
}

export interface UserCatalogMatch {
  entry: UserCatalogEntry;
  /** Whether the entry is this very version (then all its values apply), or only the same product. */
  sameVersion: boolean;
}

export type UserCatalogLookup = (query: UserCatalogQuery) => UserCatalogMatch | undefined;
