import type { VulnerabilityData, VulnerabilityStatus, VulnerableRange, VulnerableRanges } from '../types.ts';
import {
  compareVersionTokens,
  isComparableVersion,
  versionTokens,
  withCpeUpdate,
  type VersionTokens,
} from '../version/compare-versions.ts';

/** What the known vulnerabilities say of one installed version. */
export interface VulnerabilityMatch {
  status: VulnerabilityStatus;
  /** The CVEs whose ranges hold the version, in the data's order (a product can have a thousand: not sorted). */
  cves: string[];
  /** Of those, the ones in CISA's Known Exploited Vulnerabilities catalog. */
  knownExploited: string[];
  /** The release that fixes every matched CVE, when the ranges give a fix for each (no pre-release). */
  fixedVersion: string | null;
  /** KEV CVEs of the product that no range covers: whether this version is affected is not known. */
  unconfirmed: string[];
}

const NO_DATA: VulnerabilityMatch = {
  status: 'no_data',
  cves: [],
  knownExploited: [],
  fixedVersion: null,
  unconfirmed: [],
};

// "cpe:2.3:a:rarlab:winrar:6.22:*:…": part, vendor, product, version and update, CPE 2.3 escapes (`notepad\+\+`) kept.
const CPE = /^cpe:2\.3:[aho]:((?:[^:\\]|\\.)+):((?:[^:\\]|\\.)+):((?:[^:\\]|\\.)+):((?:[^:\\]|\\.)+)/u;
const unescape = (value: string) => value.replace(/\\(.)/gu, '$1');

// A bound that bounds nothing: none written, a wildcard, "not applicable".
const NO_BOUND = new Set(['', '*', '-']);

/** A range read once: its versions as tokens, `undefined` for no bound. */
interface CompiledRange {
  cve: string;
  exact: VersionTokens | undefined;
  from: VersionTokens | undefined;
  after: VersionTokens | undefined;
  upTo: VersionTokens | undefined;
  before: VersionTokens | undefined;
  /** The release the range ends before, when it is one to update to (no pre-release). */
  fix: { text: string; tokens: VersionTokens } | undefined;
}

/** A content pack's ranges read once per vendor:product, on first use (most products never come up). */
interface CompiledData {
  kev: ReadonlySet<string>;
  ranges: Map<string, readonly CompiledRange[]>;
}
// The pre-release words are the content's: one compilation per set and pack.
const compiledBy = new WeakMap<ReadonlySet<string>, WeakMap<VulnerabilityData, CompiledData>>();

function compiledOf(data: VulnerabilityData, preReleaseWords: ReadonlySet<string>): CompiledData {
  let byData = compiledBy.get(preReleaseWords);
  if (!byData) compiledBy.set(preReleaseWords, (byData = new WeakMap()));
  let compiled = byData.get(data);
  if (!compiled) byData.set(data, (compiled = { kev: new Set(data.knownExploited), ranges: new Map() }));
  return compiled;
}

function rangesOf(
  data: VulnerabilityData,
  compiled: CompiledData,
  pair: string,
  preReleaseWords: ReadonlySet<string>,
): readonly CompiledRange[] {
  let ranges = compiled.ranges.get(pair);
  if (!ranges) {
    ranges = readRanges(data.ranges[pair]).flatMap((range) => compileRange(range, preReleaseWords));
    compiled.ranges.set(pair, ranges);
  }
  return ranges;
}

/** A product's ranges as the pack writes them (see `VulnerableRanges`). */
export function readRanges(text: VulnerableRanges | undefined): VulnerableRange[] {
  return text ? text.split(';').map((range) => range.split('|') as VulnerableRange) : [];
}

/** A product's ranges as the pack writes them: fields joined by `|`, ranges by `;` (see `VulnerableRanges`). */
export function writeRanges(ranges: readonly VulnerableRange[]): VulnerableRanges {
  return ranges.map((range) => range.join('|')).join(';');
}

/**
 * A range as tokens; none for a range with a bound that is no version (`september2023`, a typo): it cannot say
 * which versions it holds, and a false alarm costs a team hours. A start at `0` is from the first version.
 */
function compileRange(range: VulnerableRange, preReleaseWords: ReadonlySet<string>): CompiledRange[] {
  const [cve, exact = '', startIncluding = '', startExcluding = '', endIncluding = '', endExcluding = ''] = range;
  if (exact) {
    if (!isComparableVersion(exact)) return [];
    const tokens = versionTokens(exact);
    return [
      { cve, exact: tokens, from: undefined, after: undefined, upTo: undefined, before: undefined, fix: undefined },
    ];
  }
  const bounds = [startIncluding === '0' ? '' : startIncluding, startExcluding, endIncluding, endExcluding];
  if (bounds.some((bound) => !NO_BOUND.has(bound) && !isComparableVersion(bound))) return [];
  const [from, after, upTo, before] = bounds.map((bound) => (NO_BOUND.has(bound) ? undefined : versionTokens(bound)));
  const isFix = before !== undefined && !isPreRelease(before, preReleaseWords);
  return [
    {
      cve,
      exact: undefined,
      from,
      after,
      upTo,
      before,
      fix: isFix ? { text: endExcluding, tokens: before } : undefined,
    },
  ];
}

/**
 * Whether a version is a pre-release (`2.0-beta1`; Python's `3.15.0a6`, a letter then a number, not OpenSSL's
 * `1.1.1a`): no release to update to.
 */
function isPreRelease(tokens: VersionTokens, preReleaseWords: ReadonlySet<string>): boolean {
  return tokens.some(
    (token, index) =>
      typeof token === 'string' &&
      (preReleaseWords.has(token) || (/^[ab]$/u.test(token) && typeof tokens[index + 1] === 'number')),
  );
}

/**
 * Whether a range holds a version: its one version, or within its bounds. Runs for every range of a product (Chrome
 * has 2,000): no closure is made per call.
 */
function holds(range: CompiledRange, version: VersionTokens, words: ReadonlySet<string>): boolean {
  if (range.exact) return compareVersionTokens(version, range.exact, words) === 0;
  if (range.from && compareVersionTokens(version, range.from, words) < 0) return false;
  if (range.after && compareVersionTokens(version, range.after, words) <= 0) return false;
  if (range.upTo && compareVersionTokens(version, range.upTo, words) > 0) return false;
  return range.before === undefined || compareVersionTokens(version, range.before, words) < 0;
}

/** The later of two fixes. */
function laterFix(
  a: CompiledRange['fix'] | null | undefined,
  b: NonNullable<CompiledRange['fix']>,
  words: ReadonlySet<string>,
): NonNullable<CompiledRange['fix']> {
  return a && compareVersionTokens(b.tokens, a.tokens, words) <= 0 ? a : b;
}

/**
 * The known vulnerabilities of a row's CPE at its version: the CVEs whose ranges for the CPE's vendor:product hold
 * the version (bounds compared as versions, not text; the CPE's update is part of its version, as Java's
 * `1.6.0:update_31` is `1.6.0_31`), those of them CISA knows exploited, and the release that fixes them all where
 * the ranges give a fix for each. `affected` when any CVE holds the version; else `unconfirmed` when a KEV CVE names
 * the product with no range to say; else `none_known` (the data may lack the product: not a statement that it is
 * safe). `no_data` for a row without a CPE, or whose CPE has no version.
 */
export function matchVulnerabilities(
  data: VulnerabilityData | undefined,
  cpe: string | null,
  preReleaseWords: ReadonlySet<string>,
): VulnerabilityMatch {
  const parts = cpe ? CPE.exec(cpe) : null;
  if (!data || !parts) return NO_DATA;
  const [, vendor, product, cpeVersion, update] = parts;
  if (!isComparableVersion(unescape(cpeVersion!))) return NO_DATA;
  const version = versionTokens(withCpeUpdate(unescape(cpeVersion!), unescape(update!)));
  const pair = `${vendor}:${product}`;
  const compiled = compiledOf(data, preReleaseWords);
  // Each matched CVE's fix: the latest release its holding ranges end before; null when a holding range gives none.
  // A CVE named for this very version only constrains no later release.
  const cves = new Set<string>();
  const fixOf = new Map<string, CompiledRange['fix'] | null>();
  for (const range of rangesOf(data, compiled, pair, preReleaseWords)) {
    if (!holds(range, version, preReleaseWords)) continue;
    cves.add(range.cve);
    if (range.exact) continue;
    if (range.fix) fixOf.set(range.cve, laterFix(fixOf.get(range.cve), range.fix, preReleaseWords));
    else if (!fixOf.has(range.cve)) fixOf.set(range.cve, null);
  }
  const matched = [...cves];
  const fixes = [...fixOf.values()];
  const fixed = fixes.includes(null)
    ? undefined
    : fixes.reduce<CompiledRange['fix']>((newest, fix) => laterFix(newest, fix!, preReleaseWords), undefined);
  const unconfirmed = data.knownExploitedWithoutRanges[pair] ?? [];
  return {
    status: matched.length > 0 ? 'affected' : unconfirmed.length > 0 ? 'unconfirmed' : 'none_known',
    cves: matched,
    knownExploited: matched.filter((cve) => compiled.kev.has(cve)).sort(),
    fixedVersion: fixed?.text ?? null,
    unconfirmed,
  };
}
