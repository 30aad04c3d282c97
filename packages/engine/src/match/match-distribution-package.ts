import type { CompiledWords } from '../title/compile-words.ts';
import type { CatalogIndex } from './build-catalog-index.ts';
import { MATCH_SCORES, type CatalogMatch } from './match-catalog.ts';

// "openssl", "python3.10", "java-11-openjdk-headless": distributions name packages in one lower-case word.
const PACKAGE_NAME = /^[a-z0-9][a-z0-9+._-]*$/;
// RPM names keep their project's capitals ("NetworkManager-pptp-gnome", "perl-XML-TreePP", "PackageKit").
const MIXED_CASE_PACKAGE_NAME = /^[A-Za-z0-9][A-Za-z0-9+._-]*$/;
// "3.0.2-0ubuntu1.12", "1:3.0.7-25.el9_3", "3.1.4-r5", "14+238": the upstream version, then the distribution's
// revision (and an epoch before it, sometimes).
const DISTRIBUTION_VERSION = /^(?:\d+:)?\d[\w.]*[-+~][\w.+~-]*$/;
// "1:1.0.0.78" (Valve's steam-launcher), "1:1.2.26.1187.g36b715a1": a package of a vendor's own repository, with an
// epoch and no distribution revision. Only a package format writes an epoch.
const EPOCH_VERSION = /^\d+:\d[\w.+~]*$/;
// "php8.2", "postgresql-14", "mariadb-server-10.6": a package named after one release line of a known package.
const LINE_SUFFIX = /^(.*?[a-z])-?\d+(?:\.\d+)*$/;
// Packages named after what they hold ("linux-image-5.15.0-88-generic", a kernel image named after its release;
// "openjdk-17-jre-headless", "java-1.8.0-openjdk", with their line and part in the middle of the name) are the
// content's package families (`ModelWords.packageFamilies`).

// A package version's epoch and its distribution revision: "1:3.0.7-25.el9_3" is 3.0.7 upstream.
const EPOCH = /^\d+:/;
const REVISION = /-[^-]*$/;
// "1.2.13+dfsg", "11.0.21+9": a repack or build suffix after the upstream release.
const UPSTREAM_SUFFIX = /\+.*$/;
// "1.2.11.dfsg", "12.22.9~dfsg", "9.55.0~dfsg1", "3.2~ds1": Debian's repack of the upstream release (files taken out
// that Debian cannot ship), whatever mark joins it; the release is the one before it.
const REPACK_SUFFIX = /[.~](?:dfsg|ds|repack)\d*(?:[.~+].*)?$/i;
// "7.91+dfsg1+really7.80+dfsg1": a package that went back to an older upstream release keeps its higher version, and
// writes the release it really holds after "really".
const REALLY = /\+really(?=\d)/i;

// What tells a package's distribution, in its version or in its packager's name, and the purl type and namespace of
// that distribution's packages, are the content's (`ModelWords.distributions`: "0ubuntu1.12" is Ubuntu's).

/**
 * The product a Linux distribution's package is, for a row as osquery's `deb_packages` or `rpm_packages` reports
 * one: a package name for the title and a distribution's version. The publisher of such a row is the distribution's
 * packager ("Ubuntu Developers", "Red Hat, Inc."), so it is not weighed; the package name says what is installed.
 */
export function matchDistributionPackage(
  index: CatalogIndex,
  title: string,
  version: string | null,
  packager = '',
): CatalogMatch | undefined {
  const { words } = index.dictionaries;
  if (!isDistributionPackageRow(title, version, words, packager)) return undefined;
  const format = packageFormat(version, words.distributions);
  // A name the distributions of one package format give another project ("passwd": Red Hat's tool in RPM
  // distributions, a part of shadow in Debian's) is claimed as `rpm:passwd`, and found before the name itself.
  const byName = (name: string) =>
    (format === undefined ? undefined : index.byPackageName.get(`${format}:${name}`)) ?? index.byPackageName.get(name);
  let product = byName(title);
  for (const name of product === undefined ? familyNames(title, words) : []) {
    product = byName(name);
    if (product !== undefined) break;
  }
  if (product === undefined) return undefined;
  return {
    product,
    kind: 'alias',
    score: MATCH_SCORES.alias,
    reasons: ["a Linux distribution's package of the product"],
    isDistributionPackage: true,
  };
}

/** The package format ("rpm", "deb") of the distribution a package's version tells, if it tells one. */
function packageFormat(version: string, distributions: CompiledWords['distributions']): string | undefined {
  return distributions.find(({ evidence }) => evidence.test(version))?.purlType.split('/')[0];
}

/**
 * The names a package named after what it holds may be known by in the catalog, nearest first: a package family's,
 * or the name before the parts of its build ("php8.1-cli", "postgresql-server", "libssl-dev": its command-line tool,
 * server, headers, or its stable channel; "tigervnc-server-minimal": two parts), each also without a release line.
 * Only the content's part words are taken off: "libvirt-gconfig" is another project than libvirt.
 */
function familyNames(title: string, words: CompiledWords): string[] {
  for (const family of words.packageFamilies) if (family.regex.test(title)) return [family.packageName];
  const names: string[] = [];
  const line = LINE_SUFFIX.exec(title)?.[1];
  if (line) names.push(line);
  for (let whole = words.packagePart.exec(title)?.[1]; whole; whole = words.packagePart.exec(whole)?.[1]) {
    names.push(whole);
    const wholeLine = LINE_SUFFIX.exec(whole)?.[1];
    if (wholeLine) names.push(wholeLine);
  }
  return [...names, ...libraryNames(title, words.libraryPackages)];
}

// Shorter names, once a library's prefix and soname are off, are other projects' as often as this one's.
const MIN_LIBRARY_NAME = 3;

/**
 * The names a library package named after its soname may be its project's by, nearest first: without one number of
 * the soname after another, each with and without the prefix (`libpcre2-8-0` → `libpcre2-8`, `pcre2-8`, `libpcre2`,
 * `pcre2`; `libgmp10` → `libgmp`, `gmp`).
 */
function libraryNames(title: string, rule: CompiledWords['libraryPackages']): string[] {
  if (!rule || !title.startsWith(rule.prefix)) return [];
  const names: string[] = [];
  for (let name = title; rule.soname.test(name);) {
    name = name.replace(rule.soname, '');
    const bare = name.slice(rule.prefix.length);
    if (bare.length < MIN_LIBRARY_NAME) break;
    names.push(name, bare);
  }
  return names;
}

// "openssl-libs-3.0.7-25.el9_3.x86_64": an RPM package as `rpm -qa` names it, name, version, release and architecture
// in one string.
const RPM_NEVRA =
  /^([A-Za-z0-9][\w+.-]*?)-(?:(\d+):)?(\d[\w.+~^]*)-(\d[\w.+~^]*?)\.(x86_64|i[3-6]86|noarch|aarch64|ppc64le|ppc64|s390x|armv7hl)$/;

/** An RPM package's parts, read from the one string `rpm -qa` writes; undefined for any other title. */
export function readRpmPackage(title: string): { name: string; version: string; architecture: string } | undefined {
  const nevra = RPM_NEVRA.exec(title);
  if (!nevra) return undefined;
  const [, name, epoch, version, release, architecture] = nevra;
  return { name: name!, version: `${epoch ? `${epoch}:` : ''}${version}-${release}`, architecture: architecture! };
}

/**
 * Whether a row reads as a Linux distribution's package, a package name and a distribution's version ("git",
 * "1:2.34.1-1ubuntu1.10"), whether or not the catalog knows the name as a package: found by its name as a product,
 * such a row is still that distribution's build, with that distribution's purl and the upstream release's CPE. A name
 * in capitals ("NetworkManager", "xorg-x11-server-Xorg") counts when the version carries a distribution's tag. A
 * package the distribution made itself has a plain version ("dpkg" at "1.21.22"): it counts when its packager is one
 * of the distribution's teams, as a Debian package's maintainer field names one ("Dpkg Developers
 * <debian-dpkg@lists.debian.org>").
 */
export function isDistributionPackageRow(
  title: string,
  version: string | null,
  words: Pick<CompiledWords, 'preReleaseVersion' | 'distributions'>,
  packager = '',
): version is string {
  // "1.0-rc.2": a pre-release label after the dash is the upstream release's own, not a distribution's revision.
  return (
    version !== null &&
    isPackageName(title, version, words.distributions) &&
    (DISTRIBUTION_VERSION.test(version) ||
      EPOCH_VERSION.test(version) ||
      nativeMarkOf(version, words.distributions) !== undefined ||
      isDistributionTeamsVersion(version, packager, words.distributions)) &&
    !words.preReleaseVersion.test(version)
  );
}

// "Dpkg Developers <debian-dpkg@lists.debian.org>": a package's maintainer field, a name and an address.
const MAINTAINER_FIELD = /\S\s*<[^\s<>@]+@[^\s<>]+>$/;
const PLAIN_VERSION = /^\d+(?:\.\d+)*$/;

/** Whether a plain version is of a package a distribution's team made ("1.21.22" of Debian's dpkg maintainers). */
function isDistributionTeamsVersion(
  version: string,
  packager: string,
  distributions: CompiledWords['distributions'],
): boolean {
  return (
    PLAIN_VERSION.test(version) &&
    MAINTAINER_FIELD.test(packager) &&
    distributions.some(({ evidence }) => evidence.test(packager))
  );
}

/** Whether a title is a package's name: in lower case, or in its project's capitals at a distribution's version. */
function isPackageName(name: string, version: string, distributions: CompiledWords['distributions']): boolean {
  return (
    PACKAGE_NAME.test(name) ||
    (MIXED_CASE_PACKAGE_NAME.test(name) && distributions.some(({ evidence }) => evidence.test(version)))
  );
}

// A distribution's revision after the upstream release: "-1.fc25", "-0ubuntu1.12", "-25.el9_3", "-r5"; not a
// pre-release word ("1.0.0-beta", "2.1-rc1"), which is the upstream release's own.
const DISTRIBUTION_REVISION = /-(?:\d[\w.+~]*|r\d+)$/;

/**
 * The mark a distribution writes after the release in the version of a package it made itself, which has no
 * revision ("ubuntu2.2" of "1.21.1ubuntu2.2"): a distribution's `nativeMark` in the content; undefined for none.
 */
function nativeMarkOf(version: string, distributions: CompiledWords['distributions']): RegExpExecArray | undefined {
  if (DISTRIBUTION_REVISION.test(version)) return undefined;
  for (const { nativeMark } of distributions) {
    const found = nativeMark?.exec(version);
    if (found && found.index > 0) return found;
  }
  return undefined;
}

/**
 * The upstream release a package's version numbers, when a package name ("cups-client") is at a distribution's
 * package version ("2.2.0-5.fc25" → "2.2.0"); undefined for any other name or version. A name in capitals counts
 * when the version carries the tag of one of `distributions` ("0.43-4.fc25" of "perl-XML-TreePP").
 */
export function packageUpstreamVersion(
  name: string,
  version: string,
  distributions: CompiledWords['distributions'] = [],
): string | undefined {
  const native = nativeMarkOf(version, distributions);
  const isPackageVersion =
    (DISTRIBUTION_VERSION.test(version) && DISTRIBUTION_REVISION.test(version)) || EPOCH_VERSION.test(version);
  if (!native && !isPackageVersion) return undefined;
  if (!isPackageName(name, version, distributions)) return undefined;
  // Read on the few rows at a package version only, and the tags only for a name in capitals.
  return upstreamVersion(native ? version.slice(0, native.index) : version);
}

/**
 * The upstream version of a distribution package's version, as CPEs and release cycles number it: without the
 * epoch, the distribution's revision and Debian's repack marks (`1:3.0.7-25.el9_3` → `3.0.7`, `3.1.4-r5` → `3.1.4`,
 * `1:1.2.11.dfsg-2ubuntu9.2` → `1.2.11`), and the release a "really" version holds (`7.91+dfsg1+really7.80-2` → `7.80`).
 */
export function upstreamVersion(version: string): string {
  const packaged = version.replace(EPOCH, '').replace(REVISION, '');
  const really = REALLY.exec(packaged);
  const release = really ? packaged.slice(really.index + really[0].length) : packaged;
  return release.replace(REPACK_SUFFIX, '').replace(UPSTREAM_SUFFIX, '');
}

/**
 * The package's own purl when its version or packager tells the distribution (`pkg:deb/ubuntu/openssl@3.0.2-0ubuntu1.12`
 * for a package of Ubuntu Developers), which is what vulnerability databases for distributions are keyed by; null
 * when neither does.
 */
export function distributionPurl(
  packageName: string,
  version: string,
  packager: string,
  words: CompiledWords,
): string | null {
  const type = words.distributions.find(({ evidence }) => evidence.test(version) || evidence.test(packager))?.purlType;
  return type ? `pkg:${type}/${encodeURIComponent(packageName)}@${encodeURIComponent(version)}` : null;
}
