import {
  chooseVersion,
  parseVersion,
  type VersionChoice,
  type VersionParts,
  type VersionWords,
} from '../version/parse-version.ts';
import { packageUpstreamVersion } from '../match/match-distribution-package.ts';
import type { CompiledWords } from '../title/compile-words.ts';
import type { CatalogProduct } from '../types.ts';
import type { ParsedTitle } from '../title/parse-title.ts';
import type { StageTrace } from './trace.ts';

/** The content's words a row's version is read by: a version's, and the distributions' build tags. */
type PackageVersionWords = VersionWords & Pick<CompiledWords, 'distributions'>;

export interface ReadVersion {
  /** The raw version read ("Unknown", "N/A" and the like are none). */
  rawVersion: string | null;
  /** The raw version as written, for a distribution's package version the parser reads only in part. */
  rawText: string;
  /** The version chosen between the raw one and the title's, before any product's scheme is known. */
  choice: VersionChoice;
  /** The chosen version's parts, read once for the stages that need them before the product is known. */
  parts: VersionParts;
}

/** The version stage: the raw version or the one written in the title. */
export function readVersion(
  versionText: string,
  parsed: ParsedTitle,
  words: PackageVersionWords,
): { version: ReadVersion; trace: StageTrace } {
  const rawVersion = parseVersion(versionText, words).version;
  const rawText = versionText.trim();
  const choice = versionOfProduct(rawVersion, parsed, undefined, words, rawText);
  const parts = parseVersion(choice.version, words);
  return {
    version: { rawVersion, rawText, choice, parts },
    trace: { stage: 'version', decision: describeChoice(choice) },
  };
}

/**
 * The version once the product is known: the marketing version its scheme maps an installer's version to, or the
 * title's where the product's titles carry it (see chooseVersion). A Linux distribution's package version
 * ("10.1.21-1.fc25" of a package name) is read as its upstream release ("10.1.21"), which is what the product's
 * release lines, CPE and licence number; the distribution's build stays in the row's purl.
 */
export function versionOfProduct(
  rawVersion: string | null,
  parsed: ParsedTitle,
  product: CatalogProduct | undefined,
  words: PackageVersionWords,
  rawText = rawVersion ?? '',
): VersionChoice {
  // A number ending a title the parser read whole ("Windows Internet Explorer 8": a name may end in a number) is the
  // title's version when the product's titles carry its marketing version.
  const titleVersion =
    parsed.version ??
    (product?.versionScheme?.marketingVersion === 'title' ? (TRAILING_NUMBER.exec(parsed.name)?.[1] ?? null) : null);
  const chosen = chooseVersion(rawVersion, titleVersion, words, product, {
    titleVersionIsSegment: parsed.versionIsSegment,
  });
  // A package name's numbers are its API or soname ("gir1.2-glib-2.0", "libpcap0.8"): at a distribution's package
  // version, the raw version is the release, not the title's number.
  const isPackageOverTitle =
    (chosen.from === 'title' || chosen.from === 'installer') &&
    rawText !== '' &&
    packageUpstreamVersion(parsed.name, rawText, words.distributions) !== undefined;
  const choice: VersionChoice = isPackageOverTitle ? { version: rawVersion, from: 'raw' } : chosen;
  // A package's raw version is read as written: the version parser stops at "+" ("8:6.9.11.60+dfsg-1.3ubuntu0.22.04.5"),
  // which would leave the epoch in and hide the distribution's revision.
  const packageVersion = choice.from === 'raw' && rawText ? rawText : choice.version;
  // A version a distribution tags as its build ("0.43-4.fc25") names a package even in mixed case ("perl-XML-TreePP").
  const upstream =
    packageVersion === null ? undefined : packageUpstreamVersion(parsed.name, packageVersion, words.distributions);
  if (upstream === undefined) return choice;
  return { ...choice, version: upstream, from: choice.from === 'raw' ? 'package' : choice.from };
}

const TRAILING_NUMBER = /\s(\d+(?:\.\d+)*)$/u;

const FROM: Record<VersionChoice['from'], string> = {
  raw: 'the raw version',
  package: "the raw version, without the distribution's revision",
  title: 'the title',
  marketing: "the product's version scheme (an installer's version mapped to the marketing one)",
  installer: "the title (the raw version is an installer's technical form of it)",
  none: 'nowhere: the row has none',
};

export function describeChoice(choice: VersionChoice): string {
  return choice.version === null ? 'no version' : `${choice.version}, from ${FROM[choice.from]}`;
}
