import type { CompiledWords } from '../title/compile-words.ts';
import type { CatalogProduct } from '../types.ts';
import { rewriteVersion } from './rewrite-version.ts';

export interface VersionParts {
  version: string | null;
  major: string | null;
  minor: string | null;
  patch: string | null;
  build: string | null;
}

const EMPTY: VersionParts = { version: null, major: null, minor: null, patch: null, build: null };
/** The content's words a version is read by, compiled once per index (`compileWords`). */
export type VersionWords = Pick<CompiledWords, 'placeholderVersion' | 'preReleaseTail' | 'versionArchitectureTail'>;
// "5.10.0 (4306)": a build number in parentheses after the version, as some installers write it.
const BUILD_IN_PARENTHESES = /^(\d+(?:\.\d+)*)\s*\((\d+)\)$/;
const LEADING_NUMBERS = /^(\d+)(?:[._](\d+))?(?:[._](\d+))?(?:[._](\d+))?/;
// "7.2.0 Win64", "1.0x64" (Widelands): an architecture after the version is `words.versionArchitectureTail`, the
// content's spellings.
// Remarks installers append to DisplayVersion: "3.5.8 (64-bit)", "4.8.24 (build: 20211109-221)", "7.2.0 Win64".
const PARENTHESIZED_REMARK = /\s*\((?!\d+\))[^)]*\)/g;
// "22.04.3 LTS" (osquery's Ubuntu): the release's support track, not part of its number.
const SUPPORT_TRACK_TAIL = /\s+LTS$/i;
// "4.0 SP2", "2023 SP3.1": the service pack written after the version; it is the row's service pack, not part of the
// number. A point release is written as the title's is (SOLIDWORKS' "SP3.1").
const SERVICE_PACK_TAIL = /\s+(?:sp|service\s+pack)\s*(\d{1,2}(?:\.\d{1,2})?)$/i;
// "1.0.0.0 en-US": the build's language after the version.
const LOCALE_TAIL = /\s+[a-z]{2}-[A-Z]{2}$/;
// Build metadata that names a build rather than numbering the version: "3.7.0.0+build.876", "4.8.10-build.167.1+g228f8ff"
// (a git hash). A purely numeric "+10" (Temurin's "17.0.8+7") is a component and stays.
const BUILD_METADATA = /(?:-build(?:\.\d+)+)?\+[0-9a-z.-]*[a-z][0-9a-z.-]*$|-build(?:\.\d+)+$/i;
// "ad 8.0.6" (AnyDesk), "MPS-223.8836.1185", "WIA-Loader 2.7.3.0": a word, often the product's name, written before a
// dotted version.
const NAME_IN_FRONT = /^\p{L}[\p{L}-]*?[\s-]+(?=\d+[._]\d)/u;
// "1:8.9p1-3ubuntu0.6", "5:24.0.7-1~ubuntu.22.04~jammy": the epoch of a Debian or RPM package version orders its
// releases; it is not the major version.
const EPOCH = /^\d+:(?=\d)/;
// "9-4-8-8": a version written with hyphens.
const HYPHENATED = /^\d+(?:-\d+){2,}$/;
// "6, 0, 0, 1": a version written as Windows' version resources print it, with commas.
const COMMA_SEPARATED = /^\d+(?:\s*,\s*\d+){1,3}$/;
// "2.3 build 45", "2.0 (build 1259) production": a build number written after the version, and perhaps the kind of
// build after it. Not "108.0b8": Firefox's beta 8.
const BUILD_WORD = /^(\d+(?:\.\d+)*)\s*\(?\s*build\s*:?\s*(\d+)\s*\)?(?:\s+\p{L}+)?$/iu;

/**
 * Splits a version into the full version and its numeric parts. A leading `v` and surrounding text go; a build
 * number in parentheses joins the version. Parts are strings so that `01` stays `01`. A placeholder that says "no
 * version" in exports ("Unknown", "N/A", "latest": `words.placeholderVersion`, the content's) is none.
 *
 * @example parseVersion('5.10.0 (4306)', words) // { version: '5.10.0.4306', major: '5', minor: '10', patch: '0', build: '4306' }
 * @example parseVersion('v3.18', words) // { version: '3.18', major: '3', minor: '18', patch: null, build: null }
 */
export function parseVersion(raw: string | null | undefined, words: VersionWords): VersionParts {
  let text = (raw ?? '').trim();
  if (!text || words.placeholderVersion.test(text)) return EMPTY;
  // "v3.18", "Version 2.1", "Release 98" (iStumbler): a word that only says the number is a version.
  text = text.replace(/^(?:version\s+|release\s+|ver\.?\s*|v\.?\s*)(?=\d)/i, '');
  const buildWord = BUILD_WORD.exec(text);
  if (buildWord) text = `${buildWord[1]}.${buildWord[2]}`;
  text = text
    .replace(PARENTHESIZED_REMARK, '')
    .replace(words.versionArchitectureTail, '')
    .replace(LOCALE_TAIL, '')
    .replace(BUILD_METADATA, '')
    .replace(SUPPORT_TRACK_TAIL, '')
    .replace(SERVICE_PACK_TAIL, '')
    .trim();
  if (HYPHENATED.test(text)) text = text.replace(/-/g, '.');
  if (COMMA_SEPARATED.test(text)) text = text.replace(/\s*,\s*/g, '.');
  const withBuild = BUILD_IN_PARENTHESES.exec(text);
  if (withBuild) text = `${withBuild[1]}.${withBuild[2]}`;
  const numbers = LEADING_NUMBERS.exec(numberedPart(text));
  if (!numbers) return { ...EMPTY, version: text };
  return {
    version: text,
    major: numbers[1] ?? null,
    minor: numbers[2] ?? null,
    patch: numbers[3] ?? null,
    build: numbers[4] ?? null,
  };
}

/** The service pack a version writes after its number (`4.0 SP2` → `SP2`), or null. */
export function servicePackOfVersionText(raw: string | null | undefined): string | null {
  const servicePack = raw ? SERVICE_PACK_TAIL.exec(raw.trim()) : null;
  return servicePack ? `SP${servicePack[1]}` : null;
}

// "15.5-1" (EnterpriseDB's PostgreSQL), "3.2.2-1" (RubyInstaller), "5.51-1" (GnuWin32): the installer's own revision
// of an upstream release, after a dotted version.
// Anchored at the start, not looked behind: a lookbehind is tried at every position of every version.
const INSTALLER_REVISION = /^(\d+(?:\.\d+)+)-\d{1,3}$/;
// "1.2.71.421.g794ff5e5" (Spotify): the commit a build was made from, as `git describe` writes it after the number.
const COMMIT_AFTER_NUMBER = /^(\d+(?:\.\d+)+)[.+-]g[0-9a-f]{7,40}$/;

/**
 * The part of a version its numbers are read from: without a package epoch (`1:8.9p1-3` → `8.9p1-3`), a word in
 * front (`ad 8.0.6` → `8.0.6`) or an installer's revision (`15.5-1` → `15.5`). The vendor's text stays the version;
 * its parts, and the version a CPE or a release cycle is looked up by, come from here.
 */
export function numberedPart(version: string): string {
  const upstream = version.replace(EPOCH, '');
  const numbered = /^\d/.test(upstream) ? upstream : upstream.replace(NAME_IN_FRONT, '');
  return withoutCommit(numbered.replace(INSTALLER_REVISION, '$1'));
}

/** A version without the commit `git describe` writes after its number (`1.2.71.421.g794ff5e5` → `1.2.71.421`). */
export function withoutCommit(version: string): string {
  return version.replace(COMMIT_AFTER_NUMBER, '$1');
}

/** The numeric components of a version: '3.12.150.0' → [3, 12, 150, 0]; '11.0.18+10' → [11, 0, 18, 10]. */
export function numericComponents(version: string): number[] {
  const head = /^\d+(?:[._+]\d+)*/.exec(numberedPart(version))?.[0];
  return head ? head.split(/[._+]/).map(Number) : [];
}

/**
 * The key two spellings of one version share: its numeric components without leading zeros ('1.6.00.23677' and
 * '1.6.0.23677' are '1.6.0.23677'); empty for a version without numbers.
 */
export function versionKey(version: string): string {
  return numericComponents(version).join('.');
}

/** Whether `short` equals the first components of `long` (3.12 is a prefix of 3.12.0.150). */
function isComponentPrefix(short: number[], long: number[]): boolean {
  return short.length > 0 && short.length <= long.length && short.every((value, i) => value === long[i]);
}

/** What the catalog knows about a product's versions (the `CatalogProduct` fields of the same names). */
export type VersionHints = Partial<Pick<CatalogProduct, 'name' | 'versionMap' | 'versionScheme' | 'nameLine'>>;

export interface VersionChoice {
  version: string | null;
  /**
   * `raw`: the input's version; `package`: the upstream part of a distribution package's raw version; `title`: written
   * in the title; `marketing`: mapped from the raw version by what the catalog knows of the product (its `versionMap`
   * or `versionScheme`); `installer`: the title's, the raw version being an installer's technical form of it (Python's
   * `3.10.6150.0`, SSMS's `15.0.18420.0` for 18.12), known without the product.
   */
  from: 'raw' | 'package' | 'title' | 'marketing' | 'installer' | 'none';
  /** The raw version's fourth component when the title's three-part version was chosen over it (`6.0.20.32621`). */
  build?: string;
}

/** The smallest component read as a build number: two versions sharing one at the same place are one scheme. */
const FIRST_BUILD_NUMBER = 1000;

/**
 * Whether the title's version and the raw one number the same build in one scheme: the title's last component is a
 * build number the raw version has at the same place (`14.029.29910` and `14.28.29910.0`). Then they disagree only
 * by a typo or a stale title, not as a marketing and a technical version do.
 */
function isSameBuild(title: number[], raw: number[]): boolean {
  const last = title.length - 1;
  return title[last]! >= FIRST_BUILD_NUMBER && raw[last] === title[last];
}

/** The first year a version scheme may start with (`2023.1.1`); smaller majors are ordinary version numbers. */
const FIRST_YEAR = 1990;

/**
 * Python's installers register micro × 1000 + release level in the third component (`3.10.6150.0` for 3.10.6,
 * `3.11.150.0` for 3.11.0: 150 is "final"; 100–159 cover alpha to final), and nothing in a fourth: a build after it
 * (`3.3.100.15` for LiveUpdate 3.3) is another vendor's patch and build.
 */
function isPythonStyleArtefact(raw: number[], title: number[]): boolean {
  const [rawMicro, rawBuild] = raw.slice(2);
  const [titleMicro] = title.slice(2);
  if (rawMicro === undefined || rawMicro < 100 || (rawBuild !== undefined && rawBuild !== 0)) return false;
  return Math.floor(rawMicro / 1000) === (titleMicro ?? 0) && rawMicro % 1000 >= 100 && rawMicro % 1000 < 160;
}

/**
 * OpenOffice registers 4.1.15 as `4.115.9813`: the title's minor and patch glued into one component, then a build
 * number. A glued form without a build number after it (`1.12.0` under a title's `1.1.2`) may be a newer release.
 */
function isGluedMinorArtefact(raw: number[], title: number[]): boolean {
  return (
    title.length === 3 &&
    raw.length === 3 &&
    raw[0] === title[0] &&
    String(raw[1]) === `${title[1]}${title[2]}` &&
    raw[2]! >= FIRST_BUILD_NUMBER
  );
}

/**
 * Whether the title's version says more than the raw one about the same release: the same numbers and a letter
 * (`1.5.0.1356a` registered as `1.5.0.1356`), or a pre-release label where the registry has only numbers, at most
 * one of them a build number (`8.0.0-preview.3.23177.8` registered as `8.0.0.23177`).
 */
function isMorePreciseForm(
  titleVersion: string,
  rawVersion: string,
  title: number[],
  raw: number[],
  words: VersionWords,
): boolean {
  if (!/^[\d.]+$/.test(rawVersion)) return false;
  const sameNumbers = title.length === raw.length && isComponentPrefix(title, raw);
  if (sameNumbers && titleVersion.startsWith(rawVersion) && /^[a-z]$/i.test(titleVersion.slice(rawVersion.length))) {
    return true;
  }
  // A pre-release label after the numbers (the content's `preReleaseLabels`): "8.0.0-preview.3.23177.8", "2.1.7-beta".
  return words.preReleaseTail.test(titleVersion) && isComponentPrefix(title, raw) && raw.length - title.length <= 1;
}

/**
 * Picks the version to report from the raw version, a version written in the title and the catalog's known
 * raw → marketing pairs. Installers often register a technical version (Python `3.12.150.0`, SSMS `15.0.18420.0`,
 * Rider `231.8770.54`, .NET SDK `6.3.622.52403` for 6.0.306) while the title shows the one people know; but a title
 * can also be stale (`Dolt 1.13.4` installed as 1.13.5), and then the registry's version is the truth.
 *
 * Rules, in order:
 * 1. a known pair from the catalog wins;
 * 2. with only one of them, that one; a registry version that one of the product's installer rewrites matches
 *    (`versionScheme.installerVersions`: the Python Launcher's `3.12.150.0`) is the release it stands for, when read
 *    alone or when the title writes that release (a packager's revision: `3.2.6-3` under a title's `3.2.6`);
 * 3. a Python-style artefact of the title's version, its minor and patch glued (`4.115.9813` for 4.1.15), or the
 *    title's version with its bitness glued on: the title's;
 *    so is a title version that is the raw one with a letter (`1.5.0.1356a`) or with a pre-release label
 *    (`8.0.0-preview.3.23177.8` for `8.0.0.23177`);
 * 4. the raw version pads the title's with zeros to four parts or more (`0.79.0.0` for PuTTY's `0.79`): the title's,
 *    the same version as its vendor writes it; otherwise (`3.5.1` → `3.5.1.20`, `3.12` → `3.12.0`): the more precise
 *    raw one, unless the catalog says the product's title carries the marketing version (`versionScheme`, .NET: `6.0.20` →
 *    `6.0.20.32621`), then the title's with the raw fourth part as build; a title that writes only the release line
 *    the product is named by (`Microsoft .NET SDK 6.0`) takes the raw version before any other rule;
 * 5. the title's version extends the raw one: the title's;
 * 6. the same major: the raw version, unless it has more parts than a three-part title version (a technical scheme,
 *    but not when both end in the same build number: `14.28.29910.0` for a title's `14.029.29910`) or the catalog
 *    says the title carries the marketing version;
 * 7. a year-based title (`2022.1`) whose raw version is its short form (`22.1.1850`) or another year-based version
 *    (`2023.1.16998`: updated under an older title): the raw version;
 * 8. different majors (`15.0.18420.0` for `18.12`, `231.8770.54` for `2023.1.1`): the title's, when it has two
 *    parts or more or stands as a segment of its own (`Microsoft Game Development Kit - 230306` installed as
 *    `10.1.22621.3111`), or when the catalog says the title carries the marketing version (Internet Explorer's title
 *    says 8, its registry the build date `20090308.140743`); a lone number elsewhere in the title is a line or a
 *    build (`Build 1234`), and the raw version says more.
 */
export function chooseVersion(
  rawVersion: string | null,
  titleVersion: string | null,
  words: VersionWords,
  product: VersionHints = {},
  { titleVersionIsSegment = false }: { titleVersionIsSegment?: boolean } = {},
): VersionChoice {
  const { versionMap: knownPairs, versionScheme: scheme } = product;
  const isTitleMarketing = scheme?.marketingVersion === 'title';
  if (rawVersion && knownPairs && Object.hasOwn(knownPairs, rawVersion)) {
    return { version: knownPairs[rawVersion]!, from: 'marketing' };
  }
  if (!rawVersion) return titleVersion ? { version: titleVersion, from: 'title' } : { version: null, from: 'none' };
  const release = scheme?.installerVersions ? rewriteVersion(scheme.installerVersions, rawVersion) : undefined;
  if (!titleVersion) {
    return release ? { version: release.version, from: 'marketing' } : { version: rawVersion, from: 'raw' };
  }
  if (release?.version === titleVersion) return { version: release.version, from: 'marketing' };
  const raw = numericComponents(rawVersion);
  const title = numericComponents(titleVersion);
  if (raw.length === 0) return { version: titleVersion, from: 'title' };
  if (title.length === 0) return { version: rawVersion, from: 'raw' };
  // A title that writes only the release line a product is named by ("Microsoft .NET SDK 6.0", as the product's name
  // is output, or a catalog name that writes it: "Microsoft .NET SDK 8.0 Preview"): the raw version is the release,
  // even one that looks like Python's installer scheme (the SDK's 6.0.105 is feature band 100, patch 5).
  const lineParts = product.nameLine?.line === 'major.minor' ? 2 : product.nameLine?.line === 'major' ? 1 : 0;
  if (
    raw.length > title.length &&
    isComponentPrefix(title, raw) &&
    (title.length <= lineParts || (product.name?.split(/\s+/).includes(titleVersion) ?? false))
  ) {
    return { version: rawVersion, from: 'raw' };
  }
  if ((title.length >= 2 && isPythonStyleArtefact(raw, title)) || isGluedMinorArtefact(raw, title)) {
    return { version: titleVersion, from: 'installer' };
  }
  // ExifTool registers "12.4132" for "12.41_32": the bitness glued onto the title's version.
  if (rawVersion === `${titleVersion}32` || rawVersion === `${titleVersion}64`) {
    return { version: titleVersion, from: 'installer' };
  }
  if (isMorePreciseForm(titleVersion, rawVersion, title, raw, words)) return { version: titleVersion, from: 'title' };
  if (isComponentPrefix(title, raw)) {
    // "PuTTY release 0.79" registered as 0.79.0.0: the same version padded with zeros to Windows' four parts, written
    // as its vendor does. A third part alone is no padding: "Python 3.12" at 3.12.0 is that release of the line.
    const isPadded = raw.length >= 4 && raw.length > title.length && raw.slice(title.length).every((n) => n === 0);
    if (isPadded && /^\d+(?:\.\d+)*$/.test(rawVersion)) {
      return { version: titleVersion, from: 'title' };
    }
    if (isTitleMarketing && raw.length > title.length) {
      return { version: titleVersion, from: 'marketing', ...(raw.length === 4 ? { build: String(raw[3]) } : {}) };
    }
    return { version: rawVersion, from: 'raw' };
  }
  if (isComponentPrefix(raw, title)) return { version: titleVersion, from: 'title' };
  if (raw[0] === title[0]) {
    if (isTitleMarketing) return { version: titleVersion, from: 'marketing' };
    return title.length >= 3 && raw.length > title.length && !isSameBuild(title, raw)
      ? { version: titleVersion, from: 'installer' }
      : { version: rawVersion, from: 'raw' };
  }
  if (title[0]! >= FIRST_YEAR && raw[0] === title[0]! % 100 && raw[1] === title[1]) {
    return { version: rawVersion, from: 'raw' };
  }
  // Both year-based (`2023.1.16998` under a title's `2022.3`): the product was updated under an older title.
  if (title[0]! >= FIRST_YEAR && raw[0]! >= FIRST_YEAR) return { version: rawVersion, from: 'raw' };
  if (isTitleMarketing) return { version: titleVersion, from: 'marketing' };
  if (title.length >= 2 || titleVersionIsSegment) return { version: titleVersion, from: 'installer' };
  return { version: rawVersion, from: 'raw' };
}
