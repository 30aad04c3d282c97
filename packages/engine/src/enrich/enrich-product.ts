import type {
  CatalogProduct,
  CycleBranches,
  LicenseInfo,
  LicenseType,
  LifecycleCycle,
  LifecycleProduct,
  LifecycleStatus,
  NormalizedRow,
  VersionScheme,
} from '../types.ts';
import { numericComponents } from '../version/parse-version.ts';
import { cpeByVersion, rewriteVersion } from '../version/rewrite-version.ts';

/** The output fields enrichment fills. */
export type Enrichment = Pick<
  NormalizedRow,
  | 'category'
  | 'release_date'
  | 'end_of_support'
  | 'end_of_extended_support'
  | 'lifecycle_status'
  | 'latest_version'
  | 'license'
  | 'license_type'
  | 'is_open_source'
  | 'cpe'
  | 'purl'
>;

// Cycle names parsed once per cycle object; content packs are read-only, so the cache never goes stale.
const cycleParts = new WeakMap<LifecycleCycle, number[]>();
function partsOf(cycle: LifecycleCycle): number[] {
  let parts = cycleParts.get(cycle);
  if (!parts) {
    parts = /^\d+(\.\d+)*$/.test(cycle.cycle) ? cycle.cycle.split('.').map(Number) : [];
    cycleParts.set(cycle, parts);
  }
  return parts;
}

/**
 * The release cycle a version belongs to: the cycle whose components are the longest prefix of the version
 * (`3.12` for `3.12.4`, `8` for `8.0.3810`), else the cycle named by the release year (`2019` for SQL Server 2019).
 * Products say when their cycles are found otherwise: as branches (NVIDIA's `r535-windows`), or `releaseCycles`: by
 * the build of their latest release and what the row's name says (Windows), or by the service pack the row names or
 * the version writes (SQL Server's `13.2.5026.0` is `13.0-sp2`).
 */
export function findCycle(
  lifecycle: LifecycleProduct,
  version: string | null,
  release: string | null,
  product: Pick<CatalogProduct, 'cycleBranches' | 'releaseCycles' | 'versionScheme' | 'cycleByVersionLine'> = {},
  row: { name?: string | null; servicepack?: string | null } = {},
): LifecycleCycle | undefined {
  const parts = version ? cycleNumbers(version, product.versionScheme) : [];
  if (product.cycleBranches) return findBranch(lifecycle, parts[0], product.cycleBranches);
  const lineCycle = parts.length >= 2 ? product.cycleByVersionLine?.[`${parts[0]}.${parts[1]}`] : undefined;
  if (lineCycle !== undefined) return lifecycle.cycles.find((cycle) => cycle.cycle === lineCycle);
  const by = product.releaseCycles?.by;
  if (by === 'build' && parts.length >= 3) {
    const ofBuild = lifecycle.cycles.filter((cycle) => isSameBuild(cycle.latest, parts));
    if (ofBuild.length > 0) return chooseAmongBuild(ofBuild, release, row.name ?? '');
  }
  // The title's "SP2" (a product version written 13.0.5026.0) or the minor of the registry's 13.2.5026.0.
  const servicePack =
    by === 'service-pack'
      ? (servicePackNumber(row.servicepack ?? null) ??
        (product.versionScheme?.servicePack === 'minor' ? servicePackOfMinor(parts) : null))
      : null;
  if (servicePack !== null) return servicePackCycle(lifecycle, parts, servicePack);
  if (by === 'service-pack') {
    // Before its first service pack: the line's one cycle without one (2008 R2's `10.50-r2`, 2016's `13.0`).
    const releaseCycles = lifecycle.cycles.filter((cycle) => {
      const named = SERVICE_PACK_CYCLE.exec(cycle.cycle);
      return named && named[3] === undefined && isSameServicePackLine(named, parts);
    });
    if (releaseCycles.length === 1) return releaseCycles[0];
  }
  let chosen: LifecycleCycle | undefined;
  let chosenLength = 0;
  for (const cycle of lifecycle.cycles) {
    const own = partsOf(cycle);
    if (own.length > chosenLength && own.length <= parts.length && own.every((n, i) => n === parts[i])) {
      chosen = cycle;
      chosenLength = own.length;
    }
  }
  // A lifecycle that names service packs in its cycles (.NET Framework's `3.5-sp1`) ends a release and its service
  // packs on different days: a row that states one gets that pack's cycle, or none (3.0 SP2 outlived 3.0).
  const statedPack = servicePackNumber(row.servicepack ?? null);
  if (statedPack !== null && parts.length >= 2 && lifecycle.cycles.some((cycle) => PACK_CYCLE.test(cycle.cycle))) {
    const line = chosen?.cycle ?? `${parts[0]}.${parts[1]}`;
    return lifecycle.cycles.find((cycle) => cycle.cycle === `${line}-sp${statedPack}`);
  }
  if (chosen) return chosen;
  if (!release) return undefined;
  const named = lifecycle.cycles.find((cycle) => cycle.cycle.toLowerCase() === release.toLowerCase());
  if (named) return named;
  // "Microsoft SQL Server 2019" without a version: the one cycle whose name starts with the year; none when several
  // do (2016 SP1, SP2, SP3 end on different days).
  const labelled = lifecycle.cycles.filter((cycle) => cycle.label?.split(' ')[0] === release);
  return labelled.length === 1 ? labelled[0] : undefined;
}

/**
 * The numbers a version's cycle is found by: its numeric components, and for a product whose minor is a decimal
 * fraction (`versionScheme.minor: "decimal"`) the minor's digits one by one, so that Opera 11.52 is of cycle `11.5`
 * and 11.10 of `11.1`, not of `11`.
 */
function cycleNumbers(version: string, scheme: VersionScheme | undefined): number[] {
  const parts = numericComponents(version);
  if (scheme?.minor !== 'decimal') return parts;
  const minor = /^\d+\.(\d{2,})(?!\d)/.exec(version)?.[1];
  return minor ? [parts[0]!, ...[...minor].map(Number), ...parts.slice(2)] : parts;
}

/** A cycle named by a release and its service pack (`3.5-sp1`). */
const PACK_CYCLE = /^\d+(?:\.\d+)*-sp\d+$/;

/** Whether a cycle's latest release has the version's first three numbers (`10.0.19045` for `10.0.19045.3693`). */
function isSameBuild(latest: string | undefined, parts: readonly number[]): boolean {
  if (!latest) return false;
  const own = numericComponents(latest);
  return own.length >= 3 && own[0] === parts[0] && own[1] === parts[1] && own[2] === parts[2];
}

const LONG_TERM = /\blts[bc]\b/i;
const IOT = /\biot\b/i;
const ENTERPRISE = /\b(?:enterprise|education)\b/i;
const CONSUMER = /\b(?:home|pro|professional)\b/i;

/**
 * The one cycle of a build the row's name and year point to: Windows 11 23H2 has an Enterprise (`-e`) and a Home and
 * Pro (`-w`) cycle; Windows 10 1809 an LTSC one too; Windows Server build 17763 is both 2019 and 1809 SAC. None when
 * the name does not say.
 */
function chooseAmongBuild(
  cycles: readonly LifecycleCycle[],
  release: string | null,
  name: string,
): LifecycleCycle | undefined {
  if (cycles.length === 1) return cycles[0];
  const releaseId = release?.toLowerCase().replace(/\s+/g, '-');
  const named = releaseId ? cycles.find((cycle) => cycle.cycle === releaseId) : undefined;
  if (named) return named;
  const isIot = (cycle: LifecycleCycle) => IOT.test(cycle.cycle.replace(/-/g, ' '));
  const kind = cycles.filter(
    (cycle) => isIot(cycle) === IOT.test(name) && (cycle.lts === true) === LONG_TERM.test(name),
  );
  if (kind.length <= 1) return kind[0];
  const suffix = ENTERPRISE.test(name) ? '-e' : CONSUMER.test(name) ? '-w' : null;
  const edition = suffix ? kind.filter((cycle) => cycle.cycle.endsWith(suffix)) : [];
  return edition.length === 1 ? edition[0] : undefined;
}

/** The number of a service pack the row names (`SP2`: 2), or null. */
function servicePackNumber(servicepack: string | null): number | null {
  const pack = servicepack ? /^SP(\d+)$/i.exec(servicepack) : null;
  return pack ? Number(pack[1]) : null;
}

/**
 * The service pack a version's minor writes, for products that write it so: `13.2.5026.0` is SP2, and SQL Server
 * 2008 R2, whose own minor is 50, writes SP2 as `10.52.4000.0`. Null for none.
 */
export function servicePackOfMinor(parts: readonly number[]): number | null {
  if (parts.length < 3) return null;
  const servicePack = parts[1]! % R2_MINOR;
  return servicePack > 0 && servicePack < 10 ? servicePack : null;
}

/** The minor of SQL Server 2008 R2's line (10.50): its service packs count on from it. */
const R2_MINOR = 50;

/** A cycle named by a line and a service pack or another release word: `13.0-sp2`, `10.00-sp3`, `10.50-r2`, `13.0`. */
const SERVICE_PACK_CYCLE = /^(\d+)\.(\d+)(?:-sp(\d+)|-[a-z0-9]+)?$/;

/** Whether a cycle's line is the version's: 10.50 for 10.52.4000.0, 13.0 (written 13.0 or 13.00) for 13.2.5026.0. */
function isSameServicePackLine(named: RegExpExecArray, parts: readonly number[]): boolean {
  const lineMinor = (parts[1] ?? 0) >= R2_MINOR ? R2_MINOR : 0;
  return Number(named[1]) === parts[0] && Number(named[2]) === lineMinor;
}

/** The cycle of a line's service pack: `10.50-sp2` for 10.52.4000.0, none when the lifecycle does not list it. */
function servicePackCycle(lifecycle: LifecycleProduct, parts: readonly number[], servicePack: number) {
  return lifecycle.cycles.find((cycle) => {
    const named = SERVICE_PACK_CYCLE.exec(cycle.cycle);
    return named && Number(named[3]) === servicePack && isSameServicePackLine(named, parts);
  });
}

/**
 * The branch a version belongs to, for cycles named by the first number of a branch (NVIDIA's `r535-windows` holds
 * drivers 535 to 539, `r418-windows` 418 to 427): the one with the greatest number not above the version's major,
 * as long as that major is not past the branch's latest known release.
 */
function findBranch(lifecycle: LifecycleProduct, major: number | undefined, branches: CycleBranches) {
  if (major === undefined) return undefined;
  let chosen: LifecycleCycle | undefined;
  let chosenStart = -1;
  for (const cycle of lifecycle.cycles) {
    const name = cycle.cycle;
    if (!name.startsWith(branches.prefix) || !name.endsWith(branches.suffix)) continue;
    const start = Number(name.slice(branches.prefix.length, name.length - branches.suffix.length));
    if (Number.isInteger(start) && start <= major && start > chosenStart) {
      chosen = cycle;
      chosenStart = start;
    }
  }
  const lastMajor = chosen?.latest ? numericComponents(chosen.latest)[0] : undefined;
  return lastMajor !== undefined && major <= lastMajor ? chosen : undefined;
}

const asDate = (value: string | boolean | undefined): string | null => (typeof value === 'string' ? value : null);

/** The lifecycle fields of a row whose cycle is unknown. */
const NO_CYCLE = { release_date: null, end_of_support: null, end_of_extended_support: null, lifecycle_status: null };

/** A cycle's dates and status on `today`: the lifecycle fields of a row of that cycle. */
export function cycleFields(cycle: LifecycleCycle, today: string) {
  return {
    release_date: cycle.releaseDate ?? null,
    end_of_support: asDate(cycle.eol),
    end_of_extended_support: asDate(cycle.eoes),
    lifecycle_status: lifecycleStatus(cycle, today),
  };
}

/** Whether a lifecycle end (a date, or true/false) has passed at `today` (YYYY-MM-DD). */
function hasEnded(value: string | boolean | undefined, today: string): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') return value <= today;
  return undefined;
}

export function lifecycleStatus(cycle: LifecycleCycle, today: string): LifecycleStatus {
  const ended = hasEnded(cycle.eol, today);
  if (ended === undefined) return 'unknown';
  if (!ended) return 'supported';
  return hasEnded(cycle.eoes, today) === false ? 'extended_support' : 'end_of_life';
}

// CPE 2.3 formatted strings escape these characters in attribute values.
const CPE_SPECIAL = /[\\!"#$%&'()+,/:;<=>@[\]^`{|}~?*]/g;

// "8.9p1" (OpenSSH), "1.9.5p2" (sudo): a portable or patch release, which NVD writes as the update (`8.9:p1`).
const PATCH_RELEASE = /^(\d+(?:\.\d+)+)(p\d+)$/i;

/**
 * The update NVD writes for the service pack or cumulative update a row states: Exchange Server 2016 CU23 is
 * `exchange_server:2016:cumulative_update_23`, Office 2010 SP2 is `office:2010:sp2`, .NET Framework 3.0 SP2 is
 * `.net_framework:3.0:sp2`.
 */
function servicepackUpdate(servicepack: string | null): string | null {
  const cumulative = servicepack ? /^CU(\d+)$/i.exec(servicepack) : null;
  if (cumulative) return `cumulative_update_${cumulative[1]}`;
  const pack = servicePackNumber(servicepack);
  return pack !== null ? `sp${pack}` : null;
}

const escapeCpeValue = (value: string) => value.replace(/\s+/g, '_').replace(CPE_SPECIAL, (c) => `\\${c}`);

/**
 * Completes a CPE 2.3 prefix (`cpe:2.3:a:vendor:product`) with a version and its update: the one given, or the patch
 * release's (`8.9p1`).
 */
export function completeCpe(prefix: string, version: string | null, givenUpdate: string | null = null): string {
  // Split at the colons that separate components, not at an escaped one (`1c:1c\:enterprise`).
  const parts = prefix.split(/(?<!\\):/);
  const head = parts.slice(0, 5);
  while (head.length < 5) head.push('*');
  // A prefix that writes the version itself (`windows_server_2012:r2`) keeps it, and its update.
  if (parts.length > 5) {
    return [...head, parts[5], parts[6] ?? givenUpdate ?? '*', '*', '*', '*', '*', '*', '*'].join(':');
  }
  const patch = version ? PATCH_RELEASE.exec(version) : null;
  const value = patch ? patch[1]! : version ? escapeCpeValue(version) : '*';
  const update = givenUpdate ?? (patch ? patch[2]!.toLowerCase() : '*');
  return [...head, value, update, '*', '*', '*', '*', '*', '*'].join(':');
}

/** The CPE prefix listed for a cycle, under its name or the longest beginning of it before a dash. */
function cpeOfCycle(cpes: Readonly<Record<string, string>>, cycle: LifecycleCycle | undefined): string | undefined {
  if (!cycle) return undefined;
  for (let name = cycle.cycle; ; name = name.slice(0, name.lastIndexOf('-'))) {
    if (Object.hasOwn(cpes, name)) return cpes[name];
    if (!name.includes('-')) return undefined;
  }
}

// A major from this on is a year (Tableau's 2022.3), in another scheme than a small one (its registry's 24.3.965).
const FIRST_YEAR_MAJOR = 1990;

/**
 * Whether a version is newer than another by their numbers (1.78 after 0.86); not when either has none, nor when
 * one counts by years and the other does not, since their numbers do not compare.
 */
function isNewer(version: string, than: string): boolean {
  const parts = numericComponents(version);
  const others = numericComponents(than);
  if (parts.length === 0 || others.length === 0) return false;
  if (parts[0]! >= FIRST_YEAR_MAJOR !== others[0]! >= FIRST_YEAR_MAJOR) return false;
  return compareComponents(parts, others) > 0;
}

/**
 * The product's latest version as the catalog's package data gives it, unless the row runs a newer one: a package
 * no longer updated where it was taken from (Npcap's 0.86 beside an installed 1.78) would claim the newer release is
 * behind.
 */
function latestKnownVersion(latest: string | undefined, installed: string | null): string | null {
  if (latest === undefined) return null;
  return installed !== null && isNewer(installed, latest) ? null : latest;
}

/** What the row says is installed: its version, and the release year or name and service pack its title gives. */
export interface InstalledRelease {
  version: string | null;
  release: string | null;
  servicepack?: string | null;
  /** The row's product name, for what it says of the release cycle (`Windows 11 Enterprise`). */
  name?: string | null;
  /** A pre-release (`3.13.0b1`, `8.0.0-preview.3`): its line's support is its releases', not its own. */
  isPreRelease?: boolean;
}

/**
 * The catalog's words for a closed licence, which no SPDX expression states, and the licence type each is: the one
 * list the build, the content schema and the exports read.
 */
export const CLOSED_LICENSES = { Proprietary: 'proprietary', Freeware: 'freeware' } as const satisfies Readonly<
  Record<string, LicenseType>
>;

/** The licence type a catalog licence word names (`Proprietary`, any case), or undefined. */
function closedLicenseType(license: string): LicenseType | undefined {
  const word = Object.keys(CLOSED_LICENSES).find((closed) => closed.toLowerCase() === license.toLowerCase());
  return word ? CLOSED_LICENSES[word as keyof typeof CLOSED_LICENSES] : undefined;
}

/**
 * The licence of the release a version is: the first of the product's `licenseBefore` whose version is above it (none
 * when that entry's licence is null), else the product's own (the latest release's). A row without a version has the
 * latest's.
 */
function licenseOfRelease(
  product: Pick<CatalogProduct, 'license' | 'licenseBefore'>,
  version: string | null,
): string | undefined {
  const parts = version ? numericComponents(version) : [];
  if (parts.length === 0 || !product.licenseBefore) return product.license;
  const older = product.licenseBefore.find((entry) => compareComponents(parts, numericComponents(entry.version)) < 0);
  // A null licence: the older releases had another one, and which is not known for certain (none rather than a guess).
  return older ? (older.license ?? undefined) : product.license;
}

/**
 * How two versions' numeric components order (negative: `parts` first); a missing component counts as 0, so `7` and
 * `7.0` are one version.
 */
function compareComponents(parts: readonly number[], others: readonly number[]): number {
  for (let index = 0; index < Math.max(parts.length, others.length); index++) {
    const difference = (parts[index] ?? 0) - (others[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * A product's licence as the output gives it: `license` an SPDX expression or null; `isOpenSource` as the catalog
 * says, else whether the licence is OSI-approved (false for a closed one); `licenseType` open source, proprietary
 * or freeware where that is known, else unknown, also for an SPDX licence that is not open source (`SSPL-1.0`,
 * `CC-BY-NC-4.0`): neither word fits it for certain.
 */
export function licenseOf(
  product: Pick<CatalogProduct, 'license' | 'isOpenSource' | 'licenseBefore'>,
  licenses: Readonly<Record<string, LicenseInfo>>,
  version: string | null = null,
): { license: string | null; licenseType: LicenseType; isOpenSource: boolean | null } {
  const written = licenseOfRelease(product, version) ?? null;
  const closed = written ? closedLicenseType(written) : undefined;
  const license = closed ? null : written;
  const known = license ? licenses[license] : undefined;
  const isOpenSource = product.isOpenSource ?? (known ? known.isOsiApproved : closed ? false : null);
  const licenseType = isOpenSource === true ? 'open-source' : (closed ?? 'unknown');
  return { license, licenseType, isOpenSource };
}

/** The release cycle of the installed release, if the lifecycle lists it; a pre-release has none of its line's. */
export function installedCycle(
  product: CatalogProduct,
  lifecycle: LifecycleProduct | undefined,
  installed: InstalledRelease,
): LifecycleCycle | undefined {
  const { version, release, servicepack = null, name = null, isPreRelease = false } = installed;
  return lifecycle && !isPreRelease
    ? findCycle(lifecycle, version, release, product, { name, servicepack })
    : undefined;
}

/** What a row's reason says of its lifecycle: the cycle found and where its dates come from. */
export function lifecycleNote(lifecycle: LifecycleProduct, cycle: LifecycleCycle): string {
  const source = cycle.source ?? lifecycle.source;
  return `lifecycle of ${lifecycle.title} ${cycle.label ?? cycle.cycle}${source ? ` from ${source}` : ''}`;
}

/**
 * Facts the catalog knows about a product at a version: lifecycle of its release cycle, licence, identifiers.
 * `today` decides the lifecycle status and is an input so that results are reproducible.
 */
export function enrichProduct(
  product: CatalogProduct,
  lifecycle: LifecycleProduct | undefined,
  licenses: Readonly<Record<string, LicenseInfo>>,
  installed: InstalledRelease,
  today: string,
  cycle: LifecycleCycle | undefined = installedCycle(product, lifecycle, installed),
): Enrichment {
  const { version, release, servicepack = null } = installed;
  const { license, licenseType, isOpenSource } = licenseOf(product, licenses, version);
  // A cycle the map does not name has the product's own CPE, when it has one (.NET 5 and on are `.net`, the cycles of
  // .NET Core before them `.net_core`).
  // A track the version tells comes first (Acrobat's continuous builds are `acrobat_dc`, whatever its cycle).
  const byVersion = product.cpeByVersion && version ? cpeByVersion(product.cpeByVersion, version) : undefined;
  const cpePrefix =
    byVersion !== undefined
      ? byVersion
      : product.cpeByCycle
        ? (cpeOfCycle(product.cpeByCycle, cycle) ?? product.cpe)
        : (product.cpe ?? lifecycle?.cpe);
  const cpeVersion = product.cpeVersion;
  const isYearVersioned =
    cpeVersion !== undefined && 'from' in cpeVersion && release !== null && /^\d{4}$/.test(release);
  const rewritten =
    cpeVersion !== undefined && 'rewrite' in cpeVersion && version ? rewriteVersion(cpeVersion.rewrite, version) : null;
  const purlBase = product.purl ?? lifecycle?.purl;
  return {
    category: product.category ?? lifecycle?.category ?? null,
    ...(cycle ? cycleFields(cycle, today) : NO_CYCLE),
    latest_version: cycle?.latest ?? latestKnownVersion(product.latestVersion, version),
    license,
    license_type: licenseType,
    is_open_source: isOpenSource,
    cpe: cpePrefix
      ? isYearVersioned
        ? completeCpe(cpePrefix, release, servicepackUpdate(servicepack))
        : rewritten
          ? completeCpe(cpePrefix, rewritten.version, rewritten.update ?? servicepackUpdate(servicepack))
          : completeCpe(cpePrefix, version, servicepackUpdate(servicepack))
      : null,
    purl: purlBase ? (version ? `${purlBase}@${encodeURIComponent(version)}` : purlBase) : null,
  };
}
