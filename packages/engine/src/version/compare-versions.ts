/** A version read into its parts once, for many comparisons: numbers, and words (OpenSSL's `ze`, a `beta`). */
export type VersionTokens = ReadonlyArray<number | string>;

/** A version's parts: numbers, and words such as OpenSSL's `ze` or a pre-release's `beta`. */
export function versionTokens(version: string): VersionTokens {
  return (version.toLowerCase().match(/\d+|[a-z]+/gu) ?? []).map((token) =>
    /^\d/u.test(token) ? Number(token) : token,
  );
}

/**
 * A CPE's version with its update, as one version to compare: Java's `1.6.0` update `update_31` is `1.6.0_31`
 * (as ranges write it), OpenSSH's `8.9` update `p1` is `8.9p1`, Office's `2010` update `sp2` is `2010:sp2`; a
 * wildcard or absent update leaves the version as it is.
 */
export function withCpeUpdate(version: string, update: string | undefined): string {
  if (!update || update === '*' || update === '-') return version;
  const numbered = /^update_?(\d+)$/iu.exec(update);
  if (numbered) return `${version}_${numbered[1]}`;
  return /^p\d+$/iu.test(update) ? `${version}${update}` : `${version}:${update}`;
}

/** Whether a version can be ordered at all: it starts with a number (`3.0.2`, `1.1.1w`; not `-` or `*`). */
export function isComparableVersion(version: string): boolean {
  return /^\d/u.test(version.trim());
}

/**
 * Orders two versions as CVE records and NVD's ranges number them, which are no semver: four parts and more,
 * letters after the numbers (OpenSSL's `1.1.1w`, a later release than `1.1.1`), pre-release words (`3.0.0-beta1`,
 * an earlier one than `3.0.0`). Numbers compare as numbers, a missing part as 0 (`7` is `7.0`), words as text, a
 * pre-release word (`preReleaseWords`, lower case) before the release and any other word after it. Hand-written:
 * semver and compare-versions refuse most such versions. Negative when `a` is the earlier.
 */
export function compareVersions(a: string, b: string, preReleaseWords: ReadonlySet<string>): number {
  return compareVersionTokens(versionTokens(a), versionTokens(b), preReleaseWords);
}

/** {@link compareVersions} of versions read once (`versionTokens`). */
export function compareVersionTokens(
  left: VersionTokens,
  right: VersionTokens,
  preReleaseWords: ReadonlySet<string>,
): number {
  for (let index = 0; index < Math.max(left.length, right.length); index++) {
    const x = left[index];
    const y = right[index];
    if (x === y) continue;
    const order = compareTokens(x, y, preReleaseWords);
    if (order !== 0) return order;
  }
  return 0;
}

function compareTokens(
  x: number | string | undefined,
  y: number | string | undefined,
  preReleaseWords: ReadonlySet<string>,
): number {
  if (typeof x === 'string' && typeof y === 'string') return x < y ? -1 : 1;
  // A word against a number or nothing: a pre-release comes before, any other word (a letter release) after.
  if (typeof x === 'string') return preReleaseWords.has(x) ? -1 : 1;
  if (typeof y === 'string') return preReleaseWords.has(y) ? 1 : -1;
  return (x ?? 0) - (y ?? 0);
}
